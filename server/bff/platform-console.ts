import type { AllowedRoute } from './allowlist';
import { consoleRouteGroup } from './console-group';
import type { RouteGroup } from './context';
import { PLATFORM_ORDER_PATHS as ORDERS } from '../../shared/contract/admin-platform-orders';
import { PLATFORM_FINANCE_PATHS as FINANCE } from '../../shared/contract/admin-finance';
import { HOME_PATHS as HOME } from '../../shared/contract/admin-home';
import { PLATFORM_CATALOGUE_PATHS as CATALOGUE } from '../../shared/contract/admin-platform-catalogue';

const M = '/api/admin/platform/merchant';
const get = (path: string): AllowedRoute => ({ method: 'GET', path: `${M}${path}`, kind: 'json' });
const post = (path: string): AllowedRoute => ({ method: 'POST', path: `${M}${path}`, kind: 'json' });

/** Shop types and categories: the storefront's settlement form and shop street filters read them from the public cache. */
const kindWrites: AllowedRoute[] = (['type', 'category'] as const).flatMap((kind) => [post(`/${kind}/add`), post(`/${kind}/update`), post(`/${kind}/delete/:id`)]);
const kindWritePaths = new Set(kindWrites.map((r) => r.path));

/**
 * The platform console's own calls beyond sign-in (docs/api-extensions.md "Shops and applications"): shop
 * applications, shops, shop types and shop categories.
 */
const platformCalls: AllowedRoute[] = [
  get('/apply/list'),
  get('/apply/list/header/num'),
  get('/apply/detail/:id'),
  post('/apply/audit'),
  get('/list'),
  get('/list/header/num'),
  get('/detail/:id'),
  post('/update'),
  post('/close/:id'),
  post('/open/:id'),
  ...(['type', 'category'] as const).flatMap((kind) => [get(`/${kind}/list`), get(`/${kind}/all/list`)]),
  ...kindWrites,
];

/**
 * Orders and refunds (read, with internal notes), the finance statement and its CSV, and the home screen
 * (shared/contract/admin-platform-orders.ts, admin-finance.ts, admin-home.ts).
 */
const lookupCalls: AllowedRoute[] = [
  ...[ORDERS.list, ORDERS.statusNum, ORDERS.info, ORDERS.logistics, ORDERS.refundList, ORDERS.refundStatusNum, FINANCE.statement, HOME.platformIndex, HOME.platformOperating, HOME.platformTrend].map(
    (path): AllowedRoute => ({ method: 'GET', path, kind: 'json' }),
  ),
  { method: 'POST', path: ORDERS.mark, kind: 'json' },
  { method: 'POST', path: ORDERS.refundMark, kind: 'json' },
  { method: 'GET', path: FINANCE.export, kind: 'csv' },
];

/**
 * Shops and catalogue oversight (shared/contract/admin-platform-catalogue.ts): the category tree, the product
 * review and forced removals, the product-review switch, hot keywords and home banners and activities, and the
 * banners' picture upload. `oversightWrites` change what shoppers see (a closed shop included).
 */
const oversightReads: AllowedRoute[] = [CATALOGUE.categoryList, CATALOGUE.productList, CATALOGUE.productTabs, CATALOGUE.configGet, CATALOGUE.groupList].map((path): AllowedRoute => ({ method: 'GET', path, kind: 'json' }));
const oversightWrites: AllowedRoute[] = [
  ...[CATALOGUE.categoryAdd, CATALOGUE.categoryUpdate, `${CATALOGUE.categoryDelete}/:id`, `${CATALOGUE.categoryShow}/:id`, CATALOGUE.productAudit, CATALOGUE.productForceDown, CATALOGUE.configSave, CATALOGUE.groupSave, CATALOGUE.groupUpdate].map(
    (path): AllowedRoute => ({ method: 'POST', path, kind: 'json' }),
  ),
  // A's delete of a list item is a GET; through the BFF it still needs the CSRF header, as every `/api` call does.
  { method: 'GET', path: CATALOGUE.groupDelete, kind: 'json' },
];
const oversightWritePaths = new Set([...oversightWrites.map((r) => r.path), `${M}/update`, `${M}/close/:id`, `${M}/open/:id`]);

const platformGroup = consoleRouteGroup('platform', [...platformCalls, ...lookupCalls, ...oversightReads, ...oversightWrites], [CATALOGUE.upload]);

/**
 * The platform console's calls (`/api/admin/platform/...`), with the operator's token sealed into the
 * console's own cookie (`__Secure-psid`, path `/api/admin/platform`); see console-group.ts. A change to the
 * shop types or categories, a shop, the category tree, a product's review, hot keywords or home banners shows
 * in the storefront at once: on success the public answers this BFF holds are dropped, so the next shopper
 * request reads the service again.
 */
export const platformConsoleRoutes: RouteGroup<'config' | 'upstream' | 'revocations' | 'cache'> = async (api, ctx) => {
  api.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url ?? '';
    if (reply.statusCode === 200 && (kindWritePaths.has(route) || oversightWritePaths.has(route))) ctx.cache.clear();
    return payload;
  });
  await platformGroup(api, ctx);
};
