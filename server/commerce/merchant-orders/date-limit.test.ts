import { describe, expect, it } from 'vitest';
import { dateLimitSpan, storedTimeOf } from './date-limit.js';

// 2026-03-10 17:30 UTC is 2026-03-11 01:30 in Shanghai: the merchant's "today" is already the 11th there.
const AT = new Date(Date.UTC(2026, 2, 10, 17, 30, 0));
const ZONE = 'Asia/Shanghai';

describe('dateLimitSpan: A\'s dateLimit as the merchant\'s calendar days, stored in UTC', () => {
  it('reads the words in the shop\'s zone', () => {
    expect(dateLimitSpan('today', ZONE, AT)).toEqual({ from: '2026-03-10 16:00:00', to: '2026-03-11 15:59:59' });
    expect(dateLimitSpan('yesterday', ZONE, AT)).toEqual({ from: '2026-03-09 16:00:00', to: '2026-03-10 15:59:59' });
    expect(dateLimitSpan('lately7', ZONE, AT)).toEqual({ from: '2026-03-04 16:00:00', to: '2026-03-11 15:59:59' });
    expect(dateLimitSpan('month', ZONE, AT)).toEqual({ from: '2026-02-28 16:00:00', to: '2026-03-11 15:59:59' });
    expect(dateLimitSpan('year', ZONE, AT)!.from).toBe('2025-12-31 16:00:00');
  });

  it('takes a range of two days, both included, either way round; nothing for empty or malformed', () => {
    expect(dateLimitSpan('2026-02-27,2026-03-01', ZONE, AT)).toEqual({ from: '2026-02-26 16:00:00', to: '2026-03-01 15:59:59' });
    expect(dateLimitSpan('2026-03-01,2026-02-27', ZONE, AT)).toEqual(dateLimitSpan('2026-02-27,2026-03-01', ZONE, AT));
    expect(dateLimitSpan('', ZONE, AT)).toBeNull();
    expect(dateLimitSpan('2026-02-30,2026-03-01', ZONE, AT)).toBeNull();
  });

  it('reads a typed time in the zone', () => {
    expect(storedTimeOf('2026-01-02 08:30', ZONE)).toBe('2026-01-02 00:30:00');
    expect(storedTimeOf('yesterday', ZONE)).toBeNull();
  });
});
