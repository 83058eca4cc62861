import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { imageDomainFor } from '../http/image-domain.js';
import { prefixImages } from '../../../shared/image-urls.js';
import { MERCHANT_PRODUCT_PATHS as PATH, MERCHANT_PRODUCT_PERMISSIONS as PERMISSION, PRODUCT_BODY_MAX_BYTES } from '../../../shared/contract/admin-product.js';
import { principalOf, requirePermission } from '../admin-accounts/guard.js';
import { productInfo, productPage, tabsHeaders } from './products.js';
import { saveProduct, updateProduct } from './product-save.js';
import { deleteMove, moveProduct, type MoveName } from './shelf.js';
import { addCategory, deleteCategory, shopCategories, toggleCategory, updateCategory } from './categories.js';
import { merchantUploadRoutes } from './upload.js';

/** The `{id}` of a path; anything but a positive whole number reads as 0, which no row has ("not found"). */
function pathId(req: FastifyRequest): number {
  const raw = (req.params as { id?: string }).id ?? '';
  return /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}

/** A change's handler: A answers its success with no data. */
const done = (change: (req: FastifyRequest) => Promise<unknown>) => async (req: FastifyRequest) => {
  await change(req);
  return ok(null);
};

/**
 * The merchant console's catalogue (docs/api-extensions.md "Catalogue"): A's MerchantProductController and
 * StoreProductCategoryController. Every call is guarded by A's permission string and reaches only the
 * caller's own shop (`merId` of the signed-in account), whatever id it names. State changes over GET are
 * A's; the BFF lets a browser reach them only with its CSRF header.
 */
export default function merchantProductRoutes(app: FastifyInstance, ctx: CommerceContext): void {
  const guard = (permission: string) => ({ preHandler: requirePermission(ctx, permission) });
  // Pictures go out as absolute URLs on the image domain, as A's admin answers and the shopper API send them;
  // the service takes the domain off again when a form comes back.
  const absolutePictures: onSendHookHandler = async (req, _reply, payload) => (typeof payload === 'string' ? prefixImages(payload, imageDomainFor(ctx.config.COMMERCE_IMAGE_DOMAIN, req)) : payload);
  const withPictures = (permission: string) => ({ ...guard(permission), onSend: absolutePictures });

  app.get(PATH.list, withPictures(PERMISSION.list), async (req) => ok(await productPage(ctx, principalOf(req).merId, req.query)));
  app.get(PATH.tabsHeaders, guard(PERMISSION.tabsHeaders), async (req) => ok(await tabsHeaders(ctx, principalOf(req).merId)));
  app.get(`${PATH.info}/:id`, withPictures(PERMISSION.info), async (req) => ok(await productInfo(ctx, principalOf(req).merId, pathId(req))));
  // The form carries the SKU matrix and a rich description: more than the service's usual 64 KiB.
  app.post(PATH.save, { ...guard(PERMISSION.save), bodyLimit: PRODUCT_BODY_MAX_BYTES }, done((req) => saveProduct(ctx, req, principalOf(req))));
  app.post(PATH.update, { ...guard(PERMISSION.update), bodyLimit: PRODUCT_BODY_MAX_BYTES }, done((req) => updateProduct(ctx, req, principalOf(req))));
  const moves: [string, string, (req: FastifyRequest) => MoveName][] = [
    [PATH.putOnShell, PERMISSION.putOnShell, () => 'putOnShell'],
    [PATH.offShell, PERMISSION.offShell, () => 'offShell'],
    [PATH.delete, PERMISSION.delete, (req) => deleteMove(req.query)],
    [PATH.restore, PERMISSION.restore, () => 'restore'],
  ];
  for (const [path, permission, move] of moves) {
    app.get(`${path}/:id`, guard(permission), done((req) => moveProduct(ctx, req, principalOf(req), pathId(req), move(req))));
  }

  app.get(PATH.categoryList, guard(PERMISSION.categoryList), async (req) => ok(await shopCategories(ctx, principalOf(req).merId)));
  app.post(PATH.categoryAdd, guard(PERMISSION.categoryAdd), done((req) => addCategory(ctx, req, principalOf(req))));
  app.post(PATH.categoryUpdate, guard(PERMISSION.categoryUpdate), done((req) => updateCategory(ctx, req, principalOf(req))));
  app.post(`${PATH.categoryDelete}/:id`, guard(PERMISSION.categoryDelete), done((req) => deleteCategory(ctx, req, principalOf(req), pathId(req))));
  app.post(`${PATH.categoryShow}/:id`, guard(PERMISSION.categoryShow), done((req) => toggleCategory(ctx, req, principalOf(req), pathId(req))));

  // The product form's pictures (A's MerchantUploadController), in a scope of its own for its rate limit.
  void app.register(async (scope) => merchantUploadRoutes(scope, ctx));
}
