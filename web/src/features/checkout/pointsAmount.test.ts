import { describe, expect, it } from 'vitest';
import { checkPoints, pointsWorth } from './pointsAmount';

const limits = { step: 100, max: 2500, balance: 3000 };

describe('checkPoints', () => {
  it('takes a whole multiple of the step within the balance and the order’s maximum', () => {
    expect(checkPoints('1200', limits)).toEqual({ ok: true, amount: 1200 });
    expect(checkPoints(' 0 ', limits)).toEqual({ ok: true, amount: 0 });
    expect(checkPoints('2500', limits)).toEqual({ ok: true, amount: 2500 });
  });

  it('names the rule a bad amount breaks', () => {
    expect(checkPoints('', limits)).toMatchObject({ ok: false, key: 'errWhole' });
    expect(checkPoints('12.5', limits)).toMatchObject({ ok: false, key: 'errWhole' });
    expect(checkPoints('-100', limits)).toMatchObject({ ok: false, key: 'errWhole' });
    expect(checkPoints('1250', limits)).toEqual({ ok: false, key: 'errStep', vars: { step: 100 } });
    expect(checkPoints('2600', { ...limits, balance: 2000 })).toEqual({ ok: false, key: 'errBalance', vars: { balance: 2000 } });
    expect(checkPoints('2600', limits)).toEqual({ ok: false, key: 'errMax', vars: { max: 2500 } });
  });
});

describe('pointsWorth', () => {
  it('converts points to money without float arithmetic, rounding down to the cent', () => {
    expect(pointsWorth(1200, 100)).toBe('12.00');
    expect(pointsWorth(10, 3)).toBe('3.33');
    expect(pointsWorth(1, 1000)).toBe('0.00');
    expect(pointsWorth(999_999_999, 100)).toBe('9999999.99');
  });
});
