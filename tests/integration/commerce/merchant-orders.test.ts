import { beforeAll, describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import {
  expressCompanyList,
  MERCHANT_ORDER_PATHS as ORDER,
  MERCHANT_ORDER_PERMISSIONS,
  MERCHANT_REFUND_PATHS as REFUND,
  MERCHANT_REFUND_PERMISSIONS,
  merchantOrderPage,
  merchantRefundOrderPage,
  orderLogistics,
  refundOrderCountItem,
  refundOrderInfo,
  storeOrderCountItem,
  storeOrderInfo,
  storeOrderStatusPage,
} from '../../../shared/contract/admin-order.js';
import { sensitiveMethodLogPage } from '../../../shared/contract/admin.js';
import { consoleToken } from '../../helpers/shopcare-console.js';
import { addAddress, addProduct, addShop, type ProductFixture } from '../../helpers/fixtures-orders.js';
import { makeOrder } from '../../helpers/fixtures-aftersales.js';
import { addSeconds } from '../../../server/commerce/db/time.js';

describe('merchant console: orders and after-sales (docs/api-extensions.md "Orders and after-sales")', () => {
  const c = commerceSuite();
  let [shop1, shop2] = [0, 0];
  let [owner1, owner2] = ['', ''];
  let p1: ProductFixture;
  let p2: ProductFixture;

  const get = (token: string, path: string, query?: Record<string, string | number>) => c.call('GET', path, { token, ...(query ? { query } : {}) });
  const post = (token: string, path: string, body?: unknown) => c.call('POST', path, { token, body });
  const fixture = (p: ProductFixture, merId: number) => ({ merId, productId: p.id, attrValueId: p.skus[0]!.id, price: p.skus[0]!.price });

  /** A real purchase through the shopper API, paid from the balance: answers the shop order's number. */
  async function buy(token: string, uid: number, p: ProductFixture, qty = 1): Promise<string> {
    const pre = await c.call<{ preOrderNo: string }>('POST', '/api/front/order/pre/order', { token, body: { preOrderType: 'buyNow', orderDetails: [{ productId: p.id, attrValueId: p.skus[0]!.id, productNum: qty }] } });
    expect(pre.code, pre.message).toBe(200);
    const addressId = await addAddress(c.db, uid);
    const created = await c.call<{ orderNo: string }>('POST', '/api/front/order/create', { token, body: { preOrderNo: pre.data.preOrderNo, addressId, payType: 'yue', payChannel: 'pc' } });
    expect(created.code, created.message).toBe(200);
    const paid = await c.call('POST', '/api/front/pay/payment', { token, body: { orderNo: created.data.orderNo, payType: 'yue', payChannel: 'pc' } });
    expect(paid.code, paid.message).toBe(200);
    const mo = await c.db.selectFrom('merchantOrders').select('orderNo').where('masterOrderNo', '=', created.data.orderNo).executeTakeFirstOrThrow();
    return mo.orderNo;
  }

  const info = async (token: string, orderNo: string) => {
    const r = await get(token, ORDER.info, { orderNo });
    expect(r.code, r.message).toBe(200);
    return storeOrderInfo.strict.parse(r.data);
  };
  const list = async (token: string, query: Record<string, string | number>) => {
    const r = await get(token, ORDER.list, query);
    expect(r.code, r.message).toBe(200);
    return merchantOrderPage.strict.parse(r.data);
  };
  const counts = async (token: string, query: Record<string, string | number> = {}) => storeOrderCountItem.strict.parse((await get(token, ORDER.statusNum, query)).data);
  const logEntries = async (token: string) => sensitiveMethodLogPage.strict.parse((await get(token, '/api/admin/merchant/log/sensitive/list', { page: 1, limit: 100 })).data).list;
  const shopperRefund = async (token: string, orderNo: string) => {
    const r = await c.call('POST', '/api/front/order/refund', { token, body: { orderNo, text: 'Item damaged or defective', refund_reason_wap_explain: 'Cracked lid' } });
    expect(r.code, r.message).toBe(200);
    const row = await c.db.selectFrom('refunds').select('refundOrderNo').where('merOrderNo', '=', orderNo).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return row.refundOrderNo;
  };

  beforeAll(async () => {
    shop1 = await addShop(c.db, { name: 'Kettle Co' });
    shop2 = await addShop(c.db, { name: 'Other Co' });
    p1 = await addProduct(c.db, shop1, [{ price: 1250, stock: 100 }], { name: 'Copper Kettle' });
    p2 = await addProduct(c.db, shop2, [{ price: 900, stock: 100 }], { name: 'Other Pot' });
    owner1 = await consoleToken(c, shop1);
    owner2 = await consoleToken(c, shop2);
  });

  it('lists the shop orders by tab with counts, filters by order number, buyer and dates, and pages', async () => {
    const ada = await c.createUser({ nickname: 'Ada Lovelace', email: 'ada.orders@example.test', balance: 100_000 });
    const bob = await c.createUser({ nickname: 'Bob Stone', phone: '5550199', countryCode: '44', balance: 100_000 });
    const f = fixture(p1, shop1);
    const unpaid = await makeOrder(c, ada.uid, f, { state: 'unpaid' });
    const toShip = await buy(ada.token, ada.uid, p1, 2);
    const toShip2 = await buy(bob.token, bob.uid, p1);
    const shipped = await makeOrder(c, bob.uid, f, { state: 'shipped' });
    const done = await makeOrder(c, bob.uid, f, { state: 'completed' });
    const refunding = await buy(ada.token, ada.uid, p1);
    await shopperRefund(ada.token, refunding);
    const theirs = await buy(ada.token, ada.uid, p2);

    expect(await counts(owner1)).toEqual({ all: 6, unPaid: 1, notShipped: 3, spike: 1, complete: 1, refunding: 1, refunded: 0, cancelled: 0, deleted: 0 });
    const byTab = async (status: string) => (await list(owner1, { status, page: 1, limit: 20 })).list.map((o) => o.orderNo);
    expect(await byTab('notShipped')).toEqual([refunding, toShip2, toShip]);
    expect(await byTab('unPaid')).toEqual([unpaid.merNo]);
    expect(await byTab('spike')).toEqual([shipped.merNo]);
    expect(await byTab('complete')).toEqual([done.merNo]);
    expect(await byTab('refunding')).toEqual([refunding]);
    expect(await byTab('all')).not.toContain(theirs);
    expect((await list(owner2, { status: 'all' })).list.map((o) => o.orderNo)).toEqual([theirs]);

    const row = (await list(owner1, { status: 'notShipped', orderNo: toShip })).list;
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({ orderNo: toShip, paid: true, payType: 'yue', status: 0, refundStatus: 0, payPrice: '25.00', totalNum: 2, nickname: 'Ada Lovelace', realName: expect.any(String) });
    expect(row[0]!.orderInfo[0]).toMatchObject({ productName: 'Copper Kettle', payNum: 2, price: '12.50' });
    expect(row[0]!.orderInfo[0]!.image).toBe(c.img('/crmebimage/product/p.png'));
    expect(row[0]!.createTime).toBe(c.wireTime((await c.db.selectFrom('merchantOrders').select('createdAt').where('orderNo', '=', toShip).executeTakeFirstOrThrow()).createdAt));

    // The buyer by nickname, email or phone, case-insensitively; the counts follow the same filter.
    expect((await list(owner1, { status: 'all', keywords: 'ada love' })).total).toBe(3);
    expect((await list(owner1, { status: 'all', keywords: 'ADA.ORDERS@' })).total).toBe(3);
    expect((await list(owner1, { status: 'all', keywords: '5550199' })).list.map((o) => o.orderNo).sort()).toEqual([toShip2, shipped.merNo, done.merNo].sort());
    expect(await counts(owner1, { keywords: 'bob' })).toMatchObject({ all: 3, notShipped: 1, spike: 1, complete: 1 });
    expect((await list(owner1, { status: 'all', keywords: 'nobody-like-this' })).total).toBe(0);

    // Dates are the merchant's calendar days: today holds them all, a past range none.
    expect((await list(owner1, { status: 'all', dateLimit: 'today' })).total).toBe(6);
    expect((await list(owner1, { status: 'all', dateLimit: '2020-01-01,2020-01-31' })).total).toBe(0);
    expect((await get(owner1, ORDER.list, { status: 'all', dateLimit: 'last week' })).code).toBe(400);
    expect((await get(owner1, ORDER.list, { status: 'shipped' })).code).toBe(400);

    const page2 = await list(owner1, { status: 'all', page: 2, limit: 4 });
    expect(page2).toMatchObject({ page: 2, limit: 4, total: 6, totalPage: 2 });
    expect(page2.list).toHaveLength(2);
  });

  it('finds the buyer through the search index: accents folded, two letters, a renamed shopper, wildcards typed literally', async () => {
    const zoe = await c.createUser({ nickname: 'Zoë Ångström', email: 'zoe.search@example.test', balance: 100_000 });
    const first = await buy(zoe.token, zoe.uid, p1);
    const second = await buy(zoe.token, zoe.uid, p1);
    const found = async (keywords: string) => (await list(owner1, { status: 'all', keywords })).list.map((o) => o.orderNo).sort();
    const hers = [first, second].sort();
    expect(await found('zoe angstrom')).toEqual(hers);
    expect(await found('ZOË')).toEqual(hers);
    // Kept in step with the account: the new nickname finds her orders, the old one no longer does.
    await c.db.updateTable('users').set({ nickname: 'Quill Marlow' }).where('id', '=', zoe.uid).execute();
    expect(await found('quill marl')).toEqual(hers);
    expect(await found('Ångström')).toEqual([]);
    // Two letters are below the index's three, and still search.
    expect(await found('qu')).toEqual(expect.arrayContaining(hers));
    // A typed % or _ is a character, never "anything".
    for (const k of ['%', '%%%', '_', 'q%l', 'zoe_search']) expect(await found(k), k).toEqual([]);
    expect(await found('zoe.search@')).toEqual(hers);
    expect(await counts(owner1, { keywords: 'quill' })).toMatchObject({ all: 2, notShipped: 2 });
  });

  it('shows the order in detail: goods with SKU, amounts, deductions, freight, address, payment and buyer', async () => {
    const u = await c.createUser({ nickname: 'Detail Buyer', email: 'detail@example.test', balance: 100_000 });
    const no = await buy(u.token, u.uid, p1, 3);
    const d = await info(owner1, no);
    const master = await c.db.selectFrom('orders').selectAll().innerJoin('merchantOrders', 'merchantOrders.masterOrderNo', 'orders.orderNo').where('merchantOrders.orderNo', '=', no).executeTakeFirstOrThrow();
    expect(d).toMatchObject({
      orderNo: no,
      merId: shop1,
      uid: u.uid,
      paid: true,
      payType: 'yue',
      totalNum: 3,
      proTotalPrice: '37.50',
      couponPrice: '0.00',
      integralPrice: '0.00',
      status: 0,
      refundStatus: 0,
      deliveryType: 'express',
      nikeName: 'Detail Buyer',
      userEmail: 'detail@example.test',
      realName: master.realName,
      userAddress: master.userAddress,
      merRemark: '',
      platformRemark: '',
    });
    expect(Number(d.payPrice)).toBeCloseTo(Number(d.proTotalPrice) + Number(d.payPostage) - Number(d.couponPrice) - Number(d.integralPrice), 2);
    expect(d.orderInfo).toHaveLength(1);
    expect(d.orderInfo[0]).toMatchObject({ productId: p1.id, attrValueId: p1.skus[0]!.id, payNum: 3, price: '12.50' });
    expect(d.payTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await get(owner1, ORDER.info, {})).code).toBe(400);
  });

  it('ships with a carrier and tracking number: the shopper sees it shipped, with tracking and a notification', async () => {
    const u = await c.createUser({ balance: 100_000 });
    const no = await buy(u.token, u.uid, p1);
    const carriers = expressCompanyList.strict.parse((await get(owner1, ORDER.expressAll)).data);
    expect(carriers.map((x) => x.code)).toContain('dhl');
    expect((await post(owner1, ORDER.send, { orderNo: no, type: 1, expressCode: 'dhl' })).message).toBe('Enter the tracking number');
    expect((await post(owner1, ORDER.send, { orderNo: no, type: 1, expressNumber: 'X1' })).message).toBe('Choose the carrier');
    expect((await post(owner1, ORDER.send, { orderNo: no, type: 2 })).code).toBe(400);
    expect((await post(owner1, ORDER.send, { orderNo: no, type: 1, expressCode: 'pigeon', expressNumber: 'X1' })).message).toBe('Choose a carrier from the list');

    const body = { orderNo: no, type: '1', expressCode: 'dhl', expressNumber: 'JD0142' };
    const [a, b] = await Promise.all([post(owner1, ORDER.send, body), post(owner1, ORDER.send, body)]);
    expect([a.code, b.code]).toEqual([200, 200]);
    expect((await post(owner1, ORDER.send, body)).code).toBe(200);
    expect((await post(owner1, ORDER.send, { ...body, expressNumber: 'OTHER' })).message).toBe('The order has already been shipped');
    const d = await info(owner1, no);
    expect(d).toMatchObject({ status: 1, deliveryName: 'DHL Express', deliveryCode: 'dhl', deliveryId: 'JD0142', deliveryType: 'express' });
    expect((await logEntries(owner1)).filter((l) => l.method === MERCHANT_ORDER_PERMISSIONS.send && l.requestParam.includes(no))).toHaveLength(1);

    // The shopper's side reads the same order.
    const front = await c.call<Record<string, unknown>>('GET', `/api/front/order/detail/${no}`, { token: u.token });
    expect(front.data).toMatchObject({ status: 1, expressName: 'DHL Express', trackingNumber: 'JD0142', deliveryCode: 'dhl' });
    const tabs = await c.call<{ list: { orderNo: string }[] }>('GET', '/api/front/order/list', { token: u.token, query: { type: 2 } });
    expect(tabs.data.list.map((o) => o.orderNo)).toContain(no);

    // More tracking: the shopper's tracking page shows it; the same lines sent twice are added once.
    const events = { orderNo: no, events: [{ station: 'Arrived at the Leipzig hub' }, { station: 'Left the sorting centre', time: '2026-01-02 08:30' }] };
    expect((await post(owner1, ORDER.trackingAdd, events)).code).toBe(200);
    expect((await post(owner1, ORDER.trackingAdd, events)).code).toBe(200);
    expect((await post(owner1, ORDER.trackingAdd, { orderNo: no, events: [] })).code).toBe(400);
    expect((await post(owner1, ORDER.trackingAdd, { orderNo: no, events: [{ station: 'Teleported', time: addSeconds(new Date(), 86_400 * 30).slice(0, 16) }] })).message).toMatch(/in the future/);
    const express = await c.call<{ logisticsInfo: string; expName: string; expNo: string }>('GET', `/api/front/order/express/${no}`, { token: u.token });
    const stations = (JSON.parse(express.data.logisticsInfo) as { AcceptStation: string; AcceptTime: string }[]).map((e) => e.AcceptStation);
    expect(stations.filter((s) => s === 'Arrived at the Leipzig hub')).toHaveLength(1);
    expect(stations).toContain('Left the sorting centre');
    expect(express.data).toMatchObject({ expName: 'DHL Express', expNo: 'JD0142' });
    // The typed time is the merchant's wall clock (SERVER_TIME_ZONE), and comes back as typed.
    expect((JSON.parse(express.data.logisticsInfo) as { AcceptStation: string; AcceptTime: string }[]).find((e) => e.AcceptStation === 'Left the sorting centre')!.AcceptTime).toBe('2026-01-02 08:30:00');
    const logistics = orderLogistics.strict.parse((await get(owner1, ORDER.logistics, { orderNo: no })).data);
    expect(logistics).toMatchObject({ orderNo: no, expName: 'DHL Express', expNo: 'JD0142', logisticsInfo: express.data.logisticsInfo });

    const notes = await c.db.selectFrom('notifications').select(['title', 'content']).where('uid', '=', u.uid).execute();
    expect(notes.filter((n) => n.title === 'Your order has shipped')).toHaveLength(1);
  });

  it('marks virtual goods as sent without logistics, and refuses to ship what is not waiting', async () => {
    const u = await c.createUser({ balance: 100_000 });
    const no = await buy(u.token, u.uid, p1);
    expect((await post(owner1, ORDER.send, { orderNo: no, type: 3 })).code).toBe(200);
    expect((await post(owner1, ORDER.send, { orderNo: no, type: 3 })).code).toBe(200);
    expect(await info(owner1, no)).toMatchObject({ status: 1, deliveryType: 'noNeed', deliveryName: '', deliveryId: '' });
    const front = await c.call<{ status: number }>('GET', `/api/front/order/detail/${no}`, { token: u.token });
    expect(front.data.status).toBe(1);
    const note = await c.db.selectFrom('notifications').select('content').where('uid', '=', u.uid).where('title', '=', 'Your order has shipped').executeTakeFirstOrThrow();
    expect(note.content).toMatch(/needs no delivery/);

    const unpaid = await makeOrder(c, u.uid, fixture(p1, shop1), { state: 'unpaid' });
    expect((await post(owner1, ORDER.send, { orderNo: unpaid.merNo, type: 3 })).message).toBe('The order is not paid');
    const refunding = await buy(u.token, u.uid, p1);
    await shopperRefund(u.token, refunding);
    expect((await post(owner1, ORDER.send, { orderNo: refunding, type: 1, expressCode: 'ups', expressNumber: '1Z' })).message).toBe('The order has a refund in progress or done');
    expect((await post(owner1, ORDER.trackingAdd, { orderNo: refunding, events: [{ station: 'x' }] })).message).toBe('The order has not been shipped');
  });

  it("keeps the merchant's note on the order, logged with before and after, and never shows it to the shopper", async () => {
    const u = await c.createUser({ balance: 100_000 });
    const no = await buy(u.token, u.uid, p1);
    expect((await post(owner1, ORDER.mark, { orderNo: no, remark: '' })).message).toBe('Write the note');
    expect((await post(owner1, ORDER.mark, { orderNo: no, remark: 'x'.repeat(501) })).code).toBe(400);
    expect((await post(owner1, ORDER.mark, { orderNo: no, remark: 'Gift wrap, call first' })).code).toBe(200);
    expect((await post(owner1, ORDER.mark, { orderNo: no, remark: 'Gift wrap, call first' })).code).toBe(200);
    expect((await info(owner1, no)).merRemark).toBe('Gift wrap, call first');
    expect((await list(owner1, { status: 'all', orderNo: no })).list[0]!.merRemark).toBe('Gift wrap, call first');
    const marks = (await logEntries(owner1)).filter((l) => l.method === MERCHANT_ORDER_PERMISSIONS.mark && l.requestParam.includes(no));
    expect(marks).toHaveLength(1);
    expect(JSON.parse(marks[0]!.changes)).toEqual({ merRemark: { before: '', after: 'Gift wrap, call first' } });
    const front = await c.call('GET', `/api/front/order/detail/${no}`, { token: u.token });
    expect(JSON.stringify(front.data)).not.toContain('Gift wrap');

    // The order's history: placed, paid, noted, shipped, tracked, oldest first.
    await post(owner1, ORDER.send, { orderNo: no, type: 1, expressCode: 'ups', expressNumber: '1Z999' });
    await post(owner1, ORDER.trackingAdd, { orderNo: no, events: [{ station: 'Out for delivery' }] });
    const history = storeOrderStatusPage.strict.parse((await get(owner1, ORDER.statusList, { orderNo: no })).data);
    const types = history.list.map((h) => h.changeType);
    expect(types).toEqual(expect.arrayContaining(['create', 'pay', 'mark', 'express', 'tracking']));
    expect(types.indexOf('create')).toBe(0);
    expect(history.list.find((h) => h.changeType === 'express')!.changeMessage).toBe('Shipped with UPS, tracking number 1Z999');
    expect(history.list.find((h) => h.changeType === 'mark')!.changeMessage).toBe('Merchant note: Gift wrap, call first');
  });

  it('after-sales: lists by state with counts, shows the detail, approves twice and returns the balance exactly once', async () => {
    const u = await c.createUser({ nickname: 'Refund Buyer', balance: 10_000 });
    const no = await buy(u.token, u.uid, p1, 2);
    const paid = await c.db.selectFrom('users').select('balance').where('id', '=', u.uid).executeTakeFirstOrThrow();
    expect(paid.balance).toBe(10_000 - 2500);
    const stockBefore = await c.db.selectFrom('productAttrValues').select('stock').where('id', '=', p1.skus[0]!.id).executeTakeFirstOrThrow();
    const refundNo = await shopperRefund(u.token, no);

    const before = refundOrderCountItem.strict.parse((await get(owner1, REFUND.statusNum)).data);
    const pending = merchantRefundOrderPage.strict.parse((await get(owner1, REFUND.list, { refundStatus: 0 })).data);
    expect(pending.list.map((r) => r.refundOrderNo)).toContain(refundNo);
    expect(pending.list.find((r) => r.refundOrderNo === refundNo)).toMatchObject({ merOrderNo: no, refundPrice: '25.00', refundStatus: 0, refundReasonWap: 'Item damaged or defective', refundReasonWapExplain: 'Cracked lid', nickname: 'Refund Buyer', totalNum: 2 });
    expect((await get(owner1, REFUND.list, { refundStatus: 7 })).code).toBe(400);
    expect(merchantRefundOrderPage.strict.parse((await get(owner1, REFUND.list, { refundStatus: 9, merOrderNo: no })).data).total).toBe(1);
    const detail = refundOrderInfo.strict.parse((await get(owner1, REFUND.detail, { refundOrderNo: refundNo })).data);
    expect(detail).toMatchObject({ refundOrderNo: refundNo, merOrderNo: no, merId: shop1, merName: 'Kettle Co', payType: 'yue', orderPayPrice: '25.00', orderStatus: 0, uid: u.uid, nickname: 'Refund Buyer' });
    expect(detail.orderInfoList[0]).toMatchObject({ productName: 'Copper Kettle', payNum: 2 });

    const [a, b] = await Promise.all([get(owner1, REFUND.refund, { refundOrderNo: refundNo }), get(owner1, REFUND.refund, { refundOrderNo: refundNo })]);
    expect([a.code, b.code], `${a.message} / ${b.message}`).toEqual([200, 200]);
    expect(a.data).toBe(true);
    expect((await get(owner1, REFUND.refund, { refundOrderNo: refundNo })).code).toBe(200);
    const after = await c.db.selectFrom('users').select('balance').where('id', '=', u.uid).executeTakeFirstOrThrow();
    expect(after.balance).toBe(10_000);
    const credits = await c.db.selectFrom('balanceRecords').select('amount').where('uid', '=', u.uid).where('linkId', '=', refundNo).execute();
    expect(credits).toEqual([{ amount: 2500 }]);
    const stockAfter = await c.db.selectFrom('productAttrValues').select('stock').where('id', '=', p1.skus[0]!.id).executeTakeFirstOrThrow();
    expect(stockAfter.stock).toBe(stockBefore.stock + 2);

    // One approval happened, so one log entry, whatever the double submits.
    expect((await logEntries(owner1)).filter((l) => l.method === MERCHANT_REFUND_PERMISSIONS.refund && l.requestParam.includes(refundNo))).toHaveLength(1);
    const counted = refundOrderCountItem.strict.parse((await get(owner1, REFUND.statusNum)).data);
    expect(counted).toEqual({ ...before, await: before.await - 1, refunded: before.refunded + 1 });
    expect(await info(owner1, no)).toMatchObject({ refundStatus: 3, status: 9, refundOrderNo: refundNo });
    expect((await list(owner1, { status: 'refunded', orderNo: no })).total).toBe(1);
    const front = await c.call<{ refundStatus: number }>('GET', `/api/front/order/refund/detail/${refundNo}`, { token: u.token });
    expect(front.data.refundStatus).toBe(3);
    expect((await get(owner1, REFUND.refuse, { refundOrderNo: refundNo, reason: 'Too late' })).message).toBe('Only a refund awaiting review can be refused');
    const history = storeOrderStatusPage.strict.parse((await get(owner1, ORDER.statusList, { orderNo: no })).data);
    expect(history.list.map((h) => h.changeType)).toEqual(expect.arrayContaining(['apply_refund', 'refund']));
  });

  it('refuses a refund with a reason the shopper reads; the shopper may apply again', async () => {
    const u = await c.createUser({ balance: 10_000 });
    const no = await buy(u.token, u.uid, p1);
    const refundNo = await shopperRefund(u.token, no);
    expect((await get(owner1, REFUND.refuse, { refundOrderNo: refundNo })).message).toBe('Give the shopper a reason');
    expect((await get(owner1, REFUND.refuse, { refundOrderNo: refundNo, reason: 'The seal is broken: opened goods are not refundable' })).code).toBe(200);
    expect((await get(owner1, REFUND.refuse, { refundOrderNo: refundNo, reason: 'The seal is broken: opened goods are not refundable' })).code).toBe(200);
    expect((await get(owner1, REFUND.refund, { refundOrderNo: refundNo })).message).toMatch(/refused/);
    const front = await c.call<{ refundStatus: number; refundReason: string }>('GET', `/api/front/order/refund/detail/${refundNo}`, { token: u.token });
    expect(front.data).toMatchObject({ refundStatus: 1, refundReason: 'The seal is broken: opened goods are not refundable' });
    const note = await c.db.selectFrom('notifications').select('content').where('uid', '=', u.uid).where('title', '=', 'Refund refused').executeTakeFirstOrThrow();
    expect(note.content).toContain('The seal is broken');
    expect((await c.db.selectFrom('users').select('balance').where('id', '=', u.uid).executeTakeFirstOrThrow()).balance).toBe(10_000 - 1250);
    expect((await logEntries(owner1)).filter((l) => l.method === MERCHANT_REFUND_PERMISSIONS.refuse && l.requestParam.includes(refundNo))).toHaveLength(1);
    expect((await info(owner1, no)).refundStatus).toBe(0);
    await shopperRefund(u.token, no);
  });

  it('answers 401 without a session and 403 to staff without the permission, on every call', async () => {
    const clerk = await consoleToken(c, shop1, [MERCHANT_ORDER_PERMISSIONS.list]);
    const u = await c.createUser({ balance: 10_000 });
    const no = await buy(u.token, u.uid, p1);
    const refundNo = await shopperRefund(u.token, no);
    const calls: [string, string, Record<string, string | number> | undefined, unknown][] = [
      ['GET', ORDER.statusNum, undefined, undefined],
      ['GET', ORDER.info, { orderNo: no }, undefined],
      ['GET', ORDER.logistics, { orderNo: no }, undefined],
      ['GET', ORDER.statusList, { orderNo: no }, undefined],
      ['GET', ORDER.expressAll, undefined, undefined],
      ['POST', ORDER.send, undefined, { orderNo: no, type: 3 }],
      ['POST', ORDER.mark, undefined, { orderNo: no, remark: 'x' }],
      ['POST', ORDER.trackingAdd, undefined, { orderNo: no, events: [{ station: 'x' }] }],
      ['GET', REFUND.list, undefined, undefined],
      ['GET', REFUND.statusNum, undefined, undefined],
      ['GET', REFUND.detail, { refundOrderNo: refundNo }, undefined],
      ['GET', REFUND.refund, { refundOrderNo: refundNo }, undefined],
      ['GET', REFUND.refuse, { refundOrderNo: refundNo, reason: 'x' }, undefined],
    ];
    for (const [method, path, query, body] of calls) {
      const denied = await c.call(method as 'GET' | 'POST', path, { token: clerk, ...(query ? { query } : {}), ...(body ? { body } : {}) });
      expect(denied.code, path).toBe(403);
      const anonymous = await c.call(method as 'GET' | 'POST', path, { ...(query ? { query } : {}), ...(body ? { body } : {}) });
      expect(anonymous.code, path).toBe(401);
      const shopper = await c.call(method as 'GET' | 'POST', path, { token: u.token, ...(query ? { query } : {}), ...(body ? { body } : {}) });
      expect(shopper.code, path).toBe(401);
    }
    // The one permission it holds works; nothing changed.
    expect((await get(clerk, ORDER.list, { status: 'all', orderNo: no })).code).toBe(200);
    expect(await info(owner1, no)).toMatchObject({ status: 0, refundStatus: 1, merRemark: '' });
  });

  it("keeps each shop to its own orders and refunds: another shop's numbers read as not found and change nothing", async () => {
    const u = await c.createUser({ balance: 10_000 });
    const mine = await buy(u.token, u.uid, p1);
    const paidFor = await buy(u.token, u.uid, p1);
    const refundNo = await shopperRefund(u.token, paidFor);
    const reads: [string, Record<string, string>][] = [
      [ORDER.info, { orderNo: mine }],
      [ORDER.logistics, { orderNo: mine }],
      [ORDER.statusList, { orderNo: mine }],
    ];
    for (const [path, query] of reads) expect(await get(owner2, path, query), path).toMatchObject({ code: 500, message: 'Order not found' });
    expect(await post(owner2, ORDER.send, { orderNo: mine, type: 1, expressCode: 'dhl', expressNumber: 'STOLEN' })).toMatchObject({ code: 500, message: 'Order not found' });
    expect(await post(owner2, ORDER.mark, { orderNo: mine, remark: 'mine now' })).toMatchObject({ code: 500, message: 'Order not found' });
    expect(await post(owner2, ORDER.trackingAdd, { orderNo: mine, events: [{ station: 'x' }] })).toMatchObject({ code: 500, message: 'Order not found' });
    expect((await list(owner2, { status: 'all', orderNo: mine })).total).toBe(0);
    expect((await counts(owner2, { orderNo: mine })).all).toBe(0);
    expect(await get(owner2, REFUND.detail, { refundOrderNo: refundNo })).toMatchObject({ code: 500, message: 'Refund does not exist' });
    expect(await get(owner2, REFUND.refund, { refundOrderNo: refundNo })).toMatchObject({ code: 500, message: 'Refund does not exist' });
    expect(await get(owner2, REFUND.refuse, { refundOrderNo: refundNo, reason: 'no' })).toMatchObject({ code: 500, message: 'Refund does not exist' });
    expect(merchantRefundOrderPage.strict.parse((await get(owner2, REFUND.list, { refundStatus: 9, refundOrderNo: refundNo })).data).total).toBe(0);
    // Nothing moved.
    expect(await info(owner1, mine)).toMatchObject({ status: 0, merRemark: '', deliveryId: '' });
    const r = await c.db.selectFrom('refunds').select('refundStatus').where('refundOrderNo', '=', refundNo).executeTakeFirstOrThrow();
    expect(r.refundStatus).toBe(0);
    expect((await c.db.selectFrom('users').select('balance').where('id', '=', u.uid).executeTakeFirstOrThrow()).balance).toBe(10_000 - 2500);
  });
});
