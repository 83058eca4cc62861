import type { AllowedRoute } from './allowlist';
import { consoleRouteGroup } from './console-group';
import type { RouteGroup } from './context';
import { MERCHANT_PRODUCT_PATHS as CATALOGUE, PRODUCT_BODY_MAX_BYTES } from '../../shared/contract/admin-product';
import { MERCHANT_STAFF_PATHS as STAFF } from '../../shared/contract/admin-staff';
import { MERCHANT_ORDER_PATHS as ORDERS, MERCHANT_REFUND_PATHS as REFUNDS } from '../../shared/contract/admin-order';
import { HOME_PATHS as HOME } from '../../shared/contract/admin-home';
import { MERCHANT_COUPON_PATHS as COUPONS, MERCHANT_REVIEW_PATHS as REVIEWS, MERCHANT_SHOP_PATHS as SHOP } from '../../shared/contract/admin-shop';

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
  { method: 'POST', path: CATALOGUE.save, kind: 'json', bodyLimit: PRODUCT_BODY_MAX_BYTES },
  { method: 'POST', path: CATALOGUE.update, kind: 'json', bodyLimit: PRODUCT_BODY_MAX_BYTES },
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

/**
 * Staff and roles (shared/contract/admin-staff.ts). A disables and deletes over GET; the CSRF header still
 * guards them. The resend of a set-password link has no session and is rate-limited per address like sign-in.
 */
const staffCalls: AllowedRoute[] = [
  { method: 'GET', path: STAFF.roleList, kind: 'json' },
  { method: 'POST', path: STAFF.roleSave, kind: 'json' },
  { method: 'POST', path: STAFF.roleUpdate, kind: 'json' },
  { method: 'GET', path: STAFF.roleDelete, kind: 'json' },
  { method: 'GET', path: STAFF.adminList, kind: 'json' },
  { method: 'POST', path: STAFF.adminSave, kind: 'json' },
  { method: 'POST', path: STAFF.adminUpdate, kind: 'json' },
  { method: 'GET', path: STAFF.adminUpdateStatus, kind: 'json' },
  { method: 'GET', path: STAFF.adminDelete, kind: 'json' },
  { method: 'POST', path: STAFF.invitationResend, kind: 'json', limited: true },
];

/**
 * Orders and after-sales (shared/contract/admin-order.ts). A's refund decisions are GETs; through the BFF
 * they need the CSRF header like every `/api` call.
 */
const orderCalls: AllowedRoute[] = [
  ...[ORDERS.list, ORDERS.statusNum, ORDERS.info, ORDERS.logistics, ORDERS.statusList, ORDERS.expressAll].map((path): AllowedRoute => ({ method: 'GET', path, kind: 'json' })),
  ...[ORDERS.send, ORDERS.mark, ORDERS.trackingAdd].map((path): AllowedRoute => ({ method: 'POST', path, kind: 'json' })),
  ...[REFUNDS.list, REFUNDS.statusNum, REFUNDS.detail, REFUNDS.refund, REFUNDS.refuse].map((path): AllowedRoute => ({ method: 'GET', path, kind: 'json' })),
];

/** The home screen (shared/contract/admin-home.ts): today's figures, the 30-day trend and the work waiting. */
const homeCalls: AllowedRoute[] = [HOME.merchantIndex, HOME.merchantOperating, HOME.merchantTrend].map((path): AllowedRoute => ({ method: 'GET', path, kind: 'json' }));

/**
 * Reviews, coupons and shop settings (shared/contract/admin-shop.ts). `shopcareWrites` change what shoppers see
 * (a reply on the goods page, a coupon to collect, the shop's pages and whether it sells), so their success drops
 * the public answers this BFF holds, as a catalogue change does.
 */
const shopcareReads: AllowedRoute[] = [REVIEWS.list, COUPONS.list, `${COUPONS.info}/:id`, COUPONS.userList, SHOP.configInfo].map((path): AllowedRoute => ({ method: 'GET', path, kind: 'json' }));
const shopcareWrites: AllowedRoute[] = [REVIEWS.comment, COUPONS.save, `${COUPONS.updateStatus}/:id`, SHOP.configInfoEdit, SHOP.switchUpdate].map((path): AllowedRoute => ({ method: 'POST', path, kind: 'json' }));
const shopcareWritePaths = new Set(shopcareWrites.map((r) => r.path));

/**
 * An approved refund puts the goods back on sale (stock and sales restored), so the goods pages and lists this
 * BFF holds for shoppers are dropped like after a catalogue change; a refused one changes nothing shoppers see.
 */
const stockReturnPaths = new Set<string>([REFUNDS.refund]);

const merchantCalls = consoleRouteGroup('merchant', [...catalogueReads, ...catalogueWrites, ...staffCalls, ...orderCalls, ...homeCalls, ...shopcareReads, ...shopcareWrites], uploads);

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
    const route = request.routeOptions.url ?? '';
    if (reply.statusCode === 200 && (catalogueWritePaths.has(route) || shopcareWritePaths.has(route) || stockReturnPaths.has(route))) ctx.cache.clear();
    return payload;
  });
  await merchantCalls(api, ctx);
};
