import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { cartCountQuery, cartDeleteBody, cartListQuery, cartNumBody, cartResetBody, cartSaveBody } from '../../../shared/contract/cart.js';
import { ok, parse } from '../http/envelope.js';
import { requireUser } from '../http/auth.js';
import { changeQuantity, countCart, deleteLines, listCart, resetLine, saveCart } from './service.js';

/** docs/upstream-contract.md §4: the shopper's cart; every call is scoped to the signed-in uid. */
export default async function cartRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.post('/api/front/cart/save', async (req) => {
    const uid = await requireUser(ctx, req);
    await saveCart(ctx, uid, parse(cartSaveBody, req.body));
    return ok(null);
  });
  app.get('/api/front/cart/list', async (req) => {
    const uid = await requireUser(ctx, req);
    const q = parse(cartListQuery, req.query);
    return ok(await listCart(ctx, uid, q.isValid));
  });
  app.post('/api/front/cart/num', async (req) => {
    const uid = await requireUser(ctx, req);
    const b = parse(cartNumBody, req.body);
    await changeQuantity(ctx, uid, b.id, b.number);
    return ok(null);
  });
  app.post('/api/front/cart/delete', async (req) => {
    const uid = await requireUser(ctx, req);
    await deleteLines(ctx, uid, parse(cartDeleteBody, req.body).ids);
    return ok(null);
  });
  app.post('/api/front/cart/resetcart', async (req) => {
    const uid = await requireUser(ctx, req);
    await resetLine(ctx, uid, parse(cartResetBody, req.body));
    return ok(null);
  });
  app.get('/api/front/cart/count', async (req) => {
    const uid = await requireUser(ctx, req);
    const q = parse(cartCountQuery, req.query);
    return ok({ count: await countCart(ctx, uid, q.numType, q.type) });
  });
}
