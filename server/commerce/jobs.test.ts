import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../tests/helpers/commerce.js';
import { addAddress, addProduct, addShop, stockOf } from '../../tests/helpers/fixtures-orders.js';
import { startBackgroundJobs } from './jobs.js';

describe('background jobs: unpaid-order expiry', () => {
  let c: TestCommerce;
  beforeAll(async () => {
    c = await startTestCommerce({ env: { ORDER_UNPAID_TIMEOUT_MIN: '1' } });
  });
  afterAll(async () => c.close());

  it('cancels an order unpaid past the timeout on its own, and stop waits for the sweep', async () => {
    const shop = await addShop(c.db);
    const p = await addProduct(c.db, shop, [{ price: 500, stock: 4 }]);
    const u = await c.createUser();
    const addressId = await addAddress(c.db, u.uid);
    const pre = await c.call('POST', '/api/front/order/pre/order', { token: u.token, body: { preOrderType: 'buyNow', orderDetails: [{ productId: p.id, attrValueId: p.skus[0]!.id, productNum: 3 }] } });
    const created = await c.call('POST', '/api/front/order/create', { token: u.token, body: { preOrderNo: (pre.data as { preOrderNo: string }).preOrderNo, addressId, payType: 'yue', payChannel: 'pc' } });
    const orderNo = (created.data as { orderNo: string }).orderNo;
    expect(await stockOf(c.db, p.id, p.skus[0]!.id)).toEqual({ sku: 1, product: 1 });
    // 61 seconds old: past the one-minute timeout configured above.
    const old = new Date(Date.now() - 61_000).toISOString().slice(0, 19).replace('T', ' ');
    await c.db.updateTable('orders').set({ createdAt: old }).where('orderNo', '=', orderNo).execute();

    // Two "replicas" sweeping on a short interval at once.
    const stops = [startBackgroundJobs(c.ctx, 20), startBackgroundJobs(c.ctx, 20)];
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const o = await c.db.selectFrom('orders').select('isCancel').where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
      if (o.isCancel === 1) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    await Promise.all(stops.map((stop) => stop()));
    expect((await c.db.selectFrom('orders').select('isCancel').where('orderNo', '=', orderNo).executeTakeFirstOrThrow()).isCancel).toBe(1);
    expect(await stockOf(c.db, p.id, p.skus[0]!.id)).toEqual({ sku: 4, product: 4 });
    const statuses = await c.db.selectFrom('merchantOrders').select('status').where('masterOrderNo', '=', orderNo).execute();
    expect(statuses).toEqual([{ status: 9 }]);
  });
});
