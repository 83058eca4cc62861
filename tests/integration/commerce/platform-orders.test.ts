import { beforeAll, describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import { paidOrder, refundedOrder, shopWithRate, signedInOperator, signedInOwner, type Shop } from '../../helpers/fixtures-finance.js';
import {
  orderLogistics,
  platformOrderInfo,
  platformOrderPageList,
  platformRefundOrderPageList,
  refundOrderCountItem,
  storeOrderCountItem,
  PLATFORM_ORDER_PATHS as PATH,
  PLATFORM_ORDER_PERMISSIONS as P,
} from '../../../shared/contract/admin-platform-orders.js';
import { MERCHANT_ORDER_PATHS } from '../../../shared/contract/admin-order.js';
import { sensitiveMethodLogPage } from '../../../shared/contract/admin.js';
import { applyRefund } from '../../../server/commerce/refunds/service.js';
import { logOperation } from '../../../server/commerce/admin-accounts/operation-log.js';
import { now } from '../../../server/commerce/db/time.js';

describe('platform console: orders and refunds, read-only with internal notes (docs/api-extensions.md "Orders, refunds, finance and dashboards")', () => {
  const c = commerceSuite();
  let op = '';
  let shopA: Shop;
  let shopB: Shop;
  let buyer = { uid: 0, token: '' };
  let other = { uid: 0, token: '' };
  const no = { shipped: '', shippedMaster: '', toShip: '', awaiting: '', awaitingRefund: '', refunded: '', refundedRefund: '', otherShop: '' };

  const get = (path: string, query: Record<string, string | number> = {}, token = op) => c.call('GET', path, { token, query });
  const list = async (query: Record<string, string | number>) => {
    const r = await get(PATH.list, query);
    expect(r.code, r.message).toBe(200);
    return platformOrderPageList.strict.parse(r.data);
  };

  beforeAll(async () => {
    op = await signedInOperator(c);
    shopA = await shopWithRate(c, 5, 'Alpha Outfitters');
    shopB = await shopWithRate(c, 8, 'Beta Books');
    buyer = await c.createUser({ email: 'grace.hopper@buyer.test', nickname: 'Grace' });
    other = await c.createUser({ email: 'alan@buyer.test' });
    await c.db.updateTable('users').set({ balance: 0 }).execute();
    const at = new Date(Date.now() - 3_600_000);
    const shipped = await paidOrder(c, buyer.uid, shopA, 4599, at);
    no.shipped = shipped.merNo;
    no.shippedMaster = shipped.masterNo;
    await c.db.updateTable('merchantOrders').set({ status: 1, deliveryName: 'DHL', deliveryCode: 'dhl', deliveryId: 'JD0001234', shipTime: now() }).where('orderNo', '=', shipped.merNo).execute();
    await c.db
      .insertInto('orderTracking')
      .values([
        { merOrderNo: shipped.merNo, station: 'Picked up in Leeds', time: '2026-01-02 09:00:00', sort: 1 },
        { merOrderNo: shipped.merNo, station: 'Out for delivery', time: '2026-01-03 08:30:00', sort: 2 },
      ])
      .execute();
    // A failed card attempt before the balance payment that went through.
    await c.db.insertInto('payments').values({ masterOrderNo: shipped.masterNo, uid: buyer.uid, provider: 'stripe', providerRef: 'pi_failed', amount: 4599, currency: 'USD', status: 'failed', reason: 'card declined', createdAt: '2020-01-01 00:00:00', updatedAt: '2020-01-01 00:00:00' }).execute();
    no.toShip = (await paidOrder(c, buyer.uid, shopA, 1200, at)).merNo;
    no.awaiting = (await paidOrder(c, buyer.uid, shopB, 2500, at)).merNo;
    no.awaitingRefund = await applyRefund(c.ctx, buyer.uid, { orderNo: no.awaiting, text: 'Arrived damaged', images: '/crmebimage/user/dent.png', explain: 'Corner crushed' });
    no.refunded = (await paidOrder(c, buyer.uid, shopB, 999, at)).merNo;
    no.refundedRefund = await refundedOrder(c, buyer.uid, no.refunded);
    no.otherShop = (await paidOrder(c, other.uid, shopB, 700, at)).merNo;
  });

  it('finds orders by number, master number, shop, buyer and state, with the counts of A\'s tabs', async () => {
    const byNo = await list({ orderNo: no.shipped.slice(2, 9).toLowerCase() });
    expect(byNo.list.map((o) => o.orderNo)).toEqual([no.shipped]);
    expect(byNo.list[0]).toMatchObject({ masterOrderNo: no.shippedMaster, merId: shopA.merId, merName: 'Alpha Outfitters', uid: buyer.uid, payPrice: '45.99', paid: true, status: 1, refundStatus: 0 });
    expect((await list({ masterOrderNo: no.shippedMaster })).list.map((o) => o.orderNo)).toEqual([no.shipped]);
    expect(new Set((await list({ merId: shopA.merId })).list.map((o) => o.orderNo))).toEqual(new Set([no.shipped, no.toShip]));
    const byBuyer = await list({ keywords: 'GRACE.hopper' });
    expect(byBuyer.total).toBe(4);
    expect(byBuyer.list.every((o) => o.uid === buyer.uid)).toBe(true);
    expect((await list({ keywords: String(other.uid) })).list.map((o) => o.orderNo)).toEqual([no.otherShop]);
    expect((await list({ status: 'spike' })).list.map((o) => o.orderNo)).toEqual([no.shipped]);
    expect((await list({ status: 'refunded' })).list.map((o) => o.orderNo)).toEqual([no.refunded]);
    expect((await list({ status: 'notShipped' })).list.map((o) => o.orderNo).sort()).toEqual([no.toShip, no.awaiting, no.otherShop].sort());
    const counts = storeOrderCountItem.strict.parse((await get(PATH.statusNum)).data);
    expect(counts).toMatchObject({ all: 5, spike: 1, notShipped: 3, refunded: 1, unPaid: 0, deleted: 0 });
    expect(storeOrderCountItem.strict.parse((await get(PATH.statusNum, { dateLimit: '2020-01-01,2020-01-02' })).data).all).toBe(0);
    // Newest first, paged.
    const page = await list({ limit: 2, page: 1 });
    expect(page.list).toHaveLength(2);
    expect(page.total).toBe(5);
    expect((await get(PATH.list, { status: 'shipped' })).code).toBe(400);
  });

  it('finds refunds by number, order, shop, buyer and state', async () => {
    const refunds = async (query: Record<string, string | number>) => platformRefundOrderPageList.strict.parse((await get(PATH.refundList, query)).data);
    const all = await refunds({});
    expect(all.list.map((r) => r.refundOrderNo).sort()).toEqual([no.awaitingRefund, no.refundedRefund].sort());
    const waiting = await refunds({ refundStatus: 0 });
    expect(waiting.list).toHaveLength(1);
    expect(waiting.list[0]).toMatchObject({ refundOrderNo: no.awaitingRefund, merOrderNo: no.awaiting, merName: 'Beta Books', refundPrice: '25.00', refundReasonWap: 'Arrived damaged', refundReasonWapImg: c.img('/crmebimage/user/dent.png'), uid: buyer.uid, email: 'ada@example.test' });
    expect((await refunds({ refundStatus: 3 })).list.map((r) => r.refundOrderNo)).toEqual([no.refundedRefund]);
    expect((await refunds({ merOrderNo: no.refunded })).list.map((r) => r.refundOrderNo)).toEqual([no.refundedRefund]);
    expect((await refunds({ refundOrderNo: no.awaitingRefund.slice(-6) })).list.map((r) => r.refundOrderNo)).toEqual([no.awaitingRefund]);
    expect((await refunds({ merId: shopA.merId })).total).toBe(0);
    expect((await refunds({ keywords: 'alan@' })).total).toBe(0);
    expect(refundOrderCountItem.strict.parse((await get(PATH.refundStatusNum)).data)).toEqual({ all: 2, await: 1, reject: 0, refunding: 0, refunded: 1 });
  });

  it('shows an order\'s whole story: lines, payments with their outcome, tracking, refunds, notes and log entries', async () => {
    const owner = await signedInOwner(c, shopA.merId);
    const ownerAccount = (await c.call<{ account: string }>('GET', '/api/admin/merchant/getAdminInfoByToken', { token: owner })).data.account;
    await logOperation(c.ctx, { method: 'POST', url: '/api/admin/merchant/order/send', ip: '127.0.0.1' }, { side: 'merchant', id: 1, merId: shopA.merId, account: ownerAccount }, { description: `Shipped the order ${no.shipped}`, method: 'merchant:order:send', methodType: 'update', requestParam: { orderNo: no.shipped }, changes: {} });
    const r = await get(PATH.info, { orderNo: no.shipped });
    expect(r.code, r.message).toBe(200);
    const info = platformOrderInfo.strict.parse(r.data);
    expect(info).toMatchObject({ orderNo: no.shipped, merName: 'Alpha Outfitters', uid: buyer.uid, userEmail: 'grace.hopper@buyer.test', payPrice: '45.99', deliveryName: 'DHL', deliveryId: 'JD0001234', status: 1 });
    expect(info.orderInfo).toHaveLength(1);
    expect(info.orderInfo[0]!.image).toBe(c.img('/crmebimage/x.svg'));
    expect(info.payments.map((p) => [p.provider, p.status, p.reason, p.amount])).toEqual([
      ['stripe', 'failed', 'card declined', '45.99'],
      ['yue', 'succeeded', '', '45.99'],
    ]);
    expect(info.tracking.map((t) => t.station)).toEqual(['Out for delivery', 'Picked up in Leeds']);
    expect(info.logs.map((l) => [l.side, l.description])).toContainEqual(['merchant', `Shipped the order ${no.shipped}`]);

    const refunded = platformOrderInfo.strict.parse((await get(PATH.info, { orderNo: no.refunded })).data);
    expect(refunded.refunds).toHaveLength(1);
    expect(refunded.refunds[0]).toMatchObject({ refundOrderNo: no.refundedRefund, refundStatus: 3, refundPrice: '9.99' });
    expect(refunded.refundStatus).toBe(3);

    const logistics = orderLogistics.strict.parse((await get(PATH.logistics, { orderNo: no.shipped })).data);
    expect(logistics).toMatchObject({ expNo: 'JD0001234', expName: 'DHL', state: 2, trackTime: '2026-01-03 08:30:00' });
    // Oldest first, as A sends carrier events; trackTime is the newest.
    expect(JSON.parse(logistics.logisticsInfo)).toEqual([
      { AcceptStation: 'Picked up in Leeds', AcceptTime: '2026-01-02 09:00:00' },
      { AcceptStation: 'Out for delivery', AcceptTime: '2026-01-03 08:30:00' },
    ]);
    expect((await get(PATH.logistics, { orderNo: no.toShip })).code).toBe(500);
    expect(await get(PATH.info, { orderNo: 'SHNOSUCHORDER' })).toMatchObject({ code: 500, message: 'Order not found' });
  });

  it('adds internal notes that the shop and the shopper never see, and changes nothing else', async () => {
    const before = await c.db.selectFrom('merchantOrders').selectAll().where('orderNo', '=', no.awaiting).executeTakeFirstOrThrow();
    const note = 'Buyer called: photo of the crushed box is in ticket 4471';
    expect((await c.call('POST', PATH.mark, { token: op, body: { orderNo: no.awaiting, remark: 'First look' } })).code).toBe(200);
    expect((await c.call('POST', PATH.mark, { token: op, body: { orderNo: no.awaiting, remark: note } })).code).toBe(200);
    expect((await c.call('POST', PATH.refundMark, { token: op, body: { refundOrderNo: no.awaitingRefund, remark: 'Waiting on the shop' } })).code).toBe(200);
    expect((await c.call('POST', PATH.mark, { token: op, body: { orderNo: no.awaiting, remark: '   ' } })).code).toBe(400);
    expect((await c.call('POST', PATH.mark, { token: op, body: { orderNo: no.awaiting, remark: 'x'.repeat(501) } })).code).toBe(400);
    expect(await c.call('POST', PATH.mark, { token: op, body: { orderNo: 'SHNOPE', remark: 'x' } })).toMatchObject({ code: 500, message: 'Order not found' });
    expect(await c.call('POST', PATH.refundMark, { token: op, body: { refundOrderNo: 'RFNOPE', remark: 'x' } })).toMatchObject({ code: 500, message: 'Refund not found' });

    const info = platformOrderInfo.strict.parse((await get(PATH.info, { orderNo: no.awaiting })).data);
    expect(info.notes.map((n) => n.remark)).toEqual([note, 'First look']);
    expect(info.platformRemark).toBe(note);
    expect(info.refunds[0]!.notes.map((n) => n.remark)).toEqual(['Waiting on the shop']);
    expect(info.logs.map((l) => l.description)).toContain(`Noted the order ${no.awaiting}`);
    expect((await list({ orderNo: no.awaiting })).list[0]!.platformRemark).toBe(note);
    const log = sensitiveMethodLogPage.strict.parse((await get('/api/admin/platform/log/sensitive/list')).data);
    expect(log.list[0]).toMatchObject({ method: P.refundMark, description: `Noted the refund ${no.awaitingRefund}` });

    // The order itself is as it was: the operator cannot change the shop's decisions.
    const after = await c.db.selectFrom('merchantOrders').selectAll().where('orderNo', '=', no.awaiting).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    for (const path of ['/api/admin/platform/order/send', '/api/admin/platform/refund/order/refund', '/api/admin/platform/order/update']) {
      expect([401, 404], path).toContain((await c.call('POST', path, { token: op, body: { orderNo: no.awaiting } })).code);
    }

    // Neither the shop's console nor the shopper reads the note.
    const owner = await signedInOwner(c, shopB.merId);
    const shopView = await c.call('GET', MERCHANT_ORDER_PATHS.info, { token: owner, query: { orderNo: no.awaiting } });
    expect(shopView.code, shopView.message).toBe(200);
    const shopper = await c.call('GET', `/api/front/order/detail/${no.awaiting}`, { token: buyer.token });
    expect(shopper.code, shopper.message).toBe(200);
    for (const seen of [shopView, shopper]) {
      expect(JSON.stringify(seen.data)).not.toContain('ticket 4471');
      expect(JSON.stringify(seen.data)).not.toContain('Waiting on the shop');
    }
  });

  it('is the platform\'s alone: 401 without an operator token, 403 without the permission', async () => {
    const owner = await signedInOwner(c, shopA.merId);
    const calls: Array<['GET' | 'POST', string, unknown?]> = [
      ['GET', PATH.list],
      ['GET', PATH.statusNum],
      ['GET', `${PATH.info}?orderNo=${no.shipped}`],
      ['GET', `${PATH.logistics}?orderNo=${no.shipped}`],
      ['GET', PATH.refundList],
      ['GET', PATH.refundStatusNum],
      ['POST', PATH.mark, { orderNo: no.shipped, remark: 'x' }],
      ['POST', PATH.refundMark, { refundOrderNo: no.awaitingRefund, remark: 'x' }],
    ];
    for (const [method, path, body] of calls) {
      for (const token of [undefined, owner, buyer.token]) expect((await c.call(method, path, { token, body })).code, `${method} ${path}`).toBe(401);
    }
    const lister = await signedInOperator(c, [P.list]);
    expect((await get(PATH.list, {}, lister)).code).toBe(200);
    expect((await get(PATH.info, { orderNo: no.shipped }, lister)).code).toBe(403);
    expect((await c.call('POST', PATH.mark, { token: lister, body: { orderNo: no.shipped, remark: 'x' } })).code).toBe(403);
    expect((await get(PATH.refundList, {}, lister)).code).toBe(403);
  });
});
