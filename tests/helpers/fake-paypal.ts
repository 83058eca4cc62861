import Fastify from 'fastify';
import { listenOnLoopback } from './ports.js';
import { randomBytes } from 'node:crypto';

interface PpOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: { currency_code: string; value: string };
  reference_id: string;
  captureId?: string;
}

/** A stand-in for PayPal's REST v2 on 127.0.0.1 (PAYPAL_API_BASE), in PayPal's documented shapes. */
export async function startFakePaypal() {
  const orders = new Map<string, PpOrder>();
  const byRequestId = new Map<string, unknown>();
  const refunds: { id: string; captureId: string; value: string }[] = [];
  let captureCalls = 0;
  // Runs while PayPal is "capturing": a test puts a racing cancel here, between the service's check and the money.
  let duringCapture: (() => Promise<void>) | null = null;
  const app = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) => done(null, String(body)));
  const render = (o: PpOrder) => ({
    id: o.id,
    status: o.status,
    links: [
      { href: `http://127.0.0.1/checkoutnow?token=${o.id}`, rel: 'approve', method: 'GET' },
      { href: `/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
    ],
    purchase_units: [
      {
        reference_id: o.reference_id,
        amount: o.amount,
        ...(o.captureId ? { payments: { captures: [{ id: o.captureId, status: 'COMPLETED', amount: o.amount }] } } : {}),
      },
    ],
  });
  const once = <T>(key: string | undefined, make: () => T): T => {
    if (key && byRequestId.has(key)) return byRequestId.get(key) as T;
    const v = make();
    if (key) byRequestId.set(key, v);
    return v;
  };
  app.addHook('onRequest', async (req, reply) => {
    if (req.url === '/v1/oauth2/token') {
      if (!req.headers.authorization?.startsWith('Basic ')) return reply.status(401).send({ error: 'invalid_client' });
      return;
    }
    if (req.headers.authorization !== 'Bearer A21-fake-token') return reply.status(401).send({ name: 'AUTHENTICATION_FAILURE' });
  });
  app.post('/v1/oauth2/token', async () => ({ access_token: 'A21-fake-token', token_type: 'Bearer', expires_in: 32400 }));
  app.post('/v2/checkout/orders', async (req) => {
    const b = req.body as { purchase_units: { reference_id: string; amount: { currency_code: string; value: string } }[] };
    return once(req.headers['paypal-request-id'] as string | undefined, () => {
      const o: PpOrder = { id: randomBytes(8).toString('hex').toUpperCase(), status: 'CREATED', amount: b.purchase_units[0]!.amount, reference_id: b.purchase_units[0]!.reference_id };
      orders.set(o.id, o);
      return render(o);
    });
  });
  app.get('/v2/checkout/orders/:id', async (req, reply) => {
    const o = orders.get((req.params as { id: string }).id);
    if (!o) return reply.status(404).send({ name: 'RESOURCE_NOT_FOUND' });
    return render(o);
  });
  app.post('/v2/checkout/orders/:id/capture', async (req, reply) => {
    captureCalls += 1;
    const o = orders.get((req.params as { id: string }).id);
    if (!o) return reply.status(404).send({ name: 'RESOURCE_NOT_FOUND' });
    if (o.status === 'CREATED') return reply.status(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
    if (o.status === 'APPROVED') {
      if (duringCapture) await duringCapture();
      o.status = 'COMPLETED';
      o.captureId = `CAP${randomBytes(6).toString('hex').toUpperCase()}`;
    }
    return render(o);
  });
  app.post('/v2/payments/captures/:id/refund', async (req) => {
    const b = req.body as { amount: { value: string } };
    return once(req.headers['paypal-request-id'] as string | undefined, () => {
      const r = { id: `RF${randomBytes(6).toString('hex').toUpperCase()}`, captureId: (req.params as { id: string }).id, value: b.amount.value };
      refunds.push(r);
      return { id: r.id, status: 'COMPLETED' };
    });
  });
  return {
    url: await listenOnLoopback(app),
    orders,
    refunds,
    get captureCalls() {
      return captureCalls;
    },
    /** Something that happens while the next captures are in flight (null: nothing). */
    set duringCapture(fn: (() => Promise<void>) | null) {
      duringCapture = fn;
    },
    /** The buyer clicks "Pay" on PayPal's page. */
    approve(id: string) {
      const o = orders.get(id);
      if (!o) throw new Error(`unknown PayPal order ${id}`);
      if (o.status === 'CREATED') o.status = 'APPROVED';
    },
    close: () => app.close(),
  };
}
