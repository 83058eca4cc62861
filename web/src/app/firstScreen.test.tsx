// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { createQueryClient } from '../api/queryClient';
import { useBffConfig, useLanguages, useSiteIndex } from '../api/site';
import { useCategoryTree } from '../api/category';
import { usePcHome } from '../api/home';
import { useIndexProducts, useProductDetail, useProductList } from '../api/product';
import { useHotKeywords } from '../api/search';
import { mockFetch } from '../components/testing';
import { FIRST_SCREEN_ELEMENT_ID, SHELL_QUERIES, routeQueries } from '../../../shared/first-screen';
import { hydrateFirstScreen } from './firstScreen';

/** Answers as the BFF sends them (normalised pages, raw upstream fields). */
const ANSWERS: Record<string, unknown> = {
  '/api/front/index': { logoUrl: '/crmebimage/logo.png', siteName: 'Market', shopPayCurrency: null, extra: { kept: true } },
  '/api/bff/config': { defaultLanguage: 'en', stripePublishableKey: 'pk_test', currency: 'EUR', postCodeFormat: 'text', serverTimeZone: 'Asia/Shanghai' },
  '/api/front/language/listall': [{ id: 1, code: 'en', name: 'English', isDefault: 1, state: 1 }],
  '/api/front/product/category': [
    { id: 1, pid: 0, name: 'Phones', sort: 1, isShow: 1, childList: [{ id: 11, pid: 1, name: 'Cases', sort: 2, isShow: true }, { id: 12, pid: 1, name: 'Hidden', isShow: 0 }] },
    { id: 2, pid: 0, name: 'Home', sort: 9, childList: null },
  ],
  '/api/pc/home/index': { banner: [{ id: 1, title: 'Sale', pic: '/crmebimage/b/1.jpg', link: '/categories?id=1' }, { id: 2 }], bastBanner: null, recommendImage: 7, shopStreetHeaderImag: null },
  '/api/front/index/product': { list: [{ id: 5, image: '/p/5.jpg', storeName: 'Lamp', price: '12.5', otPrice: 15, sales: '3', ficti: null, unitName: 'pc', stock: 2 }], total: 1, page: 1, limit: 5, pages: 1 },
  '/api/front/product/list': { list: [{ id: 6, image: '/p/6.jpg', storeName: 'Desk', price: 99, otPrice: '120.00', sales: 1, ficti: 0, unitName: '', stock: 0 }], total: 41, page: 1, limit: 20, pages: 3 },
  '/api/front/search/keyword': [{ id: 1, title: 'kit' }, { id: 2, title: '  ' }, { id: '3', title: 42 }],
  '/api/front/product/detail/7': {
    productInfo: { id: 7, merId: 3, storeName: 'Scarf', image: '/p/7.jpg', sliderImage: '["/p/7a.jpg","/p/7b.jpg"]', price: '12.50', otPrice: '15', stock: 4, sales: 2, ficti: 1, unitName: 'pc', content: '<p>Wool</p>' },
    productAttr: [{ id: 1, attrName: 'Colour', attrValues: 'Red,Blue' }],
    productValue: { Red: { id: 70, suk: 'Red', price: '12.50', stock: 2, image: '' } },
    userCollect: false,
  },
};

/** The dehydrated state the BFF writes for the home and goods pages, with the answers above. */
function pageState(): unknown {
  const plan = [
    ...SHELL_QUERIES,
    ...routeQueries('/', new URLSearchParams()),
    ...routeQueries('/goods_detail/7', new URLSearchParams()),
    ...routeQueries('/goods/goods_search', new URLSearchParams('type=Store')),
  ];
  return {
    mutations: [],
    queries: plan.map((q) => ({
      queryKey: q.key,
      queryHash: 'not-trusted',
      dehydratedAt: Date.now(),
      state: {
        data: ANSWERS[q.path],
        dataUpdateCount: 1,
        dataUpdatedAt: Date.now(),
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
    })),
  };
}

function pageWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_SCREEN_ELEMENT_ID;
  script.textContent = json;
  doc.body.append(script);
  return doc;
}

const wrapper = (client: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };

