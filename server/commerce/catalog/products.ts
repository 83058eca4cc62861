import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { Wire } from '../../../shared/contract/fields.js';
import type { browsedProduct, productCard } from '../../../shared/contract/catalog.js';
import type { Database } from '../db/schema.js';
import { money } from '../http/render.js';
import { pageInfo, type PageArgs, type PageInfo } from '../http/envelope.js';
import { readPageOf } from '../http/page-query.js';
import { explicitSort, productKeywordMatch, searchTerm, sortKey, type ProductListQuery } from './query.js';
import { merchantCategoryBranch, platformCategoryBranch } from './categories.js';
import { catalogueKeywordSearch, relevance } from './search.js';
import { correctKeyword, withTypoRetry } from './typo.js';
import type { CardRow } from './card-row.js';
import { applyFacetFilters, inOpenShop, narrowsByFacets, type FacetOmit } from './facet-filter.js';
import type { FacetSelection } from '../../../shared/facet-params.js';
import { indexedQuery, page as indexPage, relevancePage, type IndexOrder } from './catalogue-index.js';

/** IndexProductResponse: the product card of every list, with its shop (`merId`) as the browse lists send it. */
export type ProductCard = Wire<typeof productCard> & Pick<Wire<typeof browsedProduct>, 'merId'>;

export const cardColumns = ['products.id', 'products.merId', 'products.image', 'products.storeName', 'products.price', 'products.otPrice', 'products.sales', 'products.ficti', 'products.unitName', 'products.stock'] as const;

export function renderCard(r: CardRow): ProductCard {
  return {
    id: r.id,
    merId: r.merId,
    image: r.image,
    storeName: r.storeName,
    price: money(r.price),
    otPrice: money(r.otPrice),
    sales: r.sales,
    ficti: r.ficti,
    unitName: r.unitName,
    stock: r.stock,
  };
}

/**
 * Puts each card's review count and average star on it (replyNum, replyStar), from the shown reviews: one
 * grouped read for the page's products, so a card shows the real rating and a product without reviews none.
 */
export async function withRatings<T extends ProductCard>(ctx: CommerceContext, cards: T[]): Promise<T[]> {
  if (cards.length === 0) return cards;
  const rows = await ctx.db
    .selectFrom('productReplies')
    .select((eb) => ['productId', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('star').as('stars')])
    .where('productId', 'in', [...new Set(cards.map((c) => c.id))])
    .where('isDel', '=', 0)
    .groupBy('productId')
    .execute();
  const by = new Map(rows.map((r) => [r.productId, { n: Number(r.n), stars: Number(r.stars) }]));
  return cards.map((c) => {
    const r = by.get(c.id);
    // Average to one decimal, rounded half up in integer tenths, as reply/config computes it.
    return { ...c, replyNum: r?.n ?? 0, replyStar: r && r.n > 0 ? Math.floor((r.stars * 20 + r.n) / (r.n * 2)) / 10 : 0 };
  });
}

type ProductsQuery = SelectQueryBuilder<Database, 'products', object>;

/** Off-shelf (is_show 0) and deleted products never appear to shoppers. */
export function visibleProducts(ctx: CommerceContext): ProductsQuery {
  return ctx.db.selectFrom('products').where('products.isDel', '=', 0).where('products.isShow', '=', 1);
}

/** The same rule on a list that has joined `products`, so a product taken down drops out of it and its total. */
export function isVisibleProduct(eb: ExpressionBuilder<Database, 'products'>) {
  return eb.and([eb('products.isDel', '=', 0), eb('products.isShow', '=', 1)]);
}

/**
 * Visible products for a keyword search with nothing that narrows by index (no category, shop or id set).
 * The keyword must be checked on every row anyway; on SQLite the unary `+` keeps the planner from
 * walking an index into 100k random row lookups (measured 5x slower than one sequential scan).
 */
