import type { AllowedRoute } from './allowlist';
import { consoleRouteGroup } from './console-group';
import type { RouteGroup } from './context';
import { MERCHANT_PRODUCT_PATHS as CATALOGUE } from '../../shared/contract/admin-product';

/**
 * The catalogue (shared/contract/admin-product.ts): products and the shop's own categories. A changes a
 * product's state over GET (shelf, recycle bin, restore); through the BFF those calls still need the CSRF
 * header, as every `/api` call does. `writes` are the calls whose success changes what shoppers see.
 */
const catalogueReads: AllowedRoute[] = [
  { method: 'GET', path: CATALOGUE.list, kind: 'json' },
  { method: 'GET', path: CATALOGUE.tabsHeaders, kind: 'json' },
  { method: 'GET', path: `${CATALOGUE.info}/:id`, kind: 'json' },
  { method: 'GET', path: CATALOGUE.categoryList, kind: 'json' },
];
const catalogueWrites: AllowedRoute[] = [
  { method: 'POST', path: CATALOGUE.save, kind: 'json' },
  { method: 'POST', path: CATALOGUE.update, kind: 'json' },
  { method: 'GET', path: `${CATALOGUE.putOnShell}/:id`, kind: 'json' },
  { method: 'GET', path: `${CATALOGUE.offShell}/:id`, kind: 'json' },
  { method: 'GET', path: `${CATALOGUE.delete}/:id`, kind: 'json' },
  { method: 'GET', path: `${CATALOGUE.restore}/:id`, kind: 'json' },
  { method: 'POST', path: CATALOGUE.categoryAdd, kind: 'json' },
  { method: 'POST', path: CATALOGUE.categoryUpdate, kind: 'json' },
  { method: 'POST', path: `${CATALOGUE.categoryDelete}/:id`, kind: 'json' },
  { method: 'POST', path: `${CATALOGUE.categoryShow}/:id`, kind: 'json' },
];
const catalogueWritePaths = new Set(catalogueWrites.map((r) => r.path));

/** The product form's pictures (A's MerchantUploadController image call), streamed with the shopper upload's caps. */
const uploads = ['/api/admin/merchant/upload/image'];

const merchantCalls = consoleRouteGroup('merchant', [...catalogueReads, ...catalogueWrites], uploads);

/**
 * The merchant console's calls (`/api/admin/merchant/...`), with the shop account's token sealed into
 * the console's own cookie (`__Secure-msid`, path `/api/admin/merchant`); see console-group.ts.
 *
 * A catalogue change shows in the storefront at once: when one succeeds, the public answers this BFF
 * holds (product pages, lists, search) are dropped before the merchant hears back, so the next shopper
 * request reads the service again instead of serving the old answer until it expires.
 */
export const merchantConsoleRoutes: RouteGroup<'config' | 'upstream' | 'revocations' | 'cache'> = async (api, ctx) => {
  api.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 200 && catalogueWritePaths.has(request.routeOptions.url ?? '')) ctx.cache.clear();
    return payload;
  });
  await merchantCalls(api, ctx);
};
