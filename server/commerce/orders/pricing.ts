import { allocate, percentOf } from '../../../shared/money.js';

/**
 * Order totals, as one pure function over integer cents, so the pre-order, the computed price and
 * the create call can never disagree, and property tests can pin the arithmetic down.
 */

export interface PricingLine {
  price: number; // cents per unit
  payNum: number;
  /** Whether the chosen coupon's scope covers this line (product, shop or platform category). */
  couponEligible: boolean;
}

export interface PricingShop {
  merId: number;
  lines: PricingLine[];
  freightFee: number; // flat per shop order, cents
  freeFreightThreshold: number; // cents; 0 = never free
}

export interface PricingCoupon {
  money: number;
  minPrice: number; // 0 = no minimum
}

export interface PointsRule {
  /** Points worth one currency unit (1.00). */
  pointsPerUnit: number;
  /** Largest share of (items + freight − coupon) that points may pay, percent. */
  maxDeductPercent: number;
  /** Points are spent in multiples of this (the operator's step); 1 when unset. */
  step?: number;
  /** Most points one order may take (the operator's cap); 0 or unset = no cap beyond the share. */
  maxPerOrder?: number;
}

/** Why a chosen points amount was refused: nothing is deducted then. */
export type PointsRefusal = 'step' | 'perOrder' | 'balance' | 'order';

export interface PricingInput {
  shops: PricingShop[];
  coupon: PricingCoupon | null;
  /** Points the shopper wants to spend from; 0 when points are not used. */
  availablePoints: number;
  /**
   * The amount of points the shopper chose; left out, the most the order can take. An amount that is off
   * the step, above the cap, above the balance or worth more than the order allows deducts nothing.
   */
  wantPoints?: number;
  points: PointsRule;
}

/** The sums an order is priced in, for one shop's part and for the whole order alike. */
interface Totals {
  totalNum: number;
  proTotal: number;
  freight: number;
  coupon: number;
  deduction: number;
  usedPoints: number;
  pay: number;
}

export interface ShopTotals extends Totals {
  merId: number;
}

export interface OrderTotals extends Totals {
  /** False when a coupon was given but its minimum or scope is not met (coupon then counts 0). */
  couponApplies: boolean;
  shops: ShopTotals[];
  /** The most points this order can take now: balance, cap and share, rounded down to the step. */
  maxPoints: number;
  /** Set when `wantPoints` was refused (then no points are used). */
  pointsRefusal: PointsRefusal | null;
}

export function shopFreight(shop: Pick<PricingShop, 'freightFee' | 'freeFreightThreshold'>, subtotal: number): number {
  if (shop.freeFreightThreshold > 0 && subtotal >= shop.freeFreightThreshold) return 0;
  return shop.freightFee;
}

/** Cents that `points` can pay at `pointsPerUnit` points per 1.00, rounded down to whole cents. */
export function pointsValue(points: number, pointsPerUnit: number): number {
  return Math.floor((points * 100) / pointsPerUnit);
}

/** The fewest points that pay `cents` (never more than the points that were available for it). */
export function pointsFor(cents: number, pointsPerUnit: number): number {
  return Math.ceil((cents * pointsPerUnit) / 100);
}

export function priceOrder(input: PricingInput): OrderTotals {
  const shops = input.shops.map((s) => {
    const proTotal = s.lines.reduce((a, l) => a + l.price * l.payNum, 0);
    const eligible = s.lines.reduce((a, l) => a + (l.couponEligible ? l.price * l.payNum : 0), 0);
    return {
      merId: s.merId,
      totalNum: s.lines.reduce((a, l) => a + l.payNum, 0),
      proTotal,
      eligible,
      freight: shopFreight(s, proTotal),
    };
  });
  const eligibleTotal = shops.reduce((a, s) => a + s.eligible, 0);
  const couponApplies =
    input.coupon !== null && eligibleTotal > 0 && (input.coupon.minPrice <= 0 || eligibleTotal >= input.coupon.minPrice);
  // A coupon never pays more than the goods it covers; it is split over shops by their covered amounts.
  const couponTotal = couponApplies && input.coupon ? Math.min(input.coupon.money, eligibleTotal) : 0;
  const couponParts = allocate(couponTotal, shops.map((s) => s.eligible));

  const bases = shops.map((s, i) => s.proTotal + s.freight - (couponParts[i] ?? 0));
  const baseTotal = bases.reduce((a, b) => a + b, 0);
  const cap = percentOf(baseTotal, input.points.maxDeductPercent);
  const ppu = input.points.pointsPerUnit;
  const step = Math.max(1, input.points.step ?? 1);
  const perOrder = input.points.maxPerOrder ?? 0;
  const balance = Math.max(0, input.availablePoints);
  const byShare = Math.floor((cap * ppu) / 100);
  const maxPoints = Math.floor(Math.min(balance, byShare, perOrder > 0 ? perOrder : Infinity) / step) * step;
  const want = input.wantPoints;
  const pointsRefusal: PointsRefusal | null =
    want === undefined || want === 0
      ? null
      : want % step !== 0
        ? 'step'
        : perOrder > 0 && want > perOrder
          ? 'perOrder'
          : want > balance
            ? 'balance'
            : want > byShare
              ? 'order'
              : null;
  const chosen = pointsRefusal !== null ? 0 : want === undefined ? maxPoints : Math.min(want, balance);
  const deduction = Math.min(cap, pointsValue(chosen, ppu));
  // The fewest points (in whole steps) that pay the deduction, so a rate that does not divide evenly never over-charges.
  const usedPoints = deduction === 0 ? 0 : Math.min(chosen, Math.ceil(pointsFor(deduction, ppu) / step) * step);
  const deductionParts = allocate(deduction, bases);
  // Points per shop follow the money split; the rounding remainder lands on the first shops.
  const pointParts = allocate(usedPoints, deductionParts.map((d) => d));

  const shopTotals: ShopTotals[] = shops.map((s, i) => {
    const coupon = couponParts[i] ?? 0;
    const ded = deductionParts[i] ?? 0;
    return {
      merId: s.merId,
      totalNum: s.totalNum,
      proTotal: s.proTotal,
      freight: s.freight,
      coupon,
      deduction: ded,
      usedPoints: pointParts[i] ?? 0,
      pay: Math.max(0, s.proTotal + s.freight - coupon - ded),
    };
  });
  const sum = (k: keyof Omit<ShopTotals, 'merId'>) => shopTotals.reduce((a, s) => a + s[k], 0);
  return {
    totalNum: sum('totalNum'),
    proTotal: sum('proTotal'),
    freight: sum('freight'),
    coupon: couponTotal,
    deduction,
    usedPoints,
    pay: sum('pay'),
    couponApplies,
    shops: shopTotals,
    maxPoints,
    pointsRefusal,
  };
}