function scannedProducts(ctx: CommerceContext): ProductsQuery {
  if (ctx.kind !== 'sqlite') return visibleProducts(ctx);
  return ctx.db.selectFrom('products').where(sql<number>`+products.is_del`, '=', 0).where(sql<number>`+products.is_show`, '=', 1);
}

export interface ListScope {
  /** Platform category branch (ids of the category and its descendants). */
  cateIds?: number[];
  merId?: number;
  /** Shop category branch, matched inside products.mer_cate_ids. */
  merCateIds?: number[];
  /** An explicit product set (activity lists); empty means no products. */
  ids?: number[];
  /** Facet filters (spec values, shops, rating, in stock; catalog/facet-filter.ts), and the one a count leaves out. */
  facets?: FacetSelection;
  omitFacet?: FacetOmit;
  /** Read by SQL even where the in-memory catalogue could answer (tests compare the two). */
  sqlOnly?: boolean;
}

export function applyFilters(ctx: CommerceContext, q: ProductsQuery, f: ProductListQuery, scope: ListScope): ProductsQuery {
  let out = q;
  // A closed shop's goods are not listed. Facets: the list and the facet counts narrow through this one call, so they always agree.
  out = inOpenShop(out);
  if (scope.facets) out = applyFacetFilters(out, scope.facets, scope.omitFacet);
  if (scope.merId !== undefined) out = out.where('products.merId', '=', scope.merId);
  if (scope.ids) out = scope.ids.length === 0 ? out.where(sql<boolean>`1 = 0`) : out.where('products.id', 'in', scope.ids);
  if (scope.cateIds) {
    const ids = scope.cateIds;
    out = ids.length === 1 ? out.where('products.cateId', '=', ids[0]!) : out.where('products.cateId', 'in', ids);
  }
  if (scope.merCateIds && scope.merCateIds.length > 0) {
    const ids = scope.merCateIds;
    // mer_cate_ids is a comma list; wrapping it in commas makes ",5," match 5 but not 15 or 51.
    out = out.where((eb) => eb.or(ids.map((id) => sql<boolean>`(',' || ${sql.ref('products.merCateIds')} || ',') like ${`%,${id},%`}`)));
  }
  if (f.minPrice !== undefined) out = out.where('products.price', '>=', f.minPrice);
  if (f.maxPrice !== undefined) out = out.where('products.price', '<=', f.maxPrice);
  if (f.keyword) out = out.where(productKeywordMatch(searchTerm(f.keyword), ctx.kind));
  return out;
}

function applySort<O>(ctx: CommerceContext, q: SelectQueryBuilder<Database, 'products', O>, f: ProductListQuery): SelectQueryBuilder<Database, 'products', O> {
  const sort = explicitSort(f);
  if (sort) return q.orderBy(sortKey(sort), sort.dir).orderBy('products.id', 'desc');
  // With a keyword and no sort asked for, the most relevant products come first (catalog/search.ts `relevance`).
  if (f.keyword) {
    const r = relevance(ctx.kind, searchTerm(f.keyword));
    return q.orderBy(r.tier).orderBy(r.sold, 'desc').orderBy(r.rating, 'desc').orderBy('products.id', 'desc');
  }
  return q.orderBy('products.sort', 'desc').orderBy('products.id', 'desc');
}

/**
 * PostgreSQL: the filtered, counted set is planned on its own (a subquery with OFFSET 0 is never merged
 * into the outer query), then sorted and paged. Planned as one query, the LIMIT made PostgreSQL walk the
 * price or sales index across the whole catalogue, testing every row against the category or keyword,
 * because it did not see that the window count must read every match first: a 450-product category took
 * 0.4 s on 100k products instead of about 10 ms. The subquery keeps the name `products`, so the sort
 * expressions read the same either way.
 */
