import type { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { CHECKOUT_REFUSALS, type computedPrice, type computedPriceBody } from '../../../shared/contract/order.js';
import type { Wire } from '../../../shared/contract/fields.js';
import { BusinessError } from '../http/envelope.js';
import { money } from '../http/render.js';
import { pointsRule } from '../points/settings.js';
import { loadPreOrder, quote, type PreOrder } from './preorder.js';

type ComputedPriceInput = z.output<typeof computedPriceBody>;
type ComputedPrice = Wire<typeof computedPrice>;

/**
 * POST /order/computed/price: the totals for the shopper's choices, order and shop by shop, with the points
 * the shopper may choose from. The shop parts come from the same pricing as the order, so they add up to it.
 */
export async function computedPriceView(ctx: CommerceContext, uid: number, pre: PreOrder, b: ComputedPriceInput): Promise<ComputedPrice> {
  if (b.addressId > 0) {
    const own = await ctx.db.selectFrom('addresses').select('id').where('id', '=', b.addressId).where('uid', '=', uid).where('isDel', '=', 0).executeTakeFirst();
    if (!own) throw new BusinessError(CHECKOUT_REFUSALS.addressMissing, 404);
  }
  // Placing the order refreshes the checkout's queries while the page is still open: by then the coupon is used
  // and the points are spent, so pricing the choices again would refuse them. The order's own totals answer.
  if (pre.orderNo) return placedPrice(ctx, uid, pre.orderNo);
  let q: Awaited<ReturnType<typeof quote>>;
  try {
    q = await quote(ctx, uid, pre, { userCouponId: b.couponId, useIntegral: b.isUseIntegral, integral: b.integral });
  } catch (e) {
    // The order may have been placed between reading the pre-order and pricing it (the page asks again while
    // "Submit" is on its way): the coupon is then used by that very order, and its totals are the answer.
    if (!(e instanceof BusinessError)) throw e;
    const again = await loadPreOrder(ctx, uid, pre.preOrderNo).catch(() => null);
    if (again?.orderNo) return placedPrice(ctx, uid, again.orderNo);
    throw e;
  }
  const t = q.totals;
  return {
    proTotalFee: money(t.proTotal),
    freightFee: money(t.freight),
    couponFee: money(t.coupon),
    deductionPrice: money(t.deduction),
    usedIntegral: t.usedPoints,
    surplusIntegral: q.userPoints - t.usedPoints,
    payFee: money(t.pay),
    userIntegral: q.userPoints,
    integralStep: q.rule.step,
    maxIntegral: t.maxPoints,
    integralPerUnit: q.rule.pointsPerUnit,
    orderList: q.shops.map((s, i) => {
      const st = t.shops[i]!;
      return {
        merId: s.merId,
        merName: s.merName,
        orderProNum: st.totalNum,
        proTotalFee: money(st.proTotal),
        freightFee: money(st.freight),
        couponFee: money(st.coupon),
        deductionPrice: money(st.deduction),
        usedIntegral: st.usedPoints,
        payFee: money(st.pay),
      };
    }),
  };
}

/** The totals an order was placed with, in the computed-price answer's shape. */
async function placedPrice(ctx: CommerceContext, uid: number, orderNo: string): Promise<ComputedPrice> {
  const o = await ctx.db.selectFrom('orders').selectAll().where('orderNo', '=', orderNo).where('uid', '=', uid).executeTakeFirst();
  if (!o) throw new BusinessError(CHECKOUT_REFUSALS.preOrderMissing, 404);
  const shops = await ctx.db
    .selectFrom('merchantOrders as mo')
    .leftJoin('merchants as m', 'm.id', 'mo.merId')
    .select(['mo.merId', 'm.name', 'mo.totalNum', 'mo.proTotalPrice', 'mo.totalPostage', 'mo.couponPrice', 'mo.integralPrice', 'mo.useIntegral', 'mo.payPrice'])
    .where('mo.masterOrderNo', '=', orderNo)
    .orderBy('mo.id')
    .execute();
  const user = await ctx.db.selectFrom('users').select('integral').where('id', '=', uid).executeTakeFirst();
  const rule = await pointsRule(ctx);
  const balance = user?.integral ?? 0;
  return {
    proTotalFee: money(o.proTotalPrice),
    freightFee: money(o.totalPostage),
    couponFee: money(o.couponPrice),
    deductionPrice: money(o.integralPrice),
    usedIntegral: o.useIntegral,
    surplusIntegral: balance,
    payFee: money(o.payPrice),
    userIntegral: balance + o.useIntegral,
    integralStep: rule.step,
    maxIntegral: o.useIntegral,
    integralPerUnit: rule.pointsPerUnit,
    orderList: shops.map((s) => ({
      merId: s.merId,
      merName: s.name ?? '',
      orderProNum: s.totalNum,
      proTotalFee: money(s.proTotalPrice),
      freightFee: money(s.totalPostage),
      couponFee: money(s.couponPrice),
      deductionPrice: money(s.integralPrice),
      usedIntegral: s.useIntegral,
      payFee: money(s.payPrice),
    })),
  };
}
