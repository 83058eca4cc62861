import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { BusinessError } from '../http/envelope.js';
import { now } from '../db/time.js';
import { markOrderPaid } from '../orders/lifecycle.js';
import { payments } from '../../metrics.js';

export type ApplyResult = 'applied' | 'already-paid';

/** What a payment for a cancelled order is told; the PayPal return recognises it to give the money back. */
export const ORDER_CANCELLED = 'The order has been cancelled and can no longer be paid';

/**
 * Marks a master order and its merchant orders paid, exactly once. The conditional update on
 * `paid = 0 and is_cancel = 0` is the single point every path (balance, webhook, return, retry) goes
 * through, so whichever arrives first wins and the others see 'already-paid'. Cancellation uses the
 * mirror-image condition, so a cancel and a payment can never both succeed.
 */
export async function applyPayment(
  trx: Transaction<Database>,
  p: { orderNo: string; payType: string; amount: number; provider: string; providerRef: string; currency: string },
): Promise<ApplyResult> {
  const order = await trx.selectFrom('orders').selectAll().where('orderNo', '=', p.orderNo).executeTakeFirst();
  if (!order) throw new BusinessError('Order does not exist');
  if (order.paid === 1) return 'already-paid';
  if (order.isCancel === 1) throw new BusinessError(ORDER_CANCELLED);
  if (order.payPrice !== p.amount) {
    throw new BusinessError('The paid amount does not match the order total');
  }
  const stamp = now();
  if (!(await markOrderPaid(trx, p.orderNo, { payType: p.payType, payTime: stamp }))) {
    const again = await trx.selectFrom('orders').select(['paid']).where('orderNo', '=', p.orderNo).executeTakeFirst();
    if (again?.paid === 1) return 'already-paid';
    throw new BusinessError(ORDER_CANCELLED);
  }
  const existing = await trx
    .selectFrom('payments')
    .select(['id'])
    .where('masterOrderNo', '=', p.orderNo)
    .where('provider', '=', p.provider)
    .where('providerRef', '=', p.providerRef)
    .executeTakeFirst();
  if (existing) {
    await trx.updateTable('payments').set({ status: 'succeeded', updatedAt: stamp }).where('id', '=', existing.id).execute();
  } else {
    await trx
      .insertInto('payments')
      .values({
        masterOrderNo: p.orderNo,
        uid: order.uid,
        provider: p.provider,
        providerRef: p.providerRef,
        amount: p.amount,
        currency: p.currency,
        status: 'succeeded',
        createdAt: stamp,
        updatedAt: stamp,
      })
      .execute();
  }
  payments.inc({ provider: p.provider, outcome: 'succeeded' });
  return 'applied';
}
