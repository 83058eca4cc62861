import { beforeAll, describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import { seedDemoData } from '../../../server/commerce/seed/seed.js';
import { HISTORY_BUYERS } from '../../../server/commerce/seed/orders.js';
import { DEMO_ACCOUNTS } from '../../../server/commerce/seed/accounts.js';
import { shopFreight } from '../../../server/commerce/orders/pricing.js';
import { platformDb } from '../../../server/commerce/platform-merchants/tables.js';
import { now } from '../../../server/commerce/db/time.js';
import { signedInOperator, signedInOwner } from '../../helpers/fixtures-finance.js';
import { merchantStatement, PLATFORM_FINANCE_PATHS as FINANCE } from '../../../shared/contract/admin-finance.js';
import { HOME_PATHS, homeTrend } from '../../../shared/contract/admin-home.js';

/**
 * The demo seed's order history (server/commerce/seed/orders.ts): every state a shop order can end in, spread
 * over two months, bought by buyers of its own, with money, stock and points that add up, so the dashboards and
 * finance of a fresh install show figures.
 */
describe('demo seed: order history', () => {
  const c = commerceSuite({ seed: 'never' });
  beforeAll(async () => {
    await seedDemoData(c.ctx);
  });

  it('is bought only by the history buyers, never by the demo shoppers', async () => {
    const buyers = await c.db.selectFrom('users').select(['id', 'email', 'passwordHash']).where('email', 'in', HISTORY_BUYERS.map((b) => b.email)).execute();
    expect(buyers).toHaveLength(HISTORY_BUYERS.length);
    expect(buyers.every((b) => b.passwordHash === null)).toBe(true);
    const demo = await c.db.selectFrom('users').select('id').where('email', 'in', DEMO_ACCOUNTS.flatMap((a) => (a.email ? [a.email] : []))).execute();
    const orderUids = new Set((await c.db.selectFrom('orders').select('uid').execute()).map((o) => o.uid));
    for (const d of demo) expect(orderUids.has(d.id)).toBe(false);
    expect([...orderUids].every((uid) => buyers.some((b) => b.id === uid))).toBe(true);
  });

  it('has every state, spread over the last 60 days and many hours, none in the future', async () => {
    const rows = await c.db.selectFrom('merchantOrders').selectAll().execute();
    expect(rows.length).toBeGreaterThan(120);
    const has = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).length;
    expect(has((r) => r.paid === 1 && r.status === 0 && r.refundStatus === 0)).toBeGreaterThan(0);
    expect(has((r) => r.status === 1 && r.deliveryId !== '' && r.shipTime !== null)).toBeGreaterThan(0);
    expect(has((r) => r.status === 3 && r.receiveTime !== null)).toBeGreaterThan(0);
    expect(has((r) => r.refundStatus === 3 && r.status === 9)).toBeGreaterThan(0);
    expect(has((r) => r.refundStatus === 1)).toBeGreaterThan(0);
    expect(has((r) => r.paid === 0 && r.status === 9)).toBeGreaterThan(0);
    expect(await c.db.selectFrom('refunds').select('id').where('refundStatus', '=', 1).where('refundReason', '<>', '').execute()).not.toHaveLength(0);
    const stamp = now();
    for (const r of rows) {
      for (const t of [r.createdAt, r.payTime, r.shipTime, r.receiveTime]) if (t) expect(t <= stamp).toBe(true);
      if (r.payTime && r.shipTime) expect(r.shipTime > r.payTime).toBe(true);
      if (r.shipTime && r.receiveTime) expect(r.receiveTime > r.shipTime).toBe(true);
    }
    const paid = rows.filter((r) => r.payTime);
    expect(new Set(paid.map((r) => r.payTime!.slice(0, 10))).size).toBeGreaterThan(45);
    expect(new Set(paid.map((r) => r.payTime!.slice(11, 13))).size).toBeGreaterThan(15);
    expect(paid.every((r) => r.payTime! >= new Date(Date.now() - 61 * 86_400_000).toISOString().slice(0, 10))).toBe(true);
    // Every shop that sells has a history; each paid order keeps its shop's commission rate.
    expect(new Set(rows.map((r) => r.merId)).size).toBeGreaterThanOrEqual(6);
    const rates = new Map((await platformDb(c.db).selectFrom('merchants').select(['id', 'handlingFee']).execute()).map((s) => [s.id, s.handlingFee]));
    for (const r of rows) expect(r.handlingFee).toBe(r.paid ? rates.get(r.merId) : null);
  });

  it('adds up: amounts, freight, payments, each buyer\'s balance and points, and the sold counts', async () => {
    const shops = new Map((await c.db.selectFrom('merchants').select(['id', 'freightFee', 'freeFreightThreshold']).execute()).map((s) => [s.id, s]));
    const orders = await c.db.selectFrom('merchantOrders').selectAll().execute();
    const items = await c.db.selectFrom('orderItems').selectAll().execute();
    for (const o of orders) {
      const lines = items.filter((i) => i.merOrderNo === o.orderNo);
      const goods = lines.reduce((n, l) => n + l.price * l.payNum, 0);
      expect(o.proTotalPrice).toBe(goods);
      expect(o.totalNum).toBe(lines.reduce((n, l) => n + l.payNum, 0));
      expect(o.totalPostage).toBe(shopFreight(shops.get(o.merId)!, goods));
      expect(o.payPrice).toBe(goods + o.totalPostage);
    }
    const payments = await c.db.selectFrom('payments').selectAll().execute();
    expect(payments.length).toBe(orders.filter((o) => o.paid).length);
    for (const p of payments) expect(p.amount).toBe(orders.find((o) => o.masterOrderNo === p.masterOrderNo)!.payPrice);

    for (const b of HISTORY_BUYERS) {
      const u = await c.db.selectFrom('users').select(['id', 'balance', 'integral']).where('email', '=', b.email).executeTakeFirstOrThrow();
      const ledger = await c.db.selectFrom('balanceRecords').select(['amount', 'balance']).where('uid', '=', u.id).orderBy('createdAt').orderBy('id').execute();
      expect(ledger.reduce((n, l) => n + l.amount, 0)).toBe(u.balance);
      expect(ledger.at(-1)!.balance).toBe(u.balance);
      expect(u.balance).toBeGreaterThan(0);
      const mine = orders.filter((o) => o.uid === u.id);
      const refunded = mine.filter((o) => o.refundStatus === 3).reduce((n, o) => n + o.payPrice, 0);
      const spent = mine.filter((o) => o.paid).reduce((n, o) => n + o.payPrice, 0);
      expect(ledger[0]!.amount - spent + refunded).toBe(u.balance);
      const points = await c.db.selectFrom('integralRecords').select(['integral']).where('uid', '=', u.id).execute();
      expect(points.reduce((n, p) => n + p.integral, 0)).toBe(u.integral);
      const earned = mine.filter((o) => o.receiveTime).reduce((n, o) => n + Math.floor((o.payPrice * c.config.POINTS_EARN_PER_UNIT) / 100), 0);
      expect(u.integral).toBe(earned);
    }

    // Units an order still holds were already counted as sold by the plan: never more than a SKU's sold count.
    const held = new Map<number, number>();
    const gone = new Set(orders.filter((o) => !o.paid || o.refundStatus === 3).map((o) => o.orderNo));
    for (const i of items) if (!gone.has(i.merOrderNo)) held.set(i.attrValueId, (held.get(i.attrValueId) ?? 0) + i.payNum);
    const skus = await c.db.selectFrom('productAttrValues').select(['id', 'sales', 'stock']).where('id', 'in', [...held.keys()]).execute();
    for (const s of skus) {
      expect(held.get(s.id)!).toBeLessThanOrEqual(s.sales);
      expect(s.stock).toBeGreaterThanOrEqual(0);
    }
  });

  it('shows in finance and in a shop\'s 30-day trend', async () => {
    const op = await signedInOperator(c);
    const st = merchantStatement.strict.parse((await c.call('GET', FINANCE.statement, { token: op, query: { dateType: 'day', dateLimit: 'lately30' } })).data);
    expect(st.total.orderNum).toBeGreaterThan(50);
    expect(Number(st.total.handlingFee)).toBeGreaterThan(0);
    expect(st.total.refundNum).toBeGreaterThan(0);
    const busiest = (await c.db.selectFrom('merchantOrders').select(['merId']).where('paid', '=', 1).execute()).reduce((m, o) => m.set(o.merId, (m.get(o.merId) ?? 0) + 1), new Map<number, number>());
    const [merId] = [...busiest.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const owner = await signedInOwner(c, merId);
    const trend = homeTrend.strict.parse((await c.call('GET', HOME_PATHS.merchantTrend, { token: owner, query: { days: 30 } })).data);
    expect(trend.list.filter((d) => Number(d.sales) > 0).length).toBeGreaterThan(5);
  });
});
