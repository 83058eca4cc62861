import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { MERCHANT_SHOP_PATHS as PATH, MERCHANT_SHOP_PERMISSIONS as PERMISSION } from '../../../shared/contract/admin-shop.js';
import { principalOf } from '../admin-accounts/guard.js';
import { consoleRoute, done } from './console-route.js';
import { editShopSettings, shopSettings, switchShop } from './settings.js';

/**
 * The merchant console's shop settings (docs/api-extensions.md "Reviews, coupons and shop settings"): A's
 * MerchantInfoController config calls and the open/closed switch, always the caller's own shop.
 */
export default function merchantShopRoutes(app: FastifyInstance, ctx: CommerceContext): void {
  const route = consoleRoute(ctx);
  app.get(PATH.configInfo, route(PERMISSION.configInfo), async (req) => ok(await shopSettings(ctx, principalOf(req).merId)));
  app.post(PATH.configInfoEdit, route(PERMISSION.configInfoEdit), done((req) => editShopSettings(ctx, req, principalOf(req))));
  app.post(PATH.switchUpdate, route(PERMISSION.switchUpdate), done((req) => switchShop(ctx, req, principalOf(req))));
}
