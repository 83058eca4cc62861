import { sql } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { Db } from '../db/schema.js';
import { BusinessError } from '../http/envelope.js';
import { now } from '../db/time.js';
import { creditPoints } from '../points/service.js';
import { collectCod } from '../payments/cod-ledger.js';

export const STATUS_TO_SHIP = 0;
export const STATUS_TO_RECEIVE = 1;
export const STATUS_COMPLETED = 3;
export const STATUS_CANCELLED = 9;

export interface StockLine {
  productId: number;
  attrValueId: number;
  payNum: number;
}

/** Quantities per product, in id order, for the product-level stock updates. */
function perProduct(lines: StockLine[]): [number, number][] {
  const m = new Map<number, number>();
  for (const l of lines) m.set(l.productId, (m.get(l.productId) ?? 0) + l.payNum);
  return [...m.entries()].sort((a, b) => a[0] - b[0]);
}

/**
 * Takes stock from the SKUs and the products of an order. Each update only succeeds while enough
 * stock remains, so parallel buyers can never push either below zero. Rows are touched in one
 * global order (SKUs by id, then products by id) so concurrent orders on PostgreSQL cannot deadlock.
 */
export async function reserveStock(trx: Db, lines: (StockLine & { productName: string })[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.attrValueId - b.attrValueId)) {
    const sku = await trx
      .updateTable('productAttrValues')
      .set((eb) => ({ stock: eb('stock', '-', line.payNum), sales: eb('sales', '+', line.payNum) }))
      .where('id', '=', line.attrValueId)
      .where('productId', '=', line.productId)
      .where('isDel', '=', 0)
      .where('stock', '>=', line.payNum)
      .executeTakeFirst();
    if (Number(sku.numUpdatedRows) !== 1) throw new BusinessError(`${line.productName} is out of stock`);
  }
  for (const [productId, n] of perProduct(lines)) {
    const product = await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', n), sales: eb('sales', '+', n) }))
      .where('id', '=', productId)
      .where('isShow', '=', 1)
      .where('isDel', '=', 0)
      .where('stock', '>=', n)
      .executeTakeFirst();
    if (Number(product.numUpdatedRows) !== 1) {
      const name = lines.find((l) => l.productId === productId)?.productName ?? 'A product';
      throw new BusinessError(`${name} is out of stock or off the shelf`);
    }
  }
}

/** Puts stock back (cancel, refund) in the same row order as reserveStock; sales drop with it, never below zero. */
export async function releaseStock(trx: Db, lines: StockLine[]): Promise<void> {
  const back = (n: number) => sql<number>`case when sales >= ${n} then sales - ${n} else 0 end`;
  for (const l of [...lines].sort((a, b) => a.attrValueId - b.attrValueId)) {
    await trx.updateTable('productAttrValues').set((eb) => ({ stock: eb('stock', '+', l.payNum), sales: back(l.payNum) })).where('id', '=', l.attrValueId).execute();
  }
  for (const [productId, n] of perProduct(lines)) {
    await trx.updateTable('products').set((eb) => ({ stock: eb('stock', '+', n), sales: back(n) })).where('id', '=', productId).execute();
  }
}

/** Consumes a user coupon for an order; only an unused coupon inside its window can be taken. */
export async function consumeCoupon(trx: Db, uid: number, userCouponId: number, orderNo: string): Promise<void> {
  const stamp = now();
  const res = await trx
    .updateTable('userCoupons')
    .set({ status: 1, orderNo, useTime: stamp })
    .where('id', '=', userCouponId)
    .where('uid', '=', uid)
    .where('status', '=', 0)
    .where('startTime', '<=', stamp)
    .where('endTime', '>', stamp)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new BusinessError('This coupon has already been used or has expired');
}

/** Gives a coupon back to the shopper when its order is cancelled or refunded in full. */
export async function restoreCoupon(trx: Db, uid: number, userCouponId: number, orderNo: string): Promise<void> {
  if (userCouponId <= 0) return;
  await trx
    .updateTable('userCoupons')
    .set({ status: 0, orderNo: '', useTime: null })
    .where('id', '=', userCouponId)
    .where('uid', '=', uid)
    .where('status', '=', 1)
    .where('orderNo', '=', orderNo)
    .execute();
}

/**
 * The shop's commission rate in force now, for a shop order being paid (or accepted for cash on delivery) to
 * keep (docs/api-extensions.md "Commission per order"): a later change of the shop's rate leaves the order be.
 * An expression for `merchant_orders.handling_fee` in an update of that table.
 */
export const shopRateNow = () => sql<number>`coalesce((select m.handling_fee from merchants m where m.id = merchant_orders.mer_id), 0)`;

