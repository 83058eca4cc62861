import { describe, expect, it } from 'vitest';
import { addDays, dayOf, daysBetween, readDateLimit, storedBounds } from './periods.js';

describe('calendar days in the deployment\'s zone', () => {
  it('reads two dates, both days included, and refuses a date that does not exist', () => {
    expect(readDateLimit('2026-02-27,2026-03-02', 'UTC', 'lately30')).toEqual({ startDate: '2026-02-27', endDate: '2026-03-02' });
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(4);
    expect(() => readDateLimit('2026-02-30,2026-03-02', 'UTC', 'lately30')).toThrow();
    expect(() => readDateLimit('2026-03-02,2026-03-01', 'UTC', 'lately30')).toThrow();
  });

  it('turns a range of days into stored UTC bounds, and a stored time back into its day, in the zone', () => {
    expect(storedBounds({ startDate: '2026-01-01', endDate: '2026-01-01' }, 'Asia/Shanghai')).toEqual({ from: '2025-12-31 16:00:00', to: '2026-01-01 16:00:00' });
    expect(dayOf('2025-12-31 16:00:00', 'Asia/Shanghai')).toBe('2026-01-01');
    expect(dayOf('2025-12-31 15:59:59', 'Asia/Shanghai')).toBe('2025-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('counts lately30 as today and the 29 days before it', () => {
    const r = readDateLimit('lately30', 'UTC', 'today');
    expect(daysBetween(r.startDate, r.endDate)).toBe(30);
    expect(readDateLimit('', 'UTC', 'today').startDate).toBe(r.endDate);
  });
});
