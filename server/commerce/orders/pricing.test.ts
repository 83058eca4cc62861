import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceOrder, pointsValue, shopFreight, type PricingInput } from './pricing.js';

const line = fc.record({
  price: fc.integer({ min: 0, max: 5_000_000 }),
  payNum: fc.integer({ min: 1, max: 99 }),
  couponEligible: fc.boolean(),
});
const shop = fc.record({
  merId: fc.integer({ min: 1, max: 50 }),
  lines: fc.array(line, { minLength: 1, maxLength: 5 }),
  freightFee: fc.integer({ min: 0, max: 5_000 }),
  freeFreightThreshold: fc.integer({ min: 0, max: 20_000 }),
});
const input: fc.Arbitrary<PricingInput> = fc.record({
  shops: fc.array(shop, { minLength: 1, maxLength: 4 }),
  coupon: fc.option(fc.record({ money: fc.integer({ min: 0, max: 1_000_000 }), minPrice: fc.integer({ min: 0, max: 2_000_000 }) }), { nil: null }),
  availablePoints: fc.integer({ min: 0, max: 10_000_000 }),
  points: fc.record({ pointsPerUnit: fc.integer({ min: 1, max: 10_000 }), maxDeductPercent: fc.integer({ min: 0, max: 100 }) }),
});

describe('priceOrder', () => {
  it('pay = items + freight − coupon − points, never negative, integer cents, parts sum to the master', () => {
    fc.assert(
      fc.property(input, (inp) => {
        const t = priceOrder(inp);
        const all = [t.proTotal, t.freight, t.coupon, t.deduction, t.usedPoints, t.pay, ...t.shops.flatMap((s) => [s.proTotal, s.freight, s.coupon, s.deduction, s.usedPoints, s.pay])];
        expect(all.every((v) => Number.isSafeInteger(v) && v >= 0)).toBe(true);
        expect(t.pay).toBe(t.proTotal + t.freight - t.coupon - t.deduction);
        for (const s of t.shops) expect(s.pay).toBe(s.proTotal + s.freight - s.coupon - s.deduction);
        for (const k of ['proTotal', 'freight', 'coupon', 'deduction', 'usedPoints', 'pay', 'totalNum'] as const) {
          expect(t.shops.reduce((a, s) => a + s[k], 0)).toBe(t[k]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('points never exceed what the shopper has, the cap, or their own value', () => {
    fc.assert(
      fc.property(input, (inp) => {
        const t = priceOrder(inp);
        expect(t.usedPoints).toBeLessThanOrEqual(inp.availablePoints);
        const base = t.proTotal + t.freight - t.coupon;
        expect(t.deduction * 100).toBeLessThanOrEqual(base * inp.points.maxDeductPercent + 50);
        expect(t.deduction).toBeLessThanOrEqual(pointsValue(t.usedPoints, inp.points.pointsPerUnit));
      }),
      { numRuns: 500 },
    );
  });

  it('a coupon counts only when its minimum is met, and never beyond the goods it covers', () => {
    fc.assert(
      fc.property(input, (inp) => {
        const t = priceOrder(inp);
        const eligible = inp.shops.flatMap((s) => s.lines).reduce((a, l) => a + (l.couponEligible ? l.price * l.payNum : 0), 0);
        if (!inp.coupon || eligible === 0 || (inp.coupon.minPrice > 0 && eligible < inp.coupon.minPrice)) {
          expect(t.coupon).toBe(0);
          expect(t.couponApplies).toBe(false);
        } else {
          expect(t.coupon).toBe(Math.min(inp.coupon.money, eligible));
        }
        for (const [i, s] of t.shops.entries()) {
          const shopEligible = inp.shops[i]!.lines.reduce((a, l) => a + (l.couponEligible ? l.price * l.payNum : 0), 0);
          expect(s.coupon).toBeLessThanOrEqual(shopEligible);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('freight is free from the threshold on, and a zero threshold never frees it', () => {
    expect(shopFreight({ freightFee: 500, freeFreightThreshold: 0 }, 1_000_000)).toBe(500);
    expect(shopFreight({ freightFee: 500, freeFreightThreshold: 5_000 }, 4_999)).toBe(500);
    expect(shopFreight({ freightFee: 500, freeFreightThreshold: 5_000 }, 5_000)).toBe(0);
  });

  it('works a known example through: two shops, platform coupon split, points capped at 50 %', () => {
    const t = priceOrder({
      shops: [
        { merId: 1, lines: [{ price: 3000, payNum: 2, couponEligible: true }], freightFee: 500, freeFreightThreshold: 10_000 },
        { merId: 2, lines: [{ price: 4000, payNum: 1, couponEligible: true }], freightFee: 800, freeFreightThreshold: 0 },
      ],
      coupon: { money: 1000, minPrice: 5000 },
      availablePoints: 1_000_000,
      points: { pointsPerUnit: 100, maxDeductPercent: 50 },
    });
    expect(t.proTotal).toBe(10_000);
    expect(t.freight).toBe(1300);
    expect(t.shops.map((s) => s.coupon)).toEqual([600, 400]);
    expect(t.deduction).toBe(5150); // 50 % of 10 300
    expect(t.usedPoints).toBe(5150);
    expect(t.pay).toBe(5150);
  });
});
