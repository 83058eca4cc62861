// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost } from './client';

/** The addresses the SPA asked for, as the BFF sees them. */
function stubFetch(): URL[] {
  const seen: URL[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    seen.push(new URL(input, 'http://shop.test'));
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  document.cookie = 'locale=; path=/; max-age=0';
});

describe('the page language on shopper reads (docs/api-extensions.md "Catalogue texts in the shopper\'s language")', () => {
  it('names the language of the page address on every shopper read, so the catalogue answers in it', async () => {
    const seen = stubFetch();
    window.history.replaceState(null, '', '/th/categories?id=1');
    await apiGet('/api/front/product/category');
    await apiGet('/api/front/product/list', { cid: 1, page: 1 });
    await apiGet('/api/pc/home/index');
    expect(seen.map((u) => u.searchParams.get('languageCode'))).toEqual(['th', 'th', 'th']);
    expect(seen[1]!.searchParams.get('cid')).toBe('1');
  });

  it('follows the chosen language on a plain address, and English without a choice', async () => {
    const seen = stubFetch();
    await apiGet('/api/front/product/category');
    document.cookie = 'locale=lao; path=/';
    await apiGet('/api/front/product/category');
    expect(seen.map((u) => u.searchParams.get('languageCode'))).toEqual(['en', 'lao']);
  });

  it('keeps a language the call names itself, and adds none to writes or console calls', async () => {
    const seen = stubFetch();
    window.history.replaceState(null, '', '/fr/user_center');
    await apiGet('/api/front/language/content', { languageCode: 'es', url: '/user_center' });
    await apiPost('/api/front/cart/save', []);
    await apiGet('/api/admin/merchant/product/list');
    expect(seen.map((u) => u.searchParams.get('languageCode'))).toEqual(['es', null, null]);
  });
});
