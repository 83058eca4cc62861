import { ApiError } from '@/api/client';
import { errorMessage, type Translate } from '@/api/errors';
import { CHECKOUT_REFUSALS } from '../../../../shared/contract/order';

type Refusal = keyof typeof CHECKOUT_REFUSALS;
const KEYS = Object.keys(CHECKOUT_REFUSALS) as Refusal[];

/**
 * What to tell the shopper when checkout's price or order is refused: the service words its refusals in
 * English (shared/contract/order.ts CHECKOUT_REFUSALS), so a known one is shown in the shopper's own
 * language; anything else falls back to the usual message.
 */
export function refusalMessage(err: unknown, t: Translate): string {
  if (err instanceof ApiError) {
    const message = err.message.trim();
    const hit = KEYS.find((k) => (k === 'couponMinimum' ? message.startsWith(CHECKOUT_REFUSALS[k]) : message === CHECKOUT_REFUSALS[k]));
    if (hit) return t(`checkout:refusal.${hit}`);
  }
  return errorMessage(err, t);
}
