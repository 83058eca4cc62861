import { sql } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { Wire } from '../../../shared/contract/fields.js';
import { FACET_LIMITS, RATING_STEPS, facetsAnswer, type FacetSelection } from '../../../shared/contract/facets.js';
import { money } from '../http/render.js';
import { loadDictionary } from '../catalogue-texts/translate.js';
import { platformCategoryBranch } from './categories.js';
import { applyFilters, visibleProducts, type ListScope } from './products.js';
import { specGroups, type FacetOmit } from './facet-filter.js';
import type { ProductListQuery } from './query.js';
import { indexedQuery, tally } from './catalogue-index.js';

/**
 * GET /api/front/product/facets (our extension; docs/api-extensions.md "Facets with counts"). Every count is the
 * list's total with that value added to the selection: the list's own filters and every other facet apply, the
 * facet's own selection is left out (several values of one facet widen the list). Each count is one grouped read
 * over the products the list's query matches, built by the list's own applyFilters, so counts and list agree.
 */

export type FacetsAnswer = Wire<typeof facetsAnswer>;

type Base = (omit: FacetOmit, f?: ProductListQuery) => ReturnType<typeof applyFilters>;

/** "Nice" band widths in minor units: 1, 2, 2.5 and 5 times a power of ten. */
function niceStep(raw: number): number {
  const pow = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * pow >= raw && Number.isInteger(m * pow)) return m * pow;
  return 10 * pow;
}

/** Up to FACET_LIMITS.priceBands bands with round edges covering lo..hi (minor units), each [from, next from − 0.01]. */
export function priceBands(lo: number, hi: number): { from: number; to: number }[] {
  if (hi <= lo) return [];
  const n = FACET_LIMITS.priceBands;
  let step = niceStep(Math.ceil((hi - lo + 1) / n));
  let start = Math.floor(lo / step) * step;
  while (start + step * n <= hi) {
    step = niceStep(step + 1);
    start = Math.floor(lo / step) * step;
  }
  const out: { from: number; to: number }[] = [];
  for (let from = start; from <= hi && out.length < n; from += step) out.push({ from, to: from + step - 1 });
  return out;
}

async function specCounts(ctx: CommerceContext, base: Base, sel: FacetSelection): Promise<{ name: string; value: string; n: number }[]> {
  const groups = specGroups(sel.specs);
  const reads = [
    // The names nobody picked from: one grouped read over the fully narrowed list.
    ctx.db
      .selectFrom('productFacetValues')
      .select((eb) => ['productFacetValues.name', 'productFacetValues.value', eb.fn.countAll<number>().as('n')])
      .where('productFacetValues.productId', 'in', base(undefined).select('products.id'))
      .$if(groups.size > 0, (q) => q.where('productFacetValues.name', 'not in', [...groups.keys()]))
      .groupBy(['productFacetValues.name', 'productFacetValues.value'])
      .execute(),
    // Each picked name: its values over the list narrowed by everything but that name.
    ...[...groups.keys()].map((name) =>
      ctx.db
        .selectFrom('productFacetValues')
        .select((eb) => ['productFacetValues.name', 'productFacetValues.value', eb.fn.countAll<number>().as('n')])
        .where('productFacetValues.name', '=', name)
        .where('productFacetValues.productId', 'in', base({ spec: name }).select('products.id'))
        .groupBy(['productFacetValues.name', 'productFacetValues.value'])
        .execute(),
    ),
  ];
  return (await Promise.all(reads)).flat().map((r) => ({ name: r.name, value: r.value, n: Number(r.n) }));
}

/** The numbers a facets answer is drawn from, counted by the in-memory index or, failing it, by SQL. */
interface Tallies {
  total: number;
  stocked: number;
  specs: { name: string; value: string; n: number }[];
  shops: { id: number; n: number }[];
  r4: number;
  r3: number;
  bands: { from: number; to: number }[];
  bandCounts: number[];
}

