import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteGroup } from './context';
import { sendError } from './replies';
import { hasExtension, IMMUTABLE, sendIndex } from './spa';

/**
 * The merchant console's pages (docs/conventions.md "Layout"): its own build, dist/seller beside the
 * storefront's STATIC_DIR, served under /seller on the same origin. Every console address gets the
 * console's index.html (it draws its own screens, sign-in included); its hashed assets are cached for
 * good. The security headers and policy are the pages' own, set for every non-API path by app.ts. Without
 * a console build the addresses fall through to the storefront's not-found page.
 */
export const CONSOLE_BASE = '/seller';

export function consoleDir(staticDir: string): string {
  return join(dirname(resolve(staticDir)), 'seller');
}

export const consolePageRoutes: RouteGroup<'config'> = async (app, ctx) => {
  const root = consoleDir(ctx.config.STATIC_DIR);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ consoleDir: root }, 'the merchant console is not built (npm run build:web)');
    return;
  }
  const index = readFileSync(indexPath, 'utf8');
  const assets = join(root, 'assets');
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: `${CONSOLE_BASE}/assets/`,
      decorateReply: false,
      index: false,
      wildcard: true,
      dotfiles: 'deny',
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders(reply) {
        reply.header('cache-control', IMMUTABLE);
      },
    });
  }
  // A staff back office is nobody's search result; a missing file is a 404, never the page.
  const page = async (request: FastifyRequest, reply: FastifyReply) =>
    hasExtension(request.url) ? sendError(reply, 404) : sendIndex(reply.header('x-robots-tag', 'noindex'), index);
  app.get(CONSOLE_BASE, page);
  app.get(`${CONSOLE_BASE}/*`, page);
};
