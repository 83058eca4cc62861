import { instantOfWallTime, parseWireTime, wallTimeIn } from '../../../shared/time-zone.js';
import { formatDateTime } from '../db/time.js';

/** A span of stored (UTC) times, both ends included. */
export interface StoredSpan {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** The start of the zone's calendar day `days` after the given day, as a stored time. */
function dayStart(y: number, m: number, d: number, zone: string): Date {
  return instantOfWallTime(y, m, d, 0, 0, 0, zone);
}

/** The calendar day after y-m-d (months and years roll over). */
function nextDay(y: number, m: number, d: number): [number, number, number] {
  const t = new Date(Date.UTC(y, m - 1, d) + DAY_MS);
  return [t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate()];
}

/**
 * A's `dateLimit` as a span of stored times. The words and the dates are the merchant's calendar days in
 * the service's zone (SERVER_TIME_ZONE), as the console shows them; the stored times are UTC. `lately7` is
 * today and the six days before it, as A counts. Empty or missing: no limit.
 */
export function dateLimitSpan(dateLimit: string | undefined, zone: string, at = new Date()): StoredSpan | null {
  const v = (dateLimit ?? '').trim();
  if (!v) return null;
  const [ty, tm, td] = wallTimeIn(at, zone).slice(0, 10).split('-').map(Number) as [number, number, number];
  const span = (fromDay: [number, number, number], toDay: [number, number, number]): StoredSpan => {
    const end = dayStart(...nextDay(...toDay), zone);
    return { from: formatDateTime(dayStart(...fromDay, zone)), to: formatDateTime(new Date(end.getTime() - 1000)) };
  };
  const back = (days: number): [number, number, number] => {
    const t = new Date(Date.UTC(ty, tm - 1, td) - days * DAY_MS);
    return [t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate()];
  };
  switch (v) {
    case 'today':
      return span([ty, tm, td], [ty, tm, td]);
    case 'yesterday':
      return span(back(1), back(1));
    case 'lately7':
      return span(back(6), [ty, tm, td]);
    case 'lately30':
      return span(back(29), [ty, tm, td]);
    case 'month':
      return span([ty, tm, 1], [ty, tm, td]);
    case 'year':
      return span([ty, 1, 1], [ty, tm, td]);
  }
  const [a, b] = v.split(',');
  const from = parseWireTime(a ?? '', zone);
  const to = parseWireTime(b ?? '', zone);
  if (!from || !to) return null;
  const [fy, fm, fd] = (a ?? '').split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = (b ?? '').split('-').map(Number) as [number, number, number];
  // A range written the wrong way round still means the days between.
  return from <= to ? span([fy, fm, fd], [ey, em, ed]) : span([ey, em, ed], [fy, fm, fd]);
}

/** A wall-clock time the merchant typed (`yyyy-MM-dd HH:mm[:ss]`, in the service's zone) as a stored time; null when malformed. */
export function storedTimeOf(wall: string, zone: string): string | null {
  const d = parseWireTime(wall, zone);
  return d ? formatDateTime(d) : null;
}
