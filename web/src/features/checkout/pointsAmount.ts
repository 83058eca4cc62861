import Decimal from 'decimal.js';

export interface PointsLimits {
  /** Points are spent in multiples of this. */
  step: number;
  /** The most this order can take (the server's `maxIntegral`). */
  max: number;
  /** The shopper's points. */
  balance: number;
}

type PointsCheck = { ok: true; amount: number } | { ok: false; key: 'errWhole' | 'errStep' | 'errBalance' | 'errMax'; vars: Record<string, number> };

/**
 * The shopper's typed points amount against the shop's rules, checked in the browser so a mistake is explained
 * next to the field before anything is sent (the service checks the same rules and deducts nothing on a refusal).
 */
export function checkPoints(text: string, limits: PointsLimits): PointsCheck {
  const t = text.trim();
  if (!/^\d{1,10}$/.test(t)) return { ok: false, key: 'errWhole', vars: {} };
  const amount = Number(t);
  if (amount % Math.max(1, limits.step) !== 0) return { ok: false, key: 'errStep', vars: { step: limits.step } };
  if (amount > limits.balance) return { ok: false, key: 'errBalance', vars: { balance: limits.balance } };
  if (amount > limits.max) return { ok: false, key: 'errMax', vars: { max: limits.max } };
  return { ok: true, amount };
}

/** What `points` are worth at `perUnit` points per 1.00, rounded down to the cent, as a decimal string. */
export function pointsWorth(points: number, perUnit: number): string {
  if (perUnit <= 0) return '0.00';
  return new Decimal(points).times(100).dividedToIntegerBy(perUnit).dividedBy(100).toFixed(2);
}
