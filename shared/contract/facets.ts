import { bool, int, list, money, object, text } from './fields';

/**
 * Facets with counts (GET /api/front/product/facets, our extension; docs/api-extensions.md "Facets with counts"):
 * what the category and search pages offer to narrow their list by, each value with how many products the list
 * would hold with that value added to the current selection. It takes the list's own filters (keyword, cid,
 * minPrice, maxPrice) and the facet filters of shared/facet-params.ts, which GET /api/front/product/list takes too.
 */

export {
  FACETS_PATH,
  FACET_MAX_VALUES,
  RATING_STEPS,
  TOO_MANY_FACET_VALUES,
  encodeSpecPick,
  facetParams,
  type FacetSelection,
  type SpecPick,
} from '../facet-params';

/** How many of each the answer holds at most: the spec names, the values of each name, the shops, the price bands. */
export const FACET_LIMITS = { specNames: 6, specValues: 12, shops: 10, priceBands: 5 } as const;

/** A spec value: `value` as stored (what the filter takes), `label` in the asked language. */
export const facetSpecValue = object({ value: text, label: text, count: int, selected: bool });

/** A spec name (`attr` as stored, `label` in the asked language) with its most common values. */
export const facetSpec = object({ attr: text, label: text, values: list(facetSpecValue) });

export const facetShop = object({ id: int, name: text, count: int, selected: bool });

/** Products whose average review star, rounded to one decimal as the card shows it, is at least `min`. */
export const facetRating = object({ min: int, count: int, selected: bool });

/** A price band over the matched products' price spread: minPrice ≤ price ≤ maxPrice. */
export const facetPriceBand = object({ minPrice: money, maxPrice: money, count: int });

export const facetsAnswer = object({
  /** The list's total under the whole selection. */
  total: int,
  specs: list(facetSpec),
  shops: list(facetShop),
  ratings: list(facetRating),
  priceBands: list(facetPriceBand),
  inStock: object({ count: int, selected: bool }),
});
