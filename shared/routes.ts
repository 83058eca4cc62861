import { DEFAULT_LANGUAGE, LANGUAGES } from './constants';

/**
 * Every page route of the storefront (docs/storefront-spec.md §2), in one list that the SPA's router and the BFF share:
 * the router gives each path its page module, and the BFF answers any other path with HTTP 404 (and
 * the same page, which then shows "not found"), so search engines never index a soft 404.
 * `auth` routes send signed-out shoppers to /login; `guest` routes send signed-in ones home.
 * Language-prefixed forms (`/zh-CN/cart`) are the same routes.
 */
export type LayoutKind = 'default' | 'home' | 'user' | 'bare';

export interface SpaRoute {
  readonly path: string;
  readonly layout: LayoutKind;
  readonly auth?: boolean;
  readonly guest?: boolean;
  /** Child paths rendered inside the page's outlet (the shop pages); the bare path is the index. */
  readonly children?: readonly string[];
}

export const SPA_ROUTES = [
  { path: '/', layout: 'home' },
  { path: '/index2', layout: 'home' },
  { path: '/index_bak', layout: 'home' },
  { path: '/categories', layout: 'default' },
  { path: '/goods/goods_search', layout: 'default' },
  { path: '/goods/search', layout: 'default' },
  { path: '/goods/top_one', layout: 'default' },
  { path: '/goods/activity_list', layout: 'default' },
  { path: '/goods/detail', layout: 'default' },
  { path: '/goods_detail/:id', layout: 'default' },
  { path: '/merchant/merchant', layout: 'default', children: ['home', 'category', 'coupon', 'qualification'] },
  { path: '/merchant/merchant_street', layout: 'default' },
  { path: '/merchant/merchant_more', layout: 'default' },
  { path: '/store', layout: 'default' },
  { path: '/cart', layout: 'default', auth: true },
  { path: '/cart/index2', layout: 'default', auth: true },
  { path: '/order/shopping_cart', layout: 'default', auth: true },
  { path: '/order/order_confirm', layout: 'default', auth: true },
  { path: '/order/order_confirm2', layout: 'default', auth: true },
  { path: '/order/stripe_payment', layout: 'default', auth: true },
  { path: '/order/payment_result', layout: 'default', auth: true },
  { path: '/login', layout: 'default', guest: true },
  { path: '/login/user', layout: 'default', guest: true },
  { path: '/forget', layout: 'default', guest: true },
  { path: '/register/user', layout: 'default', guest: true },
  { path: '/middlewares/callback_twitter', layout: 'bare' },
  { path: '/middlewares/privacy_agreement', layout: 'bare' },
  { path: '/order/order_detail', layout: 'user', auth: true },
  { path: '/order/refund_detail', layout: 'user', auth: true },
  { path: '/notification', layout: 'user', auth: true },
  { path: '/register/merchant', layout: 'default', auth: true },
  { path: '/user_center', layout: 'user', auth: true },
  { path: '/user_center/order/list', layout: 'user', auth: true },
  { path: '/user_center/order/detail', layout: 'user', auth: true },
  { path: '/user_center/wish_list', layout: 'user', auth: true },
  { path: '/user_center/address/list', layout: 'user', auth: true },
  { path: '/user_center/address/edit', layout: 'user', auth: true },
  { path: '/users', layout: 'user', auth: true },
  { path: '/users/order_list', layout: 'user', auth: true },
  { path: '/users/address_list', layout: 'user', auth: true },
  { path: '/users/address_edit', layout: 'user', auth: true },
  { path: '/users/application_record', layout: 'user', auth: true },
  { path: '/users/collection_list', layout: 'user', auth: true },
  { path: '/users/coupon_list', layout: 'user', auth: true },
  { path: '/users/evaluation_confirm', layout: 'user', auth: true },
  { path: '/users/evaluation_list', layout: 'user', auth: true },
  { path: '/users/merchant_settled', layout: 'user', auth: true },
  { path: '/users/refund_confirm', layout: 'user', auth: true },
  { path: '/users/refund_list', layout: 'user', auth: true },
  { path: '/users/user_info', layout: 'user', auth: true },
  { path: '/users/integral', layout: 'user', auth: true },
] as const satisfies readonly SpaRoute[];

export type SpaPath = (typeof SPA_ROUTES)[number]['path'];

function compile(path: string): RegExp {
  const body = path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  // The router matches case-insensitively and ignores one trailing slash; so does this.
  return new RegExp(`^${body}/?$`, 'i');
}

const patterns: RegExp[] = SPA_ROUTES.flatMap((r: SpaRoute) => [compile(r.path), ...(r.children ?? []).map((c) => compile(`${r.path}/${c}`))]);

/** Whether an app path (language prefix already removed, no query) is a page of the storefront. */
export function isSpaPath(path: string): boolean {
  return patterns.some((re) => re.test(path));
}

// The default language has no prefix: `/en/cart` is not a page, as in the router.
const prefixes = new Set(LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE).map((l) => l.toLowerCase()));

/**
 * Whether a request URL is a storefront page: a language prefix the router knows is removed first,
 * and the query is ignored.
 */
export function isSpaUrl(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '/';
  const seg = path.split('/')[1] ?? '';
  const rest = prefixes.has(seg.toLowerCase()) ? path.slice(seg.length + 1) || '/' : path;
  return isSpaPath(rest);
}
