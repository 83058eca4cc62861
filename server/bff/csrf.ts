import type { FastifyRequest } from 'fastify';

/**
 * CSRF defence for /api (ARCHITECTURE §3): a static custom header that a cross-site form or a
 * "simple" cross-site fetch cannot send, plus Fetch Metadata / Origin checks on unsafe methods, plus
 * refusal of the content types an HTML form can produce on JSON routes.
 */
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'];

export type CsrfRefusal = { status: 403 | 415; reason: string } | null;

export function mediaType(request: FastifyRequest): string {
  const ct = request.headers['content-type'];
  return (typeof ct === 'string' ? ct.split(';')[0] ?? '' : '').trim().toLowerCase();
}

/** Our own origin as the browser sees it (honours TRUST_PROXY through request.protocol/host). */
function ownOrigins(request: FastifyRequest, publicUrl: string | undefined): string[] {
  const out = [`${request.protocol}://${request.host}`];
  if (publicUrl) out.push(new URL(publicUrl).origin);
  return out;
}

export function checkCsrf(request: FastifyRequest, opts: { publicUrl?: string; multipartAllowed: boolean }): CsrfRefusal {
  if (request.headers['x-csrf'] !== '1') return { status: 403, reason: 'missing X-CSRF header' };
  if (SAFE.has(request.method)) return null;
  if (request.headers['sec-fetch-site'] === 'cross-site') return { status: 403, reason: 'cross-site request' };
  const origin = request.headers.origin;
  if (origin !== undefined && !ownOrigins(request, opts.publicUrl).includes(origin)) {
    return { status: 403, reason: 'foreign origin' };
  }
  const type = mediaType(request);
  if (type === 'multipart/form-data' && opts.multipartAllowed) return null;
  if (FORM_TYPES.includes(type)) return { status: 415, reason: `content type ${type} refused` };
  return null;
}
