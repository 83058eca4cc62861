import type { ListState, SortValue } from '../../../../shared/list-query';
import { EMPTY_FACETS, facetParams } from '../../../../shared/facet-params';

export { isPriceInput, readListState, toProductQuery, type ListState, type SortValue } from '../../../../shared/list-query';

export type SortKey = 'sales' | 'price';

export const nextSortValue = (v: SortValue): SortValue => ((v + 1) % 3) as SortValue;

/** Writes the list state into `params`, leaving any other keys (id, keywords...) untouched; defaults are omitted. */
export function writeListState(params: URLSearchParams, s: ListState): URLSearchParams {
  const out = new URLSearchParams(params);
  const set = (k: string, v: string, dflt: string) => (v === dflt ? out.delete(k) : out.set(k, v));
  set('page', String(s.page), '1');
  set('sales', String(s.sales), '0');
  set('price', String(s.price), '0');
  set('min', s.min, '');
  set('max', s.max, '');
  const facets = facetParams(s.facets ?? EMPTY_FACETS);
  for (const k of FACET_KEYS) {
    const v = facets[k];
    if (v === undefined) out.delete(k);
    else out.set(k, v);
  }
  return out;
}

/** The address keys of the facet filters (shared/facet-params.ts). */
const FACET_KEYS = ['spec', 'merIds', 'minRating', 'inStock'] as const;

/**
 * One toggle active at a time (the upstream lets salesOrder win, so showing both would lie),
 * and any sort change goes back to page 1.
 */
export function cycleSort(s: ListState, key: SortKey): ListState {
  const next = nextSortValue(s[key]);
  return { ...s, page: 1, sales: key === 'sales' ? next : 0, price: key === 'price' ? next : 0 };
}

export function defaultSort(s: ListState): ListState {
  return { ...s, page: 1, sales: 0, price: 0 };
}

