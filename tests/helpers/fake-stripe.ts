import Fastify from 'fastify';
import { listenOnLoopback } from './ports.js';
import Stripe from 'stripe';
import { randomBytes } from 'node:crypto';

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

/**
 * A stand-in for api.stripe.com on 127.0.0.1 answering in Stripe's documented shapes, for the official SDK
 * (pointed here with STRIPE_API_BASE). Idempotency keys behave like Stripe's: same key, same object.
 */
export async function startFakeStripe(webhookSecret: string) {
  const intents = new Map<string, FakePaymentIntent>();
  const byKey = new Map<string, unknown>();
  const refunds: { id: string; payment_intent: string; amount: number; idempotencyKey: string }[] = [];
  const calls: { method: string; path: string }[] = [];
  const app = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addHook('onRequest', async (req) => {
    calls.push({ method: req.method, path: req.url });
  });
  const once = <T>(key: string | undefined, make: () => T): T => {
    if (key && byKey.has(key)) return byKey.get(key) as T;
    const v = make();
    if (key) byKey.set(key, v);
    return v;
  };
  app.post('/v1/payment_intents', async (req) => {
    const b = req.body as Record<string, string>;
    return once(req.headers['idempotency-key'] as string | undefined, () => {
      const id = `pi_${randomBytes(8).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of Object.entries(b)) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]!] = v;
      }
      const pi: FakePaymentIntent = {
        id, object: 'payment_intent', amount: Number(b.amount), amount_received: 0, currency: b.currency ?? 'usd',
        status: 'requires_payment_method', client_secret: `${id}_secret_${randomBytes(6).toString('hex')}`, metadata,
      };
      intents.set(id, pi);
      return pi;
    });
  });
  app.get('/v1/payment_intents/:id', async (req, reply) => {
    const pi = intents.get((req.params as { id: string }).id);
    if (!pi) return reply.status(404).send({ error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
    return pi;
  });
  // Like Stripe: an intent can be cancelled until it is charged; a charged one refuses.
  app.post('/v1/payment_intents/:id/cancel', async (req, reply) => {
    const pi = intents.get((req.params as { id: string }).id);
    if (!pi) return reply.status(404).send({ error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
    if (pi.status === 'succeeded') {
      return reply.status(400).send({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent has already succeeded' } });
    }
    pi.status = 'canceled';
    return pi;
  });
  app.post('/v1/refunds', async (req, reply) => {
    const b = req.body as Record<string, string>;
    const key = (req.headers['idempotency-key'] as string | undefined) ?? '';
    const pi = intents.get(b.payment_intent ?? '');
    if (!pi || pi.status !== 'succeeded') return reply.status(400).send({ error: { type: 'invalid_request_error', message: 'PaymentIntent not charged' } });
    return once(key, () => {
      const r = { id: `re_${randomBytes(8).toString('hex')}`, object: 'refund', payment_intent: pi.id, amount: b.amount ? Number(b.amount) : pi.amount, status: 'succeeded', idempotencyKey: key };
      refunds.push(r);
      return r;
    });
  });
  const url = await listenOnLoopback(app);
  const signer = new Stripe('sk_test_fake');
  return {
    url,
    intents,
    refunds,
    calls,
    /** What the card holder's confirmation does at Stripe. */
    succeed(id: string) {
      const pi = intents.get(id);
      if (!pi) throw new Error(`unknown intent ${id}`);
      if (pi.status === 'canceled') throw new Error(`intent ${id} was cancelled and cannot be charged`);
      pi.status = 'succeeded';
      pi.amount_received = pi.amount;
      return pi;
    },
    /** A signed webhook delivery for the intent, as Stripe would POST it. */
    event(type: string, pi: FakePaymentIntent, eventId = `evt_${randomBytes(8).toString('hex')}`) {
      const payload = JSON.stringify({ id: eventId, object: 'event', type, data: { object: pi }, api_version: '2024-06-20', created: Math.floor(Date.now() / 1000) });
      const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      return { payload, header, eventId };
    },
    close: () => app.close(),
  };
}