/** The counts from one scan of the in-memory catalogue (catalog/catalogue-index.ts). */
function indexTallies(found: NonNullable<Awaited<ReturnType<typeof indexedQuery>>>): Tallies {
  const t = tally(found.c, found.q);
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of t.unpriced) {
    if (p < lo) lo = p;
    if (p > hi) hi = p;
  }
  const bands = t.unpriced.length > 0 ? priceBands(lo, hi) : [];
  const bandCounts = bands.map(() => 0);
  if (bands.length > 0) {
    const first = bands[0]!.from;
    const step = bands[0]!.to - first + 1;
    for (const p of t.unpriced) {
      const i = Math.floor((p - first) / step);
      if (i >= 0 && i < bands.length) bandCounts[i]!++;
    }
  }
  return { total: t.total, stocked: t.stocked, specs: t.specs, shops: t.shops.map((s) => ({ id: s.merId, n: s.n })), r4: t.r4, r3: t.r3, bands, bandCounts };
}

/** The same counts in SQL, through the list's own applyFilters (used while the index is built, and for what it cannot answer). */
async function sqlTallies(ctx: CommerceContext, f: ProductListQuery, sel: FacetSelection, scope: ListScope): Promise<Tallies> {
  const base: Base = (omit, query = f) => applyFilters(ctx, visibleProducts(ctx), query, { ...scope, omitFacet: omit });
  const unpriced: ProductListQuery = { ...f, minPrice: undefined, maxPrice: undefined };
  const priced = f.minPrice !== undefined || f.maxPrice !== undefined;
  /**
   * Per shop over the products a facet leaves out nothing of: how many, how many in stock, how many rated 4+ and
   * 3+, and the price spread. One pass answers the total, the shops (unless some are picked), in-stock (always:
   * the in-stock products under every other filter are the list with in-stock taken), the ratings (unless one is
   * picked) and the spread (unless a price range is set); a picked facet's own counts take a pass of their own.
   */
  const perShop = (omit: FacetOmit, query = f) =>
    base(omit, query)
      .leftJoin('productRatings', 'productRatings.productId', 'products.id')
      .select((eb) => [
        'products.merId',
        eb.fn.countAll<number>().as('n'),
        sql<number>`sum(case when products.stock > 0 then 1 else 0 end)`.as('stocked'),
        sql<number>`sum(case when product_ratings.star_tenths >= ${RATING_STEPS[0] * 10} then 1 else 0 end)`.as('r4'),
        sql<number>`sum(case when product_ratings.star_tenths >= ${RATING_STEPS[1] * 10} then 1 else 0 end)`.as('r3'),
        eb.fn.min<number>('products.price').as('lo'),
        eb.fn.max<number>('products.price').as('hi'),
      ])
      .groupBy('products.merId')
      .execute();
  type ShopRow = Awaited<ReturnType<typeof perShop>>[number];
  const none: ShopRow[] = [];

  const [all, specs, shopRows, ratingRows, spreadRows] = await Promise.all([
    perShop(undefined),
    specCounts(ctx, base, sel),
    sel.merIds.length > 0 ? perShop('shops') : Promise.resolve(none),
    sel.minRating !== undefined ? perShop('rating') : Promise.resolve(none),
    priced ? perShop(undefined, unpriced) : Promise.resolve(none),
  ]);
  const sum = (rows: ShopRow[], k: 'n' | 'stocked' | 'r4' | 'r3') => rows.reduce((acc, r) => acc + Number(r[k] ?? 0), 0);
  const shopsRead = sel.merIds.length > 0 ? shopRows : all;
  const ratingsRead = sel.minRating !== undefined ? ratingRows : all;
  const spreadRead = priced ? spreadRows : all;
  const los = spreadRead.map((r) => r.lo).filter((v): v is number => v != null).map(Number);
  const his = spreadRead.map((r) => r.hi).filter((v): v is number => v != null).map(Number);

  // Price bands over the list without its own price range (the bands sit beside the range inputs and replace them).
  const bands = los.length > 0 ? priceBands(Math.min(...los), Math.max(...his)) : [];
  let bandCounts: number[] = [];
  if (bands.length > 0) {
    const row = await base(undefined, unpriced)
      .select(bands.map((b, i) => sql<number>`sum(case when products.price between ${b.from} and ${b.to} then 1 else 0 end)`.as(`b${i}`)))
      .executeTakeFirst();
    const cells = (row ?? {}) as Record<string, unknown>;
    bandCounts = bands.map((_, i) => Number(cells[`b${i}`] ?? 0));
  }
  return {
    total: sum(all, 'n'),
    stocked: sum(all, 'stocked'),
    specs,
    shops: shopsRead.map((r) => ({ id: r.merId, n: Number(r.n) })),
    r4: sum(ratingsRead, 'r4'),
    r3: sum(ratingsRead, 'r3'),
    bands,
    bandCounts,
  };
}

