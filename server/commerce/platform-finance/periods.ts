import { BusinessError } from '../http/envelope.js';
import { formatDateTime, parseDateTime } from '../db/time.js';
import { instantOfWallTime, wallTimeIn } from '../../../shared/time-zone.js';

/**
 * Calendar days in the deployment's zone (SERVER_TIME_ZONE), as the admin side reads A's `dateLimit`: a
 * period word or two dates, both days included. Stored times are UTC text, so a range of days becomes a
 * range of stored times, and a stored time becomes its day again, here and nowhere else.
 */

export interface DayRange {
  startDate: string;
  endDate: string;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function ymd(date: string): [number, number, number] {
  const m = DATE_RE.exec(date);
  if (!m) throw new BusinessError(`Not a date: ${date}`, 400);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > new Date(Date.UTC(y, mo, 0)).getUTCDate()) throw new BusinessError(`Not a date: ${date}`, 400);
  return [y, mo, d];
}

const asDate = (t: number) => {
  const d = new Date(t);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/** `date` moved by whole days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = ymd(date);
  return asDate(Date.UTC(y, m - 1, d + days));
}

/** Today's date in `zone`. */
export function todayIn(zone: string, at = new Date()): string {
  return wallTimeIn(at, zone).slice(0, 10);
}

/** The day a stored (UTC) time falls on in `zone`. */
export function dayOf(stored: string, zone: string): string {
  return wallTimeIn(parseDateTime(stored), zone).slice(0, 10);
}

/** Days from `startDate` to `endDate`, both included. */
export function daysBetween(startDate: string, endDate: string): number {
  const [a, b] = [ymd(startDate), ymd(endDate)];
  return Math.round((Date.UTC(b[0], b[1] - 1, b[2]) - Date.UTC(a[0], a[1] - 1, a[2])) / 86_400_000) + 1;
}

/** Every date from `startDate` to `endDate`, oldest first. */
export function eachDay(range: DayRange): string[] {
  const n = daysBetween(range.startDate, range.endDate);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(range.startDate, i));
}

/** A's `dateLimit` as days in `zone`; `fallback` when it is empty. */
export function readDateLimit(dateLimit: string | undefined, zone: string, fallback: string): DayRange {
  const limit = dateLimit || fallback;
  const today = todayIn(zone);
  const [y, m, d] = ymd(today);
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday 0, as A's weeks
  const monthStart = `${pad(y, 4)}-${pad(m)}-01`;
  switch (limit) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday':
      return { startDate: addDays(today, -1), endDate: addDays(today, -1) };
    case 'lately7':
      return { startDate: addDays(today, -6), endDate: today };
    case 'lately30':
      return { startDate: addDays(today, -29), endDate: today };
    case 'week':
      return { startDate: addDays(today, -weekday), endDate: today };
    case 'preWeek':
      return { startDate: addDays(today, -weekday - 7), endDate: addDays(today, -weekday - 1) };
    case 'month':
      return { startDate: monthStart, endDate: today };
    case 'preMonth':
      return { startDate: asDate(Date.UTC(y, m - 2, 1)), endDate: addDays(monthStart, -1) };
    case 'year':
      return { startDate: `${pad(y, 4)}-01-01`, endDate: today };
    case 'preYear':
      return { startDate: `${pad(y - 1, 4)}-01-01`, endDate: `${pad(y - 1, 4)}-12-31` };
    default: {
      const [startDate = '', endDate = ''] = limit.split(',');
      ymd(startDate);
      ymd(endDate);
      if (startDate > endDate) throw new BusinessError('dateLimit: the first date must not be after the second', 400);
      return { startDate, endDate };
    }
  }
}

/** The stored-time bounds of a range of days: from the first day's midnight, up to (not including) the midnight after the last. */
export function storedBounds(range: DayRange, zone: string): { from: string; to: string } {
  const [a, b] = [ymd(range.startDate), ymd(addDays(range.endDate, 1))];
  return { from: formatDateTime(instantOfWallTime(a[0], a[1], a[2], 0, 0, 0, zone)), to: formatDateTime(instantOfWallTime(b[0], b[1], b[2], 0, 0, 0, zone)) };
}
