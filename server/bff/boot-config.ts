import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config';
import type { CachedEntry, PublicCache } from './cache';
import { parseEnvelope } from './envelope';
import { sendError, sendUpstreamFailure, upstreamHeaders } from './proxy';
import { UpstreamError, type UpstreamClient } from './upstream';
import { parseShopCurrency } from '../../shared/currency';

/**
 * GET /api/bff/config: what the SPA needs at boot. The Stripe key and the currency come from the
 * upstream (pay/method, index/paycurrency), fetched without a token and kept in the public cache.
 */
const payMethod = z.object({ stripePublishableKey: z.string().nullish() }).passthrough();

/** 'auto' means text in front of the embedded service and integers in front of an outside upstream. */
export function postCodeFormat(config: Config): 'text' | 'integer' {
  if (config.UPSTREAM_POSTCODE_FORMAT !== 'auto') return config.UPSTREAM_POSTCODE_FORMAT;
  return config.UPSTREAM_URL ? 'integer' : 'text';
}

export interface BootConfigDeps {
  config: Config;
  upstream: UpstreamClient;
  cache: PublicCache;
}

/** The /api/bff/config answer from the public cache; the page's first screen carries it too. */
export async function bootConfig(deps: BootConfigDeps, request: FastifyRequest): Promise<{ entry: CachedEntry }> {
  const { config, upstream, cache } = deps;
  const data = async (path: string): Promise<unknown> => {
    const res = await upstream.request({ method: 'GET', path, headers: upstreamHeaders(request, null) });
    request.upstreamMs += res.upstreamMs;
    const env = parseEnvelope(res.body);
    if (!env || env.code !== 200) throw new UpstreamError('bad', `${path}: unusable answer`, res.upstreamMs);
    return env.data;
  };
  return cache.get('bff:config', async () => {
    const [pay, cur] = await Promise.all([data('/api/front/pay/method'), data('/api/front/index/paycurrency')]);
    const p = payMethod.safeParse(pay);
    // A real upstream sends a JSON object string; older ones a bare code (contract §14).
    const c = parseShopCurrency(cur);
    if (!c) request.log.warn({ route: '/api/front/index/paycurrency', field: 'data' }, 'upstream currency unreadable; the SPA falls back to the site currency');
    if (!p.success) throw new UpstreamError('bad', 'pay/method has an unexpected shape', 0);
    return Buffer.from(
      JSON.stringify({
        defaultLanguage: config.DEFAULT_LANGUAGE,
        stripePublishableKey: p.data.stripePublishableKey ?? '',
        merchantAdminUrl: config.MERCHANT_ADMIN_URL ?? null,
        currency: c?.currency ?? null,
        currencySymbol: c?.symbol ?? null,
        postCodeFormat: postCodeFormat(config),
        // Dates on the wire are wall-clock times in this zone; the SPA shows them in the shopper's.
        serverTimeZone: config.SERVER_TIME_ZONE,
      }),
    );
  });
}

export async function bootConfigRoute(app: FastifyInstance, deps: BootConfigDeps) {
  app.get('/api/bff/config', async (request, reply) => {
    let result;
    try {
      result = await bootConfig(deps, request);
    } catch (err) {
      if (err instanceof UpstreamError) return sendUpstreamFailure(request, reply, err);
      return sendError(reply, 500);
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('etag', result.entry.etag)
      .type('application/json; charset=utf-8')
      .send(result.entry.body);
  });
}

export async function healthRoutes(app: FastifyInstance, deps: { upstream: UpstreamClient; draining: () => boolean }) {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Shutting down: alive, but no longer ready for new work.
    if (deps.draining()) return reply.code(503).send({ status: 'draining' });
    try {
      const res = await deps.upstream.request({
        method: 'GET',
        path: '/api/front/index/paycurrency',
        headers: upstreamHeaders(request, null),
        timeoutMs: 2000,
        retries: 0,
      });
      if (parseEnvelope(res.body)) return reply.send({ status: 'ready' });
      request.log.warn({ upstreamStatus: res.status }, 'readiness: upstream answered garbage');
    } catch (err) {
      request.log.warn({ detail: err instanceof Error ? err.message : String(err) }, 'readiness: upstream unreachable');
    }
    return reply.code(503).send({ status: 'unavailable' });
  });
}