/** The SPA's own queries of the two pages, as their components call them. */
const HOOKS: [unknown[], () => UseQueryResult<unknown>][] = [
  [['site', 'index'], useSiteIndex],
  [['site', 'bffConfig'], useBffConfig],
  [['site', 'languages'], useLanguages],
  [['category', 'tree'], useCategoryTree],
  [['site', 'pcHome'], usePcHome],
  [['product', 'index', 1, 5], () => useIndexProducts(1, 5)],
  [['product', 'list', { salesOrder: 'desc', page: 1, limit: 5 }], () => useProductList({ salesOrder: 'desc' as const, page: 1, limit: 5 })],
  [['product', 'detail', 7], () => useProductDetail(7)],
  [['product', 'hotKeywords'], useHotKeywords],
];

let restore: (() => void) | null = null;
afterEach(() => {
  cleanup();
  restore?.();
  restore = null;
});

async function fetched(key: unknown[], hook: () => UseQueryResult<unknown>): Promise<unknown> {
  const client = createQueryClient();
  const { result } = renderHook(hook, { wrapper: wrapper(client) });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  return client.getQueryData(key);
}

describe('the first screen from the page', () => {
  it('fills the cache with exactly what the SPA’s own fetches put there', async () => {
    const client = createQueryClient();
    expect(hydrateFirstScreen(client, pageWith(JSON.stringify(pageState())))).toBe(10 + 1 + 1);
    const net = mockFetch(ANSWERS);
    restore = net.restore;
    for (const [key, hook] of HOOKS) {
      const hydrated = client.getQueryData(key);
      expect(hydrated, JSON.stringify(key)).toBeDefined();
      expect(hydrated, JSON.stringify(key)).toEqual(await fetched(key, hook));
    }
    // Parsing really happened: the tree is the SPA's normalised one, not the raw answer.
    expect(client.getQueryData(['category', 'tree'])).toEqual([
      { id: 2, pid: 0, name: 'Home', icon: '', level: 1, sort: 9, children: [] },
      { id: 1, pid: 0, name: 'Phones', icon: '', level: 1, sort: 1, children: [{ id: 11, pid: 1, name: 'Cases', icon: '', level: 2, sort: 2, children: [] }] },
    ]);
  });

  it('renders from the cache without a request', async () => {
    const client = createQueryClient();
    hydrateFirstScreen(client, pageWith(JSON.stringify(pageState())));
    const net = mockFetch(ANSWERS);
    restore = net.restore;
    for (const [, hook] of HOOKS) {
      const { result } = renderHook(hook, { wrapper: wrapper(client) });
      expect(result.current.isSuccess).toBe(true);
    }
    expect(net.calls.map((u) => u.pathname)).toEqual([]);
  });

  it('falls back to a normal fetch when the page carries malformed JSON', async () => {
    const client = createQueryClient();
    expect(hydrateFirstScreen(client, pageWith('{"queries":[{"queryKey":["site","index"],'))).toBe(0);
    expect(hydrateFirstScreen(client, pageWith('"just a string"'))).toBe(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    const net = mockFetch(ANSWERS);
    restore = net.restore;
    const { result } = renderHook(useSiteIndex, { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(net.calls.map((u) => u.pathname)).toEqual(['/api/front/index']);
    expect(result.current.data?.siteName).toBe('Market');
  });

  it('leaves out an entry its parsing refuses, or one of a query it does not know, and fetches that one', async () => {
    const state = pageState() as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    state.queries.find((q) => q.queryKey[1] === 'tree')!.state.data = 'not a tree';
    state.queries.push({ ...state.queries[0]!, queryKey: ['user', 'info'] });
    const client = createQueryClient();
    expect(hydrateFirstScreen(client, pageWith(JSON.stringify(state)))).toBe(11);
    expect(client.getQueryData(['category', 'tree'])).toBeUndefined();
    expect(client.getQueryData(['user', 'info'])).toBeUndefined();
    expect(client.getQueryData(['site', 'index'])).toBeDefined();
    const net = mockFetch(ANSWERS);
    restore = net.restore;
    const { result } = renderHook(useCategoryTree, { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(net.calls.map((u) => u.pathname)).toEqual(['/api/front/product/category']);
  });

  it('does nothing on a page without a first screen', () => {
    const client = createQueryClient();
    expect(hydrateFirstScreen(client, document.implementation.createHTMLDocument('bare'))).toBe(0);
  });
});
