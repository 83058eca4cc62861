import type { FastifyBaseLogger } from 'fastify';
import { parseShopCurrency } from '../../shared/currency';

/**
 * Upstream answers carry a few fields as text the SPA has to decode: picture lists, the shop
 * currency and dates (docs/upstream-contract.md §14). A malformed one never breaks a page (the SPA shows the field
 * empty), but whoever runs the upstream should hear of it, so the BFF logs one warning naming the
 * route and the field. It looks only at answers it has decoded anyway (the envelope of every call it
 * proxies; public-cache hits are not decoded again), walks at most a bounded number of nodes, and
 * repeats a warning for the same route and field at most once per interval, so a bad product list
 * does not flood the log. The value itself is never logged: it may hold personal data.
 */
export type FieldKind = 'picture list' | 'date' | 'currency';

/** What one picture can be: an http(s) URL or a path (as the SPA's wire reader accepts). */
const PICTURE = /^(https?:\/\/[^\s"'<>]+|[^\s"'<>:{}[\]]+)$/;
/** `yyyy-MM-dd[ HH:mm[:ss]]`, the wire form. */
const WIRE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
/** ISO 8601 with a zone or fraction, which some upstreams send instead. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
/** Date fields end in `Time` (createTime, payTime, useStartTime, ...); `isFixedTime`-style flags are not dates. */
const DATE_KEY = /^(?!is[A-Z]).*Time$/;

/** At most this many objects and arrays are walked per answer, so a huge answer costs a bounded time. */
const MAX_NODES = 20_000;
/** At most this many route and field pairs are remembered for the once-per-interval rule. */
const MAX_KEYS = 1_000;

function isPicture(v: unknown): boolean {
  if (typeof v === 'string') return PICTURE.test(v.trim());
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    return ['sattDir', 'url', 'pic', 'image'].some((k) => typeof o[k] === 'string');
  }
  return false;
}

/** A picture list in one of the three forms (or nothing at all). */
export function isPictureList(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.every((e) => isPicture(e) || (e !== null && typeof e === 'object'));
  if (typeof value !== 'string') return false;
  const s = value.trim();
  if (s === '') return true;
  if (s.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(s);
      return Array.isArray(parsed) && parsed.every(isPicture);
    } catch {
      return false;
    }
  }
  return s.split(',').every((p) => PICTURE.test(p.trim()));
}

function daysIn(y: number, mo: number): number {
  if (mo === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return mo === 4 || mo === 6 || mo === 9 || mo === 11 ? 30 : 31;
}

/** A date the SPA can read: wire text with a real calendar date and clock time, ISO 8601, or a timestamp. */
export function isReadableDate(value: unknown): boolean {
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') return true;
  if (typeof value !== 'string') return true;
  const s = value.trim();
  if (s === '') return true;
  const m = WIRE_TIME.exec(s);
  if (m) {
    const y = +m[1]!;
    const mo = +m[2]!;
    const d = +m[3]!;
    const clockOk = m[4] === undefined || (+m[4] <= 23 && +m[5]! <= 59 && (m[6] === undefined || +m[6] <= 59));
    return clockOk && mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, mo);
  }
  return ISO_TIME.test(s) && Number.isFinite(Date.parse(s));
}

type Check = 'picture list' | 'date' | 'currency' | null;

/** Which check a field name needs; picture lists are these named fields (a plain switch costs far less per key than a map lookup). */
function checkFor(key: string): Check {
  switch (key) {
    case 'sliderImage':
    case 'sliderImages':
    case 'pcBanner':
    case 'qualificationPicture':
    case 'banner':
    case 'pics':
    case 'images':
    case 'refundReasonWapImg':
      return 'picture list';
    case 'shopPayCurrency':
      return 'currency';
    default:
      return key.endsWith('Time') && DATE_KEY.test(key) ? 'date' : null;
  }
}

/** The common well-formed shapes, recognised without decoding: a JSON array of plain picture strings, and wire times. */
const PLAIN_PICTURE_ARRAY = /^\[(?:"(?:https?:\/\/[^\s"'<>\\]+|[^\s"'<>:{}[\]\\]+)"(?:,(?=")|(?=\])))*\]$/;
const PLAIN_WIRE_TIME = /^\d{4}-(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31)(?: (?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?)?$/;

function isWellFormed(check: Exclude<Check, null>, value: unknown): boolean {
  if (typeof value === 'string') {
    if (check === 'picture list' && PLAIN_PICTURE_ARRAY.test(value)) return true;
    if (check === 'date' && PLAIN_WIRE_TIME.test(value)) return true;
  }
  if (check === 'picture list') return isPictureList(value);
  if (check === 'date') return isReadableDate(value);
  return value === null || value === undefined || value === '' || parseShopCurrency(value) !== null;
}

/** The malformed fields of one decoded answer, by field name. */
export function malformedFields(data: unknown): Map<string, FieldKind> {
  const found = new Map<string, FieldKind>();
  const stack: unknown[] = [data];
  let nodes = 0;
  while (stack.length > 0 && nodes < MAX_NODES) {
    const v = stack.pop();
    nodes += 1;
    if (Array.isArray(v)) {
      for (const e of v) if (e !== null && typeof e === 'object') stack.push(e);
    } else if (v !== null && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      for (const k in o) {
        const x = o[k];
        if (x !== null && typeof x === 'object') stack.push(x);
        const check = checkFor(k);
        if (check && !isWellFormed(check, x) && !found.has(k)) found.set(k, check);
      }
    }
  }
  return found;
}

export class MalformedFieldWarnings {
  private readonly last = new Map<string, number>();

  constructor(
    private readonly intervalMs = 10 * 60_000,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Checks one decoded answer of `route` (the allowlist's path template, so no ids or query) and warns. */
  check(log: FastifyBaseLogger, route: string, data: unknown): void {
    if (data === null || typeof data !== 'object') return;
    const found = malformedFields(data);
    if (found.size === 0) return;
    const now = this.clock();
    for (const [field, kind] of found) {
      const key = `${route}\u0000${field}`;
      const at = this.last.get(key);
      if (at !== undefined && now - at < this.intervalMs) continue;
      // Bounded memory whatever field names an upstream invents.
      if (at === undefined && this.last.size >= MAX_KEYS) this.last.clear();
      this.last.set(key, now);
      log.warn({ route, field, kind }, 'upstream field malformed; the SPA shows it empty');
    }
  }
}
