import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { BusinessError } from '../http/envelope.js';
import { money } from '../http/render.js';
import { now } from '../db/time.js';
import { providers } from '../payments/providers.js';
import { notify } from '../notifications/service.js';
import { releaseStock } from '../orders/lifecycle.js';
import { creditPoints, debitPoints, POINTS_ADD } from '../points/service.js';
import { refunds } from '../../metrics.js';
import { COD, COD_NOT_COLLECTED, refundCod } from '../payments/cod-ledger.js';
import { closeCodMasterIfEmpty } from '../payments/cod.js';

export const DEFAULT_REFUND_REASONS = [
  'Received the wrong item',
  'Item damaged or defective',
  'Item not as described',
  'Quality problem',
  'No longer needed',
  'Delivery took too long',
  'Other',
];

export async function refundReasons(ctx: CommerceContext): Promise<string[]> {
  const row = await ctx.db.selectFrom('siteConfig').select(['value']).where('key', 'in', ['refund_reasons', 'refundReasons']).executeTakeFirst();
  if (row) {
    try {
      const v: unknown = JSON.parse(row.value);
      if (Array.isArray(v) && v.every((x) => typeof x === 'string') && v.length > 0) return v as string[];
    } catch {
      // A hand-edited config that isn't JSON falls back to the defaults rather than breaking the form.
    }
  }
  return DEFAULT_REFUND_REASONS;
}

