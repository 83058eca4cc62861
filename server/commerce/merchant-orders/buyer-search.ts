import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { DbKind } from '../db/connection.js';
import { ftsPhrase, likeContains, searchTerm, usesFullText } from '../catalog/query.js';

/** The buyer's texts a console searches, per table (migration 024 indexes exactly these). */
const BUYER_COLUMNS = {
  users: ['nickname', 'email', 'phone'],
  orders: ['real_name', 'user_phone', 'email'],
} as const;

/**
 * The `pick` column of the `table` rows whose buyer texts contain `term` (already lower-cased): SQLite reads
 * its FTS5 trigram index from three characters on, PostgreSQL the folded copy with its trigram index; a
 * shorter term on SQLite is a LIKE over the columns, as the index cannot serve it.
 */
function rowsContaining(table: keyof typeof BUYER_COLUMNS, pick: 'id' | 'order_no', term: string, kind: DbKind): RawBuilder<unknown> {
  const col = sql.ref(pick);
  if (usesFullText(term, kind)) {
    const index = sql.raw(`${table}_buyer_fts`);
    return sql`select ${col} from ${sql.table(table)} where id in (select rowid from ${index} where ${index} match ${ftsPhrase(term)})`;
  }
  const pattern = likeContains(term);
  if (kind === 'postgres') return sql`select ${col} from ${sql.table(table)} where buyer_fold like storefront_fold(${pattern}) escape '\\'`;
  const likes = BUYER_COLUMNS[table].map((c) => sql`lower(coalesce(${sql.ref(c)}, '')) like ${pattern} escape '\\'`);
  return sql`select ${col} from ${sql.table(table)} where ${sql.join(likes, sql` or `)}`;
}

/**
 * `column` is one of `rows`. PostgreSQL is given the rows as an array: it then reads the list's own index on
 * the column for each (a bitmap over the shopper and order-number indexes), where `in (…)` joined by `or` made
 * it read every order of the shop (50,000 orders: 40 → 15 ms a page, tests/bench/consoles.bench.ts).
 */
function within(column: string, rows: RawBuilder<unknown>, kind: DbKind): RawBuilder<SqlBool> {
  return kind === 'postgres' ? sql<SqlBool>`${sql.ref(column)} = any(array(${rows}))` : sql<SqlBool>`${sql.ref(column)} in (${rows})`;
}

interface BuyerColumns {
  /** The list's shopper id column. */
  uid: string;
  /** The list's master order number column. */
  masterOrderNo: string;
}

/**
 * Orders or refunds whose buyer matches what a console user typed: a part of the shopper's nickname, email or
 * phone, or of the name, phone or email written on the order; with `byShopperId`, a whole number is also the
 * shopper's id. The matching shoppers and orders are found through their indexes first, so a shop's list is
 * narrowed by id instead of reading every buyer's texts on every page.
 */
export function buyerMatch(keywords: string, kind: DbKind, cols: BuyerColumns, byShopperId = false): Expression<SqlBool> {
  const typed = keywords.trim();
  const term = searchTerm(typed);
  const ors = [within(cols.uid, rowsContaining('users', 'id', term, kind), kind), within(cols.masterOrderNo, rowsContaining('orders', 'order_no', term, kind), kind)];
  if (byShopperId && /^\d{1,9}$/.test(typed)) ors.push(sql<SqlBool>`${sql.ref(cols.uid)} = ${Number(typed)}`);
  return sql<SqlBool>`(${sql.join(ors, sql` or `)})`;
}
