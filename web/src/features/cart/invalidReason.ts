import { INVALID_REASONS, type InvalidReason } from '../../../../shared/contract/cart';
import type { CartLine } from '../../api/cart';

/**
 * Why a line cannot be bought, as the cart tells it. The service says so in `invalidReason`; an upstream
 * without that field (source A) only marks the line invalid, and the one thing a shopper can always do
 * with such a line is remove it, so it reads as off sale rather than promising a spec to reselect.
 */
export function lineInvalidReason(line: Pick<CartLine, 'invalidReason'>): InvalidReason {
  return (INVALID_REASONS as readonly string[]).includes(line.invalidReason) ? (line.invalidReason as InvalidReason) : 'offSale';
}

/** The tag and the sentence of each reason (shop.json `cart.*`). */
export const REASON_TEXT: Record<InvalidReason, { tag: string; why: string }> = {
  offSale: { tag: 'cart.reasonOffSale', why: 'cart.whyOffSale' },
  outOfStock: { tag: 'cart.reasonOutOfStock', why: 'cart.whyOutOfStock' },
  specChanged: { tag: 'cart.reasonSpecChanged', why: 'cart.whySpecChanged' },
};
