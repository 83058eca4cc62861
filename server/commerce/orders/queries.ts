import type { Selectable } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { MerchantOrdersTable, OrdersTable } from '../db/schema.js';
import { BusinessError, type PageArgs } from '../http/envelope.js';
import { bool, money } from '../http/render.js';
import { STATUS_COMPLETED, STATUS_TO_RECEIVE, STATUS_TO_SHIP } from './lifecycle.js';

type MerchantOrderRow = Selectable<MerchantOrdersTable>;
type OrderRow = Omit<OrdersTable, 'id'> & { id: number };

/** OrderInfoResponse lines for some shop orders, keyed by shop order number (orders and refunds show the same lines). */
export async function linesFor(ctx: CommerceContext, merOrderNos: string[]) {
  const byOrder = new Map<string, ReturnType<typeof lineView>[]>();
  if (merOrderNos.length === 0) return byOrder;
  const rows = await ctx.db.selectFrom('orderItems').selectAll().where('merOrderNo', 'in', merOrderNos).orderBy('id').execute();
  for (const r of rows) {
    const list = byOrder.get(r.merOrderNo) ?? [];
    list.push(lineView(r));
    byOrder.set(r.merOrderNo, list);
  }
  return byOrder;
}

function lineView(r: { id: number; merOrderNo: string; productId: number; productName: string; image: string; attrValueId: number; sku: string; price: number; payNum: number; isReply: number }) {
  return {
    id: r.id,
    merOrderNo: r.merOrderNo,
    productId: r.productId,
    productName: r.productName,
    image: r.image,
    attrValueId: r.attrValueId,
    sku: r.sku,
    price: money(r.price),
    payNum: r.payNum,
    isReply: bool(r.isReply),
  };
}

