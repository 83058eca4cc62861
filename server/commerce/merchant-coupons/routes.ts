import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { MERCHANT_COUPON_PATHS as PATH, MERCHANT_COUPON_PERMISSIONS as PERMISSION } from '../../../shared/contract/admin-shop.js';
import { principalOf } from '../admin-accounts/guard.js';
import { consoleRoute, done, pathId } from '../merchant-shop/console-route.js';
import { couponInfo, couponPage, couponUserPage, saveCoupon, switchCoupon } from './coupons.js';

/**
 * The merchant console's coupons (docs/api-extensions.md "Reviews, coupons and shop settings"): A's
 * StoreCouponController and StoreCouponUserController, scoped to the caller's shop.
 */
export default function merchantCouponRoutes(app: FastifyInstance, ctx: CommerceContext): void {
  const route = consoleRoute(ctx);
  app.get(PATH.list, route(PERMISSION.list), async (req) => ok(await couponPage(ctx, principalOf(req).merId, req.query)));
  app.post(PATH.save, route(PERMISSION.save), done((req) => saveCoupon(ctx, req, principalOf(req))));
  app.post(`${PATH.updateStatus}/:id`, route(PERMISSION.updateStatus), done((req) => switchCoupon(ctx, req, principalOf(req), pathId(req))));
  app.get(`${PATH.info}/:id`, route(PERMISSION.info), async (req) => ok(await couponInfo(ctx, principalOf(req).merId, pathId(req))));
  app.get(PATH.userList, route(PERMISSION.userList), async (req) => ok(await couponUserPage(ctx, principalOf(req).merId, req.query)));
}
