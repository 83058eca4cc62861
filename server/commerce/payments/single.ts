import type Stripe from 'stripe';
import type { CommerceContext } from '../context.js';
import { now } from '../db/time.js';
import { providers } from './providers.js';
import { BusinessError } from '../http/envelope.js';
import { money } from '../http/render.js';
import { payments } from '../../metrics.js';

/**
 * Exactly one successful payment per order. Before one method completes an order, the open
 * attempts of the others are closed; money that still arrives for an order already paid (or
 * cancelled) is given straight back, with an idempotency key so a retried webhook never refunds
 * twice, and the payments ledger says why.
 */

export type OpenCardOutcome = { kind: 'clear' } | { kind: 'card-succeeded'; intent: Stripe.PaymentIntent };

/** Marks one provider payment as ended, with its reason, whatever row state it was in. */
async function endPayment(ctx: CommerceContext, p: { orderNo: string; uid: number; provider: string; providerRef: string; amount: number; currency: string; status: 'cancelled' | 'refunded'; reason: string }): Promise<void> {
  const stamp = now();
  const res = await ctx.db
    .updateTable('payments')
    .set({ status: p.status, reason: p.reason, updatedAt: stamp })
    .where('provider', '=', p.provider)
    .where('providerRef', '=', p.providerRef)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) > 0) return;
  await ctx.db
    .insertInto('payments')
    .values({ masterOrderNo: p.orderNo, uid: p.uid, provider: p.provider, providerRef: p.providerRef, amount: p.amount, currency: p.currency, status: p.status, reason: p.reason, createdAt: stamp, updatedAt: stamp })
    .execute();
}

/**
 * Closes the order's open card and PayPal attempts before another method takes the order. A card
 * payment that already went through wins instead: the caller applies it and charges nothing else.
 */
export async function closeOpenAttempts(ctx: CommerceContext, orderNo: string, winner: string, except?: string): Promise<OpenCardOutcome> {
  const open = (await ctx.db.selectFrom('payments').selectAll().where('masterOrderNo', '=', orderNo).where('status', '=', 'pending').execute()).filter((p) => p.providerRef !== except);
  const stripe = providers(ctx).stripe;
  for (const p of open) {
    if (p.provider === 'stripe' && stripe) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.cancel(p.providerRef, undefined, { idempotencyKey: `cancel-${p.providerRef}` });
      } catch {
        // Cancelling fails when the card was already charged (or is being charged): look.
        intent = await stripe.paymentIntents.retrieve(p.providerRef);
      }
      if (intent.status === 'succeeded') return { kind: 'card-succeeded', intent };
      if (intent.status !== 'canceled') throw new BusinessError('A card payment for this order is still being processed; please try again in a moment');
      await endPayment(ctx, { orderNo, uid: p.uid, provider: 'stripe', providerRef: p.providerRef, amount: p.amount, currency: p.currency, status: 'cancelled', reason: `another method won: ${winner}` });
      ctx.log.info({ orderNo, paymentIntent: p.providerRef, winner }, 'open card payment cancelled: another method paid the order');
    } else if (p.provider === 'paypal') {
      // A PayPal order is only money once the service captures it; marking it ended means it never will.
      await endPayment(ctx, { orderNo, uid: p.uid, provider: 'paypal', providerRef: p.providerRef, amount: p.amount, currency: p.currency, status: 'cancelled', reason: `another method won: ${winner}` });
      ctx.log.info({ orderNo, paypalOrder: p.providerRef, winner }, 'open PayPal payment closed: another method paid the order');
    }
  }
  return { kind: 'clear' };
}

/**
 * Card money that reached an order which another payment already settled, or which was cancelled:
 * refunded once (idempotency key per intent) and recorded with its reason.
 */
export async function refundStrayCard(ctx: CommerceContext, intent: Stripe.PaymentIntent, orderNo: string, why: 'already-paid' | 'cancelled'): Promise<void> {
  const stripe = providers(ctx).stripe;
  if (!stripe) throw new Error('card payments are off');
  const order = await ctx.db.selectFrom('orders').select(['uid', 'payType']).where('orderNo', '=', orderNo).executeTakeFirst();
  const reason = why === 'already-paid' ? `order already paid by ${order?.payType || 'another method'}` : 'order cancelled before the money arrived';
  const refund = await stripe.refunds.create({ payment_intent: intent.id }, { idempotencyKey: `refund-stray-${intent.id}` });
  await endPayment(ctx, {
    orderNo,
    uid: order?.uid ?? Number(intent.metadata?.uid ?? 0),
    provider: 'stripe',
    providerRef: intent.id,
    amount: intent.amount_received || intent.amount,
    currency: intent.currency.toUpperCase(),
    status: 'refunded',
    reason: `${reason}; refund ${refund.id}`,
  });
  ctx.log.warn({ orderNo, paymentIntent: intent.id, refund: refund.id, reason }, 'card payment refunded automatically');
  payments.inc({ provider: 'stripe', outcome: 'refunded' });
}

/** Whether this intent is the payment that settled the order (so a late webhook is not a stray). */
export async function settledBy(ctx: CommerceContext, orderNo: string, providerRef: string): Promise<boolean> {
  const row = await ctx.db.selectFrom('payments').select(['id']).where('masterOrderNo', '=', orderNo).where('providerRef', '=', providerRef).where('status', '=', 'succeeded').executeTakeFirst();
  return row !== undefined;
}

/** The payments ledger for one order (combined PT… or shop SH… number), for the merchant side. */
export async function orderPayments(ctx: CommerceContext, orderNo: string) {
  const master = orderNo.startsWith('PT')
    ? orderNo
    : ((await ctx.db.selectFrom('merchantOrders').select(['masterOrderNo']).where('orderNo', '=', orderNo).executeTakeFirst())?.masterOrderNo ?? orderNo);
  const rows = await ctx.db.selectFrom('payments').selectAll().where('masterOrderNo', '=', master).orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    orderNo: r.masterOrderNo,
    provider: r.provider,
    providerRef: r.providerRef,
    amount: money(r.amount),
    currency: r.currency,
    status: r.status,
    reason: r.reason,
    createTime: r.createdAt,
    updateTime: r.updatedAt,
  }));
}
