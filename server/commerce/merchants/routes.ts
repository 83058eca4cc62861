import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok, parse, readPage } from '../http/envelope.js';
import { optionalUser, requireUser } from '../http/auth.js';
import { keywordParam, optionalId, requiredId } from '../catalog/query.js';
import { merchantCategories, merchantTypes, searchShops, shopDetail, shopIndexInfo, shopService } from './shops.js';
import { applicationRecords, applyForShop, settlementAgreement } from './settlement.js';
import { catalogRead } from '../catalog-read.js';

const idParam = z.object({ id: requiredId('id', 'Please choose a shop') });

const searchQuery = z.object({
  keywords: keywordParam,
  categoryId: optionalId('categoryId'),
  typeId: optionalId('typeId'),
  isSelf: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(['true', 'false', '1', '0'], { message: 'isSelf must be true or false' }).optional().transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  ),
});

export default async function merchantRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  const M = '/api/front/merchant';
  // Shop street, store search and a shop's public pages are catalogue reads (the read replica when there is
  // one, catalog-read.ts); applying for a shop and its records stay on the primary.
  const read = catalogRead(ctx);

  app.get(`${M}/street`, async (req) => ok(await searchShops(read, {}, readPage(req.query))));

  app.get(`${M}/search/list`, async (req) => {
    const q = parse(searchQuery, req.query);
    return ok(
      await searchShops(read, { keywords: q.keywords, categoryId: q.categoryId as number | undefined, typeId: q.typeId as number | undefined, isSelf: q.isSelf }, readPage(req.query)),
    );
  });

  app.get(`${M}/index/info/:id`, async (req) => {
    const { id } = parse(idParam, req.params);
    return ok(await shopIndexInfo(ctx, id as number, await optionalUser(ctx, req)));
  });

  app.get(`${M}/detail/:id`, async (req) => {
    const { id } = parse(idParam, req.params);
    return ok(await shopDetail(read, id as number));
  });

  app.get(`${M}/customer/service/info/:id`, async (req) => {
    const { id } = parse(idParam, req.params);
    return ok(await shopService(read, id as number));
  });

  app.get(`${M}/all/type/list`, async () => ok(await merchantTypes(read)));
  app.get(`${M}/all/category/list`, async () => ok(await merchantCategories(read)));

  app.get(`${M}/settled/agreement`, async () => ok(await settlementAgreement(ctx)));

  app.post(`${M}/settled/apply`, async (req) => {
    const uid = await requireUser(ctx, req);
    await applyForShop(ctx, uid, req.body ?? {});
    return ok(true);
  });

  app.get(`${M}/settled/record`, async (req) => {
    const uid = await requireUser(ctx, req);
    return ok(await applicationRecords(ctx, uid, readPage(req.query)));
  });
}
