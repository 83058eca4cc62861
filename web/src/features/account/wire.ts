import { z } from 'zod';

/**
 * The account area reads the same upstream habits as the shopping area (BigDecimal as string or
 * number, booleans as 0/1, null for "nothing"), so it uses the same zod building blocks.
 */
export { bool, money, num, pageOf, text } from '../catalog/wire';

/** Upstream image lists arrive as a comma list, a JSON array string, or an array. */
export function imageList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v.length > 0);
  if (typeof value !== 'string' || value.trim() === '') return [];
  const s = value.trim();
  if (s.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(s);
      if (Array.isArray(parsed)) return parsed.filter((v): v is string => typeof v === 'string' && v.length > 0);
    } catch {
      // Not JSON after all; fall through to the comma form.
    }
  }
  return s
    .split(',')
    .map((p) => p.trim().replace(/^["[]+|["\]]+$/g, ''))
    .filter(Boolean);
}

export const images = z.unknown().transform(imageList);
