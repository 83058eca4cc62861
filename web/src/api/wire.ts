import { z } from 'zod';
import type { Page } from './client';

/**
 * Zod building blocks for every upstream answer the SPA reads. The BFF has unwrapped the envelope;
 * these guard the fields we render or act on and absorb the upstream's habits (BigDecimal as string
 * or number, booleans as 0/1, null for "nothing configured").
 */
export const money = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? '0' : String(v)));
export const bool = z
  .union([z.boolean(), z.number(), z.string()])
  .nullish()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');
export const num = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => {
    const n = typeof v === 'string' ? Number(v) : v;
    return typeof n === 'number' && Number.isFinite(n) ? n : 0;
  });
export const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));

export function listOf<T extends z.ZodTypeAny>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((l): z.output<T>[] => l ?? []);
}

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z
    .object({ list: z.array(item).nullish(), total: num, page: num, limit: num, pages: num })
    .transform(
      (p): Page<z.output<T>> => ({ list: p.list ?? [], total: p.total, page: p.page || 1, limit: p.limit || 20, pages: p.pages }),
    );
}

/** Upstream image lists arrive as a comma list, a JSON array string, or an array. */
/** A picture reference: a string, or an object with `sattDir` (the upstream's banner form) or `url`. */
function pictureOf(v: unknown): string {
  if (typeof v === 'string') return v.trim();
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    for (const k of ['sattDir', 'url', 'pic', 'image']) if (typeof o[k] === 'string') return (o[k] as string).trim();
  }
  return '';
}

/** Only things a picture can be: an http(s) URL or a path; junk from a broken list is dropped. */
const PICTURE = /^(https?:\/\/[^\s"'<>]+|[^\s"'<>:{}[\]]+)$/;

/**
 * Picture lists arrive in three forms (contract §14): a JSON array of strings, a JSON array of
 * `{ sattDir }`, or a comma list. Every reader takes all three; a malformed list gives what can
 * be read of it, never an exception.
 */
export function imageList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(pictureOf).filter((p) => PICTURE.test(p));
  if (typeof value !== 'string' || value.trim() === '') return [];
  const s = value.trim();
  if (s.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(s);
      if (Array.isArray(parsed)) return parsed.map(pictureOf).filter((p) => PICTURE.test(p));
    } catch {
      // Not JSON after all; fall through to the comma form.
    }
  }
  return s
    .split(',')
    .map((p) => p.trim().replace(/^["[{]+|["\]}]+$/g, ''))
    .filter((p) => PICTURE.test(p));
}

export const images = z.unknown().transform(imageList);
