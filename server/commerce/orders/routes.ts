import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { BusinessError, ok, pageInfo, parse, readPage } from '../http/envelope.js';
import { requireUser } from '../http/auth.js';
import { money } from '../http/render.js';
import { createPreOrder, loadPreOrder, preOrderView, quote } from './preorder.js';
import { createOrder, PAY_TYPES } from './create.js';
import { couponsForOrder } from './coupons.js';
import { cancelUnpaidOrder, deleteCompletedOrder, takeDelivery } from './lifecycle.js';
import { awaitPayList, centerData, expressInfo, masterDetail, orderData, shopOrderDetail, shopOrderList, visitorUid } from './queries.js';

const posInt = (name: string, message = `${name} is required`) => z.coerce.number({ message }).int(`${name} must be an integer`).positive(message);
const flag = (name: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { message: `${name} must be true or false` })
    .optional()
    .transform((v) => v === true || v === 'true');
const orderNoParam = z.object({ orderNo: z.string().trim().min(1, 'orderNo is required').max(64, 'orderNo is too long') });
const preOrderNo = z.string({ message: 'preOrderNo is required' }).trim().min(1, 'preOrderNo is required').max(64, 'preOrderNo is too long');

const preOrderBody = z.discriminatedUnion(
  'preOrderType',
  [
    z.object({
      preOrderType: z.literal('shoppingCart'),
      orderDetails: z.array(z.object({ shoppingCartId: posInt('shoppingCartId') }), { message: 'orderDetails is required' }).min(1, 'orderDetails is required').max(100, 'At most 100 lines per order'),
    }),
    z.object({
      preOrderType: z.literal('buyNow'),
      orderDetails: z
        .array(
          z.object({
            productId: posInt('productId'),
            attrValueId: posInt('attrValueId'),
            productNum: posInt('productNum').max(999, 'productNum must be at most 999'),
          }),
          { message: 'orderDetails is required' },
        )
        .min(1, 'orderDetails is required')
        .max(100, 'At most 100 lines per order'),
    }),
  ],
  { message: "preOrderType must be 'shoppingCart' or 'buyNow'" },
);

const couponId = z.coerce.number({ message: 'couponId must be a number' }).int('couponId must be an integer').min(0, 'couponId must not be negative').optional().default(0);

const priceBody = z.object({
  preOrderNo,
  addressId: z.coerce.number({ message: 'addressId must be a number' }).int('addressId must be an integer').min(0, 'addressId must not be negative').optional().default(0),
  couponId,
  isUseIntegral: flag('isUseIntegral'),
});

const createBody = z.object({
  preOrderNo,
  addressId: posInt('addressId', 'Please choose a delivery address'),
  couponId,
  payType: z.enum(PAY_TYPES, { message: `payType must be one of ${PAY_TYPES.join(', ')}` }),
  payChannel: z.enum(['pc', 'mobile'], { message: "payChannel must be 'pc' or 'mobile'" }),
  mark: z.string({ message: 'mark must be text' }).max(150, 'The order note can be at most 150 characters').optional().default(''),
  isUseIntegral: flag('isUseIntegral'),
  realName: z.string().max(64, 'realName is too long').optional(),
  phone: z.string().max(32, 'phone is too long').optional(),
  email: z.string().max(128, 'email is too long').optional(),
});

const listQuery = z.object({ type: z.coerce.number({ message: 'type is required (1, 2 or 3)' }).int().min(1, 'type must be 1, 2 or 3').max(3, 'type must be 1, 2 or 3') });
const visitorQuery = z.object({
  orderNo: z.string({ message: 'orderNo is required' }).trim().min(1, 'orderNo is required').max(64, 'orderNo is too long'),
  identity: z.string({ message: 'identity is required' }).trim().min(1, 'identity is required').max(128, 'identity is too long'),
});

