import type { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { BusinessError } from '../http/envelope.js';
import { money } from '../http/render.js';
import { platformDb } from '../platform-merchants/tables.js';
import { percentOf } from '../../../shared/money.js';
import type { Wire } from '../../../shared/contract/fields.js';
import {
  STATEMENT_CSV_COLUMNS,
  STATEMENT_MAX_DAYS,
  STATEMENT_MAX_MONTHS,
  type merchantStatement,
  type merchantStatementRequest,
} from '../../../shared/contract/admin-finance.js';
import { dayOf, daysBetween, readDateLimit, storedBounds } from './periods.js';
import { COD_NOT_COLLECTED } from '../payments/cod-ledger.js';

/**
 * The platform's finance statement (shared/contract/admin-finance.ts has the rule): each paid shop order and
 * each refund that went back in the range, put on its shop and its day or month, its commission taken per
 * order at the rate the order was paid under (its `handlingFee` snapshot), half up in minor units. Every sum is integer minor units; only the answer turns
 * them into decimal strings.
 */

interface Figures {
  orderNum: number;
  orderPayAmount: number;
  refundNum: number;
  refundAmount: number;
  handlingFee: number;
}

const empty = (): Figures => ({ orderNum: 0, orderPayAmount: 0, refundNum: 0, refundAmount: 0, handlingFee: 0 });

function add(into: Figures, from: Figures): void {
  into.orderNum += from.orderNum;
  into.orderPayAmount += from.orderPayAmount;
  into.refundNum += from.refundNum;
  into.refundAmount += from.refundAmount;
  into.handlingFee += from.handlingFee;
}

const wire = (f: Figures) => ({
  orderNum: f.orderNum,
  orderPayAmount: money(f.orderPayAmount),
  refundNum: f.refundNum,
  refundAmount: money(f.refundAmount),
  handlingFee: money(f.handlingFee),
  merchantTransferAmount: money(f.orderPayAmount - f.refundAmount - f.handlingFee),
});

export type Statement = Wire<typeof merchantStatement>;

export async function merchantStatementOf(ctx: CommerceContext, input: z.output<typeof merchantStatementRequest>): Promise<Statement> {
  const zone = ctx.config.SERVER_TIME_ZONE;
  const dateType = input.dateType === 'month' ? 'month' : 'day';
  const range = readDateLimit(input.dateLimit, zone, dateType === 'month' ? 'year' : 'lately30');
  if (dateType === 'day' && daysBetween(range.startDate, range.endDate) > STATEMENT_MAX_DAYS) throw new BusinessError(`A statement by day covers at most ${STATEMENT_MAX_DAYS} days`, 400);
  const months = (Number(range.endDate.slice(0, 4)) - Number(range.startDate.slice(0, 4))) * 12 + Number(range.endDate.slice(5, 7)) - Number(range.startDate.slice(5, 7)) + 1;
  if (dateType === 'month' && months > STATEMENT_MAX_MONTHS) throw new BusinessError(`A statement by month covers at most ${STATEMENT_MAX_MONTHS} months`, 400);
  const { from, to } = storedBounds(range, zone);
  const merId = input.merId ? Number(input.merId) : undefined;

  let sales = ctx.db.selectFrom('merchantOrders').select(['merId', 'payPrice', 'payTime', 'handlingFee']).where('paid', '=', 1).where('payTime', '>=', from).where('payTime', '<', to);
  // A refund gives back commission at the rate its order was sold under, not the shop's rate today.
  let refunds = ctx.db
    .selectFrom('refunds as r')
    .leftJoin('merchantOrders as o', 'o.orderNo', 'r.merOrderNo')
    .select(['r.merId', 'r.refundPrice', 'r.refundTime', 'o.handlingFee'])
    .where('r.refundStatus', '=', 3)
    // A cash-on-delivery refund before delivery gave back nothing that was ever counted (payments/cod-ledger.ts).
    .where('r.providerRefundRef', '!=', COD_NOT_COLLECTED)
    .where('r.refundTime', '>=', from)
    .where('r.refundTime', '<', to);
  let shops = platformDb(ctx.db).selectFrom('merchants').select(['id', 'name', 'handlingFee']);
  if (merId !== undefined) {
    sales = sales.where('merId', '=', merId);
    refunds = refunds.where('r.merId', '=', merId);
    shops = shops.where('id', '=', merId);
  }
  const [saleRows, refundRows, shopRows] = await Promise.all([sales.execute(), refunds.execute(), shops.execute()]);
  const shopOf = new Map(shopRows.map((s) => [s.id, s]));
  const period = (stored: string) => {
    const day = dayOf(stored, zone);
    return dateType === 'month' ? day.slice(0, 7) : day;
  };

  const cells = new Map<string, Figures & { merId: number; dataDate: string }>();
  const cell = (shopId: number, dataDate: string) => {
    const key = `${dataDate}|${shopId}`;
    let c = cells.get(key);
    if (!c) cells.set(key, (c = { ...empty(), merId: shopId, dataDate }));
    return c;
  };
  const rate = (shopId: number) => shopOf.get(shopId)?.handlingFee ?? 0;
  // The rate an order was paid under (its snapshot); an order written before snapshots existed takes the shop's.
  const soldAt = (snapshot: number | null, shopId: number) => snapshot ?? rate(shopId);
  for (const s of saleRows) {
    const c = cell(s.merId, period(s.payTime!));
    c.orderNum += 1;
    c.orderPayAmount += s.payPrice;
    c.handlingFee += percentOf(s.payPrice, soldAt(s.handlingFee, s.merId));
  }
  for (const r of refundRows) {
    const c = cell(r.merId, period(r.refundTime!));
    c.refundNum += 1;
    c.refundAmount += r.refundPrice;
    c.handlingFee -= percentOf(r.refundPrice, soldAt(r.handlingFee, r.merId));
  }

  const rows = [...cells.values()].sort((a, b) => (a.dataDate === b.dataDate ? a.merId - b.merId : a.dataDate < b.dataDate ? 1 : -1));
  const perShop = new Map<number, Figures>();
  const total = empty();
  for (const r of rows) {
    let f = perShop.get(r.merId);
    if (!f) perShop.set(r.merId, (f = empty()));
    add(f, r);
    add(total, r);
  }
  const named = (shopId: number) => ({ merId: shopId, merName: shopOf.get(shopId)?.name ?? '', commissionRate: rate(shopId) });
  return {
    dateType,
    startDate: range.startDate,
    endDate: range.endDate,
    list: rows.map((r) => ({ ...named(r.merId), dataDate: r.dataDate, ...wire(r) })),
    merchants: [...perShop.entries()].sort((a, b) => a[0] - b[0]).map(([shopId, f]) => ({ ...named(shopId), ...wire(f) })),
    total: wire(total),
  };
}

/** A CSV field: quoted when it holds a comma, a quote or a line break; a leading formula sign is defused. */
function csvField(v: string | number): string {
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The statement as CSV: the header, every row of the answer, then the total line; the same figures, to the cent. */
export function statementCsv(st: Statement): string {
  const lines = [STATEMENT_CSV_COLUMNS.join(',')];
  for (const r of st.list) lines.push(STATEMENT_CSV_COLUMNS.map((k) => csvField(r[k])).join(','));
  const t = st.total;
  lines.push(['total', '', '', '', t.orderNum, t.orderPayAmount, t.refundNum, t.refundAmount, t.handlingFee, t.merchantTransferAmount].map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
