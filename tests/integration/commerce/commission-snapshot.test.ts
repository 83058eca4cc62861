import { beforeAll, describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import type { Kysely } from 'kysely';
import * as m022 from '../../../server/commerce/db/migrations/022_commission_snapshot.js';
import { urlWithQuery } from '../../helpers/json-request.js';
import { makeOrder } from '../../helpers/fixtures-aftersales.js';
import { refundedOrder, shopWithRate, signedInOperator, type Shop } from '../../helpers/fixtures-finance.js';
import { COD_SWITCH_KEY } from '../../../shared/contract/admin-platform-catalogue.js';
import { merchantStatement, PLATFORM_FINANCE_PATHS as PATH } from '../../../shared/contract/admin-finance.js';

/**
 * Commission per order (docs/api-extensions.md "Commission per order"): an order keeps the shop's rate in force
 * when it was paid, so the operator changing the rate later never rewrites what the platform earned before.
 */
describe('commission snapshot: each paid order keeps the rate of its payment', () => {
  const c = commerceSuite();
  let op = '';
  let shop: Shop;
  let buyer: { uid: number; token: string };

  const pay = async (masterNo: string) => {
    const res = await c.call('POST', '/api/front/pay/payment', { token: buyer.token, body: { orderNo: masterNo, payType: 'yue', payChannel: 'pc' } });
    expect(res.code, res.message).toBe(200);
  };
  const setRate = async (handlingFee: number) => {
    const res = await c.call('POST', '/api/admin/platform/merchant/update', { token: op, body: { id: shop.merId, handlingFee } });
    expect(res.code, res.message).toBe(200);
  };
  const statement = async () => {
    const res = await c.call('GET', PATH.statement, { token: op, query: { dateType: 'day', dateLimit: 'lately7', merId: String(shop.merId) } });
    expect(res.code, res.message).toBe(200);
    return merchantStatement.strict.parse(res.data);
  };

  beforeAll(async () => {
    op = await signedInOperator(c);
    shop = await shopWithRate(c, 10, 'Snapshot Supplies');
    buyer = await c.createUser({ balance: 1_000_000 });
  });

  it('pays at 10 %, the rate changes to 4 %, the next order pays at 4 %: finance shows each order\'s own commission', async () => {
    const first = await makeOrder(c, buyer.uid, shop, { payPrice: 12_345 });
    await pay(first.masterNo);
    await setRate(4);
    const second = await makeOrder(c, buyer.uid, shop, { payPrice: 20_000 });
    await pay(second.masterNo);

    const rows = await c.db.selectFrom('merchantOrders').select(['orderNo', 'handlingFee']).where('merId', '=', shop.merId).orderBy('id').execute();
    expect(rows).toEqual([
      { orderNo: first.merNo, handlingFee: 10 },
      { orderNo: second.merNo, handlingFee: 4 },
    ]);

    // 10 % of 123.45 is 12.35 (half up), 4 % of 200.00 is 8.00; at today's 4 % alone it would be 4.94 + 8.00.
    const st = await statement();
    expect(st.total).toMatchObject({ orderNum: 2, orderPayAmount: '323.45', handlingFee: '20.35', merchantTransferAmount: '303.10' });
    expect(st.merchants).toEqual([expect.objectContaining({ merId: shop.merId, commissionRate: 4, handlingFee: '20.35' })]);

    // The CSV reads the same snapshot.
    const csv = await fetch(urlWithQuery(c.url, PATH.export, { dateType: 'day', dateLimit: 'lately7', merId: shop.merId }), { headers: { 'authori-zation': op } });
    expect((await csv.text()).trimEnd().split('\r\n').at(-1)).toBe('total,,,,2,323.45,0,0.00,20.35,303.10');
  });

  it('a refund gives back the commission at its own order\'s rate, not the shop\'s rate today', async () => {
    await setRate(50);
    const first = await c.db.selectFrom('merchantOrders').select(['orderNo']).where('merId', '=', shop.merId).orderBy('id').executeTakeFirstOrThrow();
    await refundedOrder(c, buyer.uid, first.orderNo);
    const st = await statement();
    // The first order's 12.35 comes back; the second order's 8.00 stays.
    expect(st.total).toMatchObject({ orderNum: 2, refundNum: 1, refundAmount: '123.45', handlingFee: '8.00', merchantTransferAmount: '192.00' });
    expect(st.merchants[0]).toMatchObject({ commissionRate: 50 });
  });

  it('an order accepted for cash on delivery keeps the rate of its acceptance', async () => {
    await c.db.insertInto('siteConfig').values({ key: COD_SWITCH_KEY, value: '"1"' }).execute();
    await setRate(12);
    const order = await makeOrder(c, buyer.uid, shop, { payPrice: 3000 });
    const res = await c.call('POST', '/api/front/pay/payment', { token: buyer.token, body: { orderNo: order.masterNo, payType: 'cod', payChannel: 'pc' } });
    expect(res.code, res.message).toBe(200);
    await setRate(20);
    const row = await c.db.selectFrom('merchantOrders').select(['paid', 'handlingFee']).where('orderNo', '=', order.merNo).executeTakeFirstOrThrow();
    expect(row).toEqual({ paid: 1, handlingFee: 12 });
  });

  it('the migration gives orders paid before it the shop\'s rate of the day, and unpaid ones none', async () => {
    const other = await shopWithRate(c, 9, 'Before Snapshots');
    const paid = await makeOrder(c, buyer.uid, other, { state: 'paid', payPrice: 1000 });
    const unpaid = await makeOrder(c, buyer.uid, other, { payPrice: 1000 });
    const raw = c.db.withoutPlugins() as unknown as Kysely<unknown>;
    await m022.down(raw);
    await m022.up(raw);
    const rows = await c.db.selectFrom('merchantOrders').select(['orderNo', 'handlingFee']).where('orderNo', 'in', [paid.merNo, unpaid.merNo]).execute();
    expect(Object.fromEntries(rows.map((r) => [r.orderNo, r.handlingFee]))).toEqual({ [paid.merNo]: 9, [unpaid.merNo]: null });
  });

  it('an unpaid order has no rate yet', async () => {
    const unpaid = await makeOrder(c, buyer.uid, shop, { payPrice: 500 });
    const row = await c.db.selectFrom('merchantOrders').select('handlingFee').where('orderNo', '=', unpaid.merNo).executeTakeFirstOrThrow();
    expect(row.handlingFee).toBeNull();
  });
});
