import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiGuard } from './api-guard';
import { PublicCache, type CacheState } from './cache';
import type { RouteGroup } from './context';
import type { Normalised } from './envelope';
import { answerFor, answerHeaders } from './public-answers';
import { sendNormalised, sendUpstreamFailure } from './replies';
import { readNormalised, upstreamHeaders } from './upstream-read';
import { countCacheAnswer } from '../metrics';
import { LANGUAGES } from '../../shared/constants';
import { SUGGEST_PATH, normaliseSuggestPrefix, suggestsFor } from '../../shared/contract/suggest';

/**
 * Suggestions as you type (docs/api-extensions.md "Suggestions as you type"): a public call, answered the
 * same for every shopper and fetched without a token, so it is kept like other public data, but in a cache
 * of its own:
 * - keyed by the normalised prefix (case, width, spaces) and the language, so " Phone", "phone" and
 *   "ｐｈｏｎｅ" are one entry and one upstream call;
 * - bounded in entries (SUGGEST_CACHE_ENTRIES) and bytes, oldest out first, so random prefixes can neither
 *   grow it nor push the home page's and categories' answers out of the shared public cache;
 * - emptied whenever the shared public cache is (a console write changed public data).
 * Every request, a cache hit included, counts against a per-client limit (SUGGEST_RATE_MAX per
 * RATE_LIMIT_WINDOW_S), the way sign-in and code calls are limited; a flood gets 429.
 * A prefix too short to suggest for is answered empty here, without an upstream call. An upstream without
 * the call answers 404, passed on, and the storefront's box then works as a plain search box.
 */

/** About 4 KiB an answer at most (8 products, 3 shops, 3 categories, keywords): the byte bound leaves room for that. */
const BYTES_PER_ENTRY = 4096;

const EMPTY = JSON.stringify({ products: [], shops: [], categories: [], keywords: [] });

class NotCacheable extends Error {
  constructor(public readonly answer: Normalised) {
    super('upstream answer not cacheable');
  }
}

function firstText(v: unknown): string {
  if (typeof v === 'string') return v;
  return Array.isArray(v) && typeof v[0] === 'string' ? v[0] : '';
}

/** A language the marketplace runs (as the service reads `languageCode`), or none: the service's default. */
function languageOf(v: unknown): string | null {
  const wanted = firstText(v).trim().toLowerCase();
  const code = wanted === 'lo' ? 'lao' : wanted;
  return LANGUAGES.find((l) => l.toLowerCase() === code) ?? null;
}

export const suggestRoutes: RouteGroup<'config' | 'upstream' | 'cache' | 'cookie' | 'fieldWarnings'> = async (api, ctx) => {
  await api.register(apiGuard, { publicUrl: ctx.config.PUBLIC_URL, multipart: false });
  const cache = new PublicCache({
    ttlMs: ctx.config.CACHE_TTL_S * 1000,
    staleMaxMs: ctx.config.CACHE_STALE_MAX_S * 1000,
    maxEntries: ctx.config.SUGGEST_CACHE_ENTRIES,
    maxBytes: ctx.config.SUGGEST_CACHE_ENTRIES * BYTES_PER_ENTRY,
    onRefreshError: (key, err) => api.log.warn({ cacheKey: key, detail: err instanceof Error ? err.message : String(err) }, 'suggestion refresh failed'),
  });
  let generation = ctx.cache.generation;
  const watch = ctx.fieldWarnings ? { warnings: ctx.fieldWarnings, route: SUGGEST_PATH } : undefined;
  const limit = { max: ctx.config.SUGGEST_RATE_MAX, timeWindow: ctx.config.RATE_LIMIT_WINDOW_S * 1000 };

  api.get(SUGGEST_PATH, { exposeHeadRoute: false, config: { rateLimit: limit } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const q = (request.query ?? {}) as Record<string, unknown>;
    const prefix = normaliseSuggestPrefix(firstText(q.keyword));
    const lang = languageOf(q.languageCode);
    if (!suggestsFor(prefix)) return reply.code(200).header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(EMPTY);
    if (ctx.cache.generation !== generation) {
      generation = ctx.cache.generation;
      cache.clear();
    }
    const params = new URLSearchParams({ keyword: prefix });
    if (lang) params.set('languageCode', lang);
    const path = `${SUGGEST_PATH}?${params.toString()}`;
    let result: { entry: Parameters<typeof answerFor>[0]; state: CacheState };
    try {
      result = await cache.get(`${lang ?? ''}\u0000${prefix}`, async () => {
        const n = await readNormalised(ctx.upstream, request, { method: 'GET', path, headers: upstreamHeaders(request) }, watch);
        if (!n.ok) throw new NotCacheable(n);
        return Buffer.from(JSON.stringify(n.body));
      });
    } catch (err) {
      if (err instanceof NotCacheable) return sendNormalised(reply, err.answer, ctx.cookie);
      return sendUpstreamFailure(request, reply, err);
    }
    const { entry, state } = result;
    countCacheAnswer(state);
    const answer = answerFor(entry, request.headers);
    const headers = answerHeaders(entry, answer, state);
    for (let i = 0; i < headers.length; i += 2) reply.header(headers[i]!, headers[i + 1]);
    return answer.status === 304 ? reply.code(304).send() : reply.code(200).send(answer.body);
  });
};
