import type { CommerceContext } from '../context.js';
import type { Db } from '../db/schema.js';
import { BusinessError } from '../http/envelope.js';
import { now } from '../db/time.js';
import { releaseStock, restoreCoupon, shopRateNow, STATUS_CANCELLED, STATUS_TO_SHIP } from '../orders/lifecycle.js';
import { creditPoints } from '../points/service.js';
import { payments } from '../../metrics.js';
import { COD, ledgerRef } from './cod-ledger.js';
import { COD_SWITCH_KEY } from '../../../shared/contract/admin-platform-catalogue.js';
import type { Wire } from '../../../shared/contract/fields.js';
import type { payment } from '../../../shared/contract/pay.js';
import { ORDER_CANCELLED } from './apply.js';

/**
 * Cash on delivery (docs/api-extensions.md, "Cash on delivery"): a way to buy that needs no outside service,
 * so a default install can sell. Choosing it takes no money: the order goes to each shop's "to ship" list
 * (`paid` 1, as A's shops read it) while its pay time stays empty, because nothing has been collected. The
 * courier collects on delivery, so each shop order counts as paid (pay time, ledger row "succeeded") when the
 * shopper confirms receipt; finance and the home figures, which count paid shop orders by pay time, only then
 * count it, and nothing is settled to the shop before it is delivered.
 */

/** Whether the operator offers cash on delivery (off unless set to "1"; the demo seed sets it). */
export async function codOn(ctx: Pick<CommerceContext, 'db'>): Promise<boolean> {
  const row = await ctx.db.selectFrom('siteConfig').select('value').where('key', '=', COD_SWITCH_KEY).executeTakeFirst();
  return row !== undefined && (row.value === '"1"' || row.value === '1');
}

/**
 * Accepts the master order for cash on delivery, once. The claim is the same conditional update as every
 * payment (`paid = 0 and is_cancel = 0`), so a second press, or a press racing another method or a cancel,
 * changes nothing: the second caller hears the order is already accepted, or that it was cancelled.
 */
export async function payByCod(ctx: CommerceContext, uid: number, orderNo: string): Promise<Wire<typeof payment>> {
  if (!(await codOn(ctx))) throw new BusinessError('Cash on delivery is not available, please choose another payment method');
  const accepted = await ctx.db.transaction().execute(async (trx) => {
    const stamp = now();
    const claim = await trx
      .updateTable('orders')
      .set({ paid: 1, payType: COD, payTime: null, updatedAt: stamp })
      .where('orderNo', '=', orderNo)
      .where('uid', '=', uid)
      .where('paid', '=', 0)
      .where('isCancel', '=', 0)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) {
      const again = await trx.selectFrom('orders').select(['paid', 'isCancel']).where('orderNo', '=', orderNo).where('uid', '=', uid).executeTakeFirst();
      if (!again) throw new BusinessError('Order does not exist');
      if (again.paid === 1) return false;
      throw new BusinessError(ORDER_CANCELLED);
    }
    // The shop's commission rate is the one in force when the order was accepted (docs/api-extensions.md "Commission per order").
    await trx.updateTable('merchantOrders').set({ paid: 1, payTime: null, updatedAt: stamp, handlingFee: shopRateNow() }).where('masterOrderNo', '=', orderNo).execute();
    const shops = await trx.selectFrom('merchantOrders').select(['orderNo', 'payPrice']).where('masterOrderNo', '=', orderNo).orderBy('id').execute();
    // One ledger row per shop order, pending until its courier has collected.
    for (const s of shops) {
      await trx
        .insertInto('payments')
        .values({ masterOrderNo: orderNo, uid, provider: COD, providerRef: ledgerRef(s.orderNo), amount: s.payPrice, currency: ctx.config.SHOP_CURRENCY, status: 'pending', createdAt: stamp, updatedAt: stamp })
        .execute();
    }
    return true;
  });
  if (accepted) payments.inc({ provider: COD, outcome: 'accepted' });
  const order = await ctx.db.selectFrom('orders').select(['payType']).where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
  return { status: true, payType: order.payType, orderNo, redirect: '', stripeClientSecret: '' };
}

