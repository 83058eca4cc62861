import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../helpers/commerce.js';
import { makeOrder, makeShopProduct } from '../../helpers/fixtures-aftersales.js';
import { startFakeStripe } from '../../helpers/fake-stripe.js';

const WEBHOOK_SECRET = 'whsec_single_payment_0123456789';
const BALANCE = 100_000;

/**
 * One order, one successful payment: every interleaving of card and balance, the webhook before and
 * after the shopper's return, and duplicate webhooks, against a fake Stripe on loopback.
 */
describe('exactly one successful payment per order', () => {
  let c: TestCommerce;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;

  beforeAll(async () => {
    stripe = await startFakeStripe(WEBHOOK_SECRET);
    c = await startTestCommerce({
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url, PUBLIC_URL: 'http://127.0.0.1:3000' },
    });
  });
  afterAll(async () => {
    await c?.close();
    await stripe?.close();
  });

  const pay = (token: string, orderNo: string, payType: 'stripe' | 'yue') =>
    c.call<{ status: boolean; payType: string; stripeClientSecret: string }>('POST', '/api/front/pay/payment', { token, body: { orderNo, payType, payChannel: 'pc' } });
  const webhook = async (payload: string, header: string) =>
    (await fetch(new URL('/api/front/pay/stripe/webhook', c.url), { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload })).json() as Promise<{ code: number; data: { outcome: string } }>;
  const balanceOf = async (uid: number) => (await c.db.selectFrom('users').select('balance').where('id', '=', uid).executeTakeFirstOrThrow()).balance;
  const intentOf = (secret: string) => stripe.intents.get(secret.split('_secret_')[0]!)!;
  const ledger = (orderNo: string) => c.admin<{ provider: string; status: string; reason: string }[]>('GET', `/api/admin/orders/${orderNo}/payments`);
  const refundsFor = (piId: string) => stripe.refunds.filter((r) => r.payment_intent === piId);

  async function unpaidOrder() {
    const { uid, token } = await c.createUser({ balance: BALANCE });
    const p = await makeShopProduct(c, { price: 2500 });
    const o = await makeOrder(c, uid, p, { state: 'unpaid' });
    return { uid, token, orderNo: o.masterNo };
  }

  it('card started, then balance: the open card payment is cancelled first and only the balance pays', async () => {
    const { uid, token, orderNo } = await unpaidOrder();
    const card = await pay(token, orderNo, 'stripe');
    const pi = intentOf(card.data.stripeClientSecret);
    expect((await pay(token, orderNo, 'yue')).data).toMatchObject({ status: true, payType: 'yue' });
    expect(pi.status).toBe('canceled');
    // The card holder can no longer complete it at Stripe.
    expect(() => stripe.succeed(pi.id)).toThrow(/cancelled/);
    expect(await balanceOf(uid)).toBe(BALANCE - 2500);
    const rows = (await ledger(orderNo)).data;
    expect(rows.find((r) => r.provider === 'stripe')).toMatchObject({ status: 'cancelled', reason: 'another method won: yue' });
    expect(rows.filter((r) => r.status === 'succeeded').map((r) => r.provider)).toEqual(['yue']);
  });

  it('card already charged when the shopper chooses balance: the card pays and the balance is untouched', async () => {
    const { uid, token, orderNo } = await unpaidOrder();
    const pi = intentOf((await pay(token, orderNo, 'stripe')).data.stripeClientSecret);
    stripe.succeed(pi.id);
    expect((await pay(token, orderNo, 'yue')).data).toMatchObject({ status: true, payType: 'stripe' });
    expect(await balanceOf(uid)).toBe(BALANCE);
    // The webhook arrives afterwards: already settled by this very intent, so nothing is refunded.
    const evt = stripe.event('payment_intent.succeeded', pi);
    expect((await webhook(evt.payload, evt.header)).data.outcome).toBe('already-paid');
    expect(refundsFor(pi.id)).toHaveLength(0);
  });

  it('balance first, then card: no new card payment is started', async () => {
    const { uid, token, orderNo } = await unpaidOrder();
    await pay(token, orderNo, 'yue');
    const before = stripe.intents.size;
    expect((await pay(token, orderNo, 'stripe')).data).toMatchObject({ status: true, stripeClientSecret: '' });
    expect(stripe.intents.size).toBe(before);
    expect(await balanceOf(uid)).toBe(BALANCE - 2500);
  });

  it('card money that arrives for an order the balance already paid is refunded once, with its reason', async () => {
    const { uid, token, orderNo } = await unpaidOrder();
    const pi = intentOf((await pay(token, orderNo, 'stripe')).data.stripeClientSecret);
    // The card is charged at Stripe while the service's cancel could not reach it (the attempt looked closed).
    await c.db.updateTable('payments').set({ status: 'cancelled' }).where('providerRef', '=', pi.id).execute();
    await pay(token, orderNo, 'yue');
    stripe.succeed(pi.id);
    const evt = stripe.event('payment_intent.succeeded', pi);
    expect((await webhook(evt.payload, evt.header)).data.outcome).toBe('refunded-already-paid');
    // The same delivery again, and a second event for the same intent: still one refund.
    expect((await webhook(evt.payload, evt.header)).data.outcome).toBe('duplicate');
    const again = stripe.event('payment_intent.succeeded', pi);
    await webhook(again.payload, again.header);
    const refunds = refundsFor(pi.id);
    expect(new Set(refunds.map((r) => r.id)).size).toBe(1);
    expect(refunds[0]!.idempotencyKey).toBe(`refund-stray-${pi.id}`);
    expect(await balanceOf(uid)).toBe(BALANCE - 2500);
    const row = (await ledger(orderNo)).data.find((r) => r.provider === 'stripe');
    expect(row?.status).toBe('refunded');
    expect(row?.reason).toMatch(/^order already paid by yue; refund re_/);
    const order = await c.db.selectFrom('orders').select(['paid', 'payType']).where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
    expect(order).toEqual({ paid: 1, payType: 'yue' });
  });

  it('webhook before the return, and return before the webhook: one payment, no refund', async () => {
    for (const order of ['webhook-first', 'return-first'] as const) {
      const { uid, token, orderNo } = await unpaidOrder();
      const pi = intentOf((await pay(token, orderNo, 'stripe')).data.stripeClientSecret);
      stripe.succeed(pi.id);
      const evt = stripe.event('payment_intent.succeeded', pi);
      if (order === 'webhook-first') {
        expect((await webhook(evt.payload, evt.header)).data.outcome).toBe('applied');
        expect((await pay(token, orderNo, 'stripe')).data.status).toBe(true);
      } else {
        expect((await pay(token, orderNo, 'stripe')).data).toMatchObject({ status: true, payType: 'stripe' });
        expect((await webhook(evt.payload, evt.header)).data.outcome).toBe('already-paid');
      }
      expect(refundsFor(pi.id)).toHaveLength(0);
      expect(await balanceOf(uid)).toBe(BALANCE);
      const succeeded = (await ledger(orderNo)).data.filter((r) => r.status === 'succeeded');
      expect(succeeded.map((r) => r.provider), order).toEqual(['stripe']);
    }
  });

  it('card money for an order cancelled meanwhile is refunded with its reason', async () => {
    const { token, orderNo } = await unpaidOrder();
    const pi = intentOf((await pay(token, orderNo, 'stripe')).data.stripeClientSecret);
    await c.db.updateTable('orders').set({ isCancel: 1 }).where('orderNo', '=', orderNo).execute();
    stripe.succeed(pi.id);
    const evt = stripe.event('payment_intent.succeeded', pi);
    expect((await webhook(evt.payload, evt.header)).data.outcome).toBe('refunded-cancelled');
    expect(refundsFor(pi.id)).toHaveLength(1);
    expect((await ledger(orderNo)).data.find((r) => r.provider === 'stripe')?.reason).toMatch(/^order cancelled before the money arrived/);
  });
});