/**
 * Marks a master order and its shop orders paid. The update only matches an unpaid, uncancelled
 * order, so a payment racing a cancel (or a second payment) changes nothing and returns false;
 * call it inside the same transaction as the money movement and roll back when it returns false.
 */
export async function markOrderPaid(trx: Db, masterOrderNo: string, opts: { payType: string; payTime?: string }): Promise<boolean> {
  const payTime = opts.payTime ?? now();
  const res = await trx
    .updateTable('orders')
    .set({ paid: 1, payTime, payType: opts.payType, updatedAt: payTime })
    .where('orderNo', '=', masterOrderNo)
    .where('paid', '=', 0)
    .where('isCancel', '=', 0)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await trx.updateTable('merchantOrders').set({ paid: 1, payTime, updatedAt: payTime, handlingFee: shopRateNow() }).where('masterOrderNo', '=', masterOrderNo).execute();
  return true;
}

/**
 * Cancels an unpaid master order and gives back what it held: stock, coupon and points, in one
 * transaction. The claim `paid = 0 and is_cancel = 0` makes it safe against a racing payment and
 * against several expiry sweeps at once: exactly one caller wins, the others get false.
 */
export async function cancelUnpaidOrder(ctx: CommerceContext, masterOrderNo: string, opts: { uid?: number; reason: string }): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const stamp = now();
    let claim = trx.updateTable('orders').set({ isCancel: 1, updatedAt: stamp }).where('orderNo', '=', masterOrderNo).where('paid', '=', 0).where('isCancel', '=', 0);
    if (opts.uid !== undefined) claim = claim.where('uid', '=', opts.uid);
    const res = await claim.executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return false;
    const order = await trx.selectFrom('orders').select(['uid', 'couponId', 'useIntegral']).where('orderNo', '=', masterOrderNo).executeTakeFirstOrThrow();
    await trx.updateTable('merchantOrders').set({ status: STATUS_CANCELLED, updatedAt: stamp }).where('masterOrderNo', '=', masterOrderNo).execute();
    const items = await trx.selectFrom('orderItems').select(['productId', 'attrValueId', 'payNum']).where('masterOrderNo', '=', masterOrderNo).execute();
    await releaseStock(trx, items);
    await restoreCoupon(trx, order.uid, order.couponId, masterOrderNo);
    await creditPoints(trx, order.uid, order.useIntegral, `${opts.reason}: points returned`, masterOrderNo);
    // A shopper still at PayPal returns to a closed attempt: nothing is captured for an order that is gone.
    await trx
      .updateTable('payments')
      .set({ status: 'cancelled', reason: `${opts.reason}: order cancelled before the payment`, updatedAt: stamp })
      .where('masterOrderNo', '=', masterOrderNo)
      .where('provider', '=', 'paypal')
      .where('status', '=', 'pending')
      .execute();
    return true;
  });
}

/** Confirms receipt (status 1 → 3) and credits the points the paid amount earns. */
export async function takeDelivery(ctx: CommerceContext, uid: number, merOrderNo: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const stamp = now();
    const res = await trx
      .updateTable('merchantOrders')
      .set({ status: STATUS_COMPLETED, receiveTime: stamp, updatedAt: stamp })
      .where('orderNo', '=', merOrderNo)
      .where('uid', '=', uid)
      .where('status', '=', STATUS_TO_RECEIVE)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) {
      const exists = await trx.selectFrom('merchantOrders').select('status').where('orderNo', '=', merOrderNo).where('uid', '=', uid).executeTakeFirst();
      throw new BusinessError(exists ? 'Only a shipped order can be received' : 'Order not found');
    }
    // Cash on delivery: the courier has collected, so the shop order now counts as paid.
    await collectCod(trx, merOrderNo, stamp);
    const order = await trx.selectFrom('merchantOrders').select('payPrice').where('orderNo', '=', merOrderNo).executeTakeFirstOrThrow();
    const earned = Math.floor((order.payPrice * ctx.config.POINTS_EARN_PER_UNIT) / 100);
    await creditPoints(trx, uid, earned, 'Order completed: points earned', merOrderNo);
  });
}

/** Hides a completed order from the shopper's lists. */
export async function deleteCompletedOrder(ctx: CommerceContext, uid: number, merOrderNo: string): Promise<void> {
  const res = await ctx.db
    .updateTable('merchantOrders')
    .set({ isUserDel: 1, updatedAt: now() })
    .where('orderNo', '=', merOrderNo)
    .where('uid', '=', uid)
    .where('status', '=', STATUS_COMPLETED)
    .where('isUserDel', '=', 0)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) {
    const exists = await ctx.db.selectFrom('merchantOrders').select('status').where('orderNo', '=', merOrderNo).where('uid', '=', uid).where('isUserDel', '=', 0).executeTakeFirst();
    throw new BusinessError(exists ? 'Only a completed order can be deleted' : 'Order not found');
  }
}
