import type { Insertable, Transaction } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { addSeconds } from '../db/time.js';
import { shopFreight } from '../orders/pricing.js';
import { POINTS_ADD } from '../points/service.js';
import { platformDb } from '../platform-merchants/tables.js';
import { EXPRESS_COMPANIES } from '../../../shared/contract/admin-order.js';
import { rng, type Rng } from './random.js';

/**
 * The demo marketplace's trading history: about 60 days of orders of the demo shops, so the merchant and
 * platform dashboards, finance and the order and refund lists have something to show on a fresh install.
 *
 * They are bought by buyers of their own (listed in DEMO_ACCOUNTS.md, without a password: nobody signs in as
 * them), never by the demo shoppers, whose order lists journeys count. Every order is written as the order flow
 * leaves it, all paid from the buyer's balance: to ship, shipped with a carrier and tracking, completed (points
 * earned), refunded before shipping (money back to the balance), a refund waiting for the shop's decision, a
 * refund the shop refused, and orders cancelled before payment. The products' sold counts and stock are the plan's
 * figures *after* this history: an order only takes units the plan already counts as sold, so nothing
 * is deducted twice. Money is integer minor units; each buyer's balance and points ledger adds up to the balance
 * and points on the account. Deterministic (seed/random.ts).
 */

const HISTORY_DAYS = 60;
const SEED = 20_261_127;

/** Buyers of the history. No password: they are never signed in as. */
export const HISTORY_BUYERS = [
  { nickname: 'Mia Hoffmann', email: 'mia.hoffmann@buyers.storefront.test', phone: '+49 30 901820', address: 'Torstraße 112, 10119 Berlin, Germany' },
  { nickname: 'Kenji Sato', email: 'kenji.sato@buyers.storefront.test', phone: '+81 3 5555 0142', address: '2-11-3 Jingumae, Shibuya-ku, Tokyo 150-0001, Japan' },
  { nickname: 'Sofia Rossi', email: 'sofia.rossi@buyers.storefront.test', phone: '+39 02 5555 0190', address: 'Via Torino 48, 20123 Milano, Italy' },
  { nickname: "Liam O'Brien", email: 'liam.obrien@buyers.storefront.test', phone: '+353 1 555 0133', address: '14 Camden Row, Dublin 8, D08 X2Y5, Ireland' },
  { nickname: 'Chen Wei', email: 'chen.wei@buyers.storefront.test', phone: '+86 21 5555 0177', address: '上海市徐汇区漕溪北路 88 号 1203 室, 200030' },
  { nickname: 'Ananya Iyer', email: 'ananya.iyer@buyers.storefront.test', phone: '+91 80 5555 0119', address: '27 Residency Road, Bengaluru 560025, India' },
  { nickname: 'Lucas Martin', email: 'lucas.martin@buyers.storefront.test', phone: '+33 1 55 55 01 64', address: '9 rue des Martyrs, 75009 Paris, France' },
  { nickname: 'Ploy Srisuk', email: 'ploy.srisuk@buyers.storefront.test', phone: '+66 2 555 0148', address: '45 ถนนสุขุมวิท ซอย 31 แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพฯ 10110' },
] as const;

const REFUND_REASONS = ['Changed my mind', 'Item damaged or defective', 'Ordered the wrong size', 'Arrived too late'] as const;
const REFUSE_REASONS = ['The seal is broken and the item has been used', 'Returned outside the 7-day window'] as const;
const HUBS = ['Picked up by the carrier', 'Departed the sorting hub', 'Arrived at the local delivery station', 'Out for delivery'] as const;

interface Sku {
  productId: number;
  merId: number;
  name: string;
  image: string;
  attrValueId: number;
  sku: string;
  price: number;
  weight: number;
  volume: number;
  /** Units of the plan's sold count not yet given to an order of the history. */
  budget: number;
}

type Fate = 'cancelled' | 'toShip' | 'shipped' | 'completed' | 'refunded' | 'refundWaiting' | 'refundRefused';

/** What an order ends as, by how long ago it was paid (recent ones are still on their way). */
function fateOf(r: Rng, ageDays: number): Fate {
  if (r.chance(0.05)) return 'cancelled';
  if (ageDays >= 1 && r.chance(0.07)) return 'refunded';
  if (ageDays < 2.5) return r.chance(0.12) ? 'refundWaiting' : 'toShip';
  if (ageDays < 8) return r.chance(0.1) ? 'refundWaiting' : 'shipped';
  return r.chance(0.04) ? 'refundRefused' : 'completed';
}

