import { PAGE_SIZE } from './constants';
import { EMPTY_FACETS, TooManyFacetValues, facetParams, hasFacets, readFacetParams, type FacetSelection } from './facet-params';

/**
 * How a product list page's address becomes its product query (page, sorts, price band, keyword,
 * category). The SPA reads its lists with it, and the BFF with the same code, so the first screen it
 * writes into the page sits under exactly the query the SPA asks for.
 */
export type SortDir = 'asc' | 'desc';

export interface ProductListQuery {
  keyword?: string;
  cid?: number;
  minPrice?: string;
  maxPrice?: string;
  priceOrder?: SortDir;
  salesOrder?: SortDir;
  /** Our extension: by listing date (the home page's "New arrival" row asks for desc). */
  createTimeOrder?: SortDir;
  /** Our extension: facet filters (shared/facet-params.ts), in the form the list and facets calls read. */
  spec?: string;
  merIds?: string;
  minRating?: string;
  inStock?: string;
  /** Our extension: '0' lists the keyword as typed, without the typo correction (shared/contract/search-correction.ts). */
  autocorrect?: '0';
  page?: number;
  limit?: number;
}

/** docs/storefront-spec.md §4: a sort toggle cycles none → ascending → descending, as 0, 1, 2. */
export type SortValue = 0 | 1 | 2;

export interface ListState {
  page: number;
  sales: SortValue;
  price: SortValue;
  min: string;
  max: string;
  /** Facet filters, in the address under the names the list call takes; absent when none. */
  facets?: FacetSelection;
}

function sortParam(v: string | null): SortValue {
  return v === '1' ? 1 : v === '2' ? 2 : 0;
}

const PRICE_RE = /^\d{1,9}(\.\d{1,2})?$/;

export function isPriceInput(v: string): boolean {
  return v === '' || PRICE_RE.test(v);
}

export function readListState(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const min = params.get('min') ?? '';
  const max = params.get('max') ?? '';
  const out: ListState = {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sales: sortParam(params.get('sales')),
    price: sortParam(params.get('price')),
    min: isPriceInput(min) ? min : '',
    max: isPriceInput(max) ? max : '',
  };
  const facets = readFacets(params);
  if (hasFacets(facets)) out.facets = facets;
  return out;
}

/** The address's facet filters; one built by hand with more values than the service takes opens unfiltered. */
function readFacets(params: URLSearchParams): FacetSelection {
  try {
    return readFacetParams(params);
  } catch (e) {
    if (e instanceof TooManyFacetValues) return EMPTY_FACETS;
    throw e;
  }
}

const DIR: Record<SortValue, SortDir | undefined> = { 0: undefined, 1: 'asc', 2: 'desc' };

export function toProductQuery(s: ListState, extra: Pick<ProductListQuery, 'cid' | 'keyword' | 'autocorrect'> = {}): ProductListQuery {
  const q: ProductListQuery = { page: s.page, limit: PAGE_SIZE, ...extra };
  if (DIR[s.sales]) q.salesOrder = DIR[s.sales];
  if (DIR[s.price]) q.priceOrder = DIR[s.price];
  if (s.min) q.minPrice = s.min;
  if (s.max) q.maxPrice = s.max;
  if (s.facets) Object.assign(q, facetParams(s.facets));
  return q;
}

/** The search page's tab and words (shared/search-words.ts, kept apart so the storefront's header stays small). */
export { searchKeywords, searchTab, type SearchTab } from './search-words';

export function positiveInt(v: string | null): number {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
}
