import type { Db } from '../db/schema.js';
import { payments } from '../../metrics.js';

/**
 * The ledger side of cash on delivery (payments/cod.ts has the story), kept apart so the order lifecycle and
 * refunds can record a collection or a refund without importing the checkout side.
 */

export const COD = 'cod';
/** The refund record of a shop order whose cash was never collected: nothing went back, and finance skips it. */
export const COD_NOT_COLLECTED = 'cod-not-collected';

export const ledgerRef = (merOrderNo: string) => `cod-${merOrderNo}`;

/**
 * The shopper confirmed receipt of a cash-on-delivery shop order: the courier has collected, so from now on it
 * is a paid order for finance (pay time = receipt) and its ledger row succeeds. Other methods: nothing to do.
 */
export async function collectCod(trx: Db, merOrderNo: string, stamp: string): Promise<void> {
  const mo = await trx.selectFrom('merchantOrders').select(['masterOrderNo', 'payTime']).where('orderNo', '=', merOrderNo).executeTakeFirstOrThrow();
  const master = await trx.selectFrom('orders').select(['payType']).where('orderNo', '=', mo.masterOrderNo).executeTakeFirstOrThrow();
  if (master.payType !== COD || mo.payTime !== null) return;
  await trx.updateTable('merchantOrders').set({ payTime: stamp, updatedAt: stamp }).where('orderNo', '=', merOrderNo).where('payTime', 'is', null).execute();
  await trx.updateTable('orders').set({ payTime: stamp }).where('orderNo', '=', mo.masterOrderNo).where('payTime', 'is', null).execute();
  await trx.updateTable('payments').set({ status: 'succeeded', updatedAt: stamp }).where('provider', '=', COD).where('providerRef', '=', ledgerRef(merOrderNo)).where('status', '=', 'pending').execute();
  payments.inc({ provider: COD, outcome: 'succeeded' });
}

/**
 * A refund approved for a cash-on-delivery shop order. Before delivery nothing was collected: the ledger row
 * is closed and the refund is marked so finance does not subtract money it never counted; the coupon comes
 * back once the whole order is called off. After delivery the cash went to the shop, which pays it back
 * itself, and the refund counts like any other. Returns the refund's provider reference.
 */
export async function refundCod(trx: Db, p: { merOrderNo: string; masterOrderNo: string; uid: number; stamp: string }): Promise<string> {
  const mo = await trx.selectFrom('merchantOrders').select(['payTime']).where('orderNo', '=', p.merOrderNo).executeTakeFirstOrThrow();
  if (mo.payTime !== null) return '';
  await trx
    .updateTable('payments')
    .set({ status: 'cancelled', reason: 'refunded before delivery: nothing was collected', updatedAt: p.stamp })
    .where('provider', '=', COD)
    .where('providerRef', '=', ledgerRef(p.merOrderNo))
    .where('status', '=', 'pending')
    .execute();
  return COD_NOT_COLLECTED;
}