/** One row-per-statement bulk insert, chunked under both databases' bound-parameter limits. */
async function insertRows<T extends keyof Database>(trx: Transaction<Database>, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(8000 / Math.max(1, Object.keys(rows[0] as object).length)));
  for (let i = 0; i < rows.length; i += size) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely cannot narrow a generic table's insert type
    await trx.insertInto(table).values(rows.slice(i, i + size) as any).execute();
  }
}

/** Order numbers as the service makes them (prefix, UTC time, nine digits), unique by the running count. */
const orderNo = (prefix: 'PT' | 'SH' | 'RF', at: string, n: number) => `${prefix}${at.replace(/\D/g, '')}${String(n).padStart(9, '0')}`;

/** Seeds the history inside the seed's transaction; answers how many shop orders it wrote. */
export async function seedOrderHistory(ctx: CommerceContext, trx: Transaction<Database>, base: Date): Promise<number> {
  const r = rng(SEED);
  const at = (secondsAgo: number) => addSeconds(base, -secondsAgo);
  const currency = ctx.config.SHOP_CURRENCY;

  const shops = await platformDb(trx).selectFrom('merchants').select(['id', 'freightFee', 'freeFreightThreshold', 'handlingFee']).orderBy('id').execute();
  const shopOf = new Map(shops.map((s) => [s.id, s]));
  const skus: Sku[] = (
    await trx
      .selectFrom('products as p')
      .innerJoin('productAttrValues as v', 'v.productId', 'p.id')
      .select(['p.id as productId', 'p.merId', 'p.storeName', 'p.image', 'v.id as attrValueId', 'v.sku', 'v.price', 'v.weight', 'v.volume', 'v.sales'])
      .where('p.isShow', '=', 1)
      .where('p.isDel', '=', 0)
      .where('v.isDel', '=', 0)
      .where('v.sales', '>', 0)
      .orderBy('v.id')
      .execute()
  ).map((v) => ({ productId: v.productId, merId: v.merId, name: v.storeName, image: v.image, attrValueId: v.attrValueId, sku: v.sku, price: v.price, weight: v.weight, volume: v.volume, budget: v.sales }));
  if (skus.length === 0) return 0;
  const skusOfShop = new Map<number, Sku[]>();
  for (const s of skus) skusOfShop.set(s.merId, [...(skusOfShop.get(s.merId) ?? []), s]);
  const sellers = [...skusOfShop.keys()];

  // ---- the buyers
  const opened = at((HISTORY_DAYS + 5) * 86_400);
  const buyers: { uid: number; b: (typeof HISTORY_BUYERS)[number] }[] = [];
  for (const b of HISTORY_BUYERS) {
    const row = await trx
      .insertInto('users')
      .values({ email: b.email, phone: null, countryCode: null, passwordHash: null, nickname: b.nickname, avatar: '', userType: 'email', identity: null, balance: 0, integral: 0, frozenIntegral: 0, experience: 0, status: 1, createdAt: opened, updatedAt: opened })
      .returning('id')
      .executeTakeFirstOrThrow();
    buyers.push({ uid: row.id, b });
  }

  // ---- when: busier lately, more at weekends, any hour of the day; oldest first, so ids follow time
  const times: number[] = [];
  for (let d = HISTORY_DAYS - 1; d >= 0; d--) {
    const weekday = new Date(base.getTime() - d * 86_400_000).getUTCDay();
    const n = r.int(2, 4) + (d < 30 ? 1 : 0) + (d < 10 ? 2 : 0) + (weekday === 0 || weekday === 6 ? 1 : 0);
    for (let k = 0; k < n; k++) times.push(d * 86_400 + r.int(d === 0 ? 900 : 0, 86_399));
  }
  times.sort((a, b) => b - a);

  const orders: Insertable<Database['orders']>[] = [];
  const shopOrders: Insertable<Database['merchantOrders']>[] = [];
  const items: Insertable<Database['orderItems']>[] = [];
  const payments: Insertable<Database['payments']>[] = [];
  const refunds: Insertable<Database['refunds']>[] = [];
  const tracking: Insertable<Database['orderTracking']>[] = [];
  /** Balance and points movements per buyer, put in time order at the end to write running balances. */
  const money = new Map<number, { time: string; title: string; amount: number; linkId: string }[]>();
  const points = new Map<number, { time: string; title: string; integral: number; linkId: string }[]>();
  const push = <T>(m: Map<number, T[]>, uid: number, v: T) => m.set(uid, [...(m.get(uid) ?? []), v]);

  let count = 0;
  for (const secondsAgo of times) {
    const fate = fateOf(r, secondsAgo / 86_400);
    // A cancelled or refunded order gave its units back, so it takes none of the sold count.
    const keeps = fate !== 'cancelled' && fate !== 'refunded';
    // Every shop about as busy as the next (a shop with a long range is not busier for it).
    const merId = r.pick(sellers);
    const pool = (skusOfShop.get(merId) ?? []).filter((s) => !keeps || s.budget > 0);
    if (pool.length === 0) continue;
    const chosen = [r.pick(pool)];
    const first = chosen[0]!;
    if (r.chance(0.3)) {
      const second = r.pick(pool);
      if (second.attrValueId !== chosen[0]!.attrValueId) chosen.push(second);
    }
    const lines = chosen.map((s) => ({ s, qty: Math.max(1, Math.min(r.chance(0.2) ? r.int(2, 3) : 1, keeps ? s.budget : 3)) }));
    if (keeps) for (const l of lines) l.s.budget -= l.qty;

    count += 1;
    const buyer = r.pick(buyers);
    const shop = shopOf.get(first.merId)!;
    const created = at(secondsAgo + r.int(30, 600));
    const paidAt = at(secondsAgo);
    const masterNo = orderNo('PT', created, count);
    const merNo = orderNo('SH', created, count);
    const totalNum = lines.reduce((n, l) => n + l.qty, 0);
    const proTotal = lines.reduce((n, l) => n + l.s.price * l.qty, 0);
    const postage = shopFreight(shop, proTotal);
    const payPrice = proTotal + postage;
    const paid = fate !== 'cancelled';

    // The shop's part of the story, in seconds before now: shipment, receipt, and what became of a refund.
    const shipped = fate === 'shipped' || fate === 'completed' || fate === 'refundRefused' || (fate === 'refundWaiting' && secondsAgo > 2.5 * 86_400);
    const received = fate === 'completed' || fate === 'refundRefused';
    const shipAgo = shipped ? Math.max(600, secondsAgo - r.int(3 * 3600, 30 * 3600)) : null;
    const receiveAgo = received && shipAgo !== null ? Math.max(300, shipAgo - r.int(2 * 86_400, 5 * 86_400)) : null;
    const shipTime = shipAgo === null ? null : at(shipAgo);
    const receiveTime = receiveAgo === null ? null : at(receiveAgo);
    const cancelAgo = Math.max(0, secondsAgo - 1800);
    const status = fate === 'cancelled' || fate === 'refunded' ? 9 : received ? 3 : shipped ? 1 : 0;
    const refundStatus = fate === 'refunded' ? 3 : fate === 'refundWaiting' ? 1 : 0;
    const carrier = r.pick(EXPRESS_COMPANIES);
    const trackingNo = `${carrier.code.toUpperCase()}${String(r.int(100_000_000, 999_999_999))}`;
    const updated = receiveTime ?? shipTime ?? (paid ? paidAt : at(cancelAgo));

    orders.push({
      orderNo: masterNo, preOrderNo: `pre-${masterNo}`, uid: buyer.uid, totalNum, proTotalPrice: proTotal, totalPostage: postage, couponId: 0, couponPrice: 0, useIntegral: 0, integralPrice: 0,
      payPrice, payType: paid ? 'yue' : '', payChannel: 'pc', paid: paid ? 1 : 0, payTime: paid ? paidAt : null, isCancel: paid ? 0 : 1, realName: buyer.b.nickname, userPhone: buyer.b.phone,
      userAddress: buyer.b.address, email: buyer.b.email, mark: '', createdAt: created, updatedAt: paid ? paidAt : at(cancelAgo),
    });
    shopOrders.push({
      orderNo: merNo, masterOrderNo: masterNo, uid: buyer.uid, merId: first.merId, totalNum, proTotalPrice: proTotal, totalPostage: postage, couponPrice: 0, integralPrice: 0, useIntegral: 0,
      payPrice, status, refundStatus, paid: paid ? 1 : 0, payTime: paid ? paidAt : null, userRemark: r.chance(0.1) ? 'Please leave the parcel with the concierge.' : '',
      deliveryName: shipped ? carrier.name : '', deliveryCode: shipped ? carrier.code : '', deliveryId: shipped ? trackingNo : '', courier: '', courierPhone: '', shipTime, receiveTime,
      isUserDel: 0, handlingFee: paid ? shop.handlingFee : null, createdAt: created, updatedAt: updated,
    });
    for (const l of lines) {
      items.push({
        merOrderNo: merNo, masterOrderNo: masterNo, uid: buyer.uid, merId: first.merId, productId: l.s.productId, productName: l.s.name, image: l.s.image, attrValueId: l.s.attrValueId,
        sku: l.s.sku, price: l.s.price, payNum: l.qty, weight: l.s.weight, volume: l.s.volume, isReply: 0,
      });
    }
    if (!paid) continue;

    payments.push({ masterOrderNo: masterNo, uid: buyer.uid, provider: 'yue', providerRef: `yue-${masterNo}`, amount: payPrice, currency, status: 'succeeded', createdAt: paidAt, updatedAt: paidAt });
    push(money, buyer.uid, { time: paidAt, title: `Payment for order ${masterNo}`, amount: -payPrice, linkId: masterNo });
    if (shipAgo !== null) {
      // Tracking from the pick-up on: every stop up to the doorstep for a received parcel, the first ones otherwise.
      const hops = receiveAgo !== null ? HUBS.length : r.int(1, HUBS.length - 1);
      const endAgo = receiveAgo ?? Math.max(60, shipAgo - 36 * 3600);
      for (let h = 0; h < hops; h++) tracking.push({ merOrderNo: merNo, station: HUBS[h]!, time: at(shipAgo - Math.floor(((shipAgo - endAgo) * h) / hops)), sort: h + 1 });
    }
    if (receiveTime) {
      const earned = Math.floor((payPrice * ctx.config.POINTS_EARN_PER_UNIT) / 100);
      if (earned > 0) push(points, buyer.uid, { time: receiveTime, title: 'Order completed: points earned', integral: earned, linkId: merNo });
    }
    if (fate === 'refunded' || fate === 'refundWaiting' || fate === 'refundRefused') {
      const from = receiveAgo ?? shipAgo ?? secondsAgo;
      const appliedAgo = Math.max(120, from - r.int(1800, 20 * 3600));
      const decidedAgo = fate === 'refundWaiting' ? appliedAgo : Math.max(60, appliedAgo - r.int(3600, 20 * 3600));
      const refundNo = orderNo('RF', at(appliedAgo), count);
      refunds.push({
        refundOrderNo: refundNo, merOrderNo: merNo, masterOrderNo: masterNo, uid: buyer.uid, merId: first.merId, totalNum, refundPrice: payPrice,
        refundStatus: fate === 'refunded' ? 3 : fate === 'refundRefused' ? 1 : 0, refundReasonWap: r.pick(REFUND_REASONS), refundReasonWapImg: '', refundReasonWapExplain: '',
        refundReason: fate === 'refundRefused' ? r.pick(REFUSE_REASONS) : '', refundTime: fate === 'refunded' ? at(decidedAgo) : null, providerRefundRef: '', createdAt: at(appliedAgo), updatedAt: at(decidedAgo),
      });
      if (fate === 'refunded') push(money, buyer.uid, { time: at(decidedAgo), title: `Refund for order ${merNo}`, amount: payPrice, linkId: refundNo });
    }
  }

  await insertRows(trx, 'orders', orders);
  await insertRows(trx, 'merchantOrders', shopOrders);
  await insertRows(trx, 'orderItems', items);
  await insertRows(trx, 'payments', payments);
  await insertRows(trx, 'refunds', refunds);
  await insertRows(trx, 'orderTracking', tracking);

  // ---- each buyer's ledgers: a top-up before the first order leaves a round, positive balance
  const balanceRows: Insertable<Database['balanceRecords']>[] = [];
  const pointRows: Insertable<Database['integralRecords']>[] = [];
  for (const { uid } of buyers) {
    const moves = (money.get(uid) ?? []).sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
    const spent = moves.reduce((n, m) => n + Math.max(0, -m.amount), 0);
    const topUp = Math.ceil(spent / 10_000) * 10_000 + 25_000;
    let balance = topUp;
    balanceRows.push({ uid, title: 'Top-up', amount: topUp, balance, linkId: '', createdAt: opened });
    for (const m of moves) {
      balance += m.amount;
      balanceRows.push({ uid, title: m.title, amount: m.amount, balance, linkId: m.linkId, createdAt: m.time });
    }
    let integral = 0;
    for (const p of (points.get(uid) ?? []).sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0))) {
      integral += p.integral;
      pointRows.push({ uid, title: p.title, integral: p.integral, type: POINTS_ADD, balance: integral, linkId: p.linkId, createdAt: p.time });
    }
    await trx.updateTable('users').set({ balance, integral }).where('id', '=', uid).execute();
  }
  await insertRows(trx, 'balanceRecords', balanceRows);
  await insertRows(trx, 'integralRecords', pointRows);
  return count;
}
