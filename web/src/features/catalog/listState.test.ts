import { describe, expect, it } from 'vitest';
import { cycleSort, defaultSort, nextSortValue, readListState, toProductQuery, writeListState } from './listState';

describe('sort cycle', () => {
  it('goes none → asc → desc → none as 0, 1, 2', () => {
    expect(nextSortValue(0)).toBe(1);
    expect(nextSortValue(1)).toBe(2);
    expect(nextSortValue(2)).toBe(0);
  });

  it('resets to page 1 and keeps only one toggle active', () => {
    const s = { page: 4, sales: 2 as const, price: 0 as const, min: '5', max: '' };
    const next = cycleSort(s, 'price');
    expect(next).toEqual({ page: 1, sales: 0, price: 1, min: '5', max: '' });
    expect(cycleSort(next, 'price').price).toBe(2);
    expect(defaultSort({ ...next, page: 3 })).toEqual({ page: 1, sales: 0, price: 0, min: '5', max: '' });
  });

  it('maps the toggles to the upstream asc/desc parameters with page size 20', () => {
    expect(toProductQuery({ page: 2, sales: 2, price: 0, min: '1', max: '9.5' }, { cid: 7 })).toEqual({
      page: 2,
      limit: 20,
      cid: 7,
      salesOrder: 'desc',
      minPrice: '1',
      maxPrice: '9.5',
    });
    expect(toProductQuery({ page: 1, sales: 0, price: 1, min: '', max: '' })).toEqual({ page: 1, limit: 20, priceOrder: 'asc' });
  });
});

describe('URL state', () => {
  it('round-trips through the query string and leaves other keys alone', () => {
    const s = { page: 3, sales: 0 as const, price: 2 as const, min: '10', max: '' };
    const params = writeListState(new URLSearchParams('id=12'), s);
    expect(params.toString()).toBe('id=12&page=3&price=2&min=10');
    expect(readListState(params)).toEqual(s);
  });

  it('omits defaults and ignores garbage', () => {
    expect(writeListState(new URLSearchParams('page=5&sales=1'), { page: 1, sales: 0, price: 0, min: '', max: '' }).toString()).toBe('');
    expect(readListState(new URLSearchParams('page=-2&sales=7&price=x&min=abc&max=1e9'))).toEqual({ page: 1, sales: 0, price: 0, min: '', max: '' });
  });
});
