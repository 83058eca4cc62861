import type { ProductListQuery, SortDir } from '../../api/product';
import { PAGE_SIZE } from '../../../../shared/constants';

/** Spec §4: a sort toggle cycles none → ascending → descending, as 0, 1, 2. */
export type SortValue = 0 | 1 | 2;
export type SortKey = 'sales' | 'price';

export interface ListState {
  page: number;
  sales: SortValue;
  price: SortValue;
  min: string;
  max: string;
}

export const nextSortValue = (v: SortValue): SortValue => ((v + 1) % 3) as SortValue;

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
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sales: sortParam(params.get('sales')),
    price: sortParam(params.get('price')),
    min: isPriceInput(min) ? min : '',
    max: isPriceInput(max) ? max : '',
  };
}

/** Writes the list state into `params`, leaving any other keys (id, keywords...) untouched; defaults are omitted. */
export function writeListState(params: URLSearchParams, s: ListState): URLSearchParams {
  const out = new URLSearchParams(params);
  const set = (k: string, v: string, dflt: string) => (v === dflt ? out.delete(k) : out.set(k, v));
  set('page', String(s.page), '1');
  set('sales', String(s.sales), '0');
  set('price', String(s.price), '0');
  set('min', s.min, '');
  set('max', s.max, '');
  return out;
}

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

const DIR: Record<SortValue, SortDir | undefined> = { 0: undefined, 1: 'asc', 2: 'desc' };

export function toProductQuery(s: ListState, extra: Pick<ProductListQuery, 'cid' | 'keyword'> = {}): ProductListQuery {
  const q: ProductListQuery = { page: s.page, limit: PAGE_SIZE, ...extra };
  if (DIR[s.sales]) q.salesOrder = DIR[s.sales];
  if (DIR[s.price]) q.priceOrder = DIR[s.price];
  if (s.min) q.minPrice = s.min;
  if (s.max) q.maxPrice = s.max;
  return q;
}
