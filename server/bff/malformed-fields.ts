import type { FastifyBaseLogger } from 'fastify';
import { parseShopCurrency } from '../../shared/currency';

/**
 * Upstream answers carry a few fields as text the SPA has to decode: picture lists, the shop
 * currency and dates (contract §14). A malformed one never breaks a page (the SPA shows the field
 * empty), but whoever runs the upstream should hear of it, so the BFF logs one warning naming the
 * route and the field. It looks only at answers it has decoded anyway (the envelope of every call it
 * proxies; public-cache hits are not decoded again), walks at most a bounded number of nodes, and
 * repeats a warning for the same route and field at most once per interval, so a bad product list
 * does not flood the log. The value itself is never logged: it may hold personal data.
 */
export type FieldKind = 'picture list' | 'date' | 'currency';

/** Fields that hold a picture list: a JSON array of URLs or of `{ sattDir }`, or a comma list. */
const PICTURE_LISTS = new Set(['sliderImage', 'sliderImages', 'pcBanner', 'qualificationPicture', 'banner', 'pics', 'images', 'refundReasonWapImg']);
/** What one picture can be: an http(s) URL or a path (as the SPA's wire reader accepts). */
const PICTURE = /^(https?:\/\/[^\s"'<>]+|[^\s"'<>:{}[\]]+)$/;
/** `yyyy-MM-dd[ HH:mm[:ss]]`, the wire form. */
const WIRE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
/** ISO 8601 with a zone or fraction, which some upstreams send instead. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
/** Date fields end in `Time` (createTime, payTime, useStartTime, ...); `isFixedTime`-style flags are not dates. */
const DATE_KEY = /^(?!is[A-Z]).*Time$/;

const MAX_NODES = 20_000;
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

/** A date the SPA can read: wire text with a real calendar date and clock time, ISO 8601, or a timestamp. */
export function isReadableDate(value: unknown): boolean {
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') return true;
  if (typeof value !== 'string') return true;
  const s = value.trim();
  if (s === '') return true;
  const m = WIRE_TIME.exec(s);
  if (m) {
    const [y, mo, d, h, mi, sec] = m.slice(1).map((x) => Number(x ?? 0)) as [number, number, number, number, number, number];
    return mo >= 1 && mo <= 12 && d >= 1 && d <= new Date(Date.UTC(y, mo, 0)).getUTCDate() && h <= 23 && mi <= 59 && sec <= 59;
  }
  return ISO_TIME.test(s) && Number.isFinite(Date.parse(s));
}

function kindOf(key: string, value: unknown): FieldKind | null {
  if (PICTURE_LISTS.has(key)) return isPictureList(value) ? null : 'picture list';
  if (key === 'shopPayCurrency') return value === null || value === '' || parseShopCurrency(value) ? null : 'currency';
  if (DATE_KEY.test(key)) return isReadableDate(value) ? null : 'date';
  return null;
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
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
        const kind = kindOf(k, x);
        if (kind && !found.has(k)) found.set(k, kind);
        if (x !== null && typeof x === 'object') stack.push(x);
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
