import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { computedPriceBody, orderCreateBody, orderListQuery, orderNoParam, preOrderBody, preOrderNoParam, visitorOrderQuery } from '../../../shared/contract/order.js';
import { BusinessError, ok, pageInfo, parse, readPage } from '../http/envelope.js';
import { requireUser } from '../http/auth.js';
import { createPreOrder, loadPreOrder, preOrderView } from './preorder.js';
import { computedPriceView } from './computed.js';
import { createOrder } from './create.js';
import { couponsForOrder } from './coupons.js';
import { cancelUnpaidOrder, deleteCompletedOrder, takeDelivery } from './lifecycle.js';
import { cancelCodOrder, codOn } from '../payments/cod.js';
import { awaitPayList, centerData, expressInfo, masterDetail, orderData, shopOrderDetail, shopOrderList, visitorUid } from './queries.js';

/** docs/upstream-contract.md §5 and §13: checkout and the shopper's orders; every call is scoped to the signed-in uid. */
export default async function ordersRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  const F = '/api/front/order';

  app.post(`${F}/pre/order`, async (req) => {
    const uid = await requireUser(ctx, req);
    return ok({ preOrderNo: await createPreOrder(ctx, uid, parse(preOrderBody, req.body)) });
  });

  app.get(`${F}/load/pre/:preOrderNo`, async (req) => {
    const uid = await requireUser(ctx, req);
    const no = parse(preOrderNoParam, req.params).preOrderNo;
    return ok(await preOrderView(ctx, uid, await loadPreOrder(ctx, uid, no)));
  });

  // docs/upstream-contract.md §8 lists it with the coupons, but it answers a checkout question: which of the shopper's coupons fit this pre-order.
  app.get('/api/front/coupons/order/:preOrderNo', async (req) => {
    const uid = await requireUser(ctx, req);
    return ok(await couponsForOrder(ctx, uid, parse(preOrderNoParam, req.params).preOrderNo));
  });

  app.post(`${F}/computed/price`, async (req) => {
    const uid = await requireUser(ctx, req);
    const b = parse(computedPriceBody, req.body);
    return ok(await computedPriceView(ctx, uid, await loadPreOrder(ctx, uid, b.preOrderNo), b));
  });

  app.post(`${F}/create`, async (req) => {
    const uid = await requireUser(ctx, req);
    // A client that knows none of the enabled payment switches sends payType "" (docs/upstream-contract.md §14):
    // with balance payment on, that is a balance order; otherwise the shopper must choose.
    const raw = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const blank = raw.payType === '' || raw.payType === undefined || raw.payType === null;
    const body = blank && ctx.config.BALANCE_PAY ? { ...raw, payType: 'yue' } : raw;
    const input = parse(orderCreateBody, body);
    if (input.payType === 'cod' && !(await codOn(ctx))) throw new BusinessError('Cash on delivery is not available, please choose another payment method');
    return ok({ orderNo: await createOrder(ctx, uid, input) });
  });

  app.get(`${F}/await/pay/list`, async (req) => {
    const uid = await requireUser(ctx, req);
    const page = readPage(req.query);
    const { list, total } = await awaitPayList(ctx, uid, page);
    return ok(pageInfo(list, total, page));
  });

  app.get(`${F}/list`, async (req) => {
    const uid = await requireUser(ctx, req);
    const { type } = parse(orderListQuery, req.query);
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
    // A cash-on-delivery order has not been paid either: it may be called off until any of it ships.
    if (!(await cancelUnpaidOrder(ctx, orderNo, { uid, reason: 'Order cancelled' })) && !(await cancelCodOrder(ctx, uid, orderNo, 'Order cancelled'))) {
      const exists = await ctx.db.selectFrom('orders').select(['payType', 'isCancel']).where('orderNo', '=', orderNo).where('uid', '=', uid).executeTakeFirst();
      if (exists?.payType === 'cod' && exists.isCancel === 0) throw new BusinessError('This order has already shipped: refuse it at the door or apply for a refund after receipt');
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
    const q = parse(visitorOrderQuery, req.query);
    return ok(await masterDetail(ctx, await visitorUid(ctx, q.identity), q.orderNo));
  });

  app.get(`${F}/visitor/detail`, async (req) => {
    const q = parse(visitorOrderQuery, req.query);
    return ok(await shopOrderDetail(ctx, await visitorUid(ctx, q.identity), q.orderNo, { withExpress: true }));
  });
}
