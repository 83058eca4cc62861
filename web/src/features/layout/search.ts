// Not shared/list-query: it would bring the list filters' parsing into every page's first script.
import { searchKeywords, searchTab } from '../../../../shared/search-words';
import { stripLanguagePrefix } from '../../i18n/languages';

export type SearchType = 'Product' | 'Store';

/** The search route for the header box: keywords trimmed (docs/storefront-spec.md §2); null when nothing is left. */
export function searchPath(type: SearchType, keywords: string): string | null {
  const words = keywords.trim();
  if (!words) return null;
  const q = new URLSearchParams({ type, keywords: words });
  return `/goods/goods_search?${q.toString()}`;
}

/** The results pages (the spec's route and its older alias), in any language. */
const RESULTS_PATHS = new Set(['/goods/goods_search', '/goods/search']);

export function isSearchResults(pathname: string): boolean {
  return RESULTS_PATHS.has(stripLanguagePrefix(pathname));
}

/** What the results page is showing, as the header box writes it: its tab as Product/Store, and its words. */
export function searchShown(params: URLSearchParams): { type: SearchType; keywords: string } {
  return { type: searchTab(params.get('type')) === 'merchant' ? 'Store' : 'Product', keywords: searchKeywords(params) };
}

/** Filters that belong to one tab of the results (product sorts and price band, shop type and category). */
export const TAB_FILTERS = ['typeId', 'categoryId', 'sales', 'price', 'min', 'max'] as const;

/**
 * A new search typed on the results page itself: the shopper refines what is shown, so the category
 * and the tab's sorts and filters stay, the page goes back to 1, and the older keyword names give
 * way to `keywords`. Blank words show the whole list again; switching Product/Store drops the
 * other tab's filters, as the page's own tabs do.
 */
export function refinedSearch(current: URLSearchParams, type: SearchType, keywords: string): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const k of ['page', 'title', 'keyword']) next.delete(k);
  const words = keywords.trim();
  if (words) next.set('keywords', words);
  else next.delete('keywords');
  if (type !== searchShown(current).type) for (const k of TAB_FILTERS) next.delete(k);
  next.set('type', type);
  return next;
}
