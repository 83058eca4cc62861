import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { CommerceContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { BusinessError, commonPage, pageInfo, readPage, type CommonPage, type PageInfo } from '../http/envelope.js';
import { money, splitList } from '../http/render.js';
import { likeContains, searchTerm } from '../catalog/query.js';
import { adminDb } from '../admin-accounts/tables.js';
import { absolutePictures, consoleTime } from '../platform-merchants/tables.js';
import type { Wire } from '../../../shared/contract/fields.js';
import type {
  orderLogistics,
  platformNote,
  platformOrderInfo,
  platformOrderPage,
  platformOrderSearchRequest,
  platformRefundOrderPage,
  platformRefundOrderSearchRequest,
  refundOrderCountItem,
  storeOrderCountItem,
} from '../../../shared/contract/admin-platform-orders.js';
import { readDateLimit, storedBounds } from '../platform-finance/periods.js';
import { notesOf } from './notes.js';
import { orderAmounts } from '../merchant-orders/orders.js';
import { buyerMatch } from '../merchant-orders/buyer-search.js';

/**
 * The operator's read of every shop's orders and refunds (A's PlatformOrderController and
 * PlatformRefundOrderController): found by number, buyer, shop or date, with the whole story of one order.
 * Nothing here changes an order or a refund: those stay the shop's and the shopper's decisions.
 */

type BuyerEb = ExpressionBuilder<Database, never>;

const containsText = (col: string, value: string) => sql<SqlBool>`lower(${sql.ref(col)}) like ${likeContains(searchTerm(value))} escape '\\'`;

type ListFilters = Pick<z.output<typeof platformOrderSearchRequest>, 'merId' | 'keywords' | 'dateLimit'>;

/**
 * What both lists are searched by: parts of their numbers (`texts`: the column and what the operator typed), the
 * shop, the buyer and the creation date, on the list's own table (`m` the shop orders, `r` the refunds).
 */
function listFilter(ctx: CommerceContext, eb: BuyerEb, table: 'm' | 'r', texts: [column: string, typed: string | undefined][], q: ListFilters): Expression<SqlBool> {
  const col = (name: string) => sql.ref(`${table}.${name}`);
  const all: Expression<SqlBool>[] = texts.flatMap(([column, typed]) => (typed ? [containsText(column, typed)] : []));
  if (q.merId) all.push(sql<SqlBool>`${col('merId')} = ${Number(q.merId)}`);
  // The buyer by a part of the account's or the order's contact, or by their shopper id.
  if (q.keywords) all.push(buyerMatch(q.keywords, ctx.kind, { uid: `${table}.uid`, masterOrderNo: `${table}.masterOrderNo` }, true));
  if (q.dateLimit) {
    const { from, to } = storedBounds(readDateLimit(q.dateLimit, ctx.config.SERVER_TIME_ZONE, 'lately30'), ctx.config.SERVER_TIME_ZONE);
    all.push(sql<SqlBool>`${col('createdAt')} >= ${from}`, sql<SqlBool>`${col('createdAt')} < ${to}`);
  }
  return eb.and(all);
}

function orderBase(ctx: CommerceContext, q: Omit<z.output<typeof platformOrderSearchRequest>, 'status'>) {
  const joined = ctx.db.selectFrom('merchantOrders as m').innerJoin('orders as o', 'o.orderNo', 'm.masterOrderNo').leftJoin('merchants as s', 's.id', 'm.merId').leftJoin('users as u', 'u.id', 'm.uid');
  return joined.where((eb) => listFilter(ctx, eb as unknown as BuyerEb, 'm', [['m.orderNo', q.orderNo], ['m.masterOrderNo', q.masterOrderNo]], q));
}

type OrderBase = ReturnType<typeof orderBase>;

/** A's order tabs as conditions (PlatformOrderSearchRequest.status). */
const TAB_FILTER: Record<string, (b: OrderBase) => OrderBase> = {
  all: (b) => b,
  unPaid: (b) => b.where('m.paid', '=', 0).where('m.status', '!=', 9),
  notShipped: (b) => b.where('m.paid', '=', 1).where('m.status', '=', 0).where('m.refundStatus', '!=', 3),
  spike: (b) => b.where('m.paid', '=', 1).where('m.status', '=', 1),
  complete: (b) => b.where('m.status', 'in', [2, 3]),
  refunded: (b) => b.where('m.refundStatus', '=', 3),
  deleted: (b) => b.where('m.isUserDel', '=', 1),
};

/** The newest note of each of `refNos` (A's single platformRemark). */
async function latestNotes(ctx: CommerceContext, kind: 'order' | 'refund', refNos: string[]): Promise<Map<string, string>> {
  if (refNos.length === 0) return new Map();
  const rows = await ctx.db.selectFrom('platformNotes').select(['refNo', 'remark', 'id']).where('kind', '=', kind).where('refNo', 'in', refNos).orderBy('id', 'asc').execute();
  return new Map(rows.map((r) => [r.refNo, r.remark]));
}

export async function orderPage(ctx: CommerceContext, q: z.output<typeof platformOrderSearchRequest>, rawQuery: unknown): Promise<PageInfo<Wire<typeof platformOrderPage>>> {
  const args = readPage(rawQuery);
  const base = TAB_FILTER[q.status || 'all']!(orderBase(ctx, q));
  const [total, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['m.orderNo', 'm.masterOrderNo', 'm.merId', 'm.uid', 'm.payPrice', 'm.paid', 'm.payTime', 'm.status', 'm.refundStatus', 'm.userRemark', 'm.merRemark', 'm.isUserDel', 'm.createdAt'])
      .select(['o.email', 'o.realName', 'o.payType', 's.name as merName'])
      .orderBy('m.id', 'desc')
      .limit(args.limit)
      .offset(args.offset)
      .execute(),
  ]);
  const notes = await latestNotes(ctx, 'order', rows.map((r) => r.orderNo));
  const list = rows.map((r) => ({
    orderNo: r.orderNo,
    masterOrderNo: r.masterOrderNo,
    merId: r.merId,
    merName: r.merName ?? '',
    uid: r.uid,
    email: r.email,
    realName: r.realName,
    payPrice: money(r.payPrice),
    paid: r.paid === 1,
    payType: r.payType,
    payTime: r.payTime ? consoleTime(ctx, r.payTime) : '',
    status: r.status,
    refundStatus: r.refundStatus,
    userRemark: r.userRemark,
    merRemark: r.merRemark,
    platformRemark: notes.get(r.orderNo) ?? '',
    isUserDel: r.isUserDel === 1,
    isMerchantDel: false,
    createTime: consoleTime(ctx, r.createdAt),
  }));
  return pageInfo(list, Number(total.n), args);
}

