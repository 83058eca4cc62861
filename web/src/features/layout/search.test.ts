import { describe, expect, it } from 'vitest';
import { isSearchResults, refinedSearch, searchPath, searchShown } from './search';

const q = (s: string) => new URLSearchParams(s);

describe('the header search box on the results page', () => {
  it('knows the results page in any language, and only that page', () => {
    expect(isSearchResults('/goods/goods_search')).toBe(true);
    expect(isSearchResults('/goods/search')).toBe(true);
    expect(isSearchResults('/th/goods/goods_search')).toBe(true);
    expect(isSearchResults('/zh-CN/goods/search')).toBe(true);
    expect(isSearchResults('/goods/goods_list')).toBe(false);
    expect(isSearchResults('/cart')).toBe(false);
    expect(isSearchResults('/')).toBe(false);
  });

  it('shows the search being looked at, older parameter names included', () => {
    expect(searchShown(q('type=Store&keywords=%20lamp%20'))).toEqual({ type: 'Store', keywords: 'lamp' });
    expect(searchShown(q('type=merchant&title=tea'))).toEqual({ type: 'Store', keywords: 'tea' });
    expect(searchShown(q('keyword=kit'))).toEqual({ type: 'Product', keywords: 'kit' });
    expect(searchShown(q(''))).toEqual({ type: 'Product', keywords: '' });
  });

  it('refines the shown search: category, sort and price band stay, the page goes back to 1', () => {
    const next = refinedSearch(q('keywords=kit&type=Product&cid=7&sales=2&min=5&max=50&page=3'), 'Product', '  lamp ');
    expect(Object.fromEntries(next)).toEqual({ keywords: 'lamp', type: 'Product', cid: '7', sales: '2', min: '5', max: '50' });
  });

  it('writes the words as keywords, dropping the older names that would otherwise win or linger', () => {
    const next = refinedSearch(q('title=old&keyword=older'), 'Product', 'new');
    expect(next.get('keywords')).toBe('new');
    expect(next.has('title')).toBe(false);
    expect(next.has('keyword')).toBe(false);
  });

  it('shows the whole list again for blank words, where a search elsewhere goes nowhere', () => {
    const next = refinedSearch(q('keywords=kit&sales=1'), 'Product', '   ');
    expect(next.has('keywords')).toBe(false);
    expect(next.get('sales')).toBe('1');
    expect(searchPath('Product', '   ')).toBeNull();
  });

  it("switching Product/Store drops the other tab's filters, as the page's tabs do", () => {
    const toShops = refinedSearch(q('keywords=kit&cid=7&sales=2&price=1&min=5&max=50'), 'Store', 'kit');
    expect(Object.fromEntries(toShops)).toEqual({ keywords: 'kit', cid: '7', type: 'Store' });
    const toGoods = refinedSearch(q('keywords=kit&type=Store&typeId=2&categoryId=3'), 'Product', 'kit');
    expect(Object.fromEntries(toGoods)).toEqual({ keywords: 'kit', type: 'Product' });
  });
});
