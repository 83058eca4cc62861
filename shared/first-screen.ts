import { positiveInt, readListState, searchKeywords, searchTab, toProductQuery } from './list-query';
import { SPA_ROUTES, type LayoutKind, type SpaRoute } from './routes';

/**
 * The first screen's public data, which the BFF writes into the page it serves so the SPA renders
 * without a round trip (docs/adr/0007). Each entry names the SPA's query key and the API call whose
 * answer the SPA's own query reads: the BFF stores that answer as the API would send it, and the SPA
 * runs it through the same parsing as a fetch before it enters the query cache.
 *
 * Only calls whose answer is the same for every visitor belong here.
 */
export interface FirstScreenQuery {
  key: readonly unknown[];
  /** API path on our own origin. */
  path: string;
  /** Query string parameters, in the order the SPA sends them. */
  query?: Record<string, string | number>;
  /** Part of the answer depends on the shopper (a "liked" flag): a signed-in visitor refetches it at once. */
  personal?: boolean;
}

/** The SPA's root element (web/index.html). */
export const ROOT_ELEMENT_ID = 'root';

/** Set on the root when the BFF drew the first screen into it: the SPA then takes that markup over. */
export const SERVER_DRAWN_ATTRIBUTE = 'data-server-drawn';

/** The element id of the JSON script that carries the first screen. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/**
 * The element id of the JSON script that carries the page language's texts, `{ lang, texts }` with
 * `texts` one catalogue per namespace (web/src/i18n/locales/<lang>/<ns>.json), so the first render
 * waits for no catalogue file.
 */
export const FIRST_TEXTS_ELEMENT_ID = 'first-texts';

/** Every page's header and menus: site index, shop configuration, languages, category tree. */
export const SHELL_QUERIES: readonly FirstScreenQuery[] = [
  { key: ['site', 'index'], path: '/api/front/index' },
  { key: ['site', 'bffConfig'], path: '/api/bff/config' },
  { key: ['site', 'languages'], path: '/api/front/language/listall', query: { state: 1 } },
  { key: ['category', 'tree'], path: '/api/front/product/category' },
];

/** The home page's lists, as its sections ask for them (pages/home/HomePage.tsx). */
const HOME_LISTS: readonly { page: number; limit: number; salesOrder?: 'desc'; priceOrder?: 'asc'; createTimeOrder?: 'desc' }[] = [
  { createTimeOrder: 'desc', page: 1, limit: 5 },
  { salesOrder: 'desc', page: 1, limit: 5 },
  { priceOrder: 'asc', page: 1, limit: 5 },
  { page: 2, limit: 5 },
];

const HOME_PATHS = new Set(['/', '/index2', '/index_bak']);

function productList(q: ReturnType<typeof toProductQuery>): FirstScreenQuery {
  const query: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') query[k] = v;
  return { key: ['product', 'list', q], path: '/api/front/product/list', query };
}

/** The route's main data for an app path (without language prefix) and its query string. */
export function routeQueries(path: string, params: URLSearchParams): FirstScreenQuery[] {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (HOME_PATHS.has(clean)) {
    return [
      { key: ['site', 'pcHome'], path: '/api/pc/home/index' },
      { key: ['product', 'index', 1, 5], path: '/api/front/index/product', query: { page: 1, limit: 5 } },
      ...HOME_LISTS.map((q) => productList({ ...q })),
    ];
  }
  if (clean === '/categories') {
    const id = positiveInt(params.get('id'));
    return id > 0 ? [productList(toProductQuery(readListState(params), { cid: id }))] : [];
  }
  if (clean === '/goods/goods_search' || clean === '/goods/search') {
    // The hot terms sit above the results: without them in the page, the results move down.
    const hot: FirstScreenQuery = { key: ['product', 'hotKeywords'], path: '/api/front/search/keyword' };
    if (searchTab(params.get('type')) !== 'goods') return [hot];
    const keywords = searchKeywords(params);
    const cid = positiveInt(params.get('cid'));
    return [hot, productList(toProductQuery(readListState(params), { keyword: keywords || undefined, cid: cid || undefined }))];
  }
  const goods = /^\/goods_detail\/(\d{1,12})$/.exec(clean);
  const id = goods ? Number(goods[1]) : clean === '/goods/detail' ? positiveInt(params.get('id')) : 0;
  if (id > 0) return [{ key: ['product', 'detail', id], path: `/api/front/product/detail/${id}`, personal: true }];
  return [];
}

/**
 * The signed-in pages (shared/routes.ts `auth`) by their path without language prefix, case and one
 * trailing slash ignored as the router does: the BFF draws them as their shell (header, footer, the
 * page's frame and placeholders) and never with the shopper's data, so a reload on a slow line
 * paints at once (issue 26). The layout names the stylesheet the frame needs.
 */
const SHELL_ROUTES: readonly { re: RegExp; layout: LayoutKind }[] = SPA_ROUTES.filter((r: SpaRoute) => r.auth === true).map((r: SpaRoute) => ({
  re: new RegExp(`^${r.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`, 'i'),
  layout: r.layout,
}));

/** The layout of a signed-in page drawn as its shell, or null for any other path. */
export function shellRoute(path: string): { layout: LayoutKind } | null {
  const hit = SHELL_ROUTES.find((r) => r.re.test(path));
  return hit ? { layout: hit.layout } : null;
}
