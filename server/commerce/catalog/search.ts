import { sql } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { PageArgs } from '../http/envelope.js';
import type { CardRow } from './card-row.js';
import { foldWord } from '../db/search-words.js';
import { explicitSort, ftsPhrase, searchTerm, sortKey, type ListSort, type ProductListQuery } from './query.js';

/**
 * Keyword search over the whole catalogue (no category, shop or price range), answered from the
 * full-text index of migration 009, which holds visible products only, so the exact number of matches
 * comes from the index without reading the products.
 *
 * With a sort asked for and a common keyword, the page comes from walking the price or sales index in
 * order and keeping the products that match, which stops after a page's worth; for a rare keyword
 * (where that walk would pass thousands of products for each match) the matches are fetched first and
 * sorted. Without a sort, the matches are ranked by relevance (`relevance` below). Every path gives exactly
 * the products, order and total of the plain definition (visible products of open shops whose name or
 * keywords contain the keyword); only the work differs.
 */

/** How many trigrams a two-character keyword may expand to before reading every product is cheaper. */
const MAX_SHORT_EXPANSION = 64;

/** The column end mark of migration 009 (U+001F twice after each indexed value). */
const END_MARK = '\u001f';

/**
 * The visible catalogue's size, only to choose between walking a sort index and fetching matches first,
 * so a figure up to a minute old will do; a stale figure is refreshed behind the request that notices.
 */
const catalogueSizes = new WeakMap<object, { n: number; at: number; refreshing?: Promise<number> }>();
const SIZE_MAX_AGE_MS = 60_000;

async function countVisible(ctx: CommerceContext): Promise<number> {
  const row = await ctx.db.selectFrom('products').where('products.isDel', '=', 0).where('products.isShow', '=', 1).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const n = Number(row?.n ?? 0);
  catalogueSizes.set(ctx.db, { n, at: Date.now() });
  return n;
}

async function visibleCatalogueSize(ctx: CommerceContext): Promise<number> {
  const known = catalogueSizes.get(ctx.db);
  if (!known) return countVisible(ctx);
  if (Date.now() - known.at >= SIZE_MAX_AGE_MS && !known.refreshing) {
    known.refreshing = countVisible(ctx).catch(() => {
      known.refreshing = undefined;
      return known.n;
    });
  }
  return known.n;
}

/**
 * Walking a sort index passes about (offset + limit) × catalogue / matches products; fetching the
 * matches first reads each match once. Walking wins while it passes no more than twice the matches,
 * that is from this many matches on (measured on 100k products: a one-in-eight word walks ~160 rows
 * instead of fetching 12,000).
 */
function walkFrom(catalogue: number, page: PageArgs): number {
  return Math.ceil(Math.sqrt(((page.offset + page.limit) * catalogue) / 2));
}

function orderSql(s: NonNullable<ListSort>) {
  return sql`${sortKey(s)} ${sql.raw(s.dir)}, products.id desc`;
}

/**
 * Relevance (docs/api-extensions.md "Relevance", the same rule on both databases): for the folded keyword `t`,
 * the tier of the match (0 the name is the keyword, 1 the name starts with it, 2 a word of the name starts with
 * it, 3 the name contains it elsewhere, 4 only the product's keywords hold it), then units sold (sales + ficti),
 * then the average review star, then the newest id. SQLite: `storefront_tier` (db/search-words.ts `matchTier`,
 * registered by db/connection.ts), one call per match; PostgreSQL: the same in SQL over the stored folded text
 * cut to the name's length, which spares folding each row.
 */
export function relevance(kind: CommerceContext['kind'], term: string, from: 'products' | 'product_search' = 'products') {
  const t = foldWord(term);
  // product_search (PostgreSQL): the same folded text and name length, and `sold` kept by its trigger (migration 026).
  const name = from === 'product_search' ? sql`left(product_search.search_fold, product_search.name_length)` : sql`left(products.search_fold, length(products.store_name))`;
  const tier =
    kind === 'postgres'
      ? sql<number>`case when ${name} = ${t} then 0 when substr(${name}, 1, ${Array.from(t).length}) = ${t} then 1
          when strpos(' ' || ${name}, ${` ${t}`}) > 0 then 2 when strpos(${name}, ${t}) > 0 then 3 else 4 end`
      : sql<number>`storefront_tier(products.store_name, ${t})`;
  const sold = from === 'product_search' ? sql<number>`product_search.sold` : sql<number>`products.sales + products.ficti`;
  const rating = sql<number>`coalesce((select product_ratings.star_tenths from product_ratings where product_ratings.product_id = products.id), 0)`;
  return { tier, sold, rating };
}

