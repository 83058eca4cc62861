import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok, pageInfo, parse, readPage } from '../http/envelope.js';
import { addTracking, adminOrderList, shipOrder } from '../orders/shipping.js';
import { setShelf, updateSku } from '../orders/inventory.js';
import { createCoupon, couponInput } from '../coupons/admin.js';
import { topUpBalance } from '../points/balance.js';
import { orderPayments } from '../payments/single.js';
import { adminOrderQuery, balanceBody, eventsInZone, orderNoParam, productParam, shelfBody, shipBody, skuBody, skuParams, trackingBody, uidParam } from '../orders/admin-schemas.js';

/** Merchant side over HTTP (bearer guard applied by admin/routes.ts); the CLI runs the same services. */
export default async function merchantOrderRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.get('/orders', async (req) => {
    const q = parse(adminOrderQuery, req.query);
    const page = readPage(req.query);
    const { list, total } = await adminOrderList(ctx, q, page);
    return ok(pageInfo(list, total, page));
  });
  app.post('/orders/:orderNo/ship', async (req) => {
    const { orderNo } = parse(orderNoParam, req.params);
    const body = parse(shipBody, req.body);
    await shipOrder(ctx, orderNo, { ...body, events: body.events && eventsInZone(body.events, ctx.config.SERVER_TIME_ZONE) });
    return ok(null);
  });
  // Every payment attempt of the order with its outcome and reason (cancelled, refunded, why).
  app.get('/orders/:orderNo/payments', async (req) => {
    const { orderNo } = parse(orderNoParam, req.params);
    return ok(await orderPayments(ctx, orderNo));
  });
  app.post('/orders/:orderNo/tracking', async (req) => {
    const { orderNo } = parse(orderNoParam, req.params);
    await addTracking(ctx, orderNo, eventsInZone(parse(trackingBody, req.body).events, ctx.config.SERVER_TIME_ZONE));
    return ok(null);
  });
  app.post('/products/:id/skus/:attrValueId', async (req) => {
    const p = parse(skuParams, req.params);
    return ok(await updateSku(ctx, p.id, p.attrValueId, parse(skuBody, req.body)));
  });
  app.post('/products/:id/shelf', async (req) => {
    const p = parse(productParam, req.params);
    return ok(await setShelf(ctx, p.id, parse(shelfBody, req.body).isShow));
  });
  app.post('/coupons', async (req) => ok(await createCoupon(ctx, parse(couponInput, req.body))));
  app.post('/users/:uid/balance', async (req) => {
    const { uid } = parse(uidParam, req.params);
    const b = parse(balanceBody, req.body);
    return ok(await topUpBalance(ctx, uid, b.amount, b.title));
  });
}
