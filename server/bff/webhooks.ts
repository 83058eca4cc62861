import type { RouteGroup } from './context';
import { sendError, sendUpstreamFailure } from './replies';

const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Stripe's server-to-server notification. It carries no CSRF header and no session: its proof is the
 * `Stripe-Signature` over the exact bytes, which the commerce service verifies. So the bytes and that
 * one header pass through untouched, and the upstream's HTTP status goes back (Stripe retries non-2xx).
 */
export const webhookRoutes: RouteGroup<'upstream' | 'config'> = async (scope, deps) => {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));
  scope.post('/api/front/pay/stripe/webhook', { config: { rateLimit: { max: deps.config.WEBHOOK_RATE_MAX, timeWindow: 60_000 } } }, async (request, reply) => {
    const sig = request.headers['stripe-signature'];
    if (typeof sig !== 'string' || sig.length > 2048) return sendError(reply, 400, 'Missing signature');
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    let res;
    try {
      res = await deps.upstream.request({
        method: 'POST',
        path: '/api/front/pay/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': sig, 'x-request-id': request.id },
        body,
      });
    } catch (err) {
      return sendUpstreamFailure(request, reply, err);
    }
    request.upstreamMs += res.upstreamMs;
    return reply.code(res.status >= 200 && res.status < 600 ? res.status : 502).header('cache-control', 'no-store').type('application/json').send(res.body);
  });
};
