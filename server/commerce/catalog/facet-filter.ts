import { sql, type SelectQueryBuilder } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { TooManyFacetValues, readFacetParams, type FacetSelection, type SpecPick } from '../../../shared/facet-params.js';
import { ValidationError } from '../http/envelope.js';

/**
 * The one place facet filters become SQL (docs/api-extensions.md "Facets with counts"): the product list applies
 * them through applyFilters, and the facet counts apply the same function with one facet left out, so a count can
 * never disagree with the list that ticking its value shows.
 */

/** A facet whose own selection a count leaves out (disjunctive counting): one spec name, the shops, the rating, in-stock. */
export type FacetOmit = { spec: string } | 'shops' | 'rating' | 'inStock' | undefined;

/** The selection in a request's query; a hand-built address with too many values is a code-400 answer. */
export function facetSelectionOf(query: unknown): FacetSelection {
  try {
    return readFacetParams(query && typeof query === 'object' ? (query as Record<string, unknown>) : {});
  } catch (e) {
    if (e instanceof TooManyFacetValues) throw new ValidationError(e.message);
    throw e;
  }
}

/** The spec picks grouped by name, in the order first asked for. */
export function specGroups(picks: readonly SpecPick[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const p of picks) out.set(p.name, [...(out.get(p.name) ?? []), p.value]);
  return out;
}

/**
 * The selection without values the catalogue does not have (a spec value no product offers, a shop that is not
 * open): a stale or hand-edited link still opens, narrowed by what is real, never an error.
 */
export async function knownSelection(ctx: CommerceContext, sel: FacetSelection): Promise<FacetSelection> {
  const [specs, shops] = await Promise.all([
    sel.specs.length === 0
      ? Promise.resolve([])
      : // One index probe per asked value (does any product offer it?), not a read of every product that offers it:
        // a common colour is in a quarter of the catalogue.
        sql<{ name: string; value: string }>`with asked(name, value) as (values ${sql.join(sel.specs.map((p) => sql`(${p.name}, ${p.value})`))})
          select asked.name, asked.value from asked
          where exists (select 1 from product_facet_values where product_facet_values.name = asked.name and product_facet_values.value = asked.value)`
          .execute(ctx.db)
          .then((r) => r.rows),
    sel.merIds.length === 0 ? Promise.resolve([]) : ctx.db.selectFrom('merchants').select('id').where('id', 'in', sel.merIds).where('isShow', '=', 1).execute(),
  ]);
  const realSpecs = new Set(specs.map((r) => `${r.name}\u0000${r.value}`));
  const realShops = new Set(shops.map((r) => r.id));
  return {
    ...sel,
    specs: sel.specs.filter((p) => realSpecs.has(`${p.name}\u0000${p.value}`)),
    merIds: sel.merIds.filter((id) => realShops.has(id)),
  };
}

/** A product is only listed while its shop is open (a closed shop's goods cannot be bought). */
export function inOpenShop<O>(q: SelectQueryBuilder<Database, 'products', O>): SelectQueryBuilder<Database, 'products', O> {
  return q.where('products.merId', 'in', (eb) => eb.selectFrom('merchants').select('merchants.id').where('merchants.isShow', '=', 1));
}

/**
 * The facet filters on a products query: values of one spec name OR (the product offers any of them), different
 * facets AND. `omit` leaves one facet's own selection out, for counting that facet's values.
 * Each is a correlated EXISTS (a primary-key probe per product the keyword, category and price leave), not
 * `id IN (every product with that value)`: a common colour is in a quarter of the catalogue, and SQLite built
 * that whole set for every count (tests/bench/facets.bench.ts).
 */
export function applyFacetFilters<O>(q: SelectQueryBuilder<Database, 'products', O>, sel: FacetSelection, omit?: FacetOmit): SelectQueryBuilder<Database, 'products', O> {
  let out = q;
  for (const [name, values] of specGroups(sel.specs)) {
    if (typeof omit === 'object' && omit.spec === name) continue;
    out = out.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('productFacetValues')
          .select(sql.lit(1).as('one'))
          .whereRef('productFacetValues.productId', '=', 'products.id')
          .where('productFacetValues.name', '=', name)
          .where('productFacetValues.value', 'in', values),
      ),
    );
  }
  if (sel.merIds.length > 0 && omit !== 'shops') out = out.where('products.merId', 'in', sel.merIds);
  if (sel.minRating !== undefined && omit !== 'rating') {
    const tenths = sel.minRating * 10;
    out = out.where(({ exists, selectFrom }) =>
      exists(selectFrom('productRatings').select(sql.lit(1).as('one')).whereRef('productRatings.productId', '=', 'products.id').where('productRatings.starTenths', '>=', tenths)),
    );
  }
  if (sel.inStock && omit !== 'inStock') out = out.where('products.stock', '>', 0);
  return out;
}

/** True when a list is narrowed by any facet (it then takes the general list query, which applies them). */
export function narrowsByFacets(sel: FacetSelection | undefined): boolean {
  return sel !== undefined && (sel.specs.length > 0 || sel.merIds.length > 0 || sel.minRating !== undefined || sel.inStock);
}
