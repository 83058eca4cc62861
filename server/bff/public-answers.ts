import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { negotiate } from '@fastify/accept-negotiator';
import { matchesEtag, type CachedEntry, type CacheState, type PublicCache } from './cache';
import { strictHttpProblem } from '../strict-http';

/**
 * Cached public answers (category tree, home lists, product pages…) are what every shopper's first
 * screen asks for. They are sent as pre-built bytes: each entry is compressed once per encoding, not
 * on every request, and a request that repeats a URL already served from the cache is answered
 * before the framework's routing and hooks run, with the same headers, log line and metrics.
 */

/**
 * The compression of every answer: @fastify/compress is registered with these (app.ts), and cached
 * entries are compressed with them, so both kinds of answer pick the same encoding.
 */
export const COMPRESS_THRESHOLD = 1024;
export const BROTLI_QUALITY = 4;
export const COMPRESSED_ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
export type Encoding = 'br' | 'gzip' | 'identity';

const NEGOTIATED_HEADERS_MAX = 256;
const negotiated = new Map<string, Encoding>();
// @fastify/compress reads `*` and `x-gzip` as gzip; so do we, so both paths pick the same bytes.
const GZIP_ALIAS = /\*|x-gzip/gu;

/** The encoding a request's Accept-Encoding picks among br and gzip (memoised: browsers send few variants). */
export function encodingFor(acceptEncoding: string | undefined): Encoding {
  if (acceptEncoding === undefined) return 'identity';
  const known = negotiated.get(acceptEncoding);
  if (known !== undefined) return known;
  const picked = negotiate(acceptEncoding.toLowerCase().replace(GZIP_ALIAS, 'gzip'), COMPRESSED_ENCODINGS);
  const enc: Encoding = picked === 'br' || picked === 'gzip' ? picked : 'identity';
  if (negotiated.size >= NEGOTIATED_HEADERS_MAX) negotiated.clear();
  negotiated.set(acceptEncoding, enc);
  return enc;
}

/** What a request accepts, read as @fastify/compress reads it (an `x-no-compression` header opts out). */
export function requestEncoding(headers: IncomingMessage['headers']): Encoding {
  return headers['x-no-compression'] !== undefined ? 'identity' : encodingFor(headers['accept-encoding']);
}

/** The bytes of an entry in one encoding, compressed the first time they are asked for. */
export function encodedBody(entry: CachedEntry, enc: Encoding): { body: Buffer; encoding: Encoding } {
  if (enc === 'identity' || entry.body.length < COMPRESS_THRESHOLD) return { body: entry.body, encoding: 'identity' };
  if (enc === 'br') {
    entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length } });
    return { body: entry.br, encoding: 'br' };
  }
  entry.gzip ??= gzipSync(entry.body);
  return { body: entry.gzip, encoding: 'gzip' };
}

/** What a cached entry answers to a request: 304 for its own ETag, else its bytes in the accepted encoding. */
export interface CachedAnswer {
  status: 200 | 304;
  body: Buffer;
  encoding: Encoding;
}

export function answerFor(entry: CachedEntry, headers: IncomingMessage['headers']): CachedAnswer {
  if (matchesEtag(headers['if-none-match'], entry.etag)) return { status: 304, body: entry.body, encoding: 'identity' };
  return { status: 200, ...encodedBody(entry, requestEncoding(headers)) };
}

/**
 * The headers of a cached answer beyond the security set and the request id, in writeHead's flat form;
 * both the full path and the early answer send these, so they cannot drift apart.
 */
export function answerHeaders(entry: CachedEntry, { status, body, encoding }: CachedAnswer, state: CacheState = 'hit'): string[] {
  const h = ['etag', entry.etag, 'cache-control', 'no-cache', 'x-cache', state];
  if (status === 304) return h;
  h.push('content-type', 'application/json; charset=utf-8');
  if (encoding !== 'identity') h.push('vary', 'accept-encoding', 'content-encoding', encoding);
  h.push('content-length', String(body.length));
  return h;
}

export interface AnswerCount {
  observe(seconds: number): void;
}

export interface FastPublicOptions {
  cache: PublicCache;
  /** The security header set every API answer carries (security-headers.ts, with the API's CSP). */
  securityHeaders: Record<string, string>;
  requestId: (req: IncomingMessage) => string;
  /** Off while the process drains, so closing answers get their `Connection: close` from the full path. */
  enabled: () => boolean;
  /**
   * The one log line and the metrics of an answered request, as the full path writes them. `count` is
   * what `series` gave for the entry's route and this status, kept with the entry.
   */
  answered: (reqId: string, route: string, status: 200 | 304, ms: number, count: AnswerCount) => void;
  /** The request counter and duration of answers of this status to this route (metrics.ts). */
  series: (route: string, status: 200 | 304) => AnswerCount;
}

/**
 * The request listener's first look: answers a GET for a URL the cache already holds fresh, and
 * returns false for everything else, which goes through Fastify as usual. A URL only gets here after
 * the full path has served it from the cache (so its route, path checks and query passed there); what
 * depends on the request's headers (the CSRF header, a body type, the HTTP version, a doubled Host)
 * is checked again, and any doubt goes to the full path, which refuses it properly.
 */
export function fastPublicAnswers(opts: FastPublicOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const security = Object.entries(opts.securityHeaders).flat();
  return (req, res) => {
    if (req.method !== 'GET' || !opts.enabled()) return false;
    const hot = opts.cache.freshByUrl(req.url ?? '');
    if (!hot) return false;
    const h = req.headers;
    if (h['x-csrf'] !== '1' || h['content-type'] !== undefined || h['transfer-encoding'] !== undefined || h['content-length'] !== undefined) return false;
    if (strictHttpProblem(req) !== null) return false;
    const started = performance.now();
    const reqId = opts.requestId(req);
    const { entry, route } = hot;
    const answer = answerFor(entry, h);
    const { status, body, encoding } = answer;
    // The entry's header list is built once per answer kind; only its last value, the request id,
    // changes, and writeHead copies it out before anything else runs.
    const heads = ((entry.heads ??= {})[status === 304 ? 'not-modified' : encoding] ??= [...security, ...answerHeaders(entry, answer), 'x-request-id', '']);
    heads[heads.length - 1] = reqId;
    res.writeHead(status, heads);
    if (status === 304) res.end();
    else {
      // Node joins the head and a string body into one socket write, where a Buffer body is a second
      // chunk of a gathered write. Latin-1 maps each byte to one character and back, so the bytes sent
      // are exactly the entry's, in any encoding.
      res.end(((entry.latin1 ??= {})[encoding] ??= body.toString('latin1')), 'latin1');
    }
    const count = ((entry.counts ??= {})[status] ??= opts.series(route, status));
    opts.answered(reqId, route, status, performance.now() - started, count);
    return true;
  };
}
