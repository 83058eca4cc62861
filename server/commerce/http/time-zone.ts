import { wallTimeIn } from '../../../shared/time-zone.js';
import { parseDateTime } from '../db/time.js';

/**
 * Times are stored as UTC text, so they sort and compare the same on SQLite and PostgreSQL whatever
 * the zone. The shopper API writes them, like a real CRMEB backend, as wall-clock times in the
 * deployment's zone (SERVER_TIME_ZONE, GMT+8 by default; docs/upstream-contract.md §14 "Dates"). Every date-time
 * string of an answer is converted at the end, so no route can forget one.
 */
// A whole JSON string, or a whole string inside a JSON string (logistics events), and nothing else.
const STORED_TIME = /(\\?")(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})\1/g;

export function zoneTimes(text: string, zone: string): string {
  if (zone === 'UTC' || zone === 'Etc/UTC') return text;
  return text.replace(STORED_TIME, (_m, quote: string, stored: string) => quote + wallTimeIn(parseDateTime(stored), zone) + quote);
}
