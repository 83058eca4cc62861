/**
 * The only upstream calls the browser can reach: every call of docs/upstream-contract.md
 * (§2–§13) with its method. Anything not listed answers 404 without an upstream call, and the
 * commerce admin API is never listed.
 *
 * kind:
 *   json    – JSON body (or none), normalised answer
 *   raw     – the contract wants a bare string body (an email) with Content-Type application/json
 *   query   – the contract reads form/query params; the SPA sends query params (and maybe an empty JSON body)
 *   login   – token-issuing: the token goes into the session cookie and out of the body
 *   logout  – forwarded, then the session cookie is cleared
 *   upload  – streamed multipart pass-through with a size and type cap
 *   csv     – a console's file download: a text/csv answer goes to the browser as it is; an envelope is normalised
 * public: user-independent data served from the public cache, fetched without any token.
 * limited: rate limited per IP (login, register, code sending, password reset/change).
 */
export type RouteKind = 'json' | 'raw' | 'query' | 'login' | 'logout' | 'upload' | 'csv';
export type Method = 'GET' | 'POST';

export interface AllowedRoute {
  method: Method;
  path: string;
  kind: RouteKind;
  public?: boolean;
  limited?: boolean;
  /** The body is an opaque string (Google's credential), not JSON. */
  rawText?: boolean;
  /** A larger JSON body than JSON_BODY_LIMIT, in bytes (a console's product form with its rich description). */
  bodyLimit?: number;
}

const F = '/api/front';
const P = '/api/pc';

const get = (path: string, extra: Partial<AllowedRoute> = {}): AllowedRoute => ({ method: 'GET', path, kind: 'json', ...extra });
const post = (path: string, extra: Partial<AllowedRoute> = {}): AllowedRoute => ({ method: 'POST', path, kind: 'json', ...extra });
const login = (path: string, kind: RouteKind = 'login'): AllowedRoute => ({ method: 'POST', path, kind, limited: true });

