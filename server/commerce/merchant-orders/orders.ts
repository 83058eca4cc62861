import { type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { Database } from '../db/schema.js';
import type { Wire } from '../../../shared/contract/fields.js';
import {
  MERCHANT_ORDER_PERMISSIONS,
  merchantOrderPageItem,
  ORDER_STATUS,
  ORDER_TABS,
  orderLogistics,
  orderNoQuery,
  orderStatusNumRequest,
  REFUND_STATUS,
  storeOrderCountItem,
  storeOrderInfo,
  storeOrderSearchRequest,
  storeOrderStatus,
  type OrderTab,
} from '../../../shared/contract/admin-order.js';
import { BusinessError, commonPage, parse, readPage, type CommonPage } from '../http/envelope.js';
import { readIdPageOf } from '../http/page-query.js';
import { bool, money } from '../http/render.js';
import { buyerMatch } from './buyer-search.js';
import { expressOf } from '../orders/queries.js';
import { adminDb } from '../admin-accounts/tables.js';
import { dateLimitSpan } from './date-limit.js';

const ORDER_NOT_FOUND = 'Order not found';

type Eb = ExpressionBuilder<Database, 'merchantOrders'>;

/**
 * A tab's orders (A's getMerchantStatusWhere): A's tabs leave out what the shopper deleted, which has a tab
 * of its own. Ours: `refunding` (applied for or being paid back) and `cancelled` (closed unpaid).
 */
function tabFilter(tab: OrderTab): (eb: Eb) => Expression<SqlBool> {
  const kept = (eb: Eb) => eb('merchantOrders.isUserDel', '=', 0);
  switch (tab) {
    case 'all':
      return (eb) => eb.lit(true);
    case 'unPaid':
      return (eb) => eb.and([eb('merchantOrders.paid', '=', 0), eb('merchantOrders.status', '=', ORDER_STATUS.toShip), kept(eb)]);
    case 'notShipped':
      return (eb) => eb.and([eb('merchantOrders.paid', '=', 1), eb('merchantOrders.status', '=', ORDER_STATUS.toShip), eb('merchantOrders.refundStatus', '!=', REFUND_STATUS.refunded), kept(eb)]);
    case 'spike':
      return (eb) => eb.and([eb('merchantOrders.paid', '=', 1), eb('merchantOrders.status', '=', ORDER_STATUS.toReceive), eb('merchantOrders.refundStatus', '!=', REFUND_STATUS.refunded), kept(eb)]);
    case 'complete':
      return (eb) => eb.and([eb('merchantOrders.paid', '=', 1), eb('merchantOrders.status', '=', ORDER_STATUS.complete), eb('merchantOrders.refundStatus', '!=', REFUND_STATUS.refunded), kept(eb)]);
    case 'refunding':
      return (eb) => eb.and([eb('merchantOrders.paid', '=', 1), eb('merchantOrders.refundStatus', 'in', [REFUND_STATUS.applied, REFUND_STATUS.refunding]), kept(eb)]);
    case 'refunded':
      return (eb) => eb.and([eb('merchantOrders.paid', '=', 1), eb('merchantOrders.refundStatus', '=', REFUND_STATUS.refunded), kept(eb)]);
    case 'cancelled':
      return (eb) => eb.and([eb('merchantOrders.status', '=', ORDER_STATUS.cancelled), eb('merchantOrders.refundStatus', '!=', REFUND_STATUS.refunded), kept(eb)]);
    case 'deleted':
      return (eb) => eb('merchantOrders.isUserDel', '=', 1);
  }
}

interface Filters {
  orderNo?: string | undefined;
  dateLimit?: string | undefined;
  keywords?: string | undefined;
}


/**
 * The shop's orders with the list's filters: the order number (the shop order's or the master order's), the
 * creation day span, and the buyer: the shopper's nickname, phone or email, or the consignee's name, phone
 * or email on the order.
 */
function shopOrders(ctx: CommerceContext, merId: number, f: Filters) {
  let q = ctx.db.selectFrom('merchantOrders').where('merchantOrders.merId', '=', merId);
  if (f.orderNo) {
    const no = f.orderNo;
    q = q.where((eb) => eb.or([eb('merchantOrders.orderNo', '=', no), eb('merchantOrders.masterOrderNo', '=', no)]));
  }
  const span = dateLimitSpan(f.dateLimit, ctx.config.SERVER_TIME_ZONE);
  if (span) q = q.where('merchantOrders.createdAt', '>=', span.from).where('merchantOrders.createdAt', '<=', span.to);
  if (f.keywords) q = q.where(buyerMatch(f.keywords, ctx.kind, { uid: 'merchantOrders.uid', masterOrderNo: 'merchantOrders.masterOrderNo' }));
  return q;
}

/** Order lines (A's StoreOrderInfoVo) of some shop orders, by shop order number. */
export async function linesOf(ctx: CommerceContext, merOrderNos: string[]) {
  const out = new Map<string, Wire<typeof storeOrderInfo>['orderInfo']>();
  if (merOrderNos.length === 0) return out;
  const rows = await ctx.db.selectFrom('orderItems').selectAll().where('merOrderNo', 'in', merOrderNos).orderBy('id').execute();
  for (const r of rows) {
    const list = out.get(r.merOrderNo) ?? [];
    list.push({
      id: r.id,
      merOrderNo: r.merOrderNo,
      productId: r.productId,
      productName: r.productName,
      image: r.image,
      attrValueId: r.attrValueId,
      sku: r.sku,
      price: money(r.price),
      payNum: r.payNum,
      // Weight and volume are kept in thousandths (grams), A's answers in kg and m³.
      weight: r.weight / 1000,
      volume: r.volume / 1000,
      isReply: bool(r.isReply),
    });
    out.set(r.merOrderNo, list);
  }
  return out;
}

type MerchantOrderPageItem = Wire<typeof merchantOrderPageItem>;

/** GET .../order/list: one tab of the shop's orders, newest first, with the goods of each. */
export async function orderPage(ctx: CommerceContext, merId: number, query: unknown): Promise<CommonPage<MerchantOrderPageItem>> {
  const args = readPage(query);
  const f = parse(storeOrderSearchRequest, query ?? {});
  const base = shopOrders(ctx, merId, f).where(tabFilter(f.status));
  // The page's ids first, from the shop's index alone, then only those rows with their master order and buyer:
  // a deep page then never joins the orders it skips (50,000 orders: tests/bench/consoles.bench.ts).
  const { ids, total } = await readIdPageOf(base, args, 'merchantOrders.id');
  const rows =
    ids.length === 0
      ? []
      : await ctx.db
          .selectFrom('merchantOrders')
          .innerJoin('orders', 'orders.orderNo', 'merchantOrders.masterOrderNo')
          .leftJoin('users', 'users.id', 'merchantOrders.uid')
          .selectAll('merchantOrders')
          .select(['orders.realName', 'orders.payType', 'users.nickname'])
          .where('merchantOrders.id', 'in', ids)
          .orderBy('merchantOrders.id', 'desc')
          .execute();
  const lines = await linesOf(ctx, rows.map((r) => r.orderNo));
  const list = rows.map((r) => ({
    orderNo: r.orderNo,
    masterOrderNo: r.masterOrderNo,
    realName: r.realName,
    payPrice: money(r.payPrice),
    paid: bool(r.paid),
    payType: r.payType,
    status: r.status,
    refundStatus: r.refundStatus,
    userRemark: r.userRemark,
    isUserDel: bool(r.isUserDel),
    createTime: r.createdAt,
    merRemark: r.merRemark,
    totalNum: r.totalNum,
    nickname: r.nickname ?? '',
    deliveryName: r.deliveryName,
    deliveryId: r.deliveryId,
    orderInfo: lines.get(r.orderNo) ?? [],
  }));
  return commonPage(list, total, args);
}

/** GET .../order/status/num: each tab's count under the same filters as the list. */
export async function orderStatusNum(ctx: CommerceContext, merId: number, query: unknown): Promise<Wire<typeof storeOrderCountItem>> {
  const f = parse(orderStatusNumRequest, query ?? {});
  // Every tab counted in one pass over the shop's filtered orders, instead of one scan per tab.
  const row = await shopOrders(ctx, merId, f)
    .select((eb) => ORDER_TABS.map((tab) => eb.fn.sum<number>(eb.case().when(tabFilter(tab)(eb)).then(1).else(0).end()).as(tab)))
    .executeTakeFirstOrThrow();
  const counts = row as Record<OrderTab, number | string | null>;
  return Object.fromEntries(ORDER_TABS.map((tab) => [tab, Number(counts[tab] ?? 0)])) as Wire<typeof storeOrderCountItem>;
}

/** One of the shop's orders by its number, or "not found": another shop's order reads exactly like a missing one. */
export async function ownOrder(ctx: CommerceContext, merId: number, orderNo: string) {
  const row = await ctx.db.selectFrom('merchantOrders').selectAll().where('orderNo', '=', orderNo).where('merId', '=', merId).executeTakeFirst();
  if (!row) throw new BusinessError(ORDER_NOT_FOUND);
  return row;
}

/** The `?orderNo=` of a query. */
export const orderNoOf = (query: unknown): string => parse(orderNoQuery, query ?? {}).orderNo;

/** Shipped without logistics: marked sent with no carrier (virtual goods). */
export const sentWithoutLogistics = (o: { shipTime: string | null; deliveryCode: string }): boolean => o.shipTime !== null && o.deliveryCode === '';

/** GET .../order/info: everything the shop needs to fulfil the order. */
export async function orderInfo(ctx: CommerceContext, merId: number, orderNo: string): Promise<Wire<typeof storeOrderInfo>> {
  const o = await ownOrder(ctx, merId, orderNo);
  const [master, user, lines, refund] = await Promise.all([
    ctx.db.selectFrom('orders').selectAll().where('orderNo', '=', o.masterOrderNo).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('users').select(['nickname', 'email', 'contactEmail', 'phone', 'countryCode']).where('id', '=', o.uid).executeTakeFirst(),
    linesOf(ctx, [o.orderNo]),
    ctx.db.selectFrom('refunds').select(['refundOrderNo']).where('merOrderNo', '=', o.orderNo).orderBy('id', 'desc').executeTakeFirst(),
  ]);
  const orderInfo = lines.get(o.orderNo) ?? [];
  return {
    orderNo: o.orderNo,
    masterOrderNo: o.masterOrderNo,
    merId: o.merId,
    uid: o.uid,
    email: master.email,
    realName: master.realName,
    userPhone: master.userPhone,
    userAddress: master.userAddress,
    paid: bool(o.paid),
    payTime: o.payTime ?? '',
    totalNum: o.totalNum,
    ...orderAmounts(o),
    useIntegral: o.useIntegral,
    integralPrice: money(o.integralPrice),
    payType: master.payType,
    deliveryName: o.deliveryName,
    deliveryType: sentWithoutLogistics(o) ? 'noNeed' : 'express',
    deliveryCode: o.deliveryCode,
    deliveryId: o.deliveryId,
    shipTime: o.shipTime ?? '',
    receiveTime: o.receiveTime ?? '',
    status: o.status,
    refundStatus: o.refundStatus,
    refundOrderNo: refund?.refundOrderNo ?? '',
    isReply: orderInfo.length > 0 && orderInfo.every((l) => l.isReply),
    userRemark: o.userRemark,
    merRemark: o.merRemark,
    platformRemark: '',
    createTime: o.createdAt,
    nikeName: user?.nickname ?? '',
    // A guest's given email (migration 020) is how the shop can reach them.
    userEmail: user?.email || user?.contactEmail || '',
    buyerPhone: user?.phone ? `${user.countryCode ? `+${user.countryCode} ` : ''}${user.phone}` : '',
    isUserDel: bool(o.isUserDel),
    orderInfo,
  };
}

/** GET .../order/getLogisticsInfo: the shipment and its events, as the shopper's order page reads them. */
export async function orderLogisticsInfo(ctx: CommerceContext, merId: number, orderNo: string): Promise<Wire<typeof orderLogistics>> {
  const o = await ownOrder(ctx, merId, orderNo);
  return { orderNo: o.orderNo, ...(await expressOf(ctx, o)) };
}

type StatusEntry = Wire<typeof storeOrderStatus>;

/**
 * GET .../order/status/list: what happened to the order, oldest first (A's StoreOrderStatus records). The
 * embedded service reads them from the order itself, its refunds and the shop's own changes in the operation
 * log, so the history cannot disagree with the order.
 */
export async function orderStatusPage(ctx: CommerceContext, merId: number, query: unknown): Promise<CommonPage<StatusEntry>> {
  const args = readPage(query);
  const o = await ownOrder(ctx, merId, orderNoOf(query));
  const [master, refunds, logs] = await Promise.all([
    ctx.db.selectFrom('orders').select(['isCancel', 'updatedAt']).where('orderNo', '=', o.masterOrderNo).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('refunds').selectAll().where('merOrderNo', '=', o.orderNo).orderBy('id').execute(),
    adminDb(ctx)
      .selectFrom('adminOperationLogs')
      .select(['method', 'changes', 'createdAt'])
      .where('side', '=', 'merchant')
      .where('merId', '=', merId)
      .where('method', 'in', Object.keys(TRAIL))
      .where('requestParam', 'like', `%${JSON.stringify({ orderNo: o.orderNo }).slice(1, -1)}%`)
      .orderBy('id')
      .execute(),
  ]);
  const at = (merOrderNo: string, changeType: string, changeMessage: string, createTime: string | null): StatusEntry[] =>
    createTime ? [{ merOrderNo, changeType, changeMessage, createTime }] : [];
  const n = o.orderNo;
  const entries: StatusEntry[] = [
    ...at(n, 'create', 'Order placed', o.createdAt),
    ...at(n, 'pay', 'Paid by the shopper', o.payTime),
    ...(o.shipTime === null ? [] : sentWithoutLogistics(o) ? at(n, 'delivery', 'Marked as sent without logistics', o.shipTime) : at(n, 'express', `Shipped with ${o.deliveryName}, tracking number ${o.deliveryId}`, o.shipTime)),
    ...at(n, 'receipt', 'Receipt confirmed by the shopper', o.receiveTime),
    ...(o.paid === 0 && (o.status === ORDER_STATUS.cancelled || master.isCancel === 1) ? at(n, 'cancel', 'Cancelled before payment', master.updatedAt) : []),
    ...refunds.flatMap((r) => [
      ...at(n, 'apply_refund', `Refund ${r.refundOrderNo} applied for: ${r.refundReasonWap}`, r.createdAt),
      ...(r.refundStatus === 1 ? at(n, 'refund_refuse', `Refund ${r.refundOrderNo} refused: ${r.refundReason}`, r.updatedAt) : []),
      ...(r.refundStatus === 3 ? at(n, 'refund', `Refunded ${money(r.refundPrice)} (${r.refundOrderNo})`, r.refundTime) : []),
    ]),
    ...logs.flatMap((l) => {
      const trail = TRAIL[l.method];
      return trail ? at(n, trail.type, trail.message(afterOf(l.changes, trail.field)), l.createdAt) : [];
    }),
  ];
  entries.sort((a, b) => (a.createTime < b.createTime ? -1 : a.createTime > b.createTime ? 1 : 0));
  return commonPage(entries.slice(args.offset, args.offset + args.limit), entries.length, args);
}

/** What a logged change set a field to (the operation log keeps each change's before and after). */
function afterOf(changes: string, field: string): string {
  try {
    const c = JSON.parse(changes) as Record<string, { after?: unknown }>;
    const v = c[field]?.after;
    return Array.isArray(v) ? v.map(String).join('; ') : typeof v === 'string' ? v : '';
  } catch {
    return '';
  }
}

/** The shop's own changes the history shows besides the order's milestones (shipping shows as its milestone). */
const TRAIL: Record<string, { type: string; field: string; message: (after: string) => string }> = {
  [MERCHANT_ORDER_PERMISSIONS.mark]: { type: 'mark', field: 'merRemark', message: (v) => `Merchant note: ${v}` },
  [MERCHANT_ORDER_PERMISSIONS.trackingAdd]: { type: 'tracking', field: 'tracking', message: (v) => `Tracking added: ${v}` },
};

/** What an order cost, as both consoles' order details answer it (A's totalPrice: the goods plus the postage). */
export function orderAmounts(o: { proTotalPrice: number; totalPostage: number; payPrice: number; couponPrice: number }) {
  return {
    totalPrice: money(o.proTotalPrice + o.totalPostage),
    proTotalPrice: money(o.proTotalPrice),
    payPrice: money(o.payPrice),
    payPostage: money(o.totalPostage),
    couponPrice: money(o.couponPrice),
  };
}
