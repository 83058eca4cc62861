import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { normaliseEnvelope, parseEnvelope, type Envelope, type Normalised } from './envelope';
import type { MalformedFieldWarnings } from './malformed-fields';
import { UpstreamError, type UpstreamClient, type UpstreamRequest, type UpstreamResponse } from './upstream';
import { childTraceparent } from '../trace';
import { spanIdFor } from '../tracing';

/**
 * The one way the BFF reads data from the commerce API. Every reader (the proxied contract calls,
 * uploads, the boot configuration, SEO tags, the first screen, readiness and the image domain) goes
 * through here, so each call carries the same headers, is checked as the same `{code, message, data}`
 * envelope and adds its wait to the request's upstream time (the access line's `upstreamMs`; the
 * client itself feeds the upstream-duration histogram).
 *
 * `request` is the browser request a call serves, or null for the BFF's own background reads (the
 * sitemap, the image domain), which carry no request id or trace.
 */
type Caller = FastifyRequest | null;

/** The headers the upstream gets: ours, plus an allowlist of harmless browser ones. Everything else
 * (cookie, expect, hop-by-hop, x-forwarded-*, any browser-sent authori-zation) is dropped. */
export function upstreamHeaders(request: Caller, token: string | null = null, contentType?: string): Record<string, string> {
  if (!request) return { accept: 'application/json', 'form-type': 'pc' };
  const h: Record<string, string> = { accept: 'application/json', 'form-type': 'pc', 'x-request-id': request.id };
  const traceparent = childTraceparent(request.id, spanIdFor(request));
  if (traceparent) h.traceparent = traceparent;
  if (token) h['authori-zation'] = token;
  const lang = request.headers['accept-language'];
  if (typeof lang === 'string' && lang.length <= 256) h['accept-language'] = lang;
  if (contentType) h['content-type'] = contentType;
  return h;
}

/**
 * One call and its envelope (null when the answer is not one). The wait is counted here, once:
 * a failure thrown after an answer arrived carries no further time.
 */
export async function readEnvelope(upstream: UpstreamClient, request: Caller, req: UpstreamRequest): Promise<{ res: UpstreamResponse; env: Envelope | null }> {
  const res = await upstream.request(req);
  if (request) request.upstreamMs += res.upstreamMs;
  return { res, env: parseEnvelope(res.body) };
}

/** The failure of an answer that is not an envelope: a bad upstream (502). */
export function notAnEnvelope(res: UpstreamResponse): UpstreamError {
  return new UpstreamError('bad', `not an envelope (HTTP ${res.status})`, 0);
}

/** Field checks of a proxied route, made once per route so a call allocates nothing for them. */
export interface FieldWatch {
  warnings: MalformedFieldWarnings;
  route: string;
}

/**
 * A call whose answer goes to the browser: the envelope in HTTP terms (normalised paging included).
 * An upstream without the route (our own extensions, on an upstream that lacks them) is a plain 404,
 * so the SPA can fall back; any other answer that is not an envelope is a bad upstream.
 */
export async function readNormalised(upstream: UpstreamClient, request: FastifyRequest, req: UpstreamRequest, watch?: FieldWatch): Promise<Normalised> {
  // readEnvelope's steps written out: every proxied call comes here, and its pair would be one more
  // object and promise per call.
  const res = await upstream.request(req);
  request.upstreamMs += res.upstreamMs;
  const env = parseEnvelope(res.body);
  if (!env && res.status === 404) return { ok: false, status: 404, body: { status: 404, code: 404, message: '' }, loggedOut: false };
  if (!env) throw notAnEnvelope(res);
  // The answer is decoded here anyway; a malformed field still goes to the SPA, which shows it empty.
  if (env.code === 200 && watch) watch.warnings.check(request.log, watch.route, env.data);
  return normaliseEnvelope(env);
}

/** Checks `data` against a contract shape's lenient form; an answer it cannot read is a bad upstream. */
export function parseData<T>(shape: z.ZodMiniType<T, unknown>, data: unknown, what: string): T {
  const parsed = z.safeParse(shape, data);
  if (!parsed.success) throw new UpstreamError('bad', `${what}: unexpected shape`, 0);
  return parsed.data;
}

export interface DataRead {
  /** Overrides the client's budget (pages must not wait long for data they can do without). */
  timeoutMs?: number;
}

/** A public GET's `data` (no token); an answer other than a successful envelope is a bad upstream. */
export async function readData(upstream: UpstreamClient, request: Caller, path: string, opts?: DataRead): Promise<unknown>;
/** A public GET's `data` read through a `shared/contract` lenient shape. */
export async function readData<T>(upstream: UpstreamClient, request: Caller, path: string, opts: DataRead & { shape: z.ZodMiniType<T, unknown> }): Promise<T>;
export async function readData(upstream: UpstreamClient, request: Caller, path: string, opts: DataRead & { shape?: z.ZodMiniType<unknown, unknown> } = {}): Promise<unknown> {
  const { env } = await readEnvelope(upstream, request, { method: 'GET', path, headers: upstreamHeaders(request), timeoutMs: opts.timeoutMs });
  if (!env || env.code !== 200) throw new UpstreamError('bad', `${path}: no usable answer`, 0);
  return opts.shape ? parseData(opts.shape, env.data, path) : env.data;
}
