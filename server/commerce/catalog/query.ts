import { z } from 'zod';
import { sql, type Expression, type SqlBool } from 'kysely';
import { isMoneyString, parseMoney } from '../../../shared/money.js';
import type { DbKind } from '../db/connection.js';

/** Escapes LIKE wildcards so a shopper's "50%" or "a_b" matches literally. */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The lower-cased form used for case-insensitive search; JS lower-cases every script, not only ASCII. */
export function searchTerm(raw: string): string {
  return raw.trim().toLowerCase();
}

/** FTS5 trigrams need three characters; shorter terms (two-letter CJK or Thai words) use LIKE. */
export function usesFullText(term: string, kind: DbKind): boolean {
  return kind === 'sqlite' && Array.from(term).length >= 3;
}

/** The term as one FTS5 phrase: quotes doubled, so operators, quotes and wildcards are plain text. */
export function ftsPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/**
 * Product keyword match over name and keywords, for lists narrowed by category, shop or price (the whole
 * catalogue is searched by catalog/search.ts). PostgreSQL: the stored folded text with its trigram index.
 * SQLite: the FTS5 index from three characters on; below, LIKE, which is already case-insensitive for
 * ASCII, on the two columns, without building a lower-cased string per row.
 */
export function productKeywordMatch(term: string, kind: DbKind): Expression<SqlBool> {
  if (usesFullText(term, kind)) {
    return sql<SqlBool>`${sql.ref('products.id')} in (select rowid from products_fts where products_fts match ${ftsPhrase(term)})`;
  }
  const pattern = likeContains(term);
  if (kind === 'postgres') {
    // The stored folded copy (migration 008) with its trigram index; accents and case fold away.
    return sql<SqlBool>`products.search_fold like storefront_fold(${pattern}) escape '\\'`;
  }
  return sql<SqlBool>`(${sql.ref('products.storeName')} like ${pattern} escape '\\' or ${sql.ref('products.keyword')} like ${pattern} escape '\\')`;
}

export function merchantKeywordMatch(term: string, kind: DbKind): Expression<SqlBool> {
  const pattern = likeContains(term);
  if (kind === 'postgres') {
    return sql<SqlBool>`lower(${sql.ref('merchants.name')} || ' ' || ${sql.ref('merchants.keywords')}) like ${pattern} escape '\\'`;
  }
  return sql<SqlBool>`(${sql.ref('merchants.name')} like ${pattern} escape '\\' or ${sql.ref('merchants.keywords')} like ${pattern} escape '\\')`;
}

// Query strings arrive as text; an empty value means "not given", as the PC client sends empty params.
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const sortDir = z.preprocess(blank, z.enum(['asc', 'desc'], { message: 'Sort order must be asc or desc' }).optional());

export const optionalId = (label: string) =>
  z.preprocess(blank, z.coerce.number({ message: `${label} must be a number` }).int(`${label} must be a whole number`).min(1, `${label} must be positive`).max(2_147_483_647, `${label} is too large`).optional());

export const requiredId = (label: string, missing: string) =>
  z.preprocess(
    blank,
    z
      .custom<unknown>((v) => v !== undefined, missing)
      .pipe(z.coerce.number({ message: `${label} must be a number` }).int(`${label} must be a whole number`).min(1, `${label} must be positive`).max(2_147_483_647, `${label} is too large`)),
  );

export const priceParam = (label: string) =>
  z.preprocess(
    blank,
    z
      .string({ message: `${label} must be an amount like 12.50` })
      .trim()
      .refine((v) => isMoneyString(v) && !v.startsWith('-'), `${label} must be an amount like 12.50`)
      .transform((v) => parseMoney(v))
      .optional(),
  );

export const keywordParam = z.preprocess(
  blank,
  z.string({ message: 'Keyword must be text' }).trim().max(64, 'Keyword must be at most 64 characters').optional(),
);

/** Filters shared by the product lists of the platform and of a shop. */
export const productListQuery = z
  .object({
    keyword: keywordParam,
    cid: optionalId('cid'),
    minPrice: priceParam('minPrice'),
    maxPrice: priceParam('maxPrice'),
    priceOrder: sortDir,
    salesOrder: sortDir,
    // Our extension: newest (or oldest) first by listing date, the home page's "New arrival" row.
    createTimeOrder: sortDir,
    // Our extension: autocorrect=0 lists the keyword as typed, never corrected ("Search instead for …", catalog/typo.ts).
    autocorrect: z.preprocess(blank, z.enum(['0', '1'], { message: 'autocorrect must be 0 or 1' }).optional()),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not be greater than maxPrice',
  });

export type ProductListQuery = z.output<typeof productListQuery>;

/** The sort a list asks for; undefined: none (newest first, or relevance with a keyword). */
export type ListSort = { by: 'sales' | 'price' | 'created'; dir: 'asc' | 'desc' } | undefined;

/** Contract: salesOrder wins over priceOrder; our createTimeOrder comes last. */
export function explicitSort(f: ProductListQuery): ListSort {
  if (f.salesOrder) return { by: 'sales', dir: f.salesOrder };
  if (f.priceOrder) return { by: 'price', dir: f.priceOrder };
  if (f.createTimeOrder) return { by: 'created', dir: f.createTimeOrder };
  return undefined;
}

/** What a sort orders by: the sales sort counts virtual sales (ficti) too; "created" is the listing date. */
export function sortKey(s: NonNullable<ListSort>) {
  return s.by === 'sales' ? sql`products.sales + products.ficti` : s.by === 'created' ? sql`products.created_at` : sql`products.price`;
}
