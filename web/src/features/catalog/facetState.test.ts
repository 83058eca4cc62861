import { describe, expect, it } from 'vitest';
import { readListState, toProductQuery, writeListState } from './listState';
import { FACET_MAX_VALUES, TooManyFacetValues, encodeSpecPick, facetParams, readFacetParams } from '../../../../shared/facet-params';
import { routeQueries } from '../../../../shared/first-screen';

/** The facet filters in the address (shared/facet-params.ts, shared/list-query.ts): one mapping for the SPA and the BFF. */
describe('facet URL state', () => {
  const picks = [
    { name: 'Colour', value: 'Red' },
    { name: 'Colour', value: 'Navy, dark: 50%' },
    { name: 'Size', value: 'M' },
  ];

  it('round-trips spec values with commas, colons and percent signs, shops, rating and in-stock', () => {
    const sel = { specs: picks, merIds: [4, 9], minRating: 4 as const, inStock: true };
    const params = new URLSearchParams(facetParams(sel));
    expect(params.get('spec')).toBe('Colour:Red,Colour:Navy%2C%20dark%3A%2050%25,Size:M');
    expect(readFacetParams(new URLSearchParams(params.toString()))).toEqual(sel);
  });

  it('drops malformed and repeated items, and refuses more than the bound', () => {
    expect(readFacetParams(new URLSearchParams('spec=Colour:Red,Colour:Red,nocolon,:x,Size:,%25E0%25A4:y&merIds=3,x,-1,3&minRating=5&inStock=yes'))).toEqual({
      specs: [{ name: 'Colour', value: 'Red' }],
      merIds: [3],
      inStock: false,
    });
    const many = Array.from({ length: FACET_MAX_VALUES + 1 }, (_, i) => encodeSpecPick({ name: 'Colour', value: `c${i}` })).join(',');
    expect(() => readFacetParams({ spec: many })).toThrow(TooManyFacetValues);
    const half = Array.from({ length: 60 }, (_, i) => encodeSpecPick({ name: 'Colour', value: `c${i}` })).join(',');
    const ids = Array.from({ length: 60 }, (_, i) => i + 1).join(',');
    expect(() => readFacetParams({ spec: half, merIds: ids })).toThrow(TooManyFacetValues);
  });

  it('lives in the list state: written, read back, sent to the list call, page reset by the caller, other keys kept', () => {
    const state = { ...readListState(new URLSearchParams('')), page: 1, facets: { specs: picks.slice(0, 1), merIds: [], inStock: true } };
    const params = writeListState(new URLSearchParams('id=12&page=3'), state);
    expect(params.toString()).toBe('id=12&spec=Colour%3ARed&inStock=1');
    expect(readListState(params)).toEqual(state);
    expect(toProductQuery(readListState(params), { cid: 12 })).toEqual({ page: 1, limit: 20, cid: 12, spec: 'Colour:Red', inStock: '1' });
    // Removing the last facet removes its keys.
    expect(writeListState(params, { ...state, facets: undefined }).toString()).toBe('id=12');
  });

  it('a hand-built address with too many values opens unfiltered rather than failing', () => {
    const many = Array.from({ length: 500 }, (_, i) => i + 1).join(',');
    expect(readListState(new URLSearchParams(`merIds=${many}`)).facets).toBeUndefined();
  });

  it('the BFF draws the first screen under the same list query the SPA asks for', () => {
    const url = new URLSearchParams('id=7&spec=Colour%3ARed&minRating=3&price=1');
    const [list] = routeQueries('/categories', url);
    expect(list!.query).toEqual({ page: 1, limit: 20, cid: 7, priceOrder: 'asc', spec: 'Colour:Red', minRating: '3' });
    expect(list!.key).toEqual(['product', 'list', toProductQuery(readListState(url), { cid: 7 })]);
    const search = routeQueries('/goods/goods_search', new URLSearchParams('keywords=shirt&inStock=1&merIds=2'));
    expect(search[1]!.query).toMatchObject({ keyword: 'shirt', inStock: '1', merIds: '2' });
  });
});
