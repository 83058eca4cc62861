import type { FastifyRequest } from 'fastify';
import type { CommerceContext } from '../context.js';
import type { Wire } from '../../../shared/contract/fields.js';
import {
  MERCHANT_REFUND_PERMISSIONS as P,
  merchantRefundOrderPageItem,
  REFUND_ORDER_STATUS,
  REFUND_STATUS,
  refundOrderCountItem,
  refundOrderInfo,
  refundOrderNoQuery,
  refundOrderSearchRequest,
  refundRefuseRequest,
  refundStatusNumRequest,
} from '../../../shared/contract/admin-order.js';
import { BusinessError, commonPage, parse, readPage, type CommonPage } from '../http/envelope.js';
import { readPageOf } from '../http/page-query.js';
import { money } from '../http/render.js';
import type { AdminPrincipal } from '../admin-accounts/guard.js';
import { logOperation } from '../admin-accounts/operation-log.js';
import { approveRefund, rejectRefund } from '../refunds/service.js';
import { shopNames } from '../orders/queries.js';
import { linesOf } from './orders.js';
import { now } from '../db/time.js';
import { dateLimitSpan } from './date-limit.js';

const REFUND_NOT_FOUND = 'Refund does not exist';

function shopRefunds(ctx: CommerceContext, merId: number, dateLimit: string | undefined) {
  let q = ctx.db.selectFrom('refunds').where('refunds.merId', '=', merId);
  const span = dateLimitSpan(dateLimit, ctx.config.SERVER_TIME_ZONE);
  if (span) q = q.where('refunds.createdAt', '>=', span.from).where('refunds.createdAt', '<=', span.to);
  return q;
}

type MerchantRefundOrderPageItem = Wire<typeof merchantRefundOrderPageItem>;

/** GET .../refund/order/list: the shop's refund applications in one state (9: all), newest first. */
export async function refundPage(ctx: CommerceContext, merId: number, query: unknown): Promise<CommonPage<MerchantRefundOrderPageItem>> {
  const args = readPage(query);
  const f = parse(refundOrderSearchRequest, query ?? {});
  let base = shopRefunds(ctx, merId, f.dateLimit);
  if (f.refundStatus !== REFUND_ORDER_STATUS.all) base = base.where('refunds.refundStatus', '=', f.refundStatus);
  if (f.refundOrderNo) base = base.where('refunds.refundOrderNo', '=', f.refundOrderNo);
  if (f.merOrderNo) base = base.where('refunds.merOrderNo', '=', f.merOrderNo);
  const { rows, total } = await readPageOf(base, args, (q) =>
    q
      .innerJoin('orders', 'orders.orderNo', 'refunds.masterOrderNo')
      .leftJoin('users', 'users.id', 'refunds.uid')
      .selectAll('refunds')
      .select(['orders.email', 'orders.realName', 'orders.userPhone', 'orders.userAddress', 'users.nickname'])
      .orderBy('refunds.id', 'desc'),
  );
  const list = rows.map((r) => ({
    refundOrderNo: r.refundOrderNo,
    merOrderNo: r.merOrderNo,
    uid: r.uid,
    email: r.email,
    realName: r.realName,
    userPhone: r.userPhone,
    userAddress: r.userAddress,
    ...refundRequest(r),
    createTime: r.createdAt,
    nickname: r.nickname ?? '',
  }));
  return commonPage(list, total, args);
}

