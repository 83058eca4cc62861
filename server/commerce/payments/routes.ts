import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { paymentBody, paypalCancelBody, paypalSuccessBody } from '../../../shared/contract/pay.js';
import { BusinessError, ok, parse } from '../http/envelope.js';
import { optionalUser, requireUser } from '../http/auth.js';
import { payMethods, providers } from './providers.js';
import { paypalCancel, paypalSuccess, startPayment } from './service.js';
import { codOn } from './cod.js';
import { handleStripeWebhook } from './webhook.js';
import rateLimit from '@fastify/rate-limit';

/** docs/upstream-contract.md §5 payments plus §13 balance. */
export default async function paymentsRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.get('/api/front/pay/method', async () => ok({ ...payMethods(ctx), codSwitch: await codOn(ctx) }));

  app.post('/api/front/pay/payment', async (req) => {
    const uid = await requireUser(ctx, req);
    const body = parse(paymentBody, req.body);
    if (body.payType === 'wechat') return ok(await startPayment(ctx, uid, { orderNo: body.orderNo, payType: 'unsupported' }));
    return ok(await startPayment(ctx, uid, body));
  });

  app.post('/api/front/pay/paypal/success', async (req) => {
    const uid = await requireUser(ctx, req);
    const body = parse(paypalSuccessBody, req.body);
    return ok(await paypalSuccess(ctx, uid, body.token));
  });

  // An open call in A, kept open; but the PayPal token travels in the return URL, so only the order's own
  // shopper closes the attempt. Anyone else (or nobody signed in) hears false and changes nothing.
  app.post('/api/front/pay/paypal/cancel', async (req) => {
    const uid = await optionalUser(ctx, req);
    const body = parse(paypalCancelBody, req.body);
    return ok(uid === null ? false : await paypalCancel(ctx, uid, body.token));
  });

  // UPI result poll (docs/upstream-contract.md §14): like the WeChat poll, false until the order is paid.
  app.get('/api/front/pay/query/upi/pay/result/:orderNo', async (req) => {
    const uid = await requireUser(ctx, req);
    const { orderNo } = parse(z.object({ orderNo: z.string().trim().min(1).max(64) }), req.params);
    const order = await ctx.db.selectFrom('orders').select(['paid']).where('orderNo', '=', orderNo).where('uid', '=', uid).executeTakeFirst();
    return ok(order?.paid === 1);
  });

  app.get('/api/front/pay/query/wechat/pay/result/:orderNo', async (req) => {
    await requireUser(ctx, req);
    return ok(false);
  });

  // Stripe signs the exact bytes, so this route keeps the raw body instead of the app's JSON parser.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
    // Anonymous posts are cheap to send: at most this many per minute per client reach the handler.
    await scope.register(rateLimit, { max: ctx.config.WEBHOOK_RATE_MAX, timeWindow: 60_000, keyGenerator: (req) => req.ip });
    // With card payments off there is nothing here: a quiet 404, before the body is even looked at.
    scope.addHook('onRequest', async (_req, reply) => {
      if (!providers(ctx).stripe || !ctx.config.STRIPE_WEBHOOK_SECRET) return reply.status(404).send({ code: 404, message: 'Not found', data: null });
    });
    // Stripe retries on a non-2xx status, so failures here must not hide behind the contract's HTTP 200.
    // A bad signature is someone else's noise: one warn line, no stack.
    scope.setErrorHandler((err, req, reply) => {
      const known = err instanceof BusinessError && (err.code === 400 || err.code === 404);
      const status = known ? (err as BusinessError).code : (err as { statusCode?: number }).statusCode === 429 ? 429 : 500;
      if (status === 400) req.log.warn({ reason: (err as Error).message }, 'stripe webhook refused');
      else if (status === 500) req.log.error({ err }, 'stripe webhook failed');
      const message = status === 400 ? (err as Error).message : status === 404 ? 'Not found' : status === 429 ? 'Too many requests' : 'Webhook processing failed';
      return reply.status(status).send({ code: status, message, data: null });
    });
    scope.post('/api/front/pay/stripe/webhook', async (req, reply) => {
      const sig = req.headers['stripe-signature'];
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from('');
      const outcome = await handleStripeWebhook(ctx, raw, typeof sig === 'string' ? sig : '');
      return reply.send(ok({ received: true, outcome }));
    });
  });
}
