import { DEFAULT_SERVER_TIME_ZONE, isTimeZone, parseWireTime } from '../../../shared/time-zone';
import { currentLanguage, serverTimeZones } from './index';
import { bcp47 } from './languages';

/*
 * Dates and amounts, apart from i18n/index.ts: the shell every page shares (header, category bar, footer)
 * shows neither, so their code (reading wall-clock times in a zone, shared/time-zone.ts) loads with the
 * chunks of the pages that do, instead of sitting in every page's first script (docs/performance.md
 * "The first script").
 */

let zone = DEFAULT_SERVER_TIME_ZONE;
let checked = 0;

/** The last zone the shop configuration named that this browser knows (setServerTimeZone); unknown names are ignored. */
function serverTimeZone(): string {
  for (; checked < serverTimeZones.length; checked++) {
    const named = serverTimeZones[checked]!;
    if (isTimeZone(named)) zone = named;
  }
  return zone;
}

/**
 * Upstream dates are "yyyy-MM-dd HH:mm:ss" wall-clock times in the server's zone (docs/upstream-contract.md §14); the
 * instant they name is then shown in the shopper's own zone by Intl.
 */
export function parseUpstreamDate(value: string | number | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return new Date(value);
  const wire = parseWireTime(value, serverTimeZone());
  if (wire) return wire;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t);
}

export function formatDate(value: string | number | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string {
  const d = parseUpstreamDate(value);
  // A malformed date from an upstream shows as an empty field, never as raw text or "Invalid Date".
  if (!d) return '';
  return new Intl.DateTimeFormat(bcp47(currentLanguage()), options).format(d);
}

const DECIMAL = /^[-+]?\d+(\.\d+)?$/;

/**
 * A decimal money string in the shop currency, e.g. "1234.5" → "$1,234.50". The string goes to
 * Intl as an exact decimal (ES2023 Intl.NumberFormat takes numeric strings without turning them
 * into floats), which rounds half away from zero to the currency's minor unit. No float ever
 * holds the amount, and decimal.js stays out of the first page's bundle.
 */
export function formatMoney(value: string | number, currency = 'USD'): string {
  const text = typeof value === 'number' ? String(value) : value.trim() || '0';
  if (!DECIMAL.test(text)) return String(value);
  return new Intl.NumberFormat(bcp47(currentLanguage()), { style: 'currency', currency }).format(text as `${number}`);
}