/** GET .../refund/order/status/num: the count in each state. */
export async function refundStatusNum(ctx: CommerceContext, merId: number, query: unknown): Promise<Wire<typeof refundOrderCountItem>> {
  const f = parse(refundStatusNumRequest, query ?? {});
  const rows = await shopRefunds(ctx, merId, f.dateLimit)
    .select(['refunds.refundStatus'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .groupBy('refunds.refundStatus')
    .execute();
  const n = (s: number) => Number(rows.find((r) => r.refundStatus === s)?.n ?? 0);
  const S = REFUND_ORDER_STATUS;
  return { all: rows.reduce((a, r) => a + Number(r.n), 0), await: n(S.await), reject: n(S.reject), refunding: n(S.refunding), refunded: n(S.refunded) };
}

/** What the shopper asked back and where it stands, as the list and the detail both answer it. */
function refundRequest(r: Awaited<ReturnType<typeof ownRefund>>) {
  return {
    totalNum: r.totalNum,
    refundReasonWap: r.refundReasonWap,
    refundReasonWapImg: r.refundReasonWapImg,
    refundReasonWapExplain: r.refundReasonWapExplain,
    refundStatus: r.refundStatus,
    refundReason: r.refundReason,
    refundPrice: money(r.refundPrice),
    refundTime: r.refundTime ?? '',
  };
}

/** A refund of the shop by its number, or "not found": another shop's refund reads exactly like a missing one. */
async function ownRefund(ctx: CommerceContext, merId: number, refundOrderNo: string) {
  const r = await ctx.db.selectFrom('refunds').selectAll().where('refundOrderNo', '=', refundOrderNo).where('merId', '=', merId).executeTakeFirst();
  if (!r) throw new BusinessError(REFUND_NOT_FOUND);
  return r;
}

/** Ours: GET .../refund/order/detail: the application, the order it refunds and the buyer. */
export async function refundDetail(ctx: CommerceContext, merId: number, query: unknown): Promise<Wire<typeof refundOrderInfo>> {
  const r = await ownRefund(ctx, merId, parse(refundOrderNoQuery, query ?? {}).refundOrderNo);
  const [master, order, user, lines, names] = await Promise.all([
    ctx.db.selectFrom('orders').selectAll().where('orderNo', '=', r.masterOrderNo).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('merchantOrders').select(['payPrice', 'status']).where('orderNo', '=', r.merOrderNo).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('users').select(['nickname', 'email', 'contactEmail']).where('id', '=', r.uid).executeTakeFirst(),
    linesOf(ctx, [r.merOrderNo]),
    shopNames(ctx, [r.merId]),
  ]);
  return {
    id: r.id,
    refundOrderNo: r.refundOrderNo,
    merOrderNo: r.merOrderNo,
    masterOrderNo: r.masterOrderNo,
    merId: r.merId,
    ...refundRequest(r),
    createTime: r.createdAt,
    orderInfoList: lines.get(r.merOrderNo) ?? [],
    merName: names.get(r.merId) ?? '',
    uid: r.uid,
    nickname: user?.nickname ?? '',
    userEmail: user?.email || user?.contactEmail || '',
    realName: master.realName,
    userPhone: master.userPhone,
    userAddress: master.userAddress,
    payType: master.payType,
    orderPayPrice: money(order.payPrice),
    orderStatus: order.status,
  };
}

/**
 * GET .../refund/order/refund: approves the refund. refunds/service.ts sends the money back once, by the way
 * the order was paid (balance, card, PayPal), and restores stock and points. Approving again, or twice at
 * once, answers success without paying twice.
 */
export async function approve(ctx: CommerceContext, req: FastifyRequest, who: AdminPrincipal): Promise<void> {
  const r = await ownRefund(ctx, who.merId, parse(refundOrderNoQuery, req.query ?? {}).refundOrderNo);
  if (r.refundStatus === REFUND_ORDER_STATUS.refunded) return;
  if (r.refundStatus === REFUND_ORDER_STATUS.reject) throw new BusinessError('The refund was refused: the shopper may apply again');
  // The decision: from review to paying back, in one transaction with its log entry. Only one of two approvals
  // at once makes it; the other (like a retry after a provider failure) only finishes paying back below.
  await ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('refunds')
      .set({ refundStatus: REFUND_ORDER_STATUS.refunding, updatedAt: now() })
      .where('id', '=', r.id)
      .where('refundStatus', '=', REFUND_ORDER_STATUS.await)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    await trx.updateTable('merchantOrders').set({ refundStatus: REFUND_STATUS.refunding, updatedAt: now() }).where('orderNo', '=', r.merOrderNo).execute();
    await logOperation({ ...ctx, db: trx }, req, who, {
      description: 'Approve refund',
      method: P.refund,
      methodType: 'update',
      requestParam: { refundOrderNo: r.refundOrderNo, orderNo: r.merOrderNo },
      changes: { refundStatus: { before: r.refundStatus, after: REFUND_ORDER_STATUS.refunded }, refundPrice: { before: null, after: money(r.refundPrice) } },
    });
  });
  // refunds/service.ts sends the money back once (its final step is conditional on the state, and card and
  // PayPal refunds carry the refund number as idempotency key), then restores stock and points.
  await approveRefund(ctx, r.refundOrderNo);
}

/**
 * GET .../refund/order/refund/refuse: refuses a refund awaiting review with a reason the shopper reads (on the
 * refund and in a notification); the order goes back to normal, so the shopper may apply again. Refusing again
 * with the same reason changes nothing.
 */
export async function refuse(ctx: CommerceContext, req: FastifyRequest, who: AdminPrincipal): Promise<void> {
  const b = parse(refundRefuseRequest, req.query ?? {});
  const r = await ownRefund(ctx, who.merId, b.refundOrderNo);
  if (r.refundStatus === REFUND_ORDER_STATUS.reject && r.refundReason === b.reason) return;
  if (r.refundStatus !== REFUND_ORDER_STATUS.await) throw new BusinessError('Only a refund awaiting review can be refused');
  try {
    await rejectRefund(ctx, r.refundOrderNo, b.reason);
  } catch (e) {
    const after = await ownRefund(ctx, who.merId, r.refundOrderNo);
    if (e instanceof BusinessError && after.refundStatus === REFUND_ORDER_STATUS.reject && after.refundReason === b.reason) return;
    throw e;
  }
  await logOperation(ctx, req, who, {
    description: 'Refuse refund',
    method: P.refuse,
    methodType: 'update',
    requestParam: { refundOrderNo: r.refundOrderNo, orderNo: r.merOrderNo },
    changes: { refundStatus: { before: r.refundStatus, after: REFUND_ORDER_STATUS.reject }, refundReason: { before: r.refundReason, after: b.reason } },
  });
}
