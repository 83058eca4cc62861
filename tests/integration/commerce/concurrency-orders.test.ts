import { beforeAll, describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import { addAddress, addProduct, addShop, stockOf, type ProductFixture } from '../../helpers/fixtures-orders.js';
import { cancelUnpaidOrder, markOrderPaid } from '../../../server/commerce/orders/lifecycle.js';

/** Integrity under concurrency, on whichever database the suite runs (SQLite or PostgreSQL). */
describe('orders under concurrency', () => {
  const c = commerceSuite();
  let shop: number;

  beforeAll(async () => {
    shop = await addShop(c.db, { freightFee: 100 });
  });

  const buyer = async () => {
    const u = await c.createUser({ integral: 1000 });
    return { ...u, addr: await addAddress(c.db, u.uid) };
  };
  const preOrder = async (token: string, lines: [ProductFixture, number][]) => {
    const r = await c.call('POST', '/api/front/order/pre/order', {
      token,
      body: { preOrderType: 'buyNow', orderDetails: lines.map(([p, n]) => ({ productId: p.id, attrValueId: p.skus[0]!.id, productNum: n })) },
    });
    expect(r.code, r.message).toBe(200);
    return (r.data as { preOrderNo: string }).preOrderNo;
  };
  const create = (token: string, preOrderNo: string, addressId: number) =>
    c.call('POST', '/api/front/order/create', { token, body: { preOrderNo, addressId, payType: 'yue', payChannel: 'pc', isUseIntegral: true } });

  it('N parallel buyers for the last K units: exactly K orders, stock never below zero', async () => {
    const N = 16;
    const K = 5;
    const p = await addProduct(c.db, shop, [{ price: 999, stock: K }]);
    const buyers = await Promise.all(Array.from({ length: N }, buyer));
    const pres = await Promise.all(buyers.map((b) => preOrder(b.token, [[p, 1]])));
    const results = await Promise.all(buyers.map((b, i) => create(b.token, pres[i]!, b.addr)));
    const won = results.filter((r) => r.code === 200);
    expect(won).toHaveLength(K);
    expect(results.filter((r) => r.code !== 200).every((r) => r.code === 500 && /out of stock/.test(r.message))).toBe(true);
    expect(await stockOf(c.db, p.id, p.skus[0]!.id)).toEqual({ sku: 0, product: 0 });
    expect(await c.db.selectFrom('orderItems').select('id').where('productId', '=', p.id).execute()).toHaveLength(K);
    // Losers kept their points: only winners have a points ledger row.
    const spenders = await c.db.selectFrom('integralRecords').select('uid').where('type', '=', 2).where('uid', 'in', buyers.map((b) => b.uid)).execute();
    expect(spenders).toHaveLength(K);
  });

  it('crossing multi-product orders all complete without deadlock or oversell', async () => {
    const a = await addProduct(c.db, shop, [{ price: 500, stock: 6 }]);
    const b = await addProduct(c.db, shop, [{ price: 700, stock: 6 }]);
    const buyers = await Promise.all(Array.from({ length: 8 }, buyer));
    const pres = await Promise.all(buyers.map((u, i) => preOrder(u.token, i % 2 === 0 ? [[a, 1], [b, 1]] : [[b, 1], [a, 1]])));
    const results = await Promise.all(buyers.map((u, i) => create(u.token, pres[i]!, u.addr)));
    expect(results.filter((r) => r.code === 200)).toHaveLength(6);
    expect(results.filter((r) => r.code !== 200).every((r) => r.code === 500 && /out of stock/.test(r.message))).toBe(true);
    expect(await stockOf(c.db, a.id, a.skus[0]!.id)).toEqual({ sku: 0, product: 0 });
    expect(await stockOf(c.db, b.id, b.skus[0]!.id)).toEqual({ sku: 0, product: 0 });
  });

  it('a double-submitted create makes one order and answers every submit with it', async () => {
    const p = await addProduct(c.db, shop, [{ price: 1200, stock: 50 }]);
    const u = await buyer();
    const pre = await preOrder(u.token, [[p, 2]]);
    const results = await Promise.all(Array.from({ length: 6 }, () => create(u.token, pre, u.addr)));
    expect(results.every((r) => r.code === 200)).toBe(true);
    const nos = new Set(results.map((r) => (r.data as { orderNo: string }).orderNo));
    expect(nos.size).toBe(1);
    expect(await c.db.selectFrom('orders').select('id').where('uid', '=', u.uid).execute()).toHaveLength(1);
    expect(await stockOf(c.db, p.id, p.skus[0]!.id)).toEqual({ sku: 48, product: 48 });
    expect(await c.db.selectFrom('integralRecords').select('id').where('uid', '=', u.uid).execute()).toHaveLength(1);
  });

  it('cancel racing a payment: exactly one wins, and stock matches the winner', async () => {
    const p = await addProduct(c.db, shop, [{ price: 800, stock: 100 }]);
    const rounds = 8;
    let paid = 0;
    for (let i = 0; i < rounds; i++) {
      const u = await buyer();
      const created = await create(u.token, await preOrder(u.token, [[p, 1]]), u.addr);
      const no = (created.data as { orderNo: string }).orderNo;
      const [cancelled, payWon] = await Promise.all([
        cancelUnpaidOrder(c.ctx, no, { uid: u.uid, reason: 'Order cancelled' }),
        c.db.transaction().execute((trx) => markOrderPaid(trx, no, { payType: 'yue' })),
      ]);
      expect(cancelled !== payWon).toBe(true);
      const row = await c.db.selectFrom('orders').select(['paid', 'isCancel']).where('orderNo', '=', no).executeTakeFirstOrThrow();
      expect(row).toEqual(payWon ? { paid: 1, isCancel: 0 } : { paid: 0, isCancel: 1 });
      if (payWon) paid += 1;
    }
    expect(await stockOf(c.db, p.id, p.skus[0]!.id)).toEqual({ sku: 100 - paid, product: 100 - paid });
  });
});