/**
 * The products of closed shops, which are never listed (a closed shop's goods cannot be bought). The full-text
 * indexes hold every visible product whatever its shop, so each path leaves these out; closed shops are few,
 * so the set is small and read once per query (an index range on products.mer_id per closed shop).
 */
const closedShopProducts = sql`(select cp.id from merchants as cm join products as cp on cp.mer_id = cm.id where cm.is_show = 0)`;

const cardSelect = sql`products.id, products.mer_id, products.image, products.store_name, products.price, products.ot_price, products.sales, products.ficti, products.unit_name, products.stock`;

export interface KeywordPage {
  rows: CardRow[];
  total: number;
}

/** FTS5 folds case and removes diacritics; the vocabulary lookup of short terms needs the same form. */
export function foldLikeFts(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The FTS5 query for a keyword: a phrase (its trigrams in a row) from three characters on; a shorter
 * keyword becomes the trigrams of the index that start with it. `null`: answer by reading every product
 * (a one-character keyword, or a two-character one that starts too many distinct trigrams); `false`:
 * nothing can match.
 */
export async function ftsQuery(ctx: CommerceContext, term: string): Promise<string | null | false> {
  // No product text holds the column end mark, and it must not reach the index as a search term.
  if (term.includes(END_MARK)) return false;
  if (Array.from(term).length >= 3) return ftsPhrase(term);
  const start = foldLikeFts(term);
  if (start === '') return null;
  const grams = await sql<{ term: string }>`select term from products_fts_vocab where term >= ${start} and term < ${`${start}\u{10FFFF}`} limit ${MAX_SHORT_EXPANSION + 1}`.execute(ctx.db);
  if (grams.rows.length === 0) return false;
  if (grams.rows.length > MAX_SHORT_EXPANSION) return null;
  return grams.rows.map((g) => ftsPhrase(g.term)).join(' OR ');
}

async function sqliteSearch(ctx: CommerceContext, term: string, sort: ListSort, page: PageArgs): Promise<KeywordPage | null> {
  const match = await ftsQuery(ctx, term);
  if (match === null) return null;
  if (match === false) return { rows: [], total: 0 };
  // The index holds visible products only, so its count of matches is the total.
  const count = async () => Number((await sql<{ n: number }>`select count(*) as n from products_fts where products_fts match ${match} and rowid not in ${closedShopProducts}`.execute(ctx.db)).rows[0]?.n ?? 0);
  if (!sort) {
    // Relevance: the matches ranked by the rule above, with the count, in one pass; then the page's cards.
    const r = relevance('sqlite', term);
    const ranked = await sql<CardRow & { fullCount: number }>`select ${cardSelect}, ranked.full_count from (
        select products.id as rid, ${r.tier} as tier, ${r.sold} as sold, ${r.rating} as rating, count(*) over () as full_count
        from products where products.id in (select rowid from products_fts where products_fts match ${match} and rowid not in ${closedShopProducts})
        order by tier, sold desc, rating desc, products.id desc limit ${page.limit} offset ${page.offset}
      ) as ranked join products on products.id = ranked.rid
      order by ranked.tier, ranked.sold desc, ranked.rating desc, products.id desc`.execute(ctx.db);
    const first = ranked.rows[0];
    return { rows: ranked.rows, total: first ? Number(first.fullCount) : await count() };
  }
  // One statement: the matches are listed once, counted, and either walked against in sort-index order or
  // fetched and sorted. Which part runs is decided by the count inside the statement (a LIMIT of 0 makes
  // SQLite skip a part outright): walking pays while it passes no more products than twice the matches.
  const threshold = walkFrom(await visibleCatalogueSize(ctx), page);
  const rows = await sql<CardRow & { fullCount: number }>`with m(id) as materialized (select rowid from products_fts where products_fts match ${match} and rowid not in ${closedShopProducts})
    select * from (
      select * from (
        select ${cardSelect}, (select count(*) from m) as full_count from products
        where products.is_del = 0 and products.is_show = 1 and +products.id in m
        order by ${orderSql(sort)} limit (case when (select count(*) from m) >= ${threshold} then ${page.limit} else 0 end) offset ${page.offset}
      )
      union all
      select * from (
        select ${cardSelect}, (select count(*) from m) as full_count from products
        where products.id in m and +products.is_del = 0 and +products.is_show = 1
        order by ${orderSql(sort)} limit (case when (select count(*) from m) >= ${threshold} then 0 else ${page.limit} end) offset ${page.offset}
      )
    ) as products order by ${orderSql(sort)}`.execute(ctx.db);
  const first = rows.rows[0];
  return { rows: rows.rows, total: first ? Number(first.fullCount) : await count() };
}

/**
 * PostgreSQL: the suffix index finds candidates: every product containing the keyword, and exactly those
 * for a keyword of one piece of up to 32 characters. Only other keywords have each candidate confirmed by
 * its folded text; for the exact ones the condition folds to true when the query is planned, which spares
 * reading the text (a third of a common word's count). `table` is products (whose suffix index covers
 * visible products only) or product_search (visible products only).
 */
export function suffixMatch(table: 'products' | 'product_search', term: string) {
  const fold = sql.ref(`${table}.search_fold`);
  return sql`storefront_suffixes(${fold}) @@ storefront_suffix_query(${term})
    and (storefront_suffix_exact(${term}) or strpos(${fold}, storefront_fold(${term})) > 0)`;
}

async function postgresSearch(ctx: CommerceContext, term: string, sort: ListSort, page: PageArgs): Promise<KeywordPage> {
  const count = async () => Number((await sql<{ n: number }>`select count(*) as n from product_search where ${suffixMatch('product_search', term)} and product_search.id not in ${closedShopProducts}`.execute(ctx.db)).rows[0]?.n ?? 0);
  if (!sort) {
    // Relevance: ranked by the rule above on the narrow table alone (it keeps the units sold; the ratings table
    // holds reviewed products only), with the count in the same pass; then the page's products read.
    const r = relevance('postgres', term, 'product_search');
    const ranked = await sql<CardRow & { fullCount: number }>`select ${cardSelect}, ranked.full_count from (
        select product_search.id, ${r.tier} as tier, ${r.sold} as sold, coalesce(product_ratings.star_tenths, 0) as rating, count(*) over () as full_count
        from product_search left join product_ratings on product_ratings.product_id = product_search.id
        where ${suffixMatch('product_search', term)} and product_search.id not in ${closedShopProducts}
        order by tier, sold desc, rating desc, product_search.id desc limit ${page.limit} offset ${page.offset}
      ) as ranked join products on products.id = ranked.id
      order by ranked.tier, ranked.sold desc, ranked.rating desc, products.id desc`.execute(ctx.db);
    const first = ranked.rows[0];
    return { rows: ranked.rows, total: first ? Number(first.fullCount) : await count() };
  }
  const total = await count();
  if (total === 0 || page.offset >= total) return { rows: [], total };
  if (total >= walkFrom(await visibleCatalogueSize(ctx), page)) {
    // strpos is invisible to every index, so PostgreSQL walks the price or sales index and stops at the page end.
    const rows = await sql<CardRow>`select ${cardSelect} from products
        where products.is_del = 0 and products.is_show = 1 and strpos(products.search_fold, storefront_fold(${term})) > 0 and products.id not in ${closedShopProducts}
        order by ${orderSql(sort)} limit ${page.limit} offset ${page.offset}`.execute(ctx.db);
    return { rows: rows.rows, total };
  }
  // Matches first: OFFSET 0 keeps the subquery planned on its own, from the suffix index, before the sort.
  const rows = await sql<CardRow>`select ${cardSelect} from (
      select ${cardSelect} from products where products.is_del = 0 and products.is_show = 1 and ${suffixMatch('products', term)} and products.id not in ${closedShopProducts} offset 0
    ) as products order by ${orderSql(sort)} limit ${page.limit} offset ${page.offset}`.execute(ctx.db);
  return { rows: rows.rows, total };
}

/**
 * The page and exact total of a keyword search over the whole visible catalogue, or `null` when this
 * keyword is better answered by the general list query (reading every product).
 */
export async function catalogueKeywordSearch(ctx: CommerceContext, f: ProductListQuery, page: PageArgs): Promise<KeywordPage | null> {
  if (!f.keyword) return null;
  const term = searchTerm(f.keyword);
  // A single character is in most products; reading them all is as fast as any index.
  if (Array.from(term).length < 2) return null;
  const sort = explicitSort(f);
  // Newest-first keyword lists are rare (no storefront control asks for them): the general query answers them.
  if (sort?.by === 'created') return null;
  return ctx.kind === 'postgres' ? postgresSearch(ctx, term, sort, page) : sqliteSearch(ctx, term, sort, page);
}
