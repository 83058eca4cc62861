import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from './client';
import type { Read } from '../../../shared/contract/fields';
import { FACETS_PATH, facetsAnswer } from '../../../shared/contract/facets';
import type { ProductListQuery } from '../../../shared/list-query';

/** Facets with counts (docs/api-extensions.md "Facets with counts"): what a list can be narrowed by, with counts. */
export type Facets = Read<typeof facetsAnswer>;

/** The list query without what the counts do not depend on (page, size, sort), so paging and sorting reuse one answer. */
export function facetQuery(q: ProductListQuery): ProductListQuery {
  const { page: _page, limit: _limit, salesOrder: _s, priceOrder: _p, createTimeOrder: _c, ...rest } = q;
  return rest;
}

/** Under ['product'], so a change that refreshes products refreshes their counts too. */
export const facetKeys = {
  of: (q: ProductListQuery) => ['product', 'facets', q] as const,
};

/** The answer, or null when the upstream has no such call (404): the page then shows no facet panel. */
export async function fetchFacets(q: ProductListQuery, signal?: AbortSignal): Promise<Facets | null> {
  try {
    return facetsAnswer.lenient.parse(await apiGet<unknown>(FACETS_PATH, { ...q }, signal));
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

export function useFacets(list: ProductListQuery, enabled = true) {
  const q = facetQuery(list);
  return useQuery({
    queryKey: facetKeys.of(q),
    queryFn: ({ signal }) => fetchFacets(q, signal),
    // The previous counts stay up while the next ones load, so the panel does not jump on each tick.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}
