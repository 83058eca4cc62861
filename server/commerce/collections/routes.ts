import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { bodyObject, ok, parse, readPage } from '../http/envelope.js';
import { requireUser } from '../http/auth.js';
import { addProduct, batchProducts, deleteProducts, merIdField, productIdField } from './schemas.js';
import {
  collectProducts,
  deleteProductCollects,
  followMerchant,
  listMerchantCollects,
  listProductCollects,
  uncollectProduct,
  unfollowMerchant,
} from './service.js';

/** docs/upstream-contract.md §10: wish list (products) and followed shops. */
export default async function collectionRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  const C = '/api/front/collect';
  app.post(`${C}/add/product`, async (req) => {
    const uid = await requireUser(ctx, req);
    const input = parse(addProduct, bodyObject(req.body));
    await collectProducts(ctx, uid, [input.id], input.category);
    return ok(null);
  });
  app.post(`${C}/batch/product`, async (req) => {
    const uid = await requireUser(ctx, req);
    const input = parse(batchProducts, bodyObject(req.body));
    await collectProducts(ctx, uid, input.id, input.category);
    return ok(null);
  });
  app.post<{ Params: { productId: string } }>(`${C}/cancel/:productId`, async (req) => {
    const uid = await requireUser(ctx, req);
    await uncollectProduct(ctx, uid, parse(productIdField, req.params.productId));
    return ok(null);
  });
  app.post(`${C}/delete/product`, async (req) => {
    const uid = await requireUser(ctx, req);
    await deleteProductCollects(ctx, uid, parse(deleteProducts, bodyObject(req.body)).ids);
    return ok(null);
  });
  app.get(`${C}/product/list`, async (req) => {
    const uid = await requireUser(ctx, req);
    return ok(await listProductCollects(ctx, uid, readPage(req.query)));
  });
  app.post<{ Params: { merId: string } }>(`${C}/add/merchant/:merId`, async (req) => {
    const uid = await requireUser(ctx, req);
    await followMerchant(ctx, uid, parse(merIdField, req.params.merId));
    return ok(null);
  });
  app.post<{ Params: { merId: string } }>(`${C}/cancel/merchant/:merId`, async (req) => {
    const uid = await requireUser(ctx, req);
    await unfollowMerchant(ctx, uid, parse(merIdField, req.params.merId));
    return ok(null);
  });
  app.get(`${C}/merchant/list`, async (req) => {
    const uid = await requireUser(ctx, req);
    return ok(await listMerchantCollects(ctx, uid, readPage(req.query)));
  });
}
