import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { id } from '../../../shared/contract/request-fields.js';
import { ok, pageInfo, parse, readPage } from '../http/envelope.js';
import { optionalUser, requireUser } from '../http/auth.js';
import { collectList, myCoupons, receiveCoupon } from './service.js';

const optionalId = (name: string) => z.coerce.number({ message: `${name} must be a number` }).int(`${name} must be an integer`).positive(`${name} must be positive`).optional();
const collectQuery = z.object({
  useType: z.coerce.number({ message: 'useType is required (1, 2 or 3)' }).int('useType must be 1, 2 or 3').min(1, 'useType must be 1, 2 or 3').max(3, 'useType must be 1, 2 or 3'),
  merId: optionalId('merId'),
  productId: optionalId('productId'),
});
const receiveBody = z.object({ couponId: id('couponId') });
const mineQuery = z.object({ type: z.enum(['usable', 'unusable'], { message: "type must be 'usable' or 'unusable'" }) });

/** docs/upstream-contract.md §8: coupons to collect, collecting, and the shopper's coupons (those that fit an order: orders/routes.ts). */
export default async function couponRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.get('/api/front/coupons', async (req) => {
    const q = parse(collectQuery, req.query);
    const page = readPage(req.query);
    const { list, total } = await collectList(ctx, await optionalUser(ctx, req), q, page);
    return ok(pageInfo(list, total, page));
  });
  app.post('/api/front/coupon/receive', async (req) => {
    const uid = await requireUser(ctx, req);
    await receiveCoupon(ctx, uid, parse(receiveBody, req.body).couponId);
    return ok(null);
  });
  app.get('/api/front/coupon/list', async (req) => {
    const uid = await requireUser(ctx, req);
    const { type } = parse(mineQuery, req.query);
    const page = readPage(req.query);
    const { list, total } = await myCoupons(ctx, uid, type, page);
    return ok(pageInfo(list, total, page));
  });
}
