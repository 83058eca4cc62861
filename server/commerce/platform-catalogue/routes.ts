import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import * as z from 'zod/mini';
import type { CommerceContext } from '../context.js';
import { ok, parse } from '../http/envelope.js';
import { imageDomainFor } from '../http/image-domain.js';
import { prefixImages } from '../../../shared/image-urls.js';
import { principalOf, requirePermission } from '../admin-accounts/guard.js';
import { id } from '../../../shared/contract/request-fields.js';
import {
  configGetQuery,
  configSaveRequest,
  groupDataRequest,
  groupIdQuery,
  groupListQuery,
  PLATFORM_CATALOGUE_PATHS as PATH,
  PLATFORM_CATALOGUE_PERMISSIONS as PERMISSION,
  platformProductSearchRequest,
  productAuditRequest,
  productCategoryRequest,
  productForceDownRequest,
  type PlatformGroupId,
} from '../../../shared/contract/admin-platform-catalogue.js';
import { addCategory, categoryList, deleteCategory, toggleCategory, updateCategory } from './categories.js';
import { auditProduct, forceDown, productPage, productTabs, readPlatformSwitch, savePlatformSwitch } from './products.js';
import { addGroupItem, deleteGroupItem, groupPage, updateGroupItem } from './groups.js';
import { platformUploadRoutes } from './upload.js';

const idParam = z.object({ id: id('id') });

/** A change's handler: A answers its success with no data. */
const done = (change: (req: FastifyRequest) => Promise<unknown>) => async (req: FastifyRequest) => {
  await change(req);
  return ok(null);
};

/**
 * The platform console's catalogue oversight (docs/api-extensions.md "Catalogue oversight (platform console)"):
 * A's platform ProductCategoryController, ProductController (list, audit, force down), PlatformConfigController's
 * product-audit switch, PlatformGroupDataController (hot keywords, home banners, activities) and
 * PlatformUploadController. Operators only, each call behind A's permission string; every change is logged.
 */
export default function platformCatalogueRoutes(app: FastifyInstance, ctx: CommerceContext): void {
  const guard = (permission: string) => ({ preHandler: requirePermission(ctx, permission) });
  // Pictures go out as absolute URLs on the image domain, as A's admin answers do; writes have it taken off again.
  const absolutePictures: onSendHookHandler = async (req, _reply, payload) => (typeof payload === 'string' ? prefixImages(payload, imageDomainFor(ctx.config.COMMERCE_IMAGE_DOMAIN, req)) : payload);
  const withPictures = (permission: string) => ({ ...guard(permission), onSend: absolutePictures });
  const idOf = (req: FastifyRequest) => parse(idParam, req.params).id;

  app.get(PATH.categoryList, withPictures(PERMISSION.categoryList), async () => ok(await categoryList(ctx)));
  app.post(PATH.categoryAdd, guard(PERMISSION.categoryAdd), done((req) => addCategory(ctx, req, principalOf(req), parse(productCategoryRequest, req.body ?? {}))));
  app.post(PATH.categoryUpdate, guard(PERMISSION.categoryUpdate), done((req) => updateCategory(ctx, req, principalOf(req), parse(productCategoryRequest, req.body ?? {}))));
  app.post(`${PATH.categoryDelete}/:id`, guard(PERMISSION.categoryDelete), done((req) => deleteCategory(ctx, req, principalOf(req), idOf(req))));
  app.post(`${PATH.categoryShow}/:id`, guard(PERMISSION.categoryShow), done((req) => toggleCategory(ctx, req, principalOf(req), idOf(req))));

  app.get(PATH.productList, withPictures(PERMISSION.productList), async (req) => ok(await productPage(ctx, parse(platformProductSearchRequest, req.query ?? {}), req.query)));
  app.get(PATH.productTabs, guard(PERMISSION.productTabs), async () => ok(await productTabs(ctx)));
  app.post(PATH.productAudit, guard(PERMISSION.productAudit), done((req) => auditProduct(ctx, req, principalOf(req), parse(productAuditRequest, req.body ?? {}))));
  app.post(PATH.productForceDown, guard(PERMISSION.productForceDown), done((req) => forceDown(ctx, req, principalOf(req), parse(productForceDownRequest, req.body ?? {}))));

  app.get(PATH.configGet, guard(PERMISSION.configGet), async (req) => ok(await readPlatformSwitch(ctx, parse(configGetQuery, req.query ?? {}).key)));
  app.post(PATH.configSave, guard(PERMISSION.configSave), async (req) => {
    await savePlatformSwitch(ctx, req, principalOf(req), parse(configSaveRequest, req.body ?? {}));
    return ok(true);
  });

  app.get(PATH.groupList, withPictures(PERMISSION.groupList), async (req) => ok(await groupPage(ctx, parse(groupListQuery, req.query ?? {}).gid as PlatformGroupId, req.query)));
  app.post(PATH.groupSave, guard(PERMISSION.groupSave), done((req) => addGroupItem(ctx, req, principalOf(req), parse(groupDataRequest, req.body ?? {}))));
  app.post(PATH.groupUpdate, guard(PERMISSION.groupUpdate), done((req) => updateGroupItem(ctx, req, principalOf(req), parse(groupIdQuery, req.query ?? {}).id, parse(groupDataRequest, req.body ?? {}))));
  app.get(PATH.groupDelete, guard(PERMISSION.groupDelete), done((req) => deleteGroupItem(ctx, req, principalOf(req), parse(groupIdQuery, req.query ?? {}).id)));

  void app.register(async (scope) => platformUploadRoutes(scope, ctx));
}
