import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { CHECKOUT_REFUSALS, type orderCreateBody } from '../../../shared/contract/order.js';
import { BusinessError } from '../http/envelope.js';
import { now } from '../db/time.js';
import { debitPoints } from '../points/service.js';
import { consumeCoupon, reserveStock } from './lifecycle.js';
import { loadPreOrder, quote } from './preorder.js';
import { assertShopsOpen } from '../merchants/open.js';
import { addressSnapshot, phoneWithDial } from '../../../shared/address-format.js';
import { ordersCreated } from '../../metrics.js';

/** What the order create call carries, as the contract's request shape reads it. */
export type CreateOrderInput = z.output<typeof orderCreateBody>;

/** Order numbers: prefix + UTC time + random digits, unique by index; PT master, SH shop order. */
export function newOrderNo(prefix: 'PT' | 'SH'): string {
  const t = now().replace(/\D/g, '');
  return `${prefix}${t}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

class AlreadyCreated extends Error {}

/**
 * Turns a pre-order into one master order and one order per shop, in ONE transaction: stock
 * reserved, coupon consumed, points spent, cart lines removed, pre-order claimed. Claiming the
 * pre-order first makes a double submit wait for (or see) the first and return its order number.
 */
export async function createOrder(ctx: CommerceContext, uid: number, input: CreateOrderInput): Promise<string> {
  const pre = await loadPreOrder(ctx, uid, input.preOrderNo);
  if (pre.orderNo) return pre.orderNo;
  const address = await ctx.db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', input.addressId)
    .where('uid', '=', uid)
    .where('isDel', '=', 0)
    .executeTakeFirst();
  if (!address) throw new BusinessError(CHECKOUT_REFUSALS.addressMissing, 404);
  const user = await ctx.db.selectFrom('users').select(['email']).where('id', '=', uid).executeTakeFirst();
  const q = await quote(ctx, uid, pre, { userCouponId: input.couponId, useIntegral: input.isUseIntegral, integral: input.integral });
  const t = q.totals;
  const orderNo = newOrderNo('PT');
  const stamp = now();
  // Six lines in a fixed order, so the storefront writes it in the shopper's own order (shared/address-format.ts).
  const userAddress = addressSnapshot(address);
  const realName = input.realName?.trim() || address.realName;
  const userPhone = input.phone?.trim() || phoneWithDial(address.countryCode, address.phone);
  const email = input.email?.trim() || address.email || user?.email || '';

  try {
    await ctx.db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('preOrders')
        .set({ orderNo })
        .where('preOrderNo', '=', pre.preOrderNo)
        .where('uid', '=', uid)
        .where('orderNo', 'is', null)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) throw new AlreadyCreated();
      // A shop may close in the minutes between the pre-order and the order: its goods are not sold then. Checked
      // inside the transaction, so the order and the shop's state are read together.
      await assertShopsOpen(trx, pre.lines.map((l) => l.merId));

      await reserveStock(trx, pre.lines);
      if (q.coupon) await consumeCoupon(trx, uid, q.coupon.id, orderNo);
      if (t.usedPoints > 0) await debitPoints(trx, uid, t.usedPoints, 'Points used for an order', orderNo);

      await trx
        .insertInto('orders')
        .values({
          orderNo,
          preOrderNo: pre.preOrderNo,
          uid,
          totalNum: t.totalNum,
          proTotalPrice: t.proTotal,
          totalPostage: t.freight,
          couponId: q.coupon?.id ?? 0,
          couponPrice: t.coupon,
          useIntegral: t.usedPoints,
          integralPrice: t.deduction,
          payPrice: t.pay,
          payType: input.payType,
          payChannel: input.payChannel,
          paid: 0,
          payTime: null,
          isCancel: 0,
          realName,
          userPhone,
          userAddress,
          email,
          mark: input.mark,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .execute();
      for (const [i, shop] of q.shops.entries()) {
        const st = t.shops[i]!;
        const merOrderNo = newOrderNo('SH');
        await trx
          .insertInto('merchantOrders')
          .values({
            orderNo: merOrderNo,
            masterOrderNo: orderNo,
            uid,
            merId: shop.merId,
            totalNum: st.totalNum,
            proTotalPrice: st.proTotal,
            totalPostage: st.freight,
            couponPrice: st.coupon,
            integralPrice: st.deduction,
            useIntegral: st.usedPoints,
            payPrice: st.pay,
            status: 0,
            refundStatus: 0,
            paid: 0,
            payTime: null,
            userRemark: input.mark,
            deliveryName: '',
            deliveryCode: '',
            deliveryId: '',
            courier: '',
            courierPhone: '',
            shipTime: null,
            receiveTime: null,
            isUserDel: 0,
            createdAt: stamp,
            updatedAt: stamp,
          })
          .execute();
        await trx
          .insertInto('orderItems')
          .values(
            shop.lines.map((l) => ({
              merOrderNo,
              masterOrderNo: orderNo,
              uid,
              merId: shop.merId,
              productId: l.productId,
              productName: l.productName,
              image: l.image,
              attrValueId: l.attrValueId,
              sku: l.sku,
              price: l.price,
              payNum: l.payNum,
              weight: l.weight,
              volume: l.volume,
              isReply: 0,
            })),
          )
          .execute();
      }
      const cartIds = pre.preOrderType === 'shoppingCart' ? pre.lines.map((l) => l.cartId).filter((id) => id > 0) : [];
      if (cartIds.length > 0) await trx.deleteFrom('cartItems').where('uid', '=', uid).where('id', 'in', cartIds).execute();
    });
  } catch (e) {
    if (!(e instanceof AlreadyCreated)) throw e;
    const row = await ctx.db.selectFrom('preOrders').select('orderNo').where('preOrderNo', '=', pre.preOrderNo).where('uid', '=', uid).executeTakeFirst();
    if (!row?.orderNo) throw new BusinessError('The order could not be created, please try again');
    return row.orderNo;
  }
  ordersCreated.inc();
  return orderNo;
}
