import type { CommerceContext } from '../context.js';
import { now } from '../db/time.js';
import { eligibleFlags } from '../coupons/scope.js';
import { expireOld, userCouponRow } from '../coupons/service.js';
import { loadPreOrder } from './preorder.js';
import { priceOrder } from './pricing.js';

/** GET /coupons/order/{preOrderNo}: the shopper's coupons that apply to that order now (scope and minimum). */
export async function couponsForOrder(ctx: CommerceContext, uid: number, preOrderNo: string) {
  const pre = await loadPreOrder(ctx, uid, preOrderNo);
  await expireOld(ctx, uid);
  const stamp = now();
  const candidates = await ctx.db
    .selectFrom('userCoupons')
    .selectAll()
    .where('uid', '=', uid)
    .where('status', '=', 0)
    .where('startTime', '<=', stamp)
    .where('endTime', '>', stamp)
    .orderBy('money', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const out = [];
  for (const c of candidates) {
    const flags = await eligibleFlags(ctx.db, c, pre.lines);
    const t = priceOrder({
      shops: [{ merId: 0, freightFee: 0, freeFreightThreshold: 0, lines: pre.lines.map((l, i) => ({ price: l.price, payNum: l.payNum, couponEligible: flags[i] ?? false })) }],
      coupon: { money: c.money, minPrice: c.minPrice },
      availablePoints: 0,
      points: { pointsPerUnit: ctx.config.POINTS_PER_CURRENCY_UNIT, maxDeductPercent: 0 },
    });
    if (!t.couponApplies) continue;
    out.push(userCouponRow(c));
  }
  return out;
}