function fenced<O>(ctx: CommerceContext, counted: SelectQueryBuilder<Database, 'products', O>, f: ProductListQuery): SelectQueryBuilder<Database, 'products', O> {
  const sortKeys = counted.select(['products.sort', 'products.createdAt']);
  // search_fold (PostgreSQL's stored folded text, not in the typed schema): only the relevance order reads it, so
  // a category or sorted list does not carry every match's text through the subquery.
  const byRelevance = Boolean(f.keyword) && !explicitSort(f);
  const inner = (byRelevance ? sortKeys.select(sql<string>`products.search_fold`.as('search_fold')) : sortKeys).offset(0).as('products');
  return ctx.db.selectFrom(inner).selectAll() as unknown as SelectQueryBuilder<Database, 'products', O>;
}

const NO_FACETS: FacetSelection = { specs: [], merIds: [], inStock: false };

/**
 * The order of a platform list the in-memory catalogue (catalog/catalogue-index.ts) can give: a price or sales
 * sort, without a keyword the default order, or with one the relevance order. Newest first needs a column it does
 * not keep, so SQL gives that.
 */
function indexOrder(f: ProductListQuery): IndexOrder | 'relevance' | undefined {
  const sort = explicitSort(f);
  if (sort) return sort.by === 'created' ? undefined : { by: sort.by, dir: sort.dir };
  return f.keyword ? 'relevance' : { by: 'weight' };
}

/**
 * One page of a platform list (category, keyword, price, facets) from the in-memory catalogue, or undefined.
 * `cheapOnly`: only where the keyword's products are in memory (see catalogue-index.ts `indexedQuery`).
 */
async function indexedList(ctx: CommerceContext, f: ProductListQuery, scope: ListScope, page: PageArgs, cheapOnly = false): Promise<PageInfo<ProductCard> | undefined> {
  const order = indexOrder(f);
  if (!order) return undefined;
  const found = await indexedQuery(ctx, f, scope.cateIds, scope.facets ?? NO_FACETS, cheapOnly);
  if (!found) return undefined;
  const { ids, total } =
    order === 'relevance' ? relevancePage(found.c, found.q, searchTerm(f.keyword ?? ''), page.offset, page.limit) : indexPage(found.c, found.q, order, page.offset, page.limit);
  const rows = ids.length === 0 ? [] : await ctx.db.selectFrom('products').select(cardColumns).where('products.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const cards = ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [renderCard(r)] : [];
  });
  return pageInfo(await withRatings(ctx, cards), total, page);
}

export async function listProducts(ctx: CommerceContext, f: ProductListQuery, scope: ListScope, page: PageArgs): Promise<PageInfo<ProductCard>> {
  const unscoped = scope.cateIds === undefined && scope.merId === undefined && scope.ids === undefined && f.minPrice === undefined && f.maxPrice === undefined && !narrowsByFacets(scope.facets);
  if (f.keyword && unscoped) {
    // The whole catalogue's keyword list: from memory where the keyword's products are there (a typo's correction,
    // a search page's first load), else from the full-text index (catalog/search.ts).
    const inMemory = scope.sqlOnly ? undefined : await indexedList(ctx, f, scope, page, true);
    if (inMemory) return inMemory;
    const found = await catalogueKeywordSearch(ctx, f, page);
    if (found) return pageInfo(await withRatings(ctx, found.rows.map(renderCard)), found.total, page);
  }
  // A platform list that its facets count (category, keyword with a range or facets): the same in-memory catalogue
  // answers both, so the list and its counts agree.
  if (!unscoped && !scope.sqlOnly && scope.merId === undefined && scope.merCateIds === undefined && scope.ids === undefined) {
    const found = await indexedList(ctx, f, scope, page);
    if (found) return found;
  }
  const base = applyFilters(ctx, f.keyword && unscoped ? scannedProducts(ctx) : visibleProducts(ctx), f, scope);
  // One pass: the window count gives the total alongside the page, so the keyword scan runs once.
  const counted = base.select([...cardColumns, sql<number>`count(*) over ()`.as('fullCount')]);
  const rows = await applySort(ctx, ctx.kind === 'postgres' ? fenced(ctx, counted, f) : counted, f)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  let total = rows.length > 0 ? Number(rows[0]!.fullCount) : 0;
  if (rows.length === 0 && page.offset > 0) {
    const countRow = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    total = Number(countRow?.n ?? 0);
  }
  return pageInfo(await withRatings(ctx, rows.map(renderCard)), total, page);
}