export async function shopNames(ctx: CommerceContext, merIds: number[]): Promise<Map<number, string>> {
  if (merIds.length === 0) return new Map();
  const rows = await ctx.db.selectFrom('merchants').select(['id', 'name']).where('id', 'in', [...new Set(merIds)]).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The merchant order as lists and the master detail show it (OrderDetailResponse). */
export async function shopOrderViews(ctx: CommerceContext, rows: MerchantOrderRow[]) {
  const [lines, names] = await Promise.all([linesFor(ctx, rows.map((r) => r.orderNo)), shopNames(ctx, rows.map((r) => r.merId))]);
  return rows.map((r) => ({
    id: r.id,
    orderNo: r.orderNo,
    masterOrderNo: r.masterOrderNo,
    merId: r.merId,
    merName: names.get(r.merId) ?? '',
    createTime: r.createdAt,
    paid: bool(r.paid),
    payTime: r.payTime ?? '',
    payPrice: money(r.payPrice),
    status: r.status,
    totalNum: r.totalNum,
    payPostage: money(r.totalPostage),
    refundStatus: r.refundStatus,
    deliveryName: r.deliveryName,
    deliveryId: r.deliveryId,
    orderInfoList: lines.get(r.orderNo) ?? [],
  }));
}

function countOf(row: { n: number | string | bigint } | undefined): number {
  return Number(row?.n ?? 0);
}

/** Unpaid, uncancelled master orders (GET /await/pay/list). */
export async function awaitPayList(ctx: CommerceContext, uid: number, page: PageArgs) {
  const base = ctx.db.selectFrom('orders').where('uid', '=', uid).where('paid', '=', 0).where('isCancel', '=', 0);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const shops = rows.length
    ? await ctx.db.selectFrom('merchantOrders').selectAll().where('masterOrderNo', 'in', rows.map((r) => r.orderNo)).orderBy('id').execute()
    : [];
  const views = await shopOrderViews(ctx, shops);
  const list = rows.map((r) => ({
    id: r.id,
    orderNo: r.orderNo,
    totalNum: r.totalNum,
    payPrice: money(r.payPrice),
    redirect: '',
    paid: bool(r.paid),
    payType: r.payType,
    payChannel: r.payChannel,
    createTime: r.createdAt,
    orderList: views.filter((v) => v.masterOrderNo === r.orderNo),
  }));
  return { list, total: countOf(total) };
}

const TYPE_STATUS: Record<1 | 2 | 3, number> = { 1: STATUS_TO_SHIP, 2: STATUS_TO_RECEIVE, 3: STATUS_COMPLETED };

/** Paid shop orders by tab: 1 to ship, 2 to receive, 3 completed (GET /list). */
export async function shopOrderList(ctx: CommerceContext, uid: number, type: 1 | 2 | 3, page: PageArgs) {
  const base = ctx.db.selectFrom('merchantOrders').where('uid', '=', uid).where('paid', '=', 1).where('isUserDel', '=', 0).where('status', '=', TYPE_STATUS[type]);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { list: await shopOrderViews(ctx, rows), total: countOf(total) };
}

async function ownMaster(ctx: CommerceContext, uid: number, orderNo: string): Promise<OrderRow> {
  const row = await ctx.db.selectFrom('orders').selectAll().where('orderNo', '=', orderNo).where('uid', '=', uid).executeTakeFirst();
  if (!row) throw new BusinessError('Order not found');
  return row;
}

async function ownShopOrder(ctx: CommerceContext, uid: number, orderNo: string): Promise<MerchantOrderRow> {
  const row = await ctx.db.selectFrom('merchantOrders').selectAll().where('orderNo', '=', orderNo).where('uid', '=', uid).where('isUserDel', '=', 0).executeTakeFirst();
  if (!row) throw new BusinessError('Order not found');
  return row;
}

export async function masterDetail(ctx: CommerceContext, uid: number, orderNo: string) {
  const m = await ownMaster(ctx, uid, orderNo);
  const shops = await ctx.db.selectFrom('merchantOrders').selectAll().where('masterOrderNo', '=', m.orderNo).orderBy('id').execute();
  return {
    id: m.id,
    orderNo: m.orderNo,
    email: m.email,
    realName: m.realName,
    userPhone: m.userPhone,
    userAddress: m.userAddress,
    totalNum: m.totalNum,
    proTotalPrice: money(m.proTotalPrice),
    totalPostage: money(m.totalPostage),
    totalPrice: money(m.proTotalPrice + m.totalPostage),
    payPrice: money(m.payPrice),
    payPostage: money(m.totalPostage),
    couponId: m.couponId,
    couponPrice: money(m.couponPrice),
    useIntegral: m.useIntegral,
    integralPrice: money(m.integralPrice),
    paid: bool(m.paid),
    payType: m.payType,
    payChannel: m.payChannel,
    payTime: m.payTime ?? '',
    createTime: m.createdAt,
    mark: m.mark,
    isCancel: bool(m.isCancel),
    redirect: '',
    orderList: await shopOrderViews(ctx, shops),
  };
}

/** GET /express/{orderNo}: the shipment and its tracking events. */
export async function expressInfo(ctx: CommerceContext, uid: number, merOrderNo: string) {
  const o = await ownShopOrder(ctx, uid, merOrderNo);
  return expressOf(ctx, o);
}

/** A shop order's shipment and tracking events as the contract's express answer (the merchant console reads the same). */
export async function expressOf(ctx: CommerceContext, o: Pick<MerchantOrderRow, 'orderNo' | 'shipTime' | 'status' | 'deliveryId' | 'deliveryCode' | 'deliveryName' | 'courier' | 'courierPhone'>) {
  // Oldest first, as A sends them: A's clients reverse the list to show the newest on top, marked current.
  const events = await ctx.db.selectFrom('orderTracking').select(['station', 'time']).where('merOrderNo', '=', o.orderNo).orderBy('time', 'asc').orderBy('sort', 'asc').execute();
  const shipped = o.shipTime !== null;
  // state: 0 nothing yet, 1 picked up, 2 in transit, 3 signed for (the contract's express states).
  const state = !shipped ? 0 : o.status === STATUS_COMPLETED ? 3 : events.length > 1 ? 2 : 1;
  return {
    expNo: o.deliveryId,
    expCode: o.deliveryCode,
    expName: o.deliveryName,
    courier: o.courier,
    courierPhone: o.courierPhone,
    trackTime: events.at(-1)?.time ?? o.shipTime ?? '',
    logisticsInfo: JSON.stringify(events.map((e) => ({ AcceptStation: e.station, AcceptTime: e.time }))),
    state,
    reason: shipped ? '' : 'Not shipped yet',
  };
}

export async function shopOrderDetail(ctx: CommerceContext, uid: number, merOrderNo: string, opts: { withExpress?: boolean } = {}) {
  const o = await ownShopOrder(ctx, uid, merOrderNo);
  const master = await ctx.db.selectFrom('orders').selectAll().where('orderNo', '=', o.masterOrderNo).executeTakeFirstOrThrow();
  const [view] = await shopOrderViews(ctx, [o]);
  const refund = await ctx.db.selectFrom('refunds').selectAll().where('merOrderNo', '=', o.orderNo).where('uid', '=', uid).orderBy('id', 'desc').executeTakeFirst();
  return {
    ...view!,
    email: master.email,
    realName: master.realName,
    userPhone: master.userPhone,
    userAddress: master.userAddress,
    proTotalPrice: money(o.proTotalPrice),
    totalPostage: money(o.totalPostage),
    totalPrice: money(o.proTotalPrice + o.totalPostage),
    couponId: master.couponId,
    couponPrice: money(o.couponPrice),
    useIntegral: o.useIntegral,
    integralPrice: money(o.integralPrice),
    payType: master.payType,
    userRemark: o.userRemark,
    mark: master.mark,
    isCancel: bool(master.isCancel),
    shippingType: 1,
    deliveryType: 'express',
    expressName: o.deliveryName,
    trackingNumber: o.deliveryId,
    deliveryCode: o.deliveryCode,
    courierName: o.courier,
    courierPhone: o.courierPhone,
    shipTime: o.shipTime ?? '',
    receiveTime: o.receiveTime ?? '',
    refundOrderNo: refund?.refundOrderNo ?? '',
    refundPrice: money(refund?.refundPrice ?? 0),
    refundReasonWap: refund?.refundReasonWap ?? '',
    refundReasonWapImg: refund?.refundReasonWapImg ?? '',
    refundReasonWapExplain: refund?.refundReasonWapExplain ?? '',
    refundReason: refund?.refundReason ?? '',
    refundReasonTime: refund?.createdAt ?? '',
    refundTime: refund?.refundTime ?? '',
    ...(opts.withExpress ? { expressInfo: await expressOf(ctx, o) } : {}),
  };
}

/** GET /data: the four order-tab counters. */
export async function orderData(ctx: CommerceContext, uid: number) {
  const [unpaid, shops] = await Promise.all([
    ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('uid', '=', uid).where('paid', '=', 0).where('isCancel', '=', 0).executeTakeFirst(),
    ctx.db
      .selectFrom('merchantOrders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('uid', '=', uid)
      .where('paid', '=', 1)
      .where('isUserDel', '=', 0)
      .groupBy('status')
      .execute(),
  ]);
  const byStatus = (s: number) => Number(shops.find((r) => r.status === s)?.n ?? 0);
  return {
    completeCount: byStatus(STATUS_COMPLETED),
    receivedCount: byStatus(STATUS_TO_RECEIVE),
    unPaidCount: countOf(unpaid),
    unShippedCount: byStatus(STATUS_TO_SHIP),
  };
}

/** GET /center/data: the tab counters plus lines waiting for a review and open refunds. */
export async function centerData(ctx: CommerceContext, uid: number) {
  const d = await orderData(ctx, uid);
  const [comment, refund] = await Promise.all([
    ctx.db
      .selectFrom('orderItems as i')
      .innerJoin('merchantOrders as o', 'o.orderNo', 'i.merOrderNo')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('i.uid', '=', uid)
      .where('i.isReply', '=', 0)
      .where('o.uid', '=', uid)
      .where('o.status', '=', STATUS_COMPLETED)
      .where('o.isUserDel', '=', 0)
      .executeTakeFirst(),
    // Refund states 1 (rejected) and 3 (refunded) are final; 0 and 2 are still open.
    ctx.db.selectFrom('refunds').select((eb) => eb.fn.countAll<number>().as('n')).where('uid', '=', uid).where('refundStatus', 'in', [0, 2]).executeTakeFirst(),
  ]);
  return { unPaidCount: d.unPaidCount, unShippedCount: d.unShippedCount, receivedCount: d.receivedCount, commentCount: countOf(comment), refundCount: countOf(refund) };
}

/** Guest lookups: the order number and the visitor identity together stand in for a token. */
export async function visitorUid(ctx: CommerceContext, identity: string): Promise<number> {
  if (!ctx.config.VISITOR_OPEN) throw new BusinessError('Visitor order lookup is not available');
  const user = await ctx.db.selectFrom('users').select('id').where('identity', '=', identity).executeTakeFirst();
  if (!user) throw new BusinessError('Order not found');
  return user.id;
}
