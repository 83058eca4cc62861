import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceOrder, type PricingInput } from './pricing.js';

// Part of the points (issue 26): a chosen amount in the operator's steps, under the per-order cap.
const shop = fc.record({
  merId: fc.integer({ min: 1, max: 50 }),
  lines: fc.array(fc.record({ price: fc.integer({ min: 0, max: 500_000 }), payNum: fc.integer({ min: 1, max: 9 }), couponEligible: fc.boolean() }), { minLength: 1, maxLength: 4 }),
  freightFee: fc.integer({ min: 0, max: 5_000 }),
  freeFreightThreshold: fc.integer({ min: 0, max: 20_000 }),
});
const input = fc.record({
  shops: fc.array(shop, { minLength: 1, maxLength: 4 }),
  coupon: fc.option(fc.record({ money: fc.integer({ min: 0, max: 100_000 }), minPrice: fc.integer({ min: 0, max: 200_000 }) }), { nil: null }),
  availablePoints: fc.integer({ min: 0, max: 1_000_000 }),
  wantPoints: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
  points: fc.record({
    pointsPerUnit: fc.integer({ min: 1, max: 1_000 }),
    maxDeductPercent: fc.integer({ min: 0, max: 100 }),
    step: fc.integer({ min: 1, max: 500 }),
    maxPerOrder: fc.integer({ min: 0, max: 100_000 }),
  }),
}) as fc.Arbitrary<PricingInput>;

const base: PricingInput = {
  shops: [{ merId: 1, freightFee: 0, freeFreightThreshold: 0, lines: [{ price: 10_000, payNum: 1, couponEligible: false }] }],
  coupon: null,
  availablePoints: 3000,
  points: { pointsPerUnit: 100, maxDeductPercent: 50, step: 100, maxPerOrder: 2500 },
};

describe('priceOrder with a chosen points amount', () => {
  it('takes a valid amount exactly, and names the rule a bad one breaks (deducting nothing)', () => {
    expect(priceOrder({ ...base, wantPoints: 1200 })).toMatchObject({ usedPoints: 1200, deduction: 1200, pay: 8800, maxPoints: 2500, pointsRefusal: null });
    expect(priceOrder(base)).toMatchObject({ usedPoints: 2500, deduction: 2500, pointsRefusal: null });
    expect(priceOrder({ ...base, wantPoints: 1250 })).toMatchObject({ usedPoints: 0, deduction: 0, pay: 10_000, pointsRefusal: 'step' });
    expect(priceOrder({ ...base, wantPoints: 2600 })).toMatchObject({ usedPoints: 0, pointsRefusal: 'perOrder' });
    expect(priceOrder({ ...base, points: { ...base.points, maxPerOrder: 0 }, wantPoints: 3100 })).toMatchObject({ usedPoints: 0, pointsRefusal: 'balance' });
    expect(priceOrder({ ...base, availablePoints: 9000, points: { ...base.points, maxPerOrder: 0 }, wantPoints: 5100 })).toMatchObject({ usedPoints: 0, pointsRefusal: 'order' });
    expect(priceOrder({ ...base, availablePoints: 0, wantPoints: 100 })).toMatchObject({ usedPoints: 0, pointsRefusal: 'balance' });
  });

  it('never spends off the step, above the cap, the balance or the amount chosen; the parts still add up', () => {
    fc.assert(
      fc.property(input, (inp) => {
        const t = priceOrder(inp);
        const step = inp.points.step ?? 1;
        const cap = inp.points.maxPerOrder ?? 0;
        expect(t.maxPoints % step).toBe(0);
        expect(t.maxPoints).toBeLessThanOrEqual(inp.availablePoints);
        if (cap > 0) expect(t.maxPoints).toBeLessThanOrEqual(cap);
        expect(t.usedPoints % step).toBe(0);
        expect(t.usedPoints).toBeLessThanOrEqual(inp.wantPoints ?? t.maxPoints);
        if (t.pointsRefusal) expect([t.usedPoints, t.deduction]).toEqual([0, 0]);
        // The most the order can take is always accepted when chosen.
        expect(priceOrder({ ...inp, wantPoints: t.maxPoints }).pointsRefusal).toBeNull();
        expect(t.pay).toBe(t.proTotal + t.freight - t.coupon - t.deduction);
        for (const k of ['coupon', 'deduction', 'usedPoints', 'pay'] as const) expect(t.shops.reduce((a, s) => a + s[k], 0)).toBe(t[k]);
      }),
      { numRuns: 400 },
    );
  });
});