/** GET /api/front/product/list: cid is a platform category; a level-1 or level-2 id covers its whole branch. */
export async function searchProducts(ctx: CommerceContext, f: ProductListQuery, page: PageArgs, facets?: FacetSelection): Promise<PageInfo<ProductCard>> {
  const scope: ListScope = narrowsByFacets(facets) ? { facets } : {};
  if (f.cid !== undefined) scope.cateIds = await platformCategoryBranch(ctx, f.cid);
  // A keyword with no or very few results is corrected from the catalogue's words (catalog/typo.ts).
  const exact = await listProducts(ctx, f, scope, page);
  return withTypoRetry(f, page, exact, (k, mode) => correctKeyword(ctx, k, mode), (g, p) => listProducts(ctx, g, scope, p));
}

/** GET /api/front/product/merchant/pro/list: cid is one of the shop's own categories (and its children). */
export async function merchantProducts(ctx: CommerceContext, merId: number, f: ProductListQuery, page: PageArgs): Promise<PageInfo<ProductCard>> {
  const scope: ListScope = { merId };
  if (f.cid !== undefined) scope.merCateIds = await merchantCategoryBranch(ctx, merId, f.cid);
  return listProducts(ctx, f, scope, page);
}

/**
 * GET /api/front/index/product, the home page's "Trending" row: what shoppers look at most, by page views
 * (`browse`, counted on every goods page visit), then newest. Our rule (docs/api-extensions.md "Home feeds").
 */
export async function indexProducts(ctx: CommerceContext, page: PageArgs): Promise<PageInfo<ProductCard>> {
  // The row in order from the trending index (migration 025), and the total from a count of its own: a
  // window count over every visible product would read and sort them all for ten cards.
  const { rows, total } = await readPageOf(visibleProducts(ctx), page, (q) => q.select(cardColumns).orderBy('products.browse', 'desc').orderBy('products.id', 'desc'));
  return pageInfo(await withRatings(ctx, rows.map(renderCard)), total, page);
}

export const LEADERBOARD_SIZE = 10;

/**
 * The ranking: best sellers by real sales (paid units, `sales`), as A's leaderboard orders them; virtual sales
 * (ficti) do not count here, so it differs from the "hot sale" list, which sorts by the shown sold count.
 */
export async function leaderboard(ctx: CommerceContext, size = LEADERBOARD_SIZE): Promise<ProductCard[]> {
  const rows = await visibleProducts(ctx)
    .select(cardColumns)
    .orderBy('products.sales', 'desc')
    .orderBy('products.id', 'desc')
    .limit(size)
    .execute();
  return withRatings(ctx, rows.map(renderCard));
}

/** A shop's best sellers, for merchantInfo.proList and the shop street cards. */
export async function merchantTopProducts(ctx: CommerceContext, merIds: number[], perShop: number, excludeId?: number): Promise<Map<number, ProductCard[]>> {
  const out = new Map<number, ProductCard[]>();
  if (merIds.length === 0) return out;
  // One query per page of shops (at most the page size), each an index range on (mer_id, is_show, is_del).
  await Promise.all(
    merIds.map(async (merId) => {
      let q = visibleProducts(ctx).select(cardColumns).where('products.merId', '=', merId);
      if (excludeId !== undefined) q = q.where('products.id', '!=', excludeId);
      const rows = await q.orderBy(sql`products.sales + products.ficti`, 'desc').orderBy('products.id', 'desc').limit(perShop).execute();
      out.set(merId, await withRatings(ctx, rows.map(renderCard)));
    }),
  );
  return out;
}
