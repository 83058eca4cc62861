import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { ok, pageInfo, parse, readPage } from '../http/envelope.js';
import { optionalUser, requireUser } from '../http/auth.js';
import { collectList, couponsForOrder, myCoupons, receiveCoupon } from './service.js';

const optionalId = (name: string) => z.coerce.number({ message: `${name} must be a number` }).int(`${name} must be an integer`).positive(`${name} must be positive`).optional();
const collectQuery = z.object({
  useType: z.coerce.number({ message: 'useType is required (1, 2 or 3)' }).int('useType must be 1, 2 or 3').min(1, 'useType must be 1, 2 or 3').max(3, 'useType must be 1, 2 or 3'),
  merId: optionalId('merId'),
  productId: optionalId('productId'),
});
const receiveBody = z.object({ couponId: z.coerce.number({ message: 'couponId is required' }).int('couponId must be an integer').positive('couponId is required') });
const mineQuery = z.object({ type: z.enum(['usable', 'unusable'], { message: "type must be 'usable' or 'unusable'" }) });
const preOrderParam = z.object({ preOrderNo: z.string().trim().min(1, 'preOrderNo is required').max(64, 'preOrderNo is too long') });

/** Contract §8: coupons to collect, collecting, the shopper's coupons, and those that fit an order. */
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
  app.get('/api/front/coupons/order/:preOrderNo', async (req) => {
    const uid = await requireUser(ctx, req);
    return ok(await couponsForOrder(ctx, uid, parse(preOrderParam, req.params).preOrderNo));
  });
}
