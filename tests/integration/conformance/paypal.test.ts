import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCommerce } from '../../helpers/commerce.js';
import { startFakePaypal } from '../../helpers/fake-paypal.js';
import { cOk, productToBuy, startSeeded } from './client-c.js';

/**
 * Client C's PayPal round trip, against a stand-in for PayPal's REST API on 127.0.0.1: with
 * paypalStatus on and Stripe off, pages/order/order_confirm.vue picks payType "paypal", sends the
 * shopper to data.redirect, and pages/order/payment_result.vue posts { payerID, token } from the
 * return address's PayerID and token.
 */
describe('conformance with client C: PayPal', () => {
  let c: TestCommerce;
  let paypal: Awaited<ReturnType<typeof startFakePaypal>>;
  beforeAll(async () => {
    paypal = await startFakePaypal();
    c = await startSeeded({ PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_API_BASE: paypal.url, PUBLIC_URL: 'http://127.0.0.1:3000' });
  });
  afterAll(async () => {
    await c?.close();
    await paypal?.close();
  });

  it('pay/method → create (payType paypal) → pay/payment redirect → pay/paypal/success ({ payerID, token })', async () => {
    const { token } = await c.createUser({ email: 'c-paypal@example.test' });
    const pay = await cOk(c, 'GET', '/api/front/pay/method', { token });
    expect(pay.paypalStatus).toBe(true);
    expect(pay.stripeStatus).toBe(false);
    await cOk(c, 'POST', '/api/front/address/edit', { token, json: { country: 'United Kingdom', countryCode: 44, email: 'c-paypal@example.test', realName: 'Pay Pal', phone: '7700900444', detail: '4 Test Road', isDefault: true, postCode: '' } });
    const [address] = await cOk(c, 'GET', '/api/pc/address/all/list', { token });
    const { productId, skuId } = await productToBuy(c);
    const pre = await cOk(c, 'POST', '/api/front/order/pre/order', { token, json: { preOrderType: 'buyNow', orderDetails: [{ attrValueId: skuId, productId, productNum: 1 }] } });
    const { orderNo } = await cOk(c, 'POST', '/api/front/order/create', {
      token,
      json: { realName: 'Pay Pal', phone: '7700900444', addressId: address.id, couponId: 0, payType: 'paypal', preOrderNo: pre.preOrderNo, mark: '', email: 'c-paypal@example.test', payChannel: 'pc' },
    });
    const started = await cOk(c, 'POST', '/api/front/pay/payment', { token, json: { orderNo, payType: 'paypal', payChannel: 'pc' } });
    // C assigns data.redirect to window.location.href.
    const redirect = new URL(started.redirect);
    const ppToken = redirect.searchParams.get('token')!;
    expect(ppToken).toBeTruthy();
    paypal.approve(ppToken);
    await cOk(c, 'POST', '/api/front/pay/paypal/success', { token, json: { payerID: 'PAYER-C', token: ppToken } });
    const order = await c.db.selectFrom('orders').select(['paid', 'payType']).where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
    expect(order).toEqual({ paid: 1, payType: 'paypal' });
  });
});
