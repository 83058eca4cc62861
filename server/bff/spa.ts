import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built SPA: files from STATIC_DIR, index.html for every app route (language-prefixed
 * ones included), long immutable caching for hashed assets, and a real 404 for missing files.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface Spa {
  /** index.html for an app route; null when the SPA is not built. */
  indexHtml(): string | null;
}

const PATH_NEEDS_CHECK = /[%.\\\0]/;

/** Refuses traversal and dotfiles before any route (or the static plugin) sees the path. */
export function isSuspiciousPath(url: string): boolean {
  const q = url.indexOf('?');
  let path = q < 0 ? url : url.slice(0, q);
  // Most paths (every API call) have nothing to decode and no dot: nothing below could refuse them.
  if (!PATH_NEEDS_CHECK.test(path)) return false;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(path);
    } catch {
      return true;
    }
    if (next === path) break;
    path = next;
  }
  if (path.includes('\\') || path.includes('\0')) return true;
  return path.split('/').some((seg) => seg === '..' || (seg.startsWith('.') && seg !== '.well-known'));
}

export function hasExtension(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,8}$/.test(last);
}

export interface SpaOptions {
  staticDir: string;
  /** Answers an app page from index.html with its own data (SEO tags, the first screen); as it is otherwise. */
  serve?: (request: FastifyRequest, reply: FastifyReply, html: string) => Promise<FastifyReply>;
}

export async function spaRoutes(app: FastifyInstance, opts: SpaOptions): Promise<Spa> {
  const root = resolve(opts.staticDir);
  const indexPath = join(root, 'index.html');
  const index = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  if (!index) app.log.warn({ staticDir: root }, 'index.html not found: the SPA is not built (npm run build)');

  if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      wildcard: true,
      dotfiles: 'deny',
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders(reply, filePath) {
        if (filePath.startsWith(join(root, 'assets'))) reply.header('cache-control', IMMUTABLE);
        else if (filePath === indexPath) reply.header('cache-control', 'no-cache');
        else reply.header('cache-control', 'public, max-age=3600');
      },
    });
  }
  // The static plugin would treat "/" as a directory; it is the home route.
  app.get('/', async (request, reply) => {
    if (!index) return reply.callNotFound();
    return opts.serve ? opts.serve(request, reply, index) : sendIndex(reply, index);
  });
  return { indexHtml: () => index };
}

export function sendIndex(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

export function isApiPath(request: FastifyRequest): boolean {
  return request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
}
