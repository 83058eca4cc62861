import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteGroup } from './context';
import { sendError, sendUpstreamFailure } from './replies';
import type { UpstreamImageDomain } from './image-domain';
import { UpstreamError } from './upstream';
import { PictureVariants, VariantBusy, type SourcePicture } from './picture-variants';
import { matchesEtag } from './cache';
import { isPictureWidth, PICTURE_WIDTHS } from '../../shared/picture-widths';

/**
 * Upstream pictures (`/crmebimage/...`), streamed through our origin from the upstream's image domain
 * (image-domain.ts maps the upstream's absolute URLs to these paths), so the CSP can keep img-src to
 * 'self' and the browser never learns the upstream or CDN address. Only image types pass, with a small
 * set of representation headers; SVGs get a sandboxing CSP of their own.
 *
 * `?w=<width>` asks for a smaller copy of a raster picture (picture-variants.ts), in WebP when the
 * browser accepts it; other pictures (SVG, GIF) come as they are.
 */
const SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,127}$/;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml', 'image/avif']);
const PASSED = ['content-length', 'etag', 'last-modified'];
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** A copy that could not be made is the original picture, cached briefly so a fixed cause heals soon. */
const FALLBACK_CACHE_CONTROL = 'public, max-age=300';

export interface ImageRouteDeps {
  images: UpstreamImageDomain;
  variants: PictureVariants;
  /** Largest source fetched for resizing; bigger pictures are sent to the plain (streamed) path. */
  maxSourceBytes: number;
  timeoutMs: number;
}

class SourceTooLarge extends Error {}

function typeOf(headers: Record<string, string | string[] | undefined>): string {
  return String(headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The pictures group: `/crmebimage/*`, streamed or resized, with the resizer its settings ask for. */
export const pictureRoutes: RouteGroup<'config' | 'images'> = async (app, { config, images }) => {
  const variants = new PictureVariants({
    cacheDir: config.IMAGE_CACHE_DIR ?? join(config.DATA_DIR, 'picture-cache'),
    cacheMaxBytes: config.IMAGE_CACHE_MAX_MB * 1024 * 1024,
    concurrency: config.IMAGE_RESIZE_CONCURRENCY,
    maxInputPixels: config.IMAGE_MAX_INPUT_PIXELS,
    avif: config.IMAGE_AVIF,
    log: app.log,
  });
  imageRoutes(app, { images, variants, maxSourceBytes: config.IMAGE_MAX_SOURCE_MB * 1024 * 1024, timeoutMs: config.UPSTREAM_TIMEOUT_MS });
};

function imageRoutes(app: FastifyInstance, deps: ImageRouteDeps): void {
  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>('/crmebimage/*', async (request, reply) => {
    const rest = request.params['*'];
    const segments = rest.split('/');
    if (segments.length > 8 || !segments.every((s) => SEGMENT.test(s))) return sendError(reply, 404);
    const upstreamPath = `/crmebimage/${segments.map(encodeURIComponent).join('/')}`;
    const w = request.query.w;
    if (w !== undefined) {
      const width = typeof w === 'string' && /^\d{1,5}$/.test(w) ? Number(w) : NaN;
      if (!isPictureWidth(width)) return sendError(reply, 400, `w must be one of ${PICTURE_WIDTHS.join(', ')}`);
      return sendVariant(request, reply, deps, upstreamPath, width);
    }

    const headers: Record<string, string> = { 'x-request-id': request.id, accept: 'image/*' };
    for (const h of ['if-none-match', 'if-modified-since'] as const) {
      const v = request.headers[h];
      if (typeof v === 'string' && v.length < 256) headers[h] = v;
    }
    let res;
    try {
      await deps.images.ensure();
      const { client, basePath } = deps.images.source();
      res = await client.stream(`${basePath}${upstreamPath}`, headers);
    } catch (err) {
      return sendUpstreamFailure(request, reply, err);
    }
    request.upstreamMs += res.upstreamMs;
    if (res.status === 304) {
      res.body.resume();
      return reply.code(304).send();
    }
    const type = typeOf(res.headers);
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
    if (type === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
    return reply.code(200).type(type).send(res.body);
  });
}

async function sendVariant(request: FastifyRequest, reply: FastifyReply, deps: ImageRouteDeps, upstreamPath: string, width: number) {
  // The answer depends on Accept (WebP or not), so shared caches must keep one copy per format.
  reply.header('vary', 'Accept');
  const format = deps.variants.formatFor(request.headers.accept);
  let outcome;
  try {
    outcome = await deps.variants.get(upstreamPath, width, format, () => fetchSource(request, deps, upstreamPath));
  } catch (err) {
    // Too big to resize in memory: the plain path streams it.
    if (err instanceof SourceTooLarge) return reply.header('cache-control', FALLBACK_CACHE_CONTROL).redirect(upstreamPath, 307);
    // Every resize slot taken and the queue full: the streamed original now, the copy on a later visit.
    if (err instanceof VariantBusy) return reply.header('cache-control', 'no-store').redirect(upstreamPath, 307);
    return sendUpstreamFailure(request, reply, err);
  }
  if (outcome.kind === 'missing') return sendError(reply, 404);
  if (outcome.kind === 'original') {
    const { source } = outcome;
    if (source.type === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
    // Not a raster picture: the source's own caching applies; a failed copy is retried after a while.
    const rasterFallback = source.type !== 'image/svg+xml' && source.type !== 'image/gif';
    const cc = source.cacheControl && /^public\b/.test(source.cacheControl) ? source.cacheControl : 'public, max-age=86400';
    return reply.code(200).header('cache-control', rasterFallback ? FALLBACK_CACHE_CONTROL : cc).type(source.type).send(source.bytes);
  }
  const { variant } = outcome;
  reply.header('cache-control', variant.cacheControl).header('etag', variant.etag);
  if (matchesEtag(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
  return reply.code(200).type(variant.type).send(variant.bytes);
}

/** The whole source picture, within the byte limit and the upstream budget; null when there is none to resize. */
async function fetchSource(request: FastifyRequest, deps: ImageRouteDeps, upstreamPath: string): Promise<SourcePicture | null> {
  await deps.images.ensure();
  const { client, basePath } = deps.images.source();
  const res = await client.stream(`${basePath}${upstreamPath}`, { 'x-request-id': request.id, accept: 'image/*' });
  request.upstreamMs += res.upstreamMs;
  const type = typeOf(res.headers);
  if (res.status !== 200 || !IMAGE_TYPES.has(type)) {
    res.body.resume();
    return null;
  }
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > deps.maxSourceBytes) {
    res.body.destroy();
    throw new SourceTooLarge();
  }
  // The upstream client bounds the wait for each chunk; this bounds the whole body.
  const timer = setTimeout(() => res.body.destroy(new UpstreamError('timeout', 'picture download took too long', deps.timeoutMs)), deps.timeoutMs);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res.body) {
      const b = chunk as Buffer;
      size += b.length;
      if (size > deps.maxSourceBytes) {
        res.body.destroy();
        throw new SourceTooLarge();
      }
      chunks.push(b);
    }
  } catch (err) {
    if (err instanceof SourceTooLarge || err instanceof UpstreamError) throw err;
    throw new UpstreamError('bad', err instanceof Error ? err.message : String(err), 0);
  } finally {
    clearTimeout(timer);
  }
  const cc = res.headers['cache-control'];
  return { type, bytes: Buffer.concat(chunks), cacheControl: typeof cc === 'string' ? cc : undefined };
}
