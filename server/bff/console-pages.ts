import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteGroup } from './context';
import { sendError } from './replies';
import { hasExtension, IMMUTABLE, sendIndex } from './spa';

/**
 * The consoles' pages (docs/conventions.md "Layout"): the merchant console (dist/seller, under /seller) and
 * the platform console (dist/admin, under /admin), each its own build beside the storefront's STATIC_DIR,
 * served on the same origin. Every address of a console gets that console's index.html (it draws its own
 * screens, sign-in included); its hashed assets are cached for good. The security headers and policy are
 * the pages' own, set for every non-API path by app.ts. Without a console's build its addresses fall
 * through to the storefront's not-found page.
 */
const CONSOLES = ['seller', 'admin'] as const;

export function consoleDir(staticDir: string, app: (typeof CONSOLES)[number]): string {
  return join(dirname(resolve(staticDir)), app);
}

export const consolePageRoutes: RouteGroup<'config'> = async (app, ctx) => {
  for (const name of CONSOLES) await serveConsole(app, consoleDir(ctx.config.STATIC_DIR, name), `/${name}`);
};

async function serveConsole(app: Parameters<RouteGroup<'config'>>[0], root: string, base: string): Promise<void> {
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ consoleDir: root }, `the console under ${base} is not built (npm run build:web)`);
    return;
  }
  const index = readFileSync(indexPath, 'utf8');
  const assets = join(root, 'assets');
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: `${base}/assets/`,
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
  // A back office is nobody's search result; a missing file is a 404, never the page.
  const page = async (request: FastifyRequest, reply: FastifyReply) =>
    hasExtension(request.url) ? sendError(reply, 404) : sendIndex(reply.header('x-robots-tag', 'noindex'), index);
  app.get(base, page);
  app.get(`${base}/*`, page);
}
