import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { apiGuard } from './api-guard';
import type { CachedEntry, PublicCache } from './cache';
import type { RouteGroup } from './context';
import { sendError, sendUpstreamFailure } from './replies';
import { UpstreamError, type UpstreamClient } from './upstream';
import { parseData, readData } from './upstream-read';
import { readLiveSession } from './session';
import { parseShopCurrency } from '../../shared/currency';
import { pick } from '../../shared/contract/fields';
import { payMethods } from '../../shared/contract/pay';

/**
 * GET /api/bff/config: what the SPA needs at boot. The Stripe key and the currency come from the
 * upstream (pay/method, index/paycurrency), fetched without a token and kept in the public cache.
 */
const payMethod = pick(payMethods, ['stripePublishableKey']).lenient;

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

/** The /api/bff/config answer from the public cache; the page's first screen carries it too (read within the page's budget). */
export async function bootConfig(deps: BootConfigDeps, request: FastifyRequest, timeoutMs?: number): Promise<{ entry: CachedEntry }> {
  const { config, upstream, cache } = deps;
  return cache.get('bff:config', async () => {
    const [pay, cur] = await Promise.all([readData(upstream, request, '/api/front/pay/method', { timeoutMs }), readData(upstream, request, '/api/front/index/paycurrency', { timeoutMs })]);
    // A real upstream sends a JSON object string; older ones a bare code (docs/upstream-contract.md §14).
    const c = parseShopCurrency(cur);
    if (!c) request.log.warn({ route: '/api/front/index/paycurrency', field: 'data' }, 'upstream currency unreadable; the SPA falls back to the site currency');
    const p = parseData(payMethod, pay, '/api/front/pay/method');
    return Buffer.from(
      JSON.stringify({
        defaultLanguage: config.DEFAULT_LANGUAGE,
        stripePublishableKey: p.stripePublishableKey,
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

/**
 * What the SPA asks at boot, behind the API guard: its configuration, whether a readable session
 * cookie came along, and the image domain.
 */
export const bootRoutes: RouteGroup<'config' | 'upstream' | 'cache' | 'cookie' | 'sealer' | 'revocations'> = async (api, ctx) => {
  await api.register(apiGuard, { publicUrl: ctx.config.PUBLIC_URL, multipart: false });
  api.get('/api/bff/config', async (request, reply) => {
    let result;
    try {
      result = await bootConfig(ctx, request);
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
  // Pictures reach the browser on our own origin (image-domain.ts), so the image domain is ours:
  // the empty string, as for root-relative paths. The upstream's (or its CDN's) address stays here.
  api.get('/api/front/image/domain', async (_request, reply) => reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send('""'));
  // Whether a readable session cookie came along, without an upstream call. The SPA asks this before
  // probing user/info, so signed-out visitors don't get a 401 (and a console error) on every page.
  api.get('/api/bff/session', async (request, reply) => {
    const signedIn = (await readLiveSession(request, ctx.cookie, ctx.sealer, ctx.revocations)) !== null;
    return reply.header('cache-control', 'no-store').send({ signedIn });
  });
};
