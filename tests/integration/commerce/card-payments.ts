import type { TestCommerce } from '../../helpers/commerce.js';
import type { startFakeStripe } from '../../helpers/fake-stripe.js';

type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** The shopper asks to pay a master order by card: the service opens (or reuses) a PaymentIntent and hands over its client secret. */
export const payByCard = (c: TestCommerce, token: string, orderNo: string) =>
  c.call<{ status: boolean; stripeClientSecret: string }>('POST', '/api/front/pay/payment', { token, body: { orderNo, payType: 'stripe', payChannel: 'pc' } });

/** The card behind a client secret is charged at the fake Stripe: the PaymentIntent, and the signed event Stripe then sends. */
export function chargeCard(stripe: FakeStripe, clientSecret: string) {
  const pi = stripe.succeed(clientSecret.split('_secret_')[0]!);
  return { pi, evt: stripe.event('payment_intent.succeeded', pi) };
}

/** Delivers a signed Stripe event to the service's webhook. */
export const stripeWebhook = (c: TestCommerce, evt: { payload: string; header: string }) =>
  fetch(new URL('/api/front/pay/stripe/webhook', c.url), { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': evt.header }, body: evt.payload });