function refundNo(): string {
  const d = new Date();
  const stamp = d.toISOString().replace(/\D/g, '').slice(0, 14);
  return `RF${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
}

export interface RefundApplication {
  orderNo: string;
  text: string;
  images: string;
  explain: string;
}

/** docs/upstream-contract.md §6: the whole merchant order, once; not before payment, not while it's on its way. */
export async function applyRefund(ctx: CommerceContext, uid: number, a: RefundApplication): Promise<string> {
  return ctx.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('merchantOrders').selectAll().where('orderNo', '=', a.orderNo).where('uid', '=', uid).executeTakeFirst();
    if (!order || order.isUserDel === 1) throw new BusinessError('Order does not exist');
    if (order.paid !== 1) throw new BusinessError('The order has not been paid, so it cannot be refunded');
    if (order.status === 9) throw new BusinessError('The order has been cancelled');
    if (order.status === 1) throw new BusinessError('The order is on its way: confirm receipt first, then apply for a refund');
    if (order.refundStatus !== 0) throw new BusinessError('A refund for this order has already been applied for');
    const claimed = await trx
      .updateTable('merchantOrders')
      .set({ refundStatus: 1, updatedAt: now() })
      .where('orderNo', '=', a.orderNo)
      .where('refundStatus', '=', 0)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw new BusinessError('A refund for this order has already been applied for');
    const no = refundNo();
    const stamp = now();
    await trx
      .insertInto('refunds')
      .values({
        refundOrderNo: no,
        merOrderNo: order.orderNo,
        masterOrderNo: order.masterOrderNo,
        uid,
        merId: order.merId,
        totalNum: order.totalNum,
        refundPrice: order.payPrice,
        refundStatus: 0,
        refundReasonWap: a.text,
        refundReasonWapImg: a.images,
        refundReasonWapExplain: a.explain,
        refundReason: '',
        refundTime: null,
        providerRefundRef: '',
        createdAt: stamp,
        updatedAt: stamp,
      })
      .execute();
    return no;
  });
}

async function restoreStockAndPoints(trx: Transaction<Database>, merOrderNo: string, uid: number, useIntegral: number): Promise<void> {
  const items = await trx.selectFrom('orderItems').select(['productId', 'attrValueId', 'payNum']).where('merOrderNo', '=', merOrderNo).execute();
  await releaseStock(trx, items);
  await creditPoints(trx, uid, useIntegral, `Refund of order ${merOrderNo}: points returned`, merOrderNo);
  // Points the completed order earned go back too, as far as the shopper still has them.
  const earned = await trx
    .selectFrom('integralRecords')
    .select((eb) => eb.fn.sum<number>('integral').as('n'))
    .where('uid', '=', uid)
    .where('linkId', '=', merOrderNo)
    .where('type', '=', POINTS_ADD)
    .where('title', 'like', 'Order completed%')
    .executeTakeFirst();
  const earnedPoints = Number(earned?.n ?? 0);
  if (earnedPoints > 0) {
    const u = await trx.selectFrom('users').select(['integral']).where('id', '=', uid).executeTakeFirstOrThrow();
    const take = Math.min(earnedPoints, u.integral);
    await debitPoints(trx, uid, take, `Refund of order ${merOrderNo}: earned points withdrawn`, merOrderNo);
  }
}

/**
 * Approval: claim (0 → 2 refunding), send the money back by the original method with an idempotency key,
 * then finish (2 → 3) with stock, points and balance restored. A provider failure leaves it at 2, and
 * approving again retries the same refund without paying twice.
 */
export async function approveRefund(ctx: CommerceContext, refundOrderNo: string): Promise<{ refundStatus: number }> {
  const refund = await ctx.db.transaction().execute(async (trx) => {
    const r = await trx.selectFrom('refunds').selectAll().where('refundOrderNo', '=', refundOrderNo).executeTakeFirst();
    if (!r) throw new BusinessError('Refund does not exist');
    if (r.refundStatus === 3) return r;
    if (r.refundStatus === 1) throw new BusinessError('The refund was rejected');
    if (r.refundStatus === 0) {
      const c = await trx
        .updateTable('refunds')
        .set({ refundStatus: 2, updatedAt: now() })
        .where('id', '=', r.id)
        .where('refundStatus', '=', 0)
        .executeTakeFirst();
      if (Number(c.numUpdatedRows) === 0) throw new BusinessError('The refund is being processed');
      await trx.updateTable('merchantOrders').set({ refundStatus: 2, updatedAt: now() }).where('orderNo', '=', r.merOrderNo).execute();
    }
    return { ...r, refundStatus: 2 };
  });
  if (refund.refundStatus === 3) return { refundStatus: 3 };

  const payment = await ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('masterOrderNo', '=', refund.masterOrderNo)
    // Cash on delivery not yet collected is a pending ledger row: there is nothing to send back, but the refund goes on.
    .where((eb) => eb.or([eb('status', 'in', ['succeeded', 'partially_refunded']), eb.and([eb('provider', '=', COD), eb('status', '=', 'pending')])]))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!payment) throw new BusinessError('No payment found for this order');
  let providerRef = '';
  if (payment.provider === 'stripe' && refund.refundPrice > 0) {
    const stripe = providers(ctx).stripe;
    if (!stripe) throw new BusinessError('Card payment is not configured, the refund cannot be sent');
    const r = await stripe.refunds.create(
      { payment_intent: payment.providerRef, amount: refund.refundPrice, metadata: { refundOrderNo } },
      { idempotencyKey: `refund-${refundOrderNo}` },
    );
    providerRef = r.id;
  } else if (payment.provider === 'paypal' && refund.refundPrice > 0) {
    const paypal = providers(ctx).paypal;
    if (!paypal) throw new BusinessError('PayPal is not configured, the refund cannot be sent');
    const pp = await paypal.getOrder(payment.providerRef);
    const capture = pp.purchase_units[0]?.payments?.captures?.[0];
    if (!capture) throw new BusinessError('PayPal capture not found for this order');
    const r = await paypal.refundCapture(capture.id, { amount: money(refund.refundPrice), currency: payment.currency, refundNo: refundOrderNo });
    providerRef = r.id;
  }

  await ctx.db.transaction().execute(async (trx) => {
    const stamp = now();
    const cod = payment.provider === COD ? await refundCod(trx, { merOrderNo: refund.merOrderNo, masterOrderNo: refund.masterOrderNo, uid: refund.uid, stamp }) : null;
    const done = await trx
      .updateTable('refunds')
      .set({ refundStatus: 3, refundTime: stamp, providerRefundRef: cod ?? providerRef, updatedAt: stamp })
      .where('id', '=', refund.id)
      .where('refundStatus', '=', 2)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return;
    if (payment.provider === 'yue' && refund.refundPrice > 0) {
      await trx.updateTable('users').set((eb) => ({ balance: eb('balance', '+', refund.refundPrice), updatedAt: stamp })).where('id', '=', refund.uid).execute();
      const u = await trx.selectFrom('users').select(['balance']).where('id', '=', refund.uid).executeTakeFirstOrThrow();
      await trx
        .insertInto('balanceRecords')
        .values({ uid: refund.uid, title: `Refund for order ${refund.merOrderNo}`, amount: refund.refundPrice, balance: u.balance, linkId: refund.refundOrderNo, createdAt: stamp })
        .execute();
    }
    const mo = await trx.selectFrom('merchantOrders').select(['useIntegral']).where('orderNo', '=', refund.merOrderNo).executeTakeFirstOrThrow();
    await restoreStockAndPoints(trx, refund.merOrderNo, refund.uid, mo.useIntegral);
    // A fully refunded order that never shipped is over: it leaves the "to ship" list as cancelled (9).
    // A completed one stays completed, with refundStatus 3 telling the story.
    await trx
      .updateTable('merchantOrders')
      .set((eb) => ({ refundStatus: 3, status: eb.case().when('status', '=', 0).then(9).else(eb.ref('status')).end(), updatedAt: stamp }))
      .where('orderNo', '=', refund.merOrderNo)
      .execute();
    // Cash on delivery called off before delivery: when no shop order is left, the coupon comes back too.
    if (cod === COD_NOT_COLLECTED) await closeCodMasterIfEmpty(trx, refund.masterOrderNo, stamp);
    await notify(trx, {
      uid: refund.uid,
      type: 'refund',
      title: 'Refund approved',
      content:
        cod === COD_NOT_COLLECTED
          ? `Your order ${refund.merOrderNo} (cash on delivery) has been called off; nothing was collected, so there is nothing to pay back.`
          : `Your refund of ${money(refund.refundPrice)} for order ${refund.merOrderNo} has been approved and sent back by the original payment method.`,
      linkUrl: `/order/refund_detail?refundOrderNo=${refund.refundOrderNo}`,
    });
  });
  refunds.inc({ decision: 'approved' });
  return { refundStatus: 3 };
}

export async function rejectRefund(ctx: CommerceContext, refundOrderNo: string, reason: string): Promise<{ refundStatus: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const r = await trx.selectFrom('refunds').selectAll().where('refundOrderNo', '=', refundOrderNo).executeTakeFirst();
    if (!r) throw new BusinessError('Refund does not exist');
    const res = await trx
      .updateTable('refunds')
      .set({ refundStatus: 1, refundReason: reason, updatedAt: now() })
      .where('id', '=', r.id)
      .where('refundStatus', '=', 0)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw new BusinessError('Only a refund awaiting review can be rejected');
    // The order goes back to normal, so the shopper may apply again with better evidence.
    await trx.updateTable('merchantOrders').set({ refundStatus: 0, updatedAt: now() }).where('orderNo', '=', r.merOrderNo).execute();
    await notify(trx, {
      uid: r.uid,
      type: 'refund',
      title: 'Refund refused',
      content: `Your refund for order ${r.merOrderNo} was refused: ${reason}`,
      linkUrl: `/order/refund_detail?refundOrderNo=${r.refundOrderNo}`,
    });
    return { refundStatus: 1 };
  });
}
