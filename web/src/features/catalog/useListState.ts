import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { cycleSort, defaultSort, readListState, writeListState, type ListState, type SortKey } from './listState';
import { hasFacets, type FacetSelection } from '../../../../shared/facet-params';

/**
 * The list's page, sort and price range live in the URL: a shared link reproduces the view and the
 * back button walks back through the shopper's changes.
 */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  const update = useCallback(
    (next: ListState) => {
      setParams((prev) => writeListState(prev, next));
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return {
    params,
    state,
    setPage: (page: number) => update({ ...state, page }),
    cycle: (key: SortKey) => update(cycleSort(state, key)),
    reset: () => update(defaultSort(state)),
    setPrice: (min: string, max: string) => update({ ...state, min, max, page: 1 }),
    /** Facet filters: any change goes back to page 1; none left removes them from the address. */
    setFacets: (facets: FacetSelection) => update({ ...state, page: 1, facets: hasFacets(facets) ? facets : undefined }),
    /** "Clear all": facets and the price range. */
    clearFilters: () => update({ ...state, page: 1, min: '', max: '', facets: undefined }),
  };
}
