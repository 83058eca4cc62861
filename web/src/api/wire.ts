import { z } from 'zod';
import { imageList } from '../../../shared/pictures';
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

export { imageList } from '../../../shared/pictures';

export const images = z.unknown().transform(imageList);
