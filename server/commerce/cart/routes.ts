import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { ok, parse } from '../http/envelope.js';
import { requireUser } from '../http/auth.js';
import { CART_LINE_MAX, changeQuantity, countCart, deleteLines, listCart, resetLine, saveCart } from './service.js';

const id = (name: string) => z.coerce.number({ message: `${name} is required` }).int(`${name} must be an integer`).positive(`${name} is required`);
const qty = (name: string) =>
  z.coerce.number({ message: `${name} is required` }).int(`${name} must be an integer`).min(1, `${name} must be at least 1`).max(CART_LINE_MAX, `${name} must be at most ${CART_LINE_MAX}`);
const flag = (name: string) =>
  z.union([z.boolean(), z.enum(['true', 'false'])], { message: `${name} must be true or false` }).transform((v) => v === true || v === 'true');

const saveBody = z
  .array(
    z.object({
      productId: id('productId'),
      productAttrUnique: id('productAttrUnique'),
      cartNum: qty('cartNum').max(99, 'cartNum must be at most 99'),
    }),
    { message: 'The body must be a JSON array of cart lines' },
  )
  .min(1, 'Add at least one cart line')
  .max(50, 'At most 50 lines at once');
const numBody = z.object({ id: id('id'), number: qty('number') });
const deleteBody = z.object({ ids: z.array(id('ids'), { message: 'ids must be a list of cart ids' }).min(1, 'Choose at least one cart line').max(200, 'At most 200 lines at once') });
const resetBody = z.object({ id: id('id'), num: qty('num'), productId: id('productId'), unique: id('unique') });
const listQuery = z.object({ isValid: flag('isValid') });
const countQuery = z.object({
  numType: flag('numType'),
  type: z.enum(['total', 'sum'], { message: "type must be 'total' or 'sum'" }),
});

/** Contract §4: the shopper's cart; every call is scoped to the signed-in uid. */
export default async function cartRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.post('/api/front/cart/save', async (req) => {
    const uid = await requireUser(ctx, req);
    await saveCart(ctx, uid, parse(saveBody, req.body));
    return ok(null);
  });
  app.get('/api/front/cart/list', async (req) => {
    const uid = await requireUser(ctx, req);
    const q = parse(listQuery, req.query);
    return ok(await listCart(ctx, uid, q.isValid));
  });
  app.post('/api/front/cart/num', async (req) => {
    const uid = await requireUser(ctx, req);
    const b = parse(numBody, req.body);
    await changeQuantity(ctx, uid, b.id, b.number);
    return ok(null);
  });
  app.post('/api/front/cart/delete', async (req) => {
    const uid = await requireUser(ctx, req);
    await deleteLines(ctx, uid, parse(deleteBody, req.body).ids);
    return ok(null);
  });
  app.post('/api/front/cart/resetcart', async (req) => {
    const uid = await requireUser(ctx, req);
    await resetLine(ctx, uid, parse(resetBody, req.body));
    return ok(null);
  });
  app.get('/api/front/cart/count', async (req) => {
    const uid = await requireUser(ctx, req);
    const q = parse(countQuery, req.query);
    return ok({ count: await countCart(ctx, uid, q.numType, q.type) });
  });
}
