import type Stripe from 'stripe';
import type { CommerceContext } from '../context.js';
import { BusinessError } from '../http/envelope.js';
import { now } from '../db/time.js';
import { applyPayment } from './apply.js';
import { providers } from './providers.js';
import { refundStrayCard, settledBy } from './single.js';
import { payments } from '../../metrics.js';

export type WebhookOutcome = 'applied' | 'already-paid' | 'duplicate' | 'ignored' | 'refunded-cancelled' | 'refunded-already-paid' | 'failed-recorded';

/**
 * Stripe's signed notification. Signature first; then each event id is handled once (the event row is
 * written in the same transaction as its effect, so a crash mid-way lets Stripe's retry do it again).
 */
export async function handleStripeWebhook(ctx: CommerceContext, rawBody: Buffer, signature: string): Promise<WebhookOutcome> {
  const stripe = providers(ctx).stripe;
  const secret = ctx.config.STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret) throw new BusinessError('Card payment is not enabled', 404);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new BusinessError('Invalid webhook signature', 400);
  }
  const seen = await ctx.db.selectFrom('webhookEvents').select(['eventId']).where('eventId', '=', event.id).executeTakeFirst();
  if (seen) return 'duplicate';

  if (event.type === 'payment_intent.succeeded') {
    const pi = event.data.object as Stripe.PaymentIntent;
    const orderNo = pi.metadata?.orderNo;
    if (!orderNo) return 'ignored';
    try {
      const result = await ctx.db.transaction().execute(async (trx) => {
        await trx.insertInto('webhookEvents').values({ eventId: event.id, provider: 'stripe', createdAt: now() }).execute();
        return applyPayment(trx, { orderNo, payType: 'stripe', amount: pi.amount_received || pi.amount, provider: 'stripe', providerRef: pi.id, currency: pi.currency.toUpperCase() });
      });
      if (result === 'already-paid' && !(await settledBy(ctx, orderNo, pi.id))) {
        // The order was settled by another method (balance, PayPal, another card attempt).
        await refundStrayCard(ctx, pi, orderNo, 'already-paid');
        return 'refunded-already-paid';
      }
      return result;
    } catch (e) {
      if (e instanceof BusinessError && /cancelled/.test(e.message)) {
        // Money arrived for an order that expired meanwhile: give it straight back rather than keep it orderless.
        await refundStrayCard(ctx, pi, orderNo, 'cancelled');
        await ctx.db.insertInto('webhookEvents').values({ eventId: event.id, provider: 'stripe', createdAt: now() }).execute();
        return 'refunded-cancelled';
      }
      throw e;
    }
  }
  if (event.type === 'payment_intent.payment_failed') {
    const pi = event.data.object as Stripe.PaymentIntent;
    await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('webhookEvents').values({ eventId: event.id, provider: 'stripe', createdAt: now() }).execute();
      await trx.updateTable('payments').set({ status: 'failed', updatedAt: now() }).where('providerRef', '=', pi.id).where('status', '=', 'pending').execute();
    });
    payments.inc({ provider: 'stripe', outcome: 'failed' });
    return 'failed-recorded';
  }
  return 'ignored';
}