/**
 * The facets answer. Counts come from the in-memory catalogue when it can answer (the product list then does too,
 * so list and counts still come from one path), else from SQL; `useIndex: false` asks SQL (tests compare the two).
 */
export async function productFacets(ctx: CommerceContext, f: ProductListQuery, sel: FacetSelection, languageCode: string, useIndex = true): Promise<FacetsAnswer> {
  const scope: ListScope = { facets: sel };
  if (f.cid !== undefined) scope.cateIds = await platformCategoryBranch(ctx, f.cid);
  const indexed = useIndex ? await indexedQuery(ctx, f, scope.cateIds, sel) : undefined;
  const [t, dict] = await Promise.all([indexed ? indexTallies(indexed) : sqlTallies(ctx, f, sel, scope), loadDictionary(ctx, languageCode)]);
  const { total, specs, bands, bandCounts } = t;

  // Spec names by how many products offer them, the most common first; their values by count.
  const picked = new Set(sel.specs.map((p) => `${p.name}\u0000${p.value}`));
  const byName = new Map<string, { value: string; n: number }[]>();
  for (const r of specs) byName.set(r.name, [...(byName.get(r.name) ?? []), { value: r.value, n: r.n }]);
  for (const p of sel.specs) if (!byName.get(p.name)?.some((v) => v.value === p.value)) byName.set(p.name, [...(byName.get(p.name) ?? []), { value: p.value, n: 0 }]);
  const coverage = (vals: { n: number }[]) => vals.reduce((s, v) => s + v.n, 0);
  const pickedNames = new Set(sel.specs.map((p) => p.name));
  const names = [...byName.entries()]
    .sort((a, b) => Number(pickedNames.has(b[0])) - Number(pickedNames.has(a[0])) || coverage(b[1]) - coverage(a[1]) || a[0].localeCompare(b[0]))
    .slice(0, FACET_LIMITS.specNames)
    // Shown in a steady order (by name), so ticking a value never moves the groups under the pointer.
    .sort((a, b) => a[0].localeCompare(b[0]));

  const specOut = names.map(([name, vals]) => {
    const top = [...vals].sort((a, b) => b.n - a.n || a.value.localeCompare(b.value, undefined, { numeric: true }));
    const kept = top.filter((v, i) => i < FACET_LIMITS.specValues || picked.has(`${name}\u0000${v.value}`));
    return {
      attr: name,
      label: dict.text(['specName'], name),
      values: kept.map((v) => ({ value: v.value, label: dict.text(['specValue'], v.value), count: v.n, selected: picked.has(`${name}\u0000${v.value}`) })),
    };
  });

  const shopCounts = [...t.shops].sort((a, b) => b.n - a.n || a.id - b.id);
  const shownShops = shopCounts.filter((s, i) => i < FACET_LIMITS.shops || sel.merIds.includes(s.id));
  for (const id of sel.merIds) if (!shownShops.some((s) => s.id === id)) shownShops.push({ id, n: 0 });
  const shopNames = shownShops.length === 0 ? [] : await ctx.db.selectFrom('merchants').select(['id', 'name']).where('id', 'in', shownShops.map((s) => s.id)).execute();
  const nameOf = new Map(shopNames.map((s) => [s.id, s.name]));

  return {
    total,
    specs: specOut,
    shops: shownShops.filter((s) => nameOf.has(s.id)).map((s) => ({ id: s.id, name: nameOf.get(s.id)!, count: s.n, selected: sel.merIds.includes(s.id) })),
    ratings: RATING_STEPS.map((min, i) => ({ min, count: i === 0 ? t.r4 : t.r3, selected: sel.minRating === min })),
    priceBands: bands.map((b, i) => ({ minPrice: money(b.from), maxPrice: money(b.to), count: bandCounts[i] ?? 0 })).filter((b) => b.count > 0),
    inStock: { count: t.stocked, selected: sel.inStock },
  };
}
