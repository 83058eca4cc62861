import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { CommerceContext } from '../context.js';
import { ok, parse } from '../http/envelope.js';
import { imageDomainFor } from '../http/image-domain.js';
import { principalOf, requirePermission } from '../admin-accounts/guard.js';
import { id } from '../../../shared/contract/request-fields.js';
import {
  merchantApplyAuditRequest,
  merchantApplySearchRequest,
  merchantCategoryRequest,
  merchantCloseRequest,
  merchantSearchRequest,
  merchantTypeRequest,
  merchantUpdateRequest,
  PLATFORM_MERCHANT_PERMISSIONS as P,
} from '../../../shared/contract/admin-platform.js';
import { applicationCounts, applicationDetail, applicationPage, auditApplication } from './applications.js';
import { merchantShopInfo, shopCounts, shopDetail, shopPage, switchShop, updateShop } from './shops.js';
import { addKind, deleteKind, kindList, kindPage, updateKind, type ShopKind } from './shop-kinds.js';

/**
 * The platform console's shop calls (docs/api-extensions.md "Shops and applications"), at A's paths under
 * `/api/admin/platform/merchant`, each behind its A permission string; and the shop's own state for its
 * staff, A's GET /api/admin/merchant/base/info. Every change writes the operation log.
 */
const idParam = z.object({ id: id('id') });

export default function platformMerchantRoutes(app: FastifyInstance, ctx: CommerceContext): void {
  const M = '/api/admin/platform/merchant';
  const guard = (permission: string) => ({ preHandler: requirePermission(ctx, permission) });
  const domain = (req: FastifyRequest) => imageDomainFor(ctx.config.COMMERCE_IMAGE_DOMAIN, req);
  const idOf = (req: FastifyRequest) => parse(idParam, req.params).id;

  app.get(`${M}/apply/list`, guard(P.applyList), async (req) => ok(await applicationPage(ctx, domain(req), parse(merchantApplySearchRequest, req.query ?? {}), req.query)));
  app.get(`${M}/apply/list/header/num`, guard(P.applyList), async () => ok(await applicationCounts(ctx)));
  app.get(`${M}/apply/detail/:id`, guard(P.applyList), async (req) => ok(await applicationDetail(ctx, domain(req), idOf(req))));
  app.post(`${M}/apply/audit`, guard(P.applyAudit), async (req) =>
    ok(await auditApplication(ctx, req, principalOf(req), parse(merchantApplyAuditRequest, req.body), P.applyAudit)),
  );

  app.get(`${M}/list`, guard(P.list), async (req) => ok(await shopPage(ctx, parse(merchantSearchRequest, req.query ?? {}), req.query)));
  app.get(`${M}/list/header/num`, guard(P.headerNum), async () => ok(await shopCounts(ctx)));
  app.get(`${M}/detail/:id`, guard(P.detail), async (req) => ok(await shopDetail(ctx, domain(req), idOf(req))));
  app.post(`${M}/update`, guard(P.update), async (req) => {
    await updateShop(ctx, req, principalOf(req), parse(merchantUpdateRequest, req.body), P.update);
    return ok(null);
  });
  app.post(`${M}/close/:id`, guard(P.close), async (req) => {
    const shopId = idOf(req);
    await switchShop(ctx, req, principalOf(req), shopId, false, parse(merchantCloseRequest, req.body ?? {}).reason, P.close);
    return ok(null);
  });
  app.post(`${M}/open/:id`, guard(P.open), async (req) => {
    await switchShop(ctx, req, principalOf(req), idOf(req), true, '', P.open);
    return ok(null);
  });

  const kinds: Array<{ kind: ShopKind; path: string; body: typeof merchantTypeRequest | typeof merchantCategoryRequest; perm: { list: string; all: string; add: string; update: string; del: string } }> = [
    { kind: 'type', path: `${M}/type`, body: merchantTypeRequest, perm: { list: P.typeList, all: P.typeAll, add: P.typeAdd, update: P.typeUpdate, del: P.typeDelete } },
    { kind: 'category', path: `${M}/category`, body: merchantCategoryRequest, perm: { list: P.categoryList, all: P.categoryAll, add: P.categoryAdd, update: P.categoryUpdate, del: P.categoryDelete } },
  ];
  for (const { kind, path, body, perm } of kinds) {
    app.get(`${path}/list`, guard(perm.list), async (req) => ok(await kindPage(ctx, kind, req.query)));
    app.get(`${path}/all/list`, guard(perm.all), async () => ok(await kindList(ctx, kind)));
    app.post(`${path}/add`, guard(perm.add), async (req) => ok(await addKind(ctx, req, principalOf(req), kind, parse(body, req.body), perm.add)));
    app.post(`${path}/update`, guard(perm.update), async (req) => {
      await updateKind(ctx, req, principalOf(req), kind, parse(body, req.body), perm.update);
      return ok(null);
    });
    app.post(`${path}/delete/:id`, guard(perm.del), async (req) => {
      await deleteKind(ctx, req, principalOf(req), kind, idOf(req), perm.del);
      return ok(null);
    });
  }

  app.get('/api/admin/merchant/base/info', guard('merchant:base:info'), async (req) => ok(await merchantShopInfo(ctx, principalOf(req).merId)));
}
