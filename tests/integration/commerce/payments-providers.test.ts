import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../helpers/commerce.js';
import { chargeCard, payByCard, stripeWebhook } from './card-payments.js';
import { makeOrder, makeShopProduct } from '../../helpers/fixtures-aftersales.js';
import { startFakeStripe } from '../../helpers/fake-stripe.js';
import { startFakePaypal } from '../../helpers/fake-paypal.js';
import { sweepUnpaidOrders } from '../../../server/commerce/jobs.js';

const WEBHOOK_SECRET = 'whsec_test_secret_0123456789';

describe('payments: Stripe and PayPal against fake providers on loopback', () => {
  let c: TestCommerce;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let paypal: Awaited<ReturnType<typeof startFakePaypal>>;

  beforeAll(async () => {
    stripe = await startFakeStripe(WEBHOOK_SECRET);
    paypal = await startFakePaypal();
    c = await startTestCommerce({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
        PAYPAL_CLIENT_ID: 'client',
        PAYPAL_CLIENT_SECRET: 'secret',
        PAYPAL_API_BASE: paypal.url,
        PUBLIC_URL: 'http://127.0.0.1:3000',
      },
    });
  });
  afterAll(async () => {
    await c?.close();
    await stripe?.close();
    await paypal?.close();
  });

  it('pay/method turns the providers on with the publishable key', async () => {
    const res = await c.call<Record<string, unknown>>('GET', '/api/front/pay/method');
    expect(res.data).toMatchObject({ stripeStatus: true, paypalStatus: true, yueStatus: true, stripePublishableKey: 'pk_test_fake' });
  });

  it('Stripe: one PaymentIntent per order, applied once by the webhook, duplicates ignored', async () => {
    const { uid, token } = await c.createUser();
    const p = await makeShopProduct(c, { price: 4200 });
    const o = await makeOrder(c, uid, p);
    const first = await payByCard(c, token, o.masterNo);
    const second = await payByCard(c, token, o.masterNo);
    expect(first.code).toBe(200);
    expect(first.data.status).toBe(false);
    expect(first.data.stripeClientSecret).toMatch(/^pi_.+_secret_/);
    expect(second.data.stripeClientSecret).toBe(first.data.stripeClientSecret);
    const { pi, evt } = chargeCard(stripe, first.data.stripeClientSecret);
    expect(pi.amount).toBe(4200);

    const r1 = await stripeWebhook(c, evt);
    expect(r1.status).toBe(200);
    expect(((await r1.json()) as { data: { outcome: string } }).data.outcome).toBe('applied');
    const r2 = await stripeWebhook(c, evt);
    expect(((await r2.json()) as { data: { outcome: string } }).data.outcome).toBe('duplicate');
    const again = stripe.event('payment_intent.succeeded', pi);
    const r3 = await stripeWebhook(c, again);
    expect(((await r3.json()) as { data: { outcome: string } }).data.outcome).toBe('already-paid');
    const order = await c.db.selectFrom('orders').select(['paid', 'payType']).where('orderNo', '=', o.masterNo).executeTakeFirstOrThrow();
    expect(order).toEqual({ paid: 1, payType: 'stripe' });
  });

  it('Stripe: a bad signature is refused with HTTP 400 and changes nothing', async () => {
    const { uid } = await c.createUser();
    const p = await makeShopProduct(c);
    const o = await makeOrder(c, uid, p);
    const evt = stripe.event('payment_intent.succeeded', { id: 'pi_x', object: 'payment_intent', amount: p.price, amount_received: p.price, currency: 'usd', status: 'succeeded', client_secret: 'x', metadata: { orderNo: o.masterNo } });
    const res = await stripeWebhook(c, { payload: evt.payload, header: evt.header.replace(/v1=[0-9a-f]+/, 'v1=deadbeef') });
    expect(res.status).toBe(400);
    const order = await c.db.selectFrom('orders').select(['paid']).where('orderNo', '=', o.masterNo).executeTakeFirstOrThrow();
    expect(order.paid).toBe(0);
  });

  it('Stripe: webhook and shopper return racing apply the payment exactly once, and the shopper is told it is paid', async () => {
    // Several rounds, because which side reads first varies: the webhook may settle the order after the
    // shopper's press has read it unpaid but before it looks at the card attempt.
    for (let round = 0; round < 12; round++) {
      const { uid, token } = await c.createUser();
      const p = await makeShopProduct(c, { price: 1999 });
      const o = await makeOrder(c, uid, p);
      const start = await payByCard(c, token, o.masterNo);
      const { evt } = chargeCard(stripe, start.data.stripeClientSecret);
      const [hook, ret] = await Promise.all([stripeWebhook(c, evt), payByCard(c, token, o.masterNo)]);
      expect(hook.status).toBe(200);
      expect(ret.data.status, `round ${round}`).toBe(true);
      const succeeded = await c.db.selectFrom('payments').selectAll().where('masterOrderNo', '=', o.masterNo).where('status', '=', 'succeeded').execute();
      expect(succeeded).toHaveLength(1);
      expect(stripe.refunds.some((r) => r.payment_intent === succeeded[0]!.providerRef)).toBe(false);
    }
  });

  it('Stripe: money arriving for a cancelled order is refunded, not kept', async () => {
    const { uid, token } = await c.createUser();
    const p = await makeShopProduct(c, { price: 1500 });
    const o = await makeOrder(c, uid, p);
    const start = await payByCard(c, token, o.masterNo);
    await c.db.updateTable('orders').set({ isCancel: 1 }).where('orderNo', '=', o.masterNo).execute();
    const { pi, evt } = chargeCard(stripe, start.data.stripeClientSecret);
    const res = await stripeWebhook(c, evt);
    expect(((await res.json()) as { data: { outcome: string } }).data.outcome).toBe('refunded-cancelled');
    expect(stripe.refunds.some((r) => r.payment_intent === pi.id)).toBe(true);
  });

  it('PayPal: create → approve → capture on success, applied once however often the return is hit', async () => {
    const { uid, token } = await c.createUser();
    const p = await makeShopProduct(c, { price: 3000 });
    const o = await makeOrder(c, uid, p);
    const start = await c.call<{ redirect: string; status: boolean }>('POST', '/api/front/pay/payment', { token, body: { orderNo: o.masterNo, payType: 'paypal', payChannel: 'pc' } });
    expect(start.code).toBe(200);
    expect(start.data.status).toBe(false);
    const ppId = new URL(start.data.redirect).searchParams.get('token')!;
    expect(paypal.orders.get(ppId)?.amount).toEqual({ currency_code: 'USD', value: '30.00' });

    const early = await c.call('POST', '/api/front/pay/paypal/success', { token, body: { token: ppId, payerID: 'PAYER1' } });
    expect(early.code).toBe(500);

    paypal.approve(ppId);
    const results = await Promise.all([1, 2, 3].map(() => c.call<{ status: boolean; payPrice: string }>('POST', '/api/front/pay/paypal/success', { token, body: { token: ppId, PayerID: 'PAYER1' } })));
    for (const r of results) expect(r.data).toMatchObject({ status: true, payPrice: '30.00', orderNo: o.masterNo });
    const order = await c.db.selectFrom('orders').select(['paid', 'payType']).where('orderNo', '=', o.masterNo).executeTakeFirstOrThrow();
    expect(order).toEqual({ paid: 1, payType: 'paypal' });
    const succeeded = await c.db.selectFrom('payments').selectAll().where('masterOrderNo', '=', o.masterNo).where('status', '=', 'succeeded').execute();
    expect(succeeded).toHaveLength(1);
  });

  it('PayPal: cancel marks the pending payment and another shopper cannot complete it', async () => {
    const owner = await c.createUser();
    const other = await c.createUser();
    const p = await makeShopProduct(c);
    const o = await makeOrder(c, owner.uid, p);
    const start = await c.call<{ redirect: string }>('POST', '/api/front/pay/payment', { token: owner.token, body: { orderNo: o.masterNo, payType: 'paypal', payChannel: 'pc' } });
    const ppId = new URL(start.data.redirect).searchParams.get('token')!;
    paypal.approve(ppId);
    const stolen = await c.call('POST', '/api/front/pay/paypal/success', { token: other.token, body: { token: ppId } });
    expect(stolen.code).toBe(500);
    // The token travels in the return URL: another shopper holding it cannot close the attempt.
    const foreign = await c.call<boolean>('POST', '/api/front/pay/paypal/cancel', { token: other.token, body: { token: ppId } });
    expect(foreign.data).toBe(false);
    // Still an open call, as in A, but nobody signed in closes anything.
    const anonymous = await c.call<boolean>('POST', '/api/front/pay/paypal/cancel', { body: { token: ppId } });
    expect(anonymous).toMatchObject({ code: 200, data: false });
    expect((await paymentRow(ppId)).status).toBe('pending');
    const cancel = await c.call<boolean>('POST', '/api/front/pay/paypal/cancel', { token: owner.token, body: { token: ppId } });
    expect(cancel.data).toBe(true);
    expect((await paymentRow(ppId)).status).toBe('cancelled');
  });

  const paymentRow = (ppId: string) => c.db.selectFrom('payments').select(['status', 'reason']).where('providerRef', '=', ppId).executeTakeFirstOrThrow();

  /** A shopper sent to PayPal with an order, who approves there. */
  async function approvedAtPaypal() {
    const shopper = await c.createUser();
    const o = await makeOrder(c, shopper.uid, await makeShopProduct(c, { price: 1999 }));
    const start = await c.call<{ redirect: string }>('POST', '/api/front/pay/payment', { token: shopper.token, body: { orderNo: o.masterNo, payType: 'paypal', payChannel: 'pc' } });
    const ppId = new URL(start.data.redirect).searchParams.get('token')!;
    paypal.approve(ppId);
    const back = () => c.call('POST', '/api/front/pay/paypal/success', { token: shopper.token, body: { token: ppId, PayerID: 'PAYER1' } });
    const cancelOrder = () => c.call('POST', `/api/front/order/cancel/${o.masterNo}`, { token: shopper.token });
    return { ppId, orderNo: o.masterNo, back, cancelOrder };
  }

  it('PayPal: a shopper who cancelled the order meanwhile is not charged when returning from PayPal', async () => {
    const { ppId, back, cancelOrder } = await approvedAtPaypal();
    expect((await cancelOrder()).code).toBe(200);
    const captures = paypal.captureCalls;
    const res = await back();
    expect(res).toMatchObject({ code: 500, message: 'The order has been cancelled and can no longer be paid' });
    expect(paypal.captureCalls).toBe(captures);
    expect(paypal.orders.get(ppId)?.status).toBe('APPROVED');
    expect((await paymentRow(ppId)).status).toBe('cancelled');
  });

  it('PayPal: an order that expired unpaid while the shopper was at PayPal captures nothing', async () => {
    const { ppId, orderNo, back } = await approvedAtPaypal();
    expect(await sweepUnpaidOrders(c.ctx, new Date(Date.now() + 48 * 3600_000))).toBeGreaterThanOrEqual(1);
    expect(await c.db.selectFrom('orders').select('isCancel').where('orderNo', '=', orderNo).executeTakeFirstOrThrow()).toEqual({ isCancel: 1 });
    const captures = paypal.captureCalls;
    expect((await back()).code).toBe(500);
    expect(paypal.captureCalls).toBe(captures);
    expect((await paymentRow(ppId)).status).toBe('cancelled');
  });

  it('PayPal: a cancel landing during the capture gives the captured money back exactly once', async () => {
    const { ppId, orderNo, back, cancelOrder } = await approvedAtPaypal();
    paypal.duringCapture = async () => {
      paypal.duringCapture = null;
      expect((await cancelOrder()).code).toBe(200);
    };
    const res = await back();
    expect(res).toMatchObject({ code: 500, message: 'The order has been cancelled and can no longer be paid' });
    const captureId = paypal.orders.get(ppId)?.captureId;
    expect(captureId).toBeTruthy();
    expect(paypal.refunds.filter((r) => r.captureId === captureId)).toEqual([expect.objectContaining({ value: '19.99' })]);
    const row = await paymentRow(ppId);
    expect(row.status).toBe('refunded');
    expect(row.reason).toContain('order cancelled');
    // Coming back again (a reload of the return page) refunds nothing more and keeps the order cancelled.
    expect((await back()).code).toBe(500);
    expect(paypal.refunds.filter((r) => r.captureId === captureId)).toHaveLength(1);
    expect(await c.db.selectFrom('orders').select(['paid', 'isCancel']).where('orderNo', '=', orderNo).executeTakeFirstOrThrow()).toEqual({ paid: 0, isCancel: 1 });
  });
});
