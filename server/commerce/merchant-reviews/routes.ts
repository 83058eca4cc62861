import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { MERCHANT_REVIEW_PATHS as PATH, MERCHANT_REVIEW_PERMISSIONS as PERMISSION } from '../../../shared/contract/admin-shop.js';
import { principalOf } from '../admin-accounts/guard.js';
import { consoleRoute, done } from '../merchant-shop/console-route.js';
import { replyToShopReview, reviewPage } from './reviews.js';

/**
 * The merchant console's reviews (docs/api-extensions.md "Reviews, coupons and shop settings"): A's
 * StoreProductReplyController list and comment calls, scoped to the caller's shop.
 */
export default function merchantReviewRoutes(app: FastifyInstance, ctx: CommerceContext): void {
  const route = consoleRoute(ctx);
  app.get(PATH.list, route(PERMISSION.list), async (req) => ok(await reviewPage(ctx, principalOf(req).merId, req.query)));
  app.post(PATH.comment, route(PERMISSION.comment), done((req) => replyToShopReview(ctx, req, principalOf(req))));
}
