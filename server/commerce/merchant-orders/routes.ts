import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { imageDomainFor } from '../http/image-domain.js';
import { zoneTimes } from '../http/time-zone.js';
import { prefixImages } from '../../../shared/image-urls.js';
import {
  MERCHANT_ORDER_PATHS as ORDER,
  MERCHANT_ORDER_PERMISSIONS as ORDER_PERMISSION,
  MERCHANT_REFUND_PATHS as REFUND,
  MERCHANT_REFUND_PERMISSIONS as REFUND_PERMISSION,
} from '../../../shared/contract/admin-order.js';
import { principalOf, requirePermission } from '../admin-accounts/guard.js';
import { orderInfo, orderLogisticsInfo, orderNoOf, orderPage, orderStatusNum, orderStatusPage } from './orders.js';
import { addOrderTracking, expressCompanies, markOrder, sendOrder } from './actions.js';
import { approve, refundDetail, refundPage, refundStatusNum, refuse } from './refunds.js';

/**
 * The merchant console's orders and after-sales (docs/api-extensions.md "Orders and after-sales"): A's
 * StoreOrderController, StoreOrderStatusController, StoreRefundOrderController and MerchantExpressController.
 * Every call is guarded by A's permission string and reaches only the caller's own shop, whatever order or
 * refund number it names. A's refund decisions are GETs; the BFF lets a browser reach them only with its CSRF
 * header.
 */
export default function merchantOrderRoutes(app: FastifyInstance, ctx: CommerceContext): void {
  // Answers as the shopper API sends them: pictures as absolute URLs on the image domain, times as wall-clock
  // times in SERVER_TIME_ZONE (they are stored in UTC).
  const realFormats: onSendHookHandler = async (req, _reply, payload) =>
    typeof payload === 'string' ? zoneTimes(prefixImages(payload, imageDomainFor(ctx.config.COMMERCE_IMAGE_DOMAIN, req)), ctx.config.SERVER_TIME_ZONE) : payload;
  const guard = (permission: string) => ({ preHandler: requirePermission(ctx, permission), onSend: realFormats });
  const done = (change: (req: FastifyRequest) => Promise<unknown>) => async (req: FastifyRequest) => {
    await change(req);
    return ok(null);
  };
  const merId = (req: FastifyRequest) => principalOf(req).merId;

  app.get(ORDER.list, guard(ORDER_PERMISSION.list), async (req) => ok(await orderPage(ctx, merId(req), req.query)));
  app.get(ORDER.statusNum, guard(ORDER_PERMISSION.statusNum), async (req) => ok(await orderStatusNum(ctx, merId(req), req.query)));
  app.get(ORDER.info, guard(ORDER_PERMISSION.info), async (req) => ok(await orderInfo(ctx, merId(req), orderNoOf(req.query))));
  app.get(ORDER.logistics, guard(ORDER_PERMISSION.logistics), async (req) => ok(await orderLogisticsInfo(ctx, merId(req), orderNoOf(req.query))));
  app.get(ORDER.statusList, guard(ORDER_PERMISSION.statusList), async (req) => ok(await orderStatusPage(ctx, merId(req), req.query)));
  app.get(ORDER.expressAll, guard(ORDER_PERMISSION.expressAll), async () => ok(expressCompanies()));
  app.post(ORDER.send, guard(ORDER_PERMISSION.send), done((req) => sendOrder(ctx, req, principalOf(req))));
  app.post(ORDER.mark, guard(ORDER_PERMISSION.mark), done((req) => markOrder(ctx, req, principalOf(req))));
  app.post(ORDER.trackingAdd, guard(ORDER_PERMISSION.trackingAdd), done((req) => addOrderTracking(ctx, req, principalOf(req))));

  app.get(REFUND.list, guard(REFUND_PERMISSION.list), async (req) => ok(await refundPage(ctx, merId(req), req.query)));
  app.get(REFUND.statusNum, guard(REFUND_PERMISSION.statusNum), async (req) => ok(await refundStatusNum(ctx, merId(req), req.query)));
  app.get(REFUND.detail, guard(REFUND_PERMISSION.detail), async (req) => ok(await refundDetail(ctx, merId(req), req.query)));
  // A answers the approval with `true`.
  app.get(REFUND.refund, guard(REFUND_PERMISSION.refund), async (req) => {
    await approve(ctx, req, principalOf(req));
    return ok(true);
  });
  app.get(REFUND.refuse, guard(REFUND_PERMISSION.refuse), done((req) => refuse(ctx, req, principalOf(req))));
}
