import { beforeAll, describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import { urlWithQuery } from '../../helpers/json-request.js';
import { paidOrder, refundedOrder, shopWithRate, signedInOperator, signedInOwner, type Shop } from '../../helpers/fixtures-finance.js';
import { merchantStatement, PLATFORM_FINANCE_PATHS as PATH, PLATFORM_FINANCE_PERMISSIONS as P, STATEMENT_CSV_COLUMNS } from '../../../shared/contract/admin-finance.js';

/**
 * The finance statement adds up to the orders and refunds, to the cent: every figure is checked against a
 * sum made here, independently of the service (BigInt, half-up per order, days from Intl in the zone).
 */

const cents = (s: string) => BigInt(s.replace('.', ''));
const fmt = (v: bigint) => {
  const neg = v < 0n;
  const a = neg ? -v : v;
  return `${neg ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
};
/** Commission of one order: rate percent of the amount, half up, in minor units. */
const commission = (amount: bigint, rate: bigint) => {
  const scaled = amount * rate;
  return scaled / 100n + (scaled % 100n >= 50n ? 1n : 0n);
};

interface Sale {
  shop: Shop;
  rate: bigint;
  amount: bigint;
  paidAt: Date;
  refundedAt?: Date;
}

describe('platform finance: statement per shop and day or month, to the cent (docs/api-extensions.md "Orders, refunds, finance and dashboards")', () => {
  const c = commerceSuite();
  let op = '';
  const sales: Sale[] = [];
  const dayIn = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: c.config.SERVER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  const H = 3_600_000;

  beforeAll(async () => {
    op = await signedInOperator(c);
    // Awkward rates: a prime, the largest, none, and one whose half cents round both ways.
    const shops = [
      { shop: await shopWithRate(c, 7, 'Seven Percent Goods'), rate: 7n },
      { shop: await shopWithRate(c, 13, 'Thirteen & Co, "Ltd"'), rate: 13n },
      { shop: await shopWithRate(c, 0, 'Free Rider'), rate: 0n },
      { shop: await shopWithRate(c, 3, 'Three Percent'), rate: 3n },
    ];
    const amounts = [1n, 50n, 333n, 1999n, 150n, 17n, 99_999n, 250n, 4_999_999n, 7n, 1050n, 2n];
    const buyer = await c.createUser({ nickname: 'Ada' });
    const base = Date.now() - 6 * 24 * H;
    let k = 0;
    for (const [si, s] of shops.entries()) {
      for (const [ai, amount] of amounts.entries()) {
        if ((ai + si) % 3 === 2) continue;
        // Spread over five days, some an hour either side of the zone's midnight.
        const paidAt = new Date(base + (k % 5) * 24 * H + ((k * 7) % 24) * H + 60_000 * k);
        k += 1;
        const sale: Sale = { ...s, amount, paidAt };
        const order = await paidOrder(c, buyer.uid, s.shop, Number(amount), paidAt);
        if ((ai + si) % 4 === 0) {
          sale.refundedAt = new Date(Math.min(Date.now() - 60_000, paidAt.getTime() + ((k % 3) + 1) * 20 * H));
          await refundedOrder(c, buyer.uid, order.merNo, sale.refundedAt);
        }
        sales.push(sale);
      }
    }
    // An unpaid order and a refund still awaiting the shop count for nothing.
    const unpaid = await paidOrder(c, buyer.uid, shops[0]!.shop, 12345, new Date());
    await c.db.updateTable('merchantOrders').set({ paid: 0, payTime: null }).where('orderNo', '=', unpaid.merNo).execute();
  });

  /** The expected statement, by `period` of a stored instant. */
  function expected(period: (d: Date) => string) {
    const cells = new Map<string, { orderNum: number; pay: bigint; refundNum: number; refund: bigint; fee: bigint }>();
    const cell = (merId: number, p: string) => {
      const key = `${p}|${merId}`;
      if (!cells.has(key)) cells.set(key, { orderNum: 0, pay: 0n, refundNum: 0, refund: 0n, fee: 0n });
      return cells.get(key)!;
    };
    for (const s of sales) {
      const a = cell(s.shop.merId, period(s.paidAt));
      a.orderNum += 1;
      a.pay += s.amount;
      a.fee += commission(s.amount, s.rate);
      if (s.refundedAt) {
        const r = cell(s.shop.merId, period(s.refundedAt));
        r.refundNum += 1;
        r.refund += s.amount;
        r.fee -= commission(s.amount, s.rate);
      }
    }
    return cells;
  }

  const statement = async (query: Record<string, string>, token = op) => {
    const res = await c.call('GET', PATH.statement, { token, query });
    expect(res.code, res.message).toBe(200);
    return merchantStatement.strict.parse(res.data);
  };

  it('by day: every row, shop total and the grand total equal an independent sum of the orders and refunds', async () => {
    const st = await statement({ dateType: 'day', dateLimit: 'lately30' });
    const want = expected(dayIn);
    const mine = st.list.filter((r) => sales.some((s) => s.shop.merId === r.merId));
    expect(mine).toHaveLength(want.size);
    for (const r of mine) {
      const w = want.get(`${r.dataDate}|${r.merId}`);
      expect(w, `${r.dataDate} shop ${r.merId}`).toBeDefined();
      expect(r).toMatchObject({
        orderNum: w!.orderNum,
        orderPayAmount: fmt(w!.pay),
        refundNum: w!.refundNum,
        refundAmount: fmt(w!.refund),
        handlingFee: fmt(w!.fee),
        merchantTransferAmount: fmt(w!.pay - w!.refund - w!.fee),
      });
    }
    // Totals: the sum of the rows, and the sum of the orders themselves.
    const all = [...want.values()];
    const pay = all.reduce((a, w) => a + w.pay, 0n);
    const refund = all.reduce((a, w) => a + w.refund, 0n);
    const fee = all.reduce((a, w) => a + w.fee, 0n);
    expect(pay).toBe(sales.reduce((a, s) => a + s.amount, 0n));
    expect(st.total).toEqual({
      orderNum: sales.length,
      orderPayAmount: fmt(pay),
      refundNum: sales.filter((s) => s.refundedAt).length,
      refundAmount: fmt(refund),
      handlingFee: fmt(fee),
      merchantTransferAmount: fmt(pay - refund - fee),
    });
    for (const shop of st.merchants) {
      const rows = st.list.filter((r) => r.merId === shop.merId);
      expect(cents(shop.orderPayAmount)).toBe(rows.reduce((a, r) => a + cents(r.orderPayAmount), 0n));
      expect(cents(shop.handlingFee)).toBe(rows.reduce((a, r) => a + cents(r.handlingFee), 0n));
      expect(cents(shop.merchantTransferAmount)).toBe(rows.reduce((a, r) => a + cents(r.merchantTransferAmount), 0n));
    }
    // Newest day first.
    expect([...st.list.map((r) => r.dataDate)]).toEqual([...st.list.map((r) => r.dataDate)].sort().reverse());
  });

  it('by month and for one shop: the same money, regrouped', async () => {
    const byMonth = await statement({ dateType: 'month', dateLimit: 'lately30' });
    const want = expected((d) => dayIn(d).slice(0, 7));
    for (const [key, w] of want) {
      const [month, merId] = key.split('|');
      const r = byMonth.list.find((x) => x.dataDate === month && x.merId === Number(merId));
      expect(r).toMatchObject({ orderNum: w.orderNum, orderPayAmount: fmt(w.pay), handlingFee: fmt(w.fee), refundAmount: fmt(w.refund) });
    }
    const byDay = await statement({ dateLimit: 'lately30' });
    expect(byMonth.total).toEqual(byDay.total);

    const seven = sales[0]!.shop.merId;
    const one = await statement({ merId: String(seven) });
    expect(new Set(one.list.map((r) => r.merId))).toEqual(new Set([seven]));
    expect(one.merchants).toHaveLength(1);
    expect(one.merchants[0]).toMatchObject({ merId: seven, merName: 'Seven Percent Goods', commissionRate: 7 });
    const { merId: _id, merName: _name, commissionRate: _rate, ...figures } = one.merchants[0]!;
    expect(one.total).toEqual(figures);
  });

  it('exports the same figures as CSV, to the cent', async () => {
    const query = { dateType: 'day', dateLimit: 'lately30' };
    const st = await statement(query);
    const res = await fetch(urlWithQuery(c.url, PATH.export, query), { headers: { 'authori-zation': op } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await res.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(STATEMENT_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(st.list.length + 2);
    for (const [i, r] of st.list.entries()) {
      const name = r.merName.includes(',') || r.merName.includes('"') ? `"${r.merName.replace(/"/g, '""')}"` : r.merName;
      expect(lines[i + 1]).toBe([r.dataDate, r.merId, name, r.commissionRate, r.orderNum, r.orderPayAmount, r.refundNum, r.refundAmount, r.handlingFee, r.merchantTransferAmount].join(','));
    }
    const t = st.total;
    expect(lines.at(-1)).toBe(['total', '', '', '', t.orderNum, t.orderPayAmount, t.refundNum, t.refundAmount, t.handlingFee, t.merchantTransferAmount].join(','));
  });

  it('reads ranges as A does and refuses bad ones with code 400', async () => {
    const today = dayIn(new Date());
    const st = await statement({ dateLimit: 'today' });
    expect([st.startDate, st.endDate]).toEqual([today, today]);
    const range = await statement({ dateLimit: `${dayIn(sales[0]!.paidAt)},${dayIn(sales[0]!.paidAt)}` });
    expect(range.list.every((r) => r.dataDate === dayIn(sales[0]!.paidAt))).toBe(true);
    for (const dateLimit of ['2026-02-30,2026-03-01', '2026-03-02,2026-03-01', 'fortnight', '2020-01-01,2026-01-01']) {
      expect((await c.call('GET', PATH.statement, { token: op, query: { dateLimit } })).code, dateLimit).toBe(400);
    }
    expect((await c.call('GET', PATH.statement, { token: op, query: { dateType: 'week' } })).code).toBe(400);
  });

  it('is the platform\'s alone: no token 401, a shop\'s or a shopper\'s token 401, an operator without the permission 403', async () => {
    const owner = await signedInOwner(c, sales[0]!.shop.merId);
    const shopper = await c.createUser();
    for (const path of [PATH.statement, PATH.export]) {
      expect((await c.call('GET', path)).code).toBe(401);
      expect((await c.call('GET', path, { token: owner })).code).toBe(401);
      expect((await c.call('GET', path, { token: shopper.token })).code).toBe(401);
    }
    const viewer = await signedInOperator(c, [P.statement]);
    expect((await c.call('GET', PATH.statement, { token: viewer })).code).toBe(200);
    expect((await c.call('GET', PATH.export, { token: viewer })).code).toBe(403);
  });
});
