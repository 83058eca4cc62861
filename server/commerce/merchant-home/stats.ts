import type { CommerceContext } from '../context.js';
import { money } from '../http/render.js';
import { catalogueOf } from '../merchant-products/tables.js';
import type { Wire } from '../../../shared/contract/fields.js';
import { LOW_STOCK_THRESHOLD, TREND_MAX_DAYS, type homeOperatingData, type homeOperatingMerData, type homeTrend } from '../../../shared/contract/admin-home.js';
import { addDays, dayOf, eachDay, storedBounds, todayIn } from '../platform-finance/periods.js';

/**
 * The figures of both consoles' home screens (shared/contract/admin-home.ts): a shop's (`merId`) or the
 * whole marketplace's (`merId` undefined) paid sales, paid orders and distinct visitors per day, and the
 * counts of work waiting. Days are the deployment's calendar.
 */

interface Day {
  date: string;
  sales: number;
  orderNum: number;
  visitors: number;
}

/** The last `days` days up to today, oldest first, in minor units. */
export async function dailyFigures(ctx: CommerceContext, merId: number | undefined, days: number): Promise<Day[]> {
  const zone = ctx.config.SERVER_TIME_ZONE;
  const today = todayIn(zone);
  const range = { startDate: addDays(today, -(days - 1)), endDate: today };
  const { from, to } = storedBounds(range, zone);
  let sales = ctx.db.selectFrom('merchantOrders').select(['payPrice', 'payTime']).where('paid', '=', 1).where('payTime', '>=', from).where('payTime', '<', to);
  let visits = ctx.db.selectFrom('shopVisits').select(['day', 'uid']).where('day', '>=', range.startDate).where('day', '<=', range.endDate);
  if (merId !== undefined) {
    sales = sales.where('merId', '=', merId);
    visits = visits.where('merId', '=', merId);
  }
  const [saleRows, visitRows] = await Promise.all([sales.execute(), visits.execute()]);
  const out = new Map(eachDay(range).map((date) => [date, { date, sales: 0, orderNum: 0, visitors: 0 }]));
  for (const s of saleRows) {
    const d = out.get(dayOf(s.payTime!, zone));
    if (!d) continue;
    d.sales += s.payPrice;
    d.orderNum += 1;
  }
  // A shopper who saw two shops on a day is one visitor of the marketplace that day.
  const seen = new Set<string>();
  for (const v of visitRows) {
    const key = `${v.day}|${v.uid}`;
    const d = out.get(v.day);
    if (!d || seen.has(key)) continue;
    seen.add(key);
    d.visitors += 1;
  }
  return [...out.values()];
}

export function readDays(raw: string | undefined): number {
  const n = raw ? Number(raw) : 30;
  return Math.min(TREND_MAX_DAYS, Math.max(1, Number.isInteger(n) ? n : 30));
}

export async function trend(ctx: CommerceContext, merId: number | undefined, days: number): Promise<Wire<typeof homeTrend>> {
  const list = await dailyFigures(ctx, merId, days);
  return {
    list: list.map((d) => ({ date: d.date, sales: money(d.sales), orderNum: d.orderNum, visitors: d.visitors })),
    sales: money(list.reduce((sum, d) => sum + d.sales, 0)),
    orderNum: list.reduce((sum, d) => sum + d.orderNum, 0),
    // Distinct over the whole range, not the sum of the days: a shopper who came back is one visitor.
    visitors: await distinctVisitors(ctx, merId, list[0]?.date ?? todayIn(ctx.config.SERVER_TIME_ZONE)),
  };
}

async function distinctVisitors(ctx: CommerceContext, merId: number | undefined, since: string): Promise<number> {
  let q = ctx.db.selectFrom('shopVisits').select((eb) => eb.fn.count<number>('uid').distinct().as('n')).where('day', '>=', since);
  if (merId !== undefined) q = q.where('merId', '=', merId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** Today's and yesterday's figures (A's HomeRateResponse, PlatformHomeRateResponse). */
export async function todayAndYesterday(ctx: CommerceContext, merId: number | undefined) {
  const [yesterday, today] = await dailyFigures(ctx, merId, 2);
  return { today: today!, yesterday: yesterday! };
}

const count = async (q: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) => Number((await q.executeTakeFirstOrThrow()).n);

/** A shop's waiting work (A's HomeOperatingMerDataResponse, and ours: reviews without an answer). */
export async function shopOperating(ctx: CommerceContext, merId: number): Promise<Wire<typeof homeOperatingMerData>> {
  const products = catalogueOf(ctx).selectFrom('products').where('merId', '=', merId).where('isDel', '=', 0).where('isRecycle', '=', 0);
  const [notShippingOrderNum, refundingOrderNum, onSaleProductNum, vigilanceInventoryNum, notSaleProductNum, notReplyNum] = await Promise.all([
    count(ctx.db.selectFrom('merchantOrders').select((eb) => eb.fn.countAll<number>().as('n')).where('merId', '=', merId).where('paid', '=', 1).where('status', '=', 0).where('refundStatus', '=', 0)),
    count(ctx.db.selectFrom('refunds').select((eb) => eb.fn.countAll<number>().as('n')).where('merId', '=', merId).where('refundStatus', '=', 0)),
    count(products.where('isShow', '=', 1).select((eb) => eb.fn.countAll<number>().as('n'))),
    count(products.where('isShow', '=', 1).where('stock', '<=', LOW_STOCK_THRESHOLD).select((eb) => eb.fn.countAll<number>().as('n'))),
    count(products.where('isShow', '=', 0).select((eb) => eb.fn.countAll<number>().as('n'))),
    count(ctx.db.selectFrom('productReplies').select((eb) => eb.fn.countAll<number>().as('n')).where('merId', '=', merId).where('isDel', '=', 0).where('merchantReplyContent', '=', '')),
  ]);
  return { notShippingOrderNum, refundingOrderNum, onSaleProductNum, vigilanceInventoryNum, notSaleProductNum, notReplyNum };
}

/** The marketplace's waiting work (A's HomeOperatingDataResponse, and ours: applications to review). */
export async function platformOperating(ctx: CommerceContext): Promise<Wire<typeof homeOperatingData>> {
  const [notShippingOrderNum, refundingOrderNum, awaitAuditProductNum, onSaleProductNum, merchantApplyNum] = await Promise.all([
    count(ctx.db.selectFrom('merchantOrders').select((eb) => eb.fn.countAll<number>().as('n')).where('paid', '=', 1).where('status', '=', 0).where('refundStatus', '=', 0)),
    count(ctx.db.selectFrom('refunds').select((eb) => eb.fn.countAll<number>().as('n')).where('refundStatus', '=', 0)),
    count(ctx.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('isDel', '=', 0).where('auditStatus', '=', 0)),
    count(catalogueOf(ctx).selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('isDel', '=', 0).where('isRecycle', '=', 0).where('isShow', '=', 1)),
    count(ctx.db.selectFrom('merchantApplications').select((eb) => eb.fn.countAll<number>().as('n')).where('auditStatus', '=', 1)),
  ]);
  return { notShippingOrderNum, refundingOrderNum, awaitAuditProductNum, onSaleProductNum, merchantApplyNum };
}

export async function platformCounts(ctx: CommerceContext): Promise<{ userNum: number; merchantNum: number }> {
  const [userNum, merchantNum] = await Promise.all([
    count(ctx.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n'))),
    count(ctx.db.selectFrom('merchants').select((eb) => eb.fn.countAll<number>().as('n'))),
  ]);
  return { userNum, merchantNum };
}
