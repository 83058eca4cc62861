import Stripe from 'stripe';
import type { Config } from '../../config.js';

/** The official SDK; STRIPE_API_BASE points it at a fake Stripe on loopback in tests. */
export function createStripe(config: Config): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const opts: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 1, timeout: 15_000, telemetry: false };
  if (config.STRIPE_API_BASE) {
    const u = new URL(config.STRIPE_API_BASE);
    opts.host = u.hostname;
    opts.port = u.port || (u.protocol === 'https:' ? 443 : 80);
    opts.protocol = u.protocol === 'https:' ? 'https' : 'http';
  }
  return new Stripe(config.STRIPE_SECRET_KEY, opts);
}
