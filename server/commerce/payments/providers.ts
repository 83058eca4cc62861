import type Stripe from 'stripe';
import type { CommerceContext } from '../context.js';
import { createStripe } from './stripe.js';
import { PaypalClient } from './paypal.js';

export interface Providers {
  stripe: Stripe | null;
  paypal: PaypalClient | null;
}

// One SDK client per service instance: they hold keep-alive agents and PayPal's access token.
const cache = new WeakMap<CommerceContext['config'], Providers>();

export function providers(ctx: CommerceContext): Providers {
  let p = cache.get(ctx.config);
  if (!p) {
    p = { stripe: createStripe(ctx.config), paypal: PaypalClient.from(ctx.config) };
    cache.set(ctx.config, p);
  }
  return p;
}

/** `pay/method`: what this deployment can take. */
export function payMethods(ctx: CommerceContext) {
  const p = providers(ctx);
  return {
    paypalStatus: p.paypal !== null,
    stripeStatus: p.stripe !== null,
    wechatPaySwitch: false,
    yueStatus: ctx.config.BALANCE_PAY,
    stripePublishableKey: p.stripe ? (ctx.config.STRIPE_PUBLISHABLE_KEY ?? '') : '',
  };
}
