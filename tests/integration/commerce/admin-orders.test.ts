import { beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { commerceSuite } from './suite.js';
import { adminOrderPage, created } from './admin-shapes.js';
import { addAddress, addProduct, addShop, stockOf, type ProductFixture } from '../../helpers/fixtures-orders.js';
import { markOrderPaid } from '../../../server/commerce/orders/lifecycle.js';
import { parseFlags } from '../../../server/commerce/admin/cli-commands.js';

const run = promisify(execFile);

describe('merchant side: admin API and CLI', () => {
  const c = commerceSuite();
  let shop: number;
  let prod: ProductFixture;
  let alice: { uid: number; token: string };
  let addr: number;

  /** A paid order of `n` units; returns the shop order number. */
  const paidOrder = async (n = 1): Promise<string> => {
    const pre = await c.call('POST', '/api/front/order/pre/order', { token: alice.token, body: { preOrderType: 'buyNow', orderDetails: [{ productId: prod.id, attrValueId: prod.skus[0]!.id, productNum: n }] } });
    const created = await c.call('POST', '/api/front/order/create', { token: alice.token, body: { preOrderNo: (pre.data as { preOrderNo: string }).preOrderNo, addressId: addr, payType: 'yue', payChannel: 'pc' } });
    const master = (created.data as { orderNo: string }).orderNo;
    await c.db.transaction().execute((trx) => markOrderPaid(trx, master, { payType: 'yue' }));
    return (await c.db.selectFrom('merchantOrders').select('orderNo').where('masterOrderNo', '=', master).executeTakeFirstOrThrow()).orderNo;
  };

  const cli = async (...args: string[]) => {
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: c.config.DATA_DIR };
    if (c.config.DATABASE_URL) env.DATABASE_URL = c.config.DATABASE_URL;
    try {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/commerce/admin/cli.ts', ...args], { env, cwd: process.cwd() });
      return { code: 0, out: stdout };
    } catch (e) {
      const err = e as { code: number; stdout: string; stderr: string };
      return { code: err.code, out: err.stdout, err: err.stderr };
    }
  };

  beforeAll(async () => {
    shop = await addShop(c.db, { name: 'Alpha', freightFee: 300 });
    prod = await addProduct(c.db, shop, [{ sku: 'S', price: 1500, stock: 20 }, { sku: 'M', price: 2500, stock: 5 }], { name: 'Scarf' });
    alice = await c.createUser();
    addr = await addAddress(c.db, alice.uid);
  });

  it('refuses calls without the bearer token', async () => {
    const res = await fetch(new URL('/api/admin/orders', c.url));
    expect(((await res.json()) as { code: number }).code).toBe(401);
    const wrong = await fetch(new URL(`/api/admin/users/${alice.uid}/balance`, c.url), { method: 'POST', headers: { authorization: 'Bearer not-the-token-000000', 'content-type': 'application/json' }, body: '{"amount":"5.00"}' });
    expect(((await wrong.json()) as { code: number }).code).toBe(401);
    expect((await c.db.selectFrom('users').select('balance').where('id', '=', alice.uid).executeTakeFirstOrThrow()).balance).toBe(0);
  });

  it('ships a paid order once, with tracking rows and a notification for the shopper', async () => {
    const no = await paidOrder();
    expect((await c.admin('POST', `/api/admin/orders/${no}/ship`, { deliveryName: 'DHL', deliveryCode: 'dhl' })).code).toBe(400);
    expect((await c.admin('POST', `/api/admin/orders/${no}/ship`, { deliveryName: 'DHL', deliveryCode: 'dhl', deliveryId: 'X1', events: [{ station: 'a', time: 'yesterday' }] })).code).toBe(400);
    expect((await c.admin('POST', '/api/admin/orders/SH-nope/ship', { deliveryName: 'DHL', deliveryCode: 'dhl', deliveryId: 'X1' })).code).toBe(500);
    expect((await c.admin('POST', `/api/admin/orders/${no}/tracking`, { events: [{ station: 'Hub', time: '2026-01-01 10:00:00' }] })).code).toBe(500); // not shipped
    const ok = await c.admin('POST', `/api/admin/orders/${no}/ship`, { deliveryName: 'DHL', deliveryCode: 'dhl', deliveryId: 'X1' });
    expect(ok.code, ok.message).toBe(200);
    expect((await c.admin('POST', `/api/admin/orders/${no}/ship`, { deliveryName: 'DHL', deliveryCode: 'dhl', deliveryId: 'X1' })).code).toBe(500);
    const row = await c.db.selectFrom('merchantOrders').selectAll().where('orderNo', '=', no).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 1, deliveryName: 'DHL', deliveryId: 'X1' });
    expect(row.shipTime).not.toBeNull();
    expect(await c.db.selectFrom('orderTracking').select('station').where('merOrderNo', '=', no).execute()).toHaveLength(1);
    const note = await c.db.selectFrom('notifications').selectAll().where('uid', '=', alice.uid).executeTakeFirstOrThrow();
    expect(note).toMatchObject({ type: 'order', isRead: 0, linkUrl: `/user_center/order/detail?orderNo=${no}` });
    expect(note.title.length).toBeGreaterThan(0);
    expect((await c.admin('POST', `/api/admin/orders/${no}/tracking`, { events: [] })).code).toBe(400);
    expect((await c.admin('POST', `/api/admin/orders/${no}/tracking`, { events: [{ station: 'Hub', time: '2026-01-01 10:00:00' }] })).code).toBe(200);
    expect(await c.db.selectFrom('orderTracking').select('sort').where('merOrderNo', '=', no).orderBy('sort').execute()).toEqual([{ sort: 1 }, { sort: 2 }]);
  });

  it('does not ship an unpaid order', async () => {
    const pre = await c.call('POST', '/api/front/order/pre/order', { token: alice.token, body: { preOrderType: 'buyNow', orderDetails: [{ productId: prod.id, attrValueId: prod.skus[0]!.id, productNum: 1 }] } });
    const master = ((await c.call('POST', '/api/front/order/create', { token: alice.token, body: { preOrderNo: (pre.data as { preOrderNo: string }).preOrderNo, addressId: addr, payType: 'yue', payChannel: 'pc' } })).data as { orderNo: string }).orderNo;
    const no = (await c.db.selectFrom('merchantOrders').select('orderNo').where('masterOrderNo', '=', master).executeTakeFirstOrThrow()).orderNo;
    const r = await c.admin('POST', `/api/admin/orders/${no}/ship`, { deliveryName: 'DHL', deliveryCode: 'dhl', deliveryId: 'X2' });
    expect(r.code).toBe(500);
    expect(r.message).toMatch(/not paid/);
  });

  it('lists orders by status', async () => {
    expect((await c.admin('GET', '/api/admin/orders?status=5')).code).toBe(400);
    const toShip = adminOrderPage.parse((await c.admin('GET', '/api/admin/orders?status=1')).data);
    expect(toShip.total).toBe(1);
    expect(toShip.list[0]).toMatchObject({ status: 1, uid: alice.uid, merName: 'Alpha' });
    const unpaid = adminOrderPage.parse((await c.admin('GET', '/api/admin/orders?status=0&paid=false')).data);
    expect(unpaid.total).toBe(1);
    expect(unpaid.list[0]).toMatchObject({ paid: false, status: 0 });
    expect((await c.admin('GET', '/api/admin/orders?paid=maybe')).code).toBe(400);
  });

  it('changes stock and price of a SKU; the product follows', async () => {
    expect((await c.admin('POST', `/api/admin/products/${prod.id}/skus/${prod.skus[1]!.id}`, { stock: -1 })).code).toBe(400);
    expect((await c.admin('POST', `/api/admin/products/${prod.id}/skus/${prod.skus[1]!.id}`, { price: '12.345' })).code).toBe(400);
    expect((await c.admin('POST', `/api/admin/products/${prod.id}/skus/${prod.skus[1]!.id}`, {})).code).toBe(500);
    expect((await c.admin('POST', `/api/admin/products/${prod.id + 999}/skus/${prod.skus[1]!.id}`, { stock: 1 })).code).toBe(500);
    const r = await c.admin('POST', `/api/admin/products/${prod.id}/skus/${prod.skus[1]!.id}`, { stock: 40, price: '9.90' });
    expect(r.code, r.message).toBe(200);
    const sStock = (await stockOf(c.db, prod.id, prod.skus[0]!.id)).sku;
    expect(r.data).toMatchObject({ stock: 40, price: '9.90', productStock: sStock + 40, productPrice: '9.90' });
    const p = await c.db.selectFrom('products').select(['stock', 'price']).where('id', '=', prod.id).executeTakeFirstOrThrow();
    expect(p).toEqual({ stock: sStock + 40, price: 990 });
  });

  it('puts a product off and on the shelf', async () => {
    expect((await c.admin('POST', `/api/admin/products/${prod.id}/shelf`, { isShow: 'maybe' })).code).toBe(400);
    expect((await c.admin('POST', `/api/admin/products/${prod.id}/shelf`, { isShow: false })).data).toEqual({ id: prod.id, isShow: false });
    expect((await c.db.selectFrom('products').select('isShow').where('id', '=', prod.id).executeTakeFirstOrThrow()).isShow).toBe(0);
    await c.admin('POST', `/api/admin/products/${prod.id}/shelf`, { isShow: true });
    expect((await c.admin('POST', '/api/admin/products/999999/shelf', { isShow: true })).code).toBe(500);
  });

  it('creates coupons with their rules checked', async () => {
    expect((await c.admin('POST', '/api/admin/coupons', { name: 'Bad', money: '0', useType: 3, day: 10 })).code).toBe(400);
    expect((await c.admin('POST', '/api/admin/coupons', { name: 'No shop', money: '5.00', useType: 1, day: 10 })).code).toBe(400);
    expect((await c.admin('POST', '/api/admin/coupons', { name: 'No days', money: '5.00', useType: 3 })).code).toBe(400);
    expect((await c.admin('POST', '/api/admin/coupons', { name: 'Fixed', money: '5.00', useType: 3, isFixedTime: true, useStartTime: '2030-01-02 00:00:00', useEndTime: '2030-01-01 00:00:00' })).code).toBe(400);
    expect((await c.admin('POST', '/api/admin/coupons', { name: 'Ghost', money: '5.00', useType: 2, productIds: [999_999], day: 3 })).code).toBe(500);
    const r = await c.admin('POST', '/api/admin/coupons', { name: 'Scarf 2 off', money: '2.00', minPrice: '10.00', useType: 2, merId: shop, productIds: [prod.id], isLimited: true, total: 10, day: 7 });
    expect(r.code, r.message).toBe(200);
    const id = created.parse(r.data).id;
    expect(await c.db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({ money: 200, minPrice: 1000, useType: 2, productIds: String(prod.id), lastTotal: 10, day: 7, status: 1 });
    const listed = await c.call('GET', '/api/front/coupons', { query: { useType: 2, productId: prod.id } });
    expect((listed.data as { list: { id: number }[] }).list.map((x) => x.id)).toContain(id);
  });

  it('tops up a balance with a ledger row', async () => {
    expect((await c.admin('POST', `/api/admin/users/${alice.uid}/balance`, { amount: '-5.00' })).code).toBe(400);
    expect((await c.admin('POST', `/api/admin/users/${alice.uid}/balance`, { amount: 'ten' })).code).toBe(400);
    expect((await c.admin('POST', '/api/admin/users/999999/balance', { amount: '1.00' })).code).toBe(500);
    const r = await c.admin('POST', `/api/admin/users/${alice.uid}/balance`, { amount: '10.50', title: 'Welcome credit' });
    expect(r.data).toEqual({ uid: alice.uid, amount: '10.50', balance: '10.50' });
    await c.admin('POST', `/api/admin/users/${alice.uid}/balance`, { amount: '1.00' });
    const ledger = await c.db.selectFrom('balanceRecords').select(['title', 'amount', 'balance']).where('uid', '=', alice.uid).orderBy('id').execute();
    expect(ledger).toEqual([
      { title: 'Welcome credit', amount: 1050, balance: 1050 },
      { title: 'Balance top-up', amount: 100, balance: 1150 },
    ]);
  });

  it('parses CLI flags', () => {
    expect(parseFlags(['--status', '0', '--isShow=false', '--events', '[{"station":"a","time":"b"}]', '--dry'])).toEqual({ status: '0', isShow: false, events: [{ station: 'a', time: 'b' }], dry: true });
    expect(() => parseFlags(['stray'])).toThrow(/Unexpected/);
  });

  it('runs the same services from the CLI and prints JSON', async () => {
    const no = await paidOrder();
    const shipped = await cli('orders:ship', '--orderNo', no, '--deliveryName', 'UPS', '--deliveryCode', 'ups', '--deliveryId', 'U9', '--events', '[{"station":"Label created","time":"2026-02-01 09:00:00"}]');
    expect(shipped.code, shipped.err).toBe(0);
    expect(JSON.parse(shipped.out)).toEqual({ orderNo: no, shipped: true });
    expect((await c.db.selectFrom('merchantOrders').select('status').where('orderNo', '=', no).executeTakeFirstOrThrow()).status).toBe(1);
    const top = await cli('balance:topup', '--uid', String(alice.uid), '--amount', '2.00');
    expect(JSON.parse(top.out)).toMatchObject({ amount: '2.00', balance: '13.50' });
    const bad = await cli('balance:topup', '--uid', String(alice.uid), '--amount', 'x');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/amount/);
  }, 120_000);
});