/**
 * After a cash-on-delivery shop order is refunded before delivery: once no shop order of the master is left
 * (all cancelled), the master is called off and the coupon, which belongs to the whole order, comes back.
 * The coupon's own condition (used by this order) makes a repeat a no-op.
 */
export async function closeCodMasterIfEmpty(trx: Db, masterOrderNo: string, stamp: string): Promise<void> {
  const open = await trx.selectFrom('merchantOrders').select('id').where('masterOrderNo', '=', masterOrderNo).where('status', '!=', STATUS_CANCELLED).executeTakeFirst();
  if (open) return;
  const res = await trx.updateTable('orders').set({ isCancel: 1, updatedAt: stamp }).where('orderNo', '=', masterOrderNo).where('payType', '=', COD).where('isCancel', '=', 0).executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return;
  const order = await trx.selectFrom('orders').select(['uid', 'couponId']).where('orderNo', '=', masterOrderNo).executeTakeFirstOrThrow();
  await restoreCoupon(trx, order.uid, order.couponId, masterOrderNo);
}

/**
 * The shopper calls off a cash-on-delivery order before any of it ships: every shop order is claimed from
 * "to ship" (not shipped, no refund under way) in one transaction with the master, and stock, coupon and
 * points go back. The claims are conditional, so a second cancel, or one racing a shipment, changes nothing
 * and returns false.
 */
export async function cancelCodOrder(ctx: CommerceContext, uid: number, masterOrderNo: string, reason: string): Promise<boolean> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const stamp = now();
      const order = await trx
        .selectFrom('orders')
        .select(['uid', 'couponId', 'useIntegral', 'payType', 'paid', 'isCancel'])
        .where('orderNo', '=', masterOrderNo)
        .where('uid', '=', uid)
        .executeTakeFirst();
      if (!order || order.payType !== COD || order.paid !== 1 || order.isCancel === 1) return false;
      const shops = await trx.selectFrom('merchantOrders').select('orderNo').where('masterOrderNo', '=', masterOrderNo).execute();
      const claimed = await trx
        .updateTable('merchantOrders')
        .set({ status: STATUS_CANCELLED, updatedAt: stamp })
        .where('masterOrderNo', '=', masterOrderNo)
        .where('status', '=', STATUS_TO_SHIP)
        .where('refundStatus', '=', 0)
        .where('shipTime', 'is', null)
        .executeTakeFirst();
      // Part of it already left a warehouse (or is being refunded): nothing is cancelled.
      if (Number(claimed.numUpdatedRows) !== shops.length) throw new CodCancelRefused();
      const master = await trx.updateTable('orders').set({ isCancel: 1, updatedAt: stamp }).where('orderNo', '=', masterOrderNo).where('isCancel', '=', 0).executeTakeFirst();
      if (Number(master.numUpdatedRows) !== 1) throw new CodCancelRefused();
      const items = await trx.selectFrom('orderItems').select(['productId', 'attrValueId', 'payNum']).where('masterOrderNo', '=', masterOrderNo).execute();
      await releaseStock(trx, items);
      await restoreCoupon(trx, order.uid, order.couponId, masterOrderNo);
      await creditPoints(trx, order.uid, order.useIntegral, `${reason}: points returned`, masterOrderNo);
      await trx
        .updateTable('payments')
        .set({ status: 'cancelled', reason: `${reason}: cancelled before delivery`, updatedAt: stamp })
        .where('masterOrderNo', '=', masterOrderNo)
        .where('provider', '=', COD)
        .where('status', '=', 'pending')
        .execute();
      return true;
    });
  } catch (err) {
    if (err instanceof CodCancelRefused) return false;
    throw err;
  }
}

/** Rolls the cancel back when part of the order can no longer be called off. */
class CodCancelRefused extends Error {}
