/**
 * How a search address names its tab and its words, apart from shared/list-query.ts: the storefront's
 * header box reads them on every page, and importing the list query (with the facet filters it parses)
 * would put all of that into the first script.
 */

/** The search page's tab comes from `type`: the header sends Product or Store; older links say merchant or 2. */
export type SearchTab = 'goods' | 'merchant';

export function searchTab(type: string | null): SearchTab {
  const v = (type ?? '').trim().toLowerCase();
  return v === 'store' || v === 'merchant' || v === '2' ? 'merchant' : 'goods';
}

/** keywords wins; `title` is the spec's older name for the same thing. */
export function searchKeywords(params: URLSearchParams): string {
  return (params.get('keywords') ?? params.get('title') ?? params.get('keyword') ?? '').trim();
}
