import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page as pageOf } from '../../../shared/contract/common.js';
import { list as listOf } from '../../../shared/contract/fields.js';
import { orderLine } from '../../../shared/contract/order.js';
import { refundOrder } from '../../../shared/contract/refund.js';
import { startTestCommerce, type TestCommerce } from '../../helpers/commerce.js';
import { commerceSuite } from './suite.js';
import { chargeCard, payByCard, stripeWebhook } from './card-payments.js';
import { makeOrder, makeShopProduct } from '../../helpers/fixtures-aftersales.js';
import { startFakeStripe } from '../../helpers/fake-stripe.js';

const listShape = pageOf(refundOrder).strict;

describe('refunds', () => {
  const c = commerceSuite();

  const apply = (token: string, body: Record<string, unknown>) => c.call('POST', '/api/front/order/refund', { token, body });

  it('lists the refund reasons', async () => {
    const res = await c.call<string[]>('GET', '/api/front/order/refund/reason');
    expect(res.code).toBe(200);
    expect(res.data.length).toBeGreaterThan(0);
    expect(res.data.every((r) => typeof r === 'string')).toBe(true);
  });

  it('follows the rules of §6: unpaid, on its way and duplicate applications are refused', async () => {
    const { uid, token } = await c.createUser();
    const p = await makeShopProduct(c);
    const unpaid = await makeOrder(c, uid, p, { state: 'unpaid' });
    expect((await apply(token, { orderNo: unpaid.merNo, text: 'Other' })).message).toMatch(/not been paid/);
    const shipped = await makeOrder(c, uid, p, { state: 'shipped' });
    expect((await apply(token, { orderNo: shipped.merNo, text: 'Other' })).message).toMatch(/confirm receipt first/);
    const paid = await makeOrder(c, uid, p, { state: 'paid' });
    expect((await apply(token, { orderNo: paid.merNo, text: 'Quality problem', refund_reason_wap_explain: 'Broken lid' })).code).toBe(200);
    expect((await apply(token, { orderNo: paid.merNo, text: 'Quality problem' })).message).toMatch(/already been applied/);
  });

  it('validates the form: reason required, note ≤ 100, at most 5 images, uploaded images only', async () => {
    const { uid, token } = await c.createUser();
    const p = await makeShopProduct(c);
    const o = await makeOrder(c, uid, p, { state: 'paid' });
    const noReason = await apply(token, { orderNo: o.merNo });
    expect(noReason).toMatchObject({ code: 400, message: 'Please choose a refund reason' });
    const longNote = await apply(token, { orderNo: o.merNo, text: 'Other', refund_reason_wap_explain: 'x'.repeat(101) });
    expect(longNote).toMatchObject({ code: 400, message: 'The refund note is at most 100 characters' });
    const sixImages = await apply(token, { orderNo: o.merNo, text: 'Other', refund_reason_wap_img: Array.from({ length: 6 }, (_, i) => `/crmebimage/a${i}.png`).join(',') });
    expect(sixImages).toMatchObject({ code: 400, message: 'At most 5 images' });
    const foreign = await apply(token, { orderNo: o.merNo, text: 'Other', refund_reason_wap_img: 'javascript:alert(1)' });
    expect(foreign.code).toBe(400);
    expect((await c.call('POST', '/api/front/order/refund', { body: { orderNo: o.merNo, text: 'Other' } })).code).toBe(401);
  });

  it("keeps shoppers to their own orders and refunds", async () => {
    const owner = await c.createUser();
    const other = await c.createUser();
    const p = await makeShopProduct(c);
    const o = await makeOrder(c, owner.uid, p, { state: 'paid' });
    expect((await apply(other.token, { orderNo: o.merNo, text: 'Other' })).message).toBe('Order does not exist');
    expect((await c.call('GET', `/api/front/order/apply/refund/${o.merNo}`, { token: other.token })).code).toBe(500);
    await apply(owner.token, { orderNo: o.merNo, text: 'Other' });
    const mine = await c.call<{ list: { refundOrderNo: string }[] }>('GET', '/api/front/order/refund/list', { token: owner.token });
    const no = mine.data.list[0]!.refundOrderNo;
    expect((await c.call('GET', `/api/front/order/refund/detail/${no}`, { token: other.token })).message).toBe('Refund does not exist');
    const theirs = await c.call<{ total: number }>('GET', '/api/front/order/refund/list', { token: other.token });
    expect(theirs.data.total).toBe(0);
  });

  it('approval by balance: credited once, stock and points restored, notified, states shown', async () => {
    const { uid, token } = await c.createUser({ balance: 0, integral: 0 });
    const p = await makeShopProduct(c, { price: 1250, stock: 8 });
    const o = await makeOrder(c, uid, p, { state: 'paid', qty: 2, useIntegral: 300 });
    const info = await c.call<{ payPrice: string; orderInfoList: unknown[] }>('GET', `/api/front/order/apply/refund/${o.merNo}`, { token });
    expect(info.data.payPrice).toBe('25.00');
    expect(listOf(orderLine).strict.parse(info.data.orderInfoList)).toHaveLength(1);
    await apply(token, { orderNo: o.merNo, text: 'Item not as described', refund_reason_wap_img: '/crmebimage/product/1.png', refund_reason_wap_explain: 'Wrong colour' });
    const list = listShape.parse((await c.call('GET', '/api/front/order/refund/list', { token })).data);
    expect(list.list[0]).toMatchObject({ refundStatus: 0, refundPrice: '25.00', merOrderNo: o.merNo });
    const no = list.list[0]!.refundOrderNo;

    const a1 = await c.admin<{ refundStatus: number }>('POST', `/api/admin/refunds/${no}/approve`);
    const a2 = await c.admin<{ refundStatus: number }>('POST', `/api/admin/refunds/${no}/approve`);
    expect(a1.data.refundStatus).toBe(3);
    expect(a2.data.refundStatus).toBe(3);
    const user = await c.db.selectFrom('users').select(['balance', 'integral']).where('id', '=', uid).executeTakeFirstOrThrow();
    expect(user).toEqual({ balance: 2500, integral: 300 });
    const sku = await c.db.selectFrom('productAttrValues').select(['stock']).where('id', '=', p.attrValueId).executeTakeFirstOrThrow();
    expect(sku.stock).toBe(10);
    const detail = await c.call<Record<string, unknown>>('GET', `/api/front/order/refund/detail/${no}`, { token });
    expect(detail.data).toMatchObject({ refundStatus: 3, refundReasonWap: 'Item not as described', refundReasonWapImg: c.img('/crmebimage/product/1.png'), refundReasonWapExplain: 'Wrong colour' });
    expect(detail.data.refundTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const mo = await c.db.selectFrom('merchantOrders').select(['refundStatus', 'status']).where('orderNo', '=', o.merNo).executeTakeFirstOrThrow();
    expect(mo).toEqual({ refundStatus: 3, status: 9 });
    const notes = await c.db.selectFrom('notifications').selectAll().where('uid', '=', uid).execute();
    expect(notes.map((n) => n.title)).toContain('Refund approved');
  });

  it('rejection keeps the reason for the shopper and lets them apply again', async () => {
    const { uid, token } = await c.createUser();
    const p = await makeShopProduct(c);
    const o = await makeOrder(c, uid, p, { state: 'completed' });
    await apply(token, { orderNo: o.merNo, text: 'No longer needed' });
    const no = (await c.call<{ list: { refundOrderNo: string }[] }>('GET', '/api/front/order/refund/list', { token })).data.list[0]!.refundOrderNo;
    const noReason = await c.admin('POST', `/api/admin/refunds/${no}/reject`, {});
    expect(noReason.code).toBe(400);
    const rej = await c.admin<{ refundStatus: number }>('POST', `/api/admin/refunds/${no}/reject`, { reason: 'The item was used' });
    expect(rej.data.refundStatus).toBe(1);
    const detail = await c.call<{ refundStatus: number; refundReason: string }>('GET', `/api/front/order/refund/detail/${no}`, { token });
    expect(detail.data).toMatchObject({ refundStatus: 1, refundReason: 'The item was used' });
    expect((await c.admin('POST', `/api/admin/refunds/${no}/approve`)).code).toBe(500);
    expect((await apply(token, { orderNo: o.merNo, text: 'Quality problem' })).code).toBe(200);
  });
});

describe('refunds by card go back through Stripe', () => {
  let c: TestCommerce;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    stripe = await startFakeStripe('whsec_refund_test_0123');
    c = await startTestCommerce({ env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_refund_test_0123', STRIPE_API_BASE: stripe.url } });
  });
  afterAll(async () => {
    await c?.close();
    await stripe?.close();
  });

  it('refunds the merchant order amount once with an idempotency key', async () => {
    const { uid, token } = await c.createUser();
    const p = await makeShopProduct(c, { price: 5000 });
    const o = await makeOrder(c, uid, p);
    const start = await payByCard(c, token, o.masterNo);
    const { pi, evt } = chargeCard(stripe, start.data.stripeClientSecret);
    await stripeWebhook(c, evt);
    await c.call('POST', '/api/front/order/refund', { token, body: { orderNo: o.merNo, text: 'Other' } });
    const no = (await c.call<{ list: { refundOrderNo: string }[] }>('GET', '/api/front/order/refund/list', { token })).data.list[0]!.refundOrderNo;
    await c.admin('POST', `/api/admin/refunds/${no}/approve`);
    await c.admin('POST', `/api/admin/refunds/${no}/approve`);
    expect(stripe.refunds.filter((r) => r.payment_intent === pi.id)).toHaveLength(1);
    expect(stripe.refunds[0]).toMatchObject({ amount: 5000, idempotencyKey: `refund-${no}` });
    const user = await c.db.selectFrom('users').select(['balance']).where('id', '=', uid).executeTakeFirstOrThrow();
    expect(user.balance).toBe(0);
  });
});
