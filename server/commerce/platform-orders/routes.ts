import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { CommerceContext } from '../context.js';
import { ok, parse } from '../http/envelope.js';
import { imageDomainFor } from '../http/image-domain.js';
import { principalOf, requirePermission } from '../admin-accounts/guard.js';
import {
  dateLimitField,
  orderNoQuery,
  orderRemarkRequest,
  platformOrderSearchRequest,
  platformRefundOrderSearchRequest,
  refundOrderRemarkRequest,
  PLATFORM_ORDER_PATHS as PATH,
  PLATFORM_ORDER_PERMISSIONS as P,
} from '../../../shared/contract/admin-platform-orders.js';
import { orderCounts, orderInfo, orderLogisticsOf, orderPage, refundCounts, refundPage } from './queries.js';
import { addNote } from './notes.js';

/**
 * The platform console's order and refund lookup (docs/api-extensions.md "Orders, refunds, finance and
 * dashboards"), at A's paths and permission strings. Operators only; the one write is an internal note.
 */
const dateQuery = z.object({ dateLimit: dateLimitField });

export default function platformOrderRoutes(app: FastifyInstance, ctx: CommerceContext): void {
  const guard = (permission: string) => ({ preHandler: requirePermission(ctx, permission) });
  const domain = (req: FastifyRequest) => imageDomainFor(ctx.config.COMMERCE_IMAGE_DOMAIN, req);

  app.get(PATH.list, guard(P.list), async (req) => ok(await orderPage(ctx, parse(platformOrderSearchRequest, req.query ?? {}), req.query)));
  app.get(PATH.statusNum, guard(P.statusNum), async (req) => ok(await orderCounts(ctx, parse(dateQuery, req.query ?? {}).dateLimit)));
  app.get(PATH.info, guard(P.info), async (req) => ok(await orderInfo(ctx, domain(req), parse(orderNoQuery, req.query ?? {}).orderNo)));
  app.get(PATH.logistics, guard(P.logistics), async (req) => ok(await orderLogisticsOf(ctx, parse(orderNoQuery, req.query ?? {}).orderNo)));
  app.post(PATH.mark, guard(P.mark), async (req) => {
    const body = parse(orderRemarkRequest, req.body);
    await addNote(ctx, req, principalOf(req), 'order', body.orderNo, body.remark, P.mark);
    return ok(null);
  });

  app.get(PATH.refundList, guard(P.refundList), async (req) => ok(await refundPage(ctx, domain(req), parse(platformRefundOrderSearchRequest, req.query ?? {}), req.query)));
  app.get(PATH.refundStatusNum, guard(P.refundStatusNum), async (req) => ok(await refundCounts(ctx, parse(dateQuery, req.query ?? {}).dateLimit)));
  app.post(PATH.refundMark, guard(P.refundMark), async (req) => {
    const body = parse(refundOrderRemarkRequest, req.body);
    await addNote(ctx, req, principalOf(req), 'refund', body.refundOrderNo, body.remark, P.refundMark);
    return ok(null);
  });
}