export async function orderCounts(ctx: CommerceContext, dateLimit: string | undefined): Promise<Wire<typeof storeOrderCountItem>> {
  const base = orderBase(ctx, { dateLimit });
  const count = async (tab: string) => Number((await TAB_FILTER[tab]!(base).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const [all, unPaid, notShipped, spike, complete, refunded, deleted] = await Promise.all(['all', 'unPaid', 'notShipped', 'spike', 'complete', 'refunded', 'deleted'].map(count));
  return { all: all!, unPaid: unPaid!, notShipped: notShipped!, spike: spike!, complete: complete!, refunded: refunded!, deleted: deleted! };
}

// ---- Refunds ----

function refundBase(ctx: CommerceContext, q: Omit<z.output<typeof platformRefundOrderSearchRequest>, 'refundStatus'>) {
  const joined = ctx.db.selectFrom('refunds as r').innerJoin('orders as o', 'o.orderNo', 'r.masterOrderNo').leftJoin('merchants as s', 's.id', 'r.merId').leftJoin('users as u', 'u.id', 'r.uid');
  return joined.where((eb) => listFilter(ctx, eb as unknown as BuyerEb, 'r', [['r.refundOrderNo', q.refundOrderNo], ['r.merOrderNo', q.merOrderNo]], q));
}

function refundRows(base: ReturnType<typeof refundBase>) {
  return base
    .selectAll('r')
    .select(['o.email', 'o.realName', 'o.userPhone', 'o.userAddress', 's.name as merName'])
    .orderBy('r.id', 'desc');
}

type RefundRow = Awaited<ReturnType<ReturnType<typeof refundRows>['execute']>>[number];

function renderRefund(ctx: CommerceContext, domain: string, r: RefundRow, note: string): Wire<typeof platformRefundOrderPage> {
  return {
    refundOrderNo: r.refundOrderNo,
    merOrderNo: r.merOrderNo,
    merId: r.merId,
    merName: r.merName ?? '',
    uid: r.uid,
    email: r.email,
    realName: r.realName,
    userPhone: r.userPhone,
    userAddress: r.userAddress,
    totalNum: r.totalNum,
    refundReasonWap: r.refundReasonWap,
    refundReasonWapImg: absolutePictures(domain, splitList(r.refundReasonWapImg)).join(','),
    refundReasonWapExplain: r.refundReasonWapExplain,
    refundStatus: r.refundStatus,
    refundReason: r.refundReason,
    refundPrice: money(r.refundPrice),
    refundTime: r.refundTime ? consoleTime(ctx, r.refundTime) : '',
    merRemark: '',
    platformRemark: note,
    createTime: consoleTime(ctx, r.createdAt),
  };
}

export async function refundPage(ctx: CommerceContext, domain: string, q: z.output<typeof platformRefundOrderSearchRequest>, rawQuery: unknown): Promise<CommonPage<Wire<typeof platformRefundOrderPage>>> {
  const args = readPage(rawQuery);
  let base = refundBase(ctx, q);
  if (q.refundStatus && q.refundStatus !== '9') base = base.where('r.refundStatus', '=', Number(q.refundStatus));
  const [total, rows] = await Promise.all([base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(), refundRows(base).limit(args.limit).offset(args.offset).execute()]);
  const notes = await latestNotes(ctx, 'refund', rows.map((r) => r.refundOrderNo));
  return commonPage(rows.map((r) => renderRefund(ctx, domain, r, notes.get(r.refundOrderNo) ?? '')), Number(total.n), args);
}

export async function refundCounts(ctx: CommerceContext, dateLimit: string | undefined): Promise<Wire<typeof refundOrderCountItem>> {
  const rows = await refundBase(ctx, { dateLimit })
    .select((eb) => ['r.refundStatus', eb.fn.countAll<number>().as('n')])
    .groupBy('r.refundStatus')
    .execute();
  const n = (status: number) => Number(rows.find((r) => r.refundStatus === status)?.n ?? 0);
  return { all: rows.reduce((sum, r) => sum + Number(r.n), 0), await: n(0), reject: n(1), refunding: n(2), refunded: n(3) };
}

// ---- One order ----

async function orderRow(ctx: CommerceContext, orderNo: string) {
  const row = await ctx.db
    .selectFrom('merchantOrders as m')
    .innerJoin('orders as o', 'o.orderNo', 'm.masterOrderNo')
    .leftJoin('merchants as s', 's.id', 'm.merId')
    .leftJoin('users as u', 'u.id', 'm.uid')
    .selectAll('m')
    .select(['o.email', 'o.realName', 'o.userPhone', 'o.userAddress', 'o.payType', 's.name as merName', 's.isSelf as merIsSelf', 'u.nickname', 'u.email as userEmail', 'u.contactEmail as userContactEmail'])
    .where('m.orderNo', '=', orderNo)
    .executeTakeFirst();
  if (!row) throw new BusinessError('Order not found');
  return row;
}

const renderNote = (ctx: CommerceContext, n: { id: number; adminAccount: string; remark: string; createdAt: string }): Wire<typeof platformNote> => ({
  id: n.id,
  adminAccount: n.adminAccount,
  remark: n.remark,
  createTime: consoleTime(ctx, n.createdAt),
});

/** Operation-log entries that name the order or one of its refunds, from either console, newest first. */
async function logsAbout(ctx: CommerceContext, numbers: string[]) {
  const rows = await adminDb(ctx)
    .selectFrom('adminOperationLogs')
    .select(['id', 'side', 'merId', 'adminAccount', 'description', 'method', 'createdAt'])
    .where((eb) => eb.or(numbers.flatMap((no) => [sql<SqlBool>`${sql.ref('requestParam')} like ${likeContains(no)} escape '\\'`, sql<SqlBool>`${sql.ref('description')} like ${likeContains(no)} escape '\\'`])))
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({ id: r.id, side: r.side, merId: r.merId, adminAccount: r.adminAccount, description: r.description, method: r.method, createTime: consoleTime(ctx, r.createdAt) }));
}

export async function orderInfo(ctx: CommerceContext, domain: string, orderNo: string): Promise<Wire<typeof platformOrderInfo>> {
  const o = await orderRow(ctx, orderNo);
  const [items, payments, tracking, refunds] = await Promise.all([
    ctx.db.selectFrom('orderItems').selectAll().where('merOrderNo', '=', orderNo).orderBy('id').execute(),
    ctx.db.selectFrom('payments').selectAll().where('masterOrderNo', '=', o.masterOrderNo).orderBy('createdAt').orderBy('id').execute(),
    ctx.db.selectFrom('orderTracking').select(['station', 'time']).where('merOrderNo', '=', orderNo).orderBy('time', 'desc').orderBy('sort', 'desc').execute(),
    refundRows(refundBase(ctx, {}).where('r.merOrderNo', '=', orderNo)).execute(),
  ]);
  const refundNos = refunds.map((r) => r.refundOrderNo);
  const [orderNotes, refundNotes, logs] = await Promise.all([notesOf(ctx, 'order', [orderNo]), notesOf(ctx, 'refund', refundNos), logsAbout(ctx, [orderNo, ...refundNos])]);
  const notesFor = (list: typeof orderNotes, no: string) => list.filter((n) => n.refNo === no).map((n) => renderNote(ctx, n));
  const oNotes = notesFor(orderNotes, orderNo);
  return {
    orderNo: o.orderNo,
    masterOrderNo: o.masterOrderNo,
    merId: o.merId,
    merName: o.merName ?? '',
    merIsSelf: o.merIsSelf === 1,
    uid: o.uid,
    email: o.email,
    nikeName: o.nickname ?? '',
    userEmail: o.userEmail || o.userContactEmail || '',
    realName: o.realName,
    userPhone: o.userPhone,
    userAddress: o.userAddress,
    paid: o.paid === 1,
    payTime: o.payTime ? consoleTime(ctx, o.payTime) : '',
    totalNum: o.totalNum,
    ...orderAmounts(o),
    payType: o.payType,
    deliveryName: o.deliveryName,
    deliveryType: o.deliveryId ? 'express' : '',
    deliveryId: o.deliveryId,
    shipTime: o.shipTime ? consoleTime(ctx, o.shipTime) : '',
    receiveTime: o.receiveTime ? consoleTime(ctx, o.receiveTime) : '',
    status: o.status,
    refundStatus: o.refundStatus,
    isReply: items.length > 0 && items.every((i) => i.isReply === 1),
    userRemark: o.userRemark,
    merRemark: o.merRemark,
    platformRemark: oNotes[0]?.remark ?? '',
    createTime: consoleTime(ctx, o.createdAt),
    orderInfo: items.map((i) => ({
      id: i.id,
      merOrderNo: i.merOrderNo,
      productId: i.productId,
      productName: i.productName,
      image: absolutePictures(domain, [i.image])[0] ?? '',
      sku: i.sku,
      price: money(i.price),
      payNum: i.payNum,
      isReply: i.isReply === 1,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      provider: p.provider,
      providerRef: p.providerRef,
      amount: money(p.amount),
      currency: p.currency,
      status: p.status,
      reason: p.reason,
      createTime: consoleTime(ctx, p.createdAt),
      updateTime: consoleTime(ctx, p.updatedAt),
    })),
    tracking: tracking.map((t) => ({ station: t.station, time: t.time })),
    refunds: refunds.map((r) => {
      const notes = notesFor(refundNotes, r.refundOrderNo);
      return { ...renderRefund(ctx, domain, r, notes[0]?.remark ?? ''), notes };
    }),
    notes: oNotes,
    logs,
  };
}

/** A's OrderLogistics of a shipped order, from the carrier events the service holds. */
export async function orderLogisticsOf(ctx: CommerceContext, orderNo: string): Promise<Wire<typeof orderLogistics>> {
  const o = await orderRow(ctx, orderNo);
  if (!o.deliveryId) throw new BusinessError('This order has not been shipped');
  // Oldest first, as A sends carrier events everywhere (its clients reverse them); trackTime is the newest.
  const events = await ctx.db.selectFrom('orderTracking').select(['station', 'time']).where('merOrderNo', '=', orderNo).orderBy('time', 'asc').orderBy('sort', 'asc').execute();
  return {
    orderNo,
    expNo: o.deliveryId,
    expCode: o.deliveryCode,
    expName: o.deliveryName,
    courier: o.courier,
    courierPhone: o.courierPhone,
    trackTime: events.at(-1)?.time ?? '',
    logisticsInfo: JSON.stringify(events.map((e) => ({ AcceptStation: e.station, AcceptTime: e.time }))),
    state: events.length === 0 ? 0 : o.status >= 2 ? 3 : 2,
  };
}
