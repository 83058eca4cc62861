import type { FastifyInstance } from 'fastify';
import { sendError, sendUpstreamFailure } from './proxy';
import type { UpstreamImageDomain } from './image-domain';

/**
 * Upstream pictures (`/crmebimage/...`), streamed through our origin from the upstream's image domain
 * (image-domain.ts maps the upstream's absolute URLs to these paths), so the CSP can keep img-src to
 * 'self' and the browser never learns the upstream or CDN address. Only image types pass, with a small
 * set of representation headers; SVGs get a sandboxing CSP of their own.
 */
const SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,127}$/;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml', 'image/avif']);
const PASSED = ['content-length', 'etag', 'last-modified'];

export async function imageRoutes(app: FastifyInstance, deps: { images: UpstreamImageDomain }) {
  app.get<{ Params: { '*': string } }>('/crmebimage/*', async (request, reply) => {
    const rest = request.params['*'];
    const segments = rest.split('/');
    if (segments.length > 8 || !segments.every((s) => SEGMENT.test(s))) return sendError(reply, 404);
    const headers: Record<string, string> = { 'x-request-id': request.id, accept: 'image/*' };
    for (const h of ['if-none-match', 'if-modified-since'] as const) {
      const v = request.headers[h];
      if (typeof v === 'string' && v.length < 256) headers[h] = v;
    }
    let res;
    try {
      await deps.images.ensure();
      const { client, basePath } = deps.images.source();
      res = await client.stream(`${basePath}/crmebimage/${segments.map(encodeURIComponent).join('/')}`, headers);
    } catch (err) {
      return sendUpstreamFailure(request, reply, err);
    }
    request.upstreamMs += res.upstreamMs;
    if (res.status === 304) {
      res.body.resume();
      return reply.code(304).send();
    }
    const type = String(res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (res.status !== 200 || !IMAGE_TYPES.has(type)) {
      res.body.resume();
      return sendError(reply, 404);
    }
    for (const h of PASSED) {
      const v = res.headers[h];
      if (typeof v === 'string') reply.header(h, v);
    }
    const cc = res.headers['cache-control'];
    reply.header('cache-control', typeof cc === 'string' && /^public\b/.test(cc) ? cc : 'public, max-age=86400');
    if (type === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return reply.code(200).type(type).send(res.body);
  });
}
