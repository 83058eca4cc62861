import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_TIME_ZONE, instantOfWallTime, isTimeZone, parseWireTime, wallTimeIn } from './time-zone';

describe('wire times in the deployment zone', () => {
  it('writes an instant as GMT+8 wall time by default, and reads it back to the same instant', () => {
    const paid = new Date('2026-11-23T09:53:07Z');
    expect(wallTimeIn(paid, DEFAULT_SERVER_TIME_ZONE)).toBe('2026-11-23 17:53:07');
    expect(parseWireTime('2026-11-23 17:53:07', DEFAULT_SERVER_TIME_ZONE)?.toISOString()).toBe('2026-11-23T09:53:07.000Z');
  });

  it('crosses the date line and handles a zone behind UTC', () => {
    expect(wallTimeIn(new Date('2026-01-01T20:00:00Z'), 'Asia/Shanghai')).toBe('2026-01-02 04:00:00');
    expect(wallTimeIn(new Date('2026-01-01T03:00:00Z'), 'America/New_York')).toBe('2025-12-31 22:00:00');
  });

  it('follows daylight saving: London is GMT in winter and GMT+1 in summer', () => {
    expect(parseWireTime('2026-01-15 12:00:00', 'Europe/London')?.toISOString()).toBe('2026-01-15T12:00:00.000Z');
    expect(parseWireTime('2026-07-15 12:00:00', 'Europe/London')?.toISOString()).toBe('2026-07-15T11:00:00.000Z');
    // 01:30 on the autumn change happens twice; the first is taken.
    expect(instantOfWallTime(2026, 10, 25, 1, 30, 0, 'Europe/London').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('round-trips every hour of a year in a zone with daylight saving', () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000) {
      const wall = wallTimeIn(new Date(t), 'America/New_York');
      const back = parseWireTime(wall, 'America/New_York')!.getTime();
      // Only the repeated autumn hour may map to its earlier twin.
      expect([t, t - 3_600_000]).toContain(back);
    }
  });

  it('accepts dates without time, refuses other text and unknown zones', () => {
    expect(parseWireTime('2026-03-01', 'Asia/Shanghai')?.toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(parseWireTime('yesterday', 'Asia/Shanghai')).toBeNull();
    expect(parseWireTime('2024-02-30 10:00:00', 'Asia/Shanghai')).toBeNull();
    expect(parseWireTime('2024-13-01 10:00:00', 'Asia/Shanghai')).toBeNull();
    expect(parseWireTime('2024-01-01 24:00:00', 'Asia/Shanghai')).toBeNull();
    expect(parseWireTime('2024-02-29 23:59:59', 'UTC')?.toISOString()).toBe('2024-02-29T23:59:59.000Z');
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