export const allowlist: readonly AllowedRoute[] = [
  // §2 login, registration, user
  login(`${F}/login/mobile/password`),
  login(`${F}/login/mobile/captcha`),
  login(`${F}/login/email`),
  login(`${F}/login/register/visitor`),
  login(`${F}/login/register/email`),
  login(`${F}/login/register/mobile`),
  login(`${F}/login/twitter`),
  login(`${F}/login/x-oauth`),
  login(`${F}/login/facebook`),
  // Google sends the raw credential string; still token-issuing.
  { method: 'POST', path: `${F}/login/google`, kind: 'login', limited: true, rawText: true },
  post(`${F}/login/sendCode`, { kind: 'query', limited: true }),
  post(`${F}/login/email/captcha`, { kind: 'raw', limited: true }),
  // Our design: the code that lets a guest resume an earlier guest identity (docs/api-extensions.md).
  post(`${F}/login/visitor/sendCode`, { limited: true }),
  post(`${F}/login/email/forget/password`, { kind: 'raw', limited: true }),
  post(`${F}/login/email/reset/password`, { limited: true }),
  get(`${F}/login/twitter/request/token`),
  get(`${F}/login/method/info`, { public: true }),
  post(`${F}/login/token/is/exist`),
  { method: 'GET', path: `${F}/login/logout`, kind: 'logout' },
  get(`${P}/login/getLoginPic`, { public: true }),
  get(`${F}/user/info`),
  post(`${F}/user/edit`),
  get(`${F}/user/menu/user`),
  post(`${F}/captcha/phone/password`, { limited: true }),
  post(`${F}/captcha/email/password`, { limited: true }),
  post(`${F}/user/phone/update/password`, { limited: true }),
  post(`${F}/user/email/update/password`, { limited: true }),

  // §3 catalogue, merchants
  get(`${F}/product/category`, { public: true }),
  get(`${F}/product/list`),
  // Our extension (docs/api-extensions.md "Facets with counts"): the same for every shopper, so kept like other public data.
  get(`${F}/product/facets`, { public: true }),
  get(`${F}/product/detail/:id`),
  get(`${F}/product/sku/detail/:id`),
  get(`${F}/product/reply/list/:id`),
  get(`${F}/product/reply/config/:id`),
  get(`${F}/product/reply/detail/:id`),
  get(`${F}/product/leaderboard`),
  get(`${F}/product/merchant/:merId/category/list`),
  get(`${F}/product/merchant/pro/list`),
  get(`${F}/product/purchased/list`),
  get(`${F}/product/browse/list`),
  get(`${F}/search/keyword`, { public: true }),
  // Also public: GET /api/front/product/suggest (our extension), answered by suggest.ts with a bounded cache of
  // its own per normalised prefix and a per-client limit.
  get(`${F}/index/product`),
  get(`${F}/merchant/street`),
  get(`${F}/merchant/search/list`),
  get(`${F}/merchant/index/info/:id`),
  get(`${F}/merchant/detail/:id`),
  get(`${F}/merchant/customer/service/info/:id`),
  get(`${F}/merchant/all/type/list`, { public: true }),
  get(`${F}/merchant/all/category/list`, { public: true }),

  // §4 cart
  post(`${F}/cart/save`),
  get(`${F}/cart/list`),
  post(`${F}/cart/num`),
  post(`${F}/cart/delete`),
  post(`${F}/cart/resetcart`),
  get(`${F}/cart/count`),

  // §5 orders and payment
  post(`${F}/order/pre/order`),
  get(`${F}/order/load/pre/:preOrderNo`),
  post(`${F}/order/computed/price`),
  post(`${F}/order/create`),
  get(`${F}/order/await/pay/list`),
  get(`${F}/order/list`),
  get(`${F}/order/master/detail/:orderNo`),
  get(`${F}/order/detail/:orderNo`),
  get(`${F}/order/data`),
  get(`${F}/order/center/data`),
  post(`${F}/order/cancel/:orderNo`),
  post(`${F}/order/delete/:orderNo`),
  post(`${F}/order/take/:orderNo`),
  get(`${F}/order/express/:orderNo`),
  get(`${F}/order/visitor/master/detail`),
  get(`${F}/order/visitor/detail`),
  get(`${F}/pay/method`),
  post(`${F}/pay/payment`),
  post(`${F}/pay/paypal/success`),
  post(`${F}/pay/paypal/cancel`),
  get(`${F}/pay/query/wechat/pay/result/:orderNo`),

  // §6 refunds
  get(`${F}/order/apply/refund/:orderNo`),
  get(`${F}/order/refund/reason`),
  post(`${F}/order/refund`),
  get(`${F}/order/refund/list`),
  get(`${F}/order/refund/detail/:refundOrderNo`),

  // §7 reviews
  post(`${F}/order/comment`),
  get(`${F}/order/reply/list`),
  // Our design: the shopper's own reviews by account (docs/api-extensions.md).
  get(`${F}/user/reply/list`),

  // §8 coupons
  get(`${F}/coupons`),
  post(`${F}/coupon/receive`),
  get(`${F}/coupon/list`),
  get(`${F}/coupons/order/:preOrderNo`),

  // §9 addresses
  get(`${F}/address/list`),
  get(`${P}/address/all/list`),
  post(`${F}/address/edit`),
  post(`${F}/address/del`),
  get(`${F}/address/detail/:id`),
  get(`${F}/address/default`),
  post(`${F}/address/default/set`),
  post(`${F}/address/ip/info`),

  // §10 collections
  post(`${F}/collect/add/product`),
  post(`${F}/collect/batch/product`),
  post(`${F}/collect/cancel/:productId`),
  post(`${F}/collect/delete/product`),
  get(`${F}/collect/product/list`),
  post(`${F}/collect/add/merchant/:merId`),
  post(`${F}/collect/cancel/merchant/:merId`),
  get(`${F}/collect/merchant/list`),

  // §11 merchant settlement
  post(`${F}/captcha/email/merchant/settled`, { kind: 'raw', limited: true }),
  post(`${F}/merchant/settled/apply`),
  get(`${F}/merchant/settled/record`),
  get(`${F}/merchant/settled/agreement`),

  // §12 site, misc
  get(`${F}/index`, { public: true }),
  get(`${P}/home/index`, { public: true }),
  get(`${F}/index/paycurrency`),
  // `${F}/image/domain` is answered by the BFF itself (app.ts): pictures are on our origin.
  get(`${F}/activity/index/list`),
  get(`${F}/activity/list/:aid`),
  get(`${P}/activity/detail/:aid`),
  { method: 'POST', path: `${F}/upload/image`, kind: 'upload' },
  { method: 'POST', path: `${F}/upload/file`, kind: 'upload' },

  // §13 our additions
  get(`${F}/language/listall`, { public: true }),
  get(`${F}/language/content`, { public: true }),
  get(`${F}/pay/balance`),
  post(`${F}/login/register/sendCode`, { kind: 'query', limited: true }),
  post(`${F}/login/phone/forget/password`, { limited: true }),
  post(`${F}/login/phone/reset/password`, { limited: true }),
  get(`${F}/integral/user`),
  get(`${F}/integral/list`),
  get(`${F}/notification/list`),
  get(`${F}/notification/unread/count`),
  post(`${F}/notification/read`),
];

/** A path parameter we are willing to put into an upstream path: ids and order numbers only. */
export const PARAM_RE = /^[A-Za-z0-9_-]{1,64}$/;

/** Builds the upstream path from a pattern and already-validated params. */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined || !PARAM_RE.test(v)) throw new Error(`bad path parameter ${name}`);
    return encodeURIComponent(v);
  });
}
