import { describe, expect, it } from 'vitest';
import { payment } from '../../../shared/contract/pay.js';
import { commerceSuite } from './suite.js';
import { makeOrder, makeShopProduct } from '../../helpers/fixtures-aftersales.js';

const paymentShape = payment.strict;

describe('payments: balance (yue)', () => {
  const c = commerceSuite();

  it('pay/method reports what is configured', async () => {
    const res = await c.call<Record<string, unknown>>('GET', '/api/front/pay/method');
    expect(res.code).toBe(200);
    expect(res.data).toEqual({ paypalStatus: false, stripeStatus: false, wechatPaySwitch: false, yueStatus: true, stripePublishableKey: '', codSwitch: false });
  });

  it('debits the balance once, writes the ledger and marks every shop order paid', async () => {
    const { uid, token } = await c.createUser({ balance: 10_000 });
    const p = await makeShopProduct(c, { price: 2550 });
    const o = await makeOrder(c, uid, p, { qty: 2 });
    const res = await c.call('POST', '/api/front/pay/payment', { token, body: { orderNo: o.masterNo, payType: 'yue', payChannel: 'pc' } });
    expect(res.code).toBe(200);
    expect(paymentShape.parse(res.data)).toMatchObject({ status: true, payType: 'yue', orderNo: o.masterNo });
    const user = await c.db.selectFrom('users').select(['balance']).where('id', '=', uid).executeTakeFirstOrThrow();
    expect(user.balance).toBe(10_000 - 5100);
    const ledger = await c.db.selectFrom('balanceRecords').selectAll().where('uid', '=', uid).execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount: -5100, balance: 4900, linkId: o.masterNo });
    const mo = await c.db.selectFrom('merchantOrders').select(['paid', 'status']).where('orderNo', '=', o.merNo).executeTakeFirstOrThrow();
    expect(mo).toEqual({ paid: 1, status: 0 });
    const bal = await c.call<{ userBalance: string }>('GET', '/api/front/pay/balance', { token });
    if (bal.code === 200) expect(bal.data.userBalance).toBe('49.00');
  });

  it('a double-submitted payment debits once', async () => {
    const { uid, token } = await c.createUser({ balance: 10_000 });
    const p = await makeShopProduct(c, { price: 1000 });
    const o = await makeOrder(c, uid, p);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => c.call('POST', '/api/front/pay/payment', { token, body: { orderNo: o.masterNo, payType: 'yue', payChannel: 'pc' } })),
    );
    expect(results.every((r) => r.code === 200)).toBe(true);
    const user = await c.db.selectFrom('users').select(['balance']).where('id', '=', uid).executeTakeFirstOrThrow();
    expect(user.balance).toBe(9000);
    const ledger = await c.db.selectFrom('balanceRecords').selectAll().where('uid', '=', uid).execute();
    expect(ledger).toHaveLength(1);
  });

  it('refuses a short balance and changes nothing', async () => {
    const { uid, token } = await c.createUser({ balance: 500 });
    const p = await makeShopProduct(c, { price: 1000 });
    const o = await makeOrder(c, uid, p);
    const res = await c.call('POST', '/api/front/pay/payment', { token, body: { orderNo: o.masterNo, payType: 'yue', payChannel: 'pc' } });
    expect(res.code).toBe(500);
    expect(res.message).toMatch(/Insufficient balance/);
    const order = await c.db.selectFrom('orders').select(['paid']).where('orderNo', '=', o.masterNo).executeTakeFirstOrThrow();
    expect(order.paid).toBe(0);
    const user = await c.db.selectFrom('users').select(['balance']).where('id', '=', uid).executeTakeFirstOrThrow();
    expect(user.balance).toBe(500);
  });

  it("never pays another shopper's order", async () => {
    const owner = await c.createUser({ balance: 10_000 });
    const other = await c.createUser({ balance: 10_000 });
    const p = await makeShopProduct(c);
    const o = await makeOrder(c, owner.uid, p);
    const res = await c.call('POST', '/api/front/pay/payment', { token: other.token, body: { orderNo: o.masterNo, payType: 'yue', payChannel: 'pc' } });
    expect(res.code).toBe(500);
    expect(res.message).toBe('Order does not exist');
  });

  it('validates input and requires a token', async () => {
    const { token } = await c.createUser();
    const missing = await c.call('POST', '/api/front/pay/payment', { token, body: { orderNo: 'X' } });
    expect(missing.code).toBe(400);
    expect(missing.message).toBe('Please select a payment method');
    const anon = await c.call('POST', '/api/front/pay/payment', { body: { orderNo: 'X', payType: 'yue', payChannel: 'pc' } });
    expect(anon.code).toBe(401);
  });

  it('a cancel racing a payment: exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const { uid, token } = await c.createUser({ balance: 10_000 });
      const p = await makeShopProduct(c, { price: 1000, stock: 5 });
      const o = await makeOrder(c, uid, p);
      const [pay, cancel] = await Promise.all([
        c.call('POST', '/api/front/pay/payment', { token, body: { orderNo: o.masterNo, payType: 'yue', payChannel: 'pc' } }),
        c.call('POST', `/api/front/order/cancel/${o.masterNo}`, { token }),
      ]);
      const order = await c.db.selectFrom('orders').select(['paid', 'isCancel']).where('orderNo', '=', o.masterNo).executeTakeFirstOrThrow();
      expect(order.paid + order.isCancel).toBe(1);
      const user = await c.db.selectFrom('users').select(['balance']).where('id', '=', uid).executeTakeFirstOrThrow();
      expect(user.balance).toBe(order.paid ? 9000 : 10_000);
      expect([pay.code, cancel.code].filter((x) => x === 200).length).toBeGreaterThanOrEqual(1);
    }
  });
});