/** Contract §5 and §13: checkout and the shopper's orders; every call is scoped to the signed-in uid. */
export default async function ordersRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  const F = '/api/front/order';

  app.post(`${F}/pre/order`, async (req) => {
    const uid = await requireUser(ctx, req);
    return ok({ preOrderNo: await createPreOrder(ctx, uid, parse(preOrderBody, req.body)) });
  });

  app.get(`${F}/load/pre/:preOrderNo`, async (req) => {
    const uid = await requireUser(ctx, req);
    const no = parse(z.object({ preOrderNo }), req.params).preOrderNo;
    return ok(await preOrderView(ctx, uid, await loadPreOrder(ctx, uid, no)));
  });

  // Contract §8 lists it with the coupons, but it answers a checkout question: which of the shopper's coupons fit this pre-order.
  app.get('/api/front/coupons/order/:preOrderNo', async (req) => {
    const uid = await requireUser(ctx, req);
    return ok(await couponsForOrder(ctx, uid, parse(z.object({ preOrderNo }), req.params).preOrderNo));
  });

  app.post(`${F}/computed/price`, async (req) => {
    const uid = await requireUser(ctx, req);
    const b = parse(priceBody, req.body);
    if (b.addressId > 0) {
      const own = await ctx.db.selectFrom('addresses').select('id').where('id', '=', b.addressId).where('uid', '=', uid).where('isDel', '=', 0).executeTakeFirst();
      if (!own) throw new BusinessError('Address not found');
    }
    const pre = await loadPreOrder(ctx, uid, b.preOrderNo);
    const q = await quote(ctx, uid, pre, { userCouponId: b.couponId, useIntegral: b.isUseIntegral });
    const t = q.totals;
    return ok({
      proTotalFee: money(t.proTotal),
      freightFee: money(t.freight),
      couponFee: money(t.coupon),
      deductionPrice: money(t.deduction),
      usedIntegral: t.usedPoints,
      surplusIntegral: q.userPoints - t.usedPoints,
      payFee: money(t.pay),
    });
  });

  app.post(`${F}/create`, async (req) => {
    const uid = await requireUser(ctx, req);
    // A client that knows none of the enabled payment switches sends payType "" (contract §14):
    // with balance payment on, that is a balance order; otherwise the shopper must choose.
    const raw = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const blank = raw.payType === '' || raw.payType === undefined || raw.payType === null;
    const body = blank && ctx.config.BALANCE_PAY ? { ...raw, payType: 'yue' } : raw;
    return ok({ orderNo: await createOrder(ctx, uid, parse(createBody, body)) });
  });

  app.get(`${F}/await/pay/list`, async (req) => {
    const uid = await requireUser(ctx, req);
    const page = readPage(req.query);
    const { list, total } = await awaitPayList(ctx, uid, page);
    return ok(pageInfo(list, total, page));
  });

  app.get(`${F}/list`, async (req) => {
    const uid = await requireUser(ctx, req);
    const { type } = parse(listQuery, req.query);
    const page = readPage(req.query);
    const { list, total } = await shopOrderList(ctx, uid, type as 1 | 2 | 3, page);
    return ok(pageInfo(list, total, page));
  });

  app.get(`${F}/master/detail/:orderNo`, async (req) => {
    const uid = await requireUser(ctx, req);
    return ok(await masterDetail(ctx, uid, parse(orderNoParam, req.params).orderNo));
  });

  app.get(`${F}/detail/:orderNo`, async (req) => {
    const uid = await requireUser(ctx, req);
    return ok(await shopOrderDetail(ctx, uid, parse(orderNoParam, req.params).orderNo));
  });

  app.get(`${F}/data`, async (req) => ok(await orderData(ctx, await requireUser(ctx, req))));
  app.get(`${F}/center/data`, async (req) => ok(await centerData(ctx, await requireUser(ctx, req))));

  app.post(`${F}/cancel/:orderNo`, async (req) => {
    const uid = await requireUser(ctx, req);
    const { orderNo } = parse(orderNoParam, req.params);
    if (!(await cancelUnpaidOrder(ctx, orderNo, { uid, reason: 'Order cancelled' }))) {
      const exists = await ctx.db.selectFrom('orders').select('id').where('orderNo', '=', orderNo).where('uid', '=', uid).executeTakeFirst();
      throw new BusinessError(exists ? 'Only an unpaid order can be cancelled' : 'Order not found');
    }
    return ok(null);
  });

  app.post(`${F}/delete/:orderNo`, async (req) => {
    const uid = await requireUser(ctx, req);
    await deleteCompletedOrder(ctx, uid, parse(orderNoParam, req.params).orderNo);
    return ok(null);
  });

  app.post(`${F}/take/:orderNo`, async (req) => {
    const uid = await requireUser(ctx, req);
    await takeDelivery(ctx, uid, parse(orderNoParam, req.params).orderNo);
    return ok(null);
  });

  app.get(`${F}/express/:orderNo`, async (req) => {
    const uid = await requireUser(ctx, req);
    return ok(await expressInfo(ctx, uid, parse(orderNoParam, req.params).orderNo));
  });

  app.get(`${F}/visitor/master/detail`, async (req) => {
    const q = parse(visitorQuery, req.query);
    return ok(await masterDetail(ctx, await visitorUid(ctx, q.identity), q.orderNo));
  });

  app.get(`${F}/visitor/detail`, async (req) => {
    const q = parse(visitorQuery, req.query);
    return ok(await shopOrderDetail(ctx, await visitorUid(ctx, q.identity), q.orderNo, { withExpress: true }));
  });
}
