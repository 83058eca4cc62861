import type { CommerceContext } from '../context.js';
import { readSiteConfig } from '../content/site-config.js';
import type { PointsRule } from '../orders/pricing.js';

/**
 * The operator's points rules, kept with A's system settings (site_config; A keeps its `integral_ratio` there).
 * The value of a point and the share of an order points may pay are the service's configuration
 * (POINTS_PER_CURRENCY_UNIT, POINTS_MAX_DEDUCT_PERCENT); the step and the per-order cap are ours
 * (docs/api-extensions.md "Part of the points, shop by shop"), so an operator can say "in hundreds, at most 5,000".
 */
export const POINTS_SETTING_KEYS = {
  /** Points are spent in multiples of this; unset or below 1 means any whole number. */
  step: 'integral_deduction_step',
  /** The most points one order may take; unset or 0 means only the share limits it. */
  maxPerOrder: 'integral_deduction_max',
} as const;

function whole(v: unknown, fallback: number): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : fallback;
}

export async function pointsRule(ctx: CommerceContext): Promise<Required<PointsRule>> {
  const cfg = await readSiteConfig(ctx, Object.values(POINTS_SETTING_KEYS));
  return {
    pointsPerUnit: ctx.config.POINTS_PER_CURRENCY_UNIT,
    maxDeductPercent: ctx.config.POINTS_MAX_DEDUCT_PERCENT,
    step: Math.max(1, whole(cfg.get(POINTS_SETTING_KEYS.step), 1)),
    maxPerOrder: whole(cfg.get(POINTS_SETTING_KEYS.maxPerOrder), 0),
  };
}
