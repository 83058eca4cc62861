import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { CommerceContext } from '../context.js';
import { storeProductAddRequest, MERCHANT_PRODUCT_PERMISSIONS } from '../../../shared/contract/admin-product.js';
import { BusinessError, ValidationError, parse } from '../http/envelope.js';
import { now } from '../db/time.js';
import type { AdminPrincipal } from '../admin-accounts/guard.js';
import { changedFields, logOperation } from '../admin-accounts/operation-log.js';
import { productRows, type ProductRows, type SkuRow } from './product-input.js';
import { PRODUCT_NOT_FOUND } from './products.js';
import { editNeedsReview, productAuditOn, SUBMITTED_FOR_REVIEW } from '../platform-catalogue/audit-gate.js';
import { catalogueOf, type CatalogueDb } from './tables.js';

/** The code of a save made against an older version of the product (docs/api-extensions.md "Catalogue"). */
export const CONFLICT_CODE = 409;
export const CONFLICT_MESSAGE = 'This product was changed by someone else after you opened it. Reload it to see their changes, then save yours again.';

type Trx = CatalogueDb;

/** The platform category must be a leaf (level 3) of the storefront's tree; shop categories must be the shop's own. */
async function checkCategories(trx: Trx, merId: number, rows: ProductRows): Promise<void> {
  const cat = await trx.selectFrom('categories').select(['level']).where('id', '=', rows.product.cateId).executeTakeFirst();
  if (!cat || cat.level !== 3) throw new ValidationError('Choose a platform category of the third level');
  const mine = rows.product.merCateIds === '' ? [] : rows.product.merCateIds.split(',').map(Number);
  if (mine.length === 0) return;
  const found = await trx.selectFrom('merchantProductCategories').select('id').where('merId', '=', merId).where('id', 'in', mine).execute();
  if (found.length !== mine.length) throw new ValidationError('Choose shop categories of this shop');
}

function skuValues(s: SkuRow) {
  return { sku: s.sku, attrValue: s.attrValue, price: s.price, otPrice: s.otPrice, cost: s.cost, image: s.image, weight: s.weight, volume: s.volume };
}

/** The product's list figures follow its SKUs: stock is their sum, price and original price the cheapest SKU's. */
async function refreshTotals(trx: Trx, productId: number, version: number | null): Promise<number> {
  const live = sql`from product_attr_values where product_id = ${productId} and is_del = 0`;
  let q = trx
    .updateTable('products')
    .set({
      stock: sql<number>`(select coalesce(sum(stock), 0) ${live})`,
      price: sql<number>`(select coalesce(min(price), 0) ${live})`,
      otPrice: sql<number>`(select coalesce(min(ot_price), 0) ${live} and price = (select min(price) ${live}))`,
    })
    .where('id', '=', productId);
  if (version !== null) q = q.where('version', '=', version);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

async function insertSpecs(trx: Trx, productId: number, rows: ProductRows): Promise<void> {
  if (rows.attrs.length > 0) await trx.insertInto('productAttrs').values(rows.attrs.map((a) => ({ productId, attrName: a.attrName, attrValues: a.attrValues, type: 0, isDel: 0 }))).execute();
}

/** The description in the operation log: its size and a fingerprint, so a change shows without storing the page twice per edit. */
const contentDigest = (html: string) => `${html.length} characters, sha256 ${createHash('sha256').update(html).digest('hex').slice(0, 12)}`;

/** A compact record of the SKUs for the operation log. */
const skuSummary = (skus: { sku: string; price: number; stock: number }[]) => JSON.stringify(skus.map((s) => [s.sku, s.price, s.stock]));

/** POST .../product/save: a new product of the shop, on sale at once, or waiting for the platform's review while its switch is on. */
export async function saveProduct(ctx: CommerceContext, req: FastifyRequest, who: AdminPrincipal): Promise<number> {
  const form = parse(storeProductAddRequest, req.body ?? {});
  const rows = productRows(form);
  const stamp = now();
  const id = await catalogueOf(ctx)
    .transaction()
    .execute(async (trx) => {
      await checkCategories(trx, who.merId, rows);
      // With the platform's review on, a new product waits off the shelf until an operator approves it.
      const review = (await productAuditOn(trx)) ? SUBMITTED_FOR_REVIEW : { isShow: 1 };
      const p = await trx
        .insertInto('products')
        .values({ ...rows.product, merId: who.merId, price: 0, otPrice: 0, stock: 0, sales: 0, ficti: 0, browse: 0, isDel: 0, isRecycle: 0, version: 1, createdAt: stamp, updatedAt: stamp, ...review })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertSpecs(trx, p.id, rows);
      await trx
        .insertInto('productAttrValues')
        .values(rows.skus.map((s) => ({ ...skuValues(s), productId: p.id, stock: s.stock, sales: 0, quota: 0, vipPrice: 0, isDel: 0 })))
        .execute();
      await refreshTotals(trx, p.id, null);
      return p.id;
    });
  await logOperation(ctx, req, who, {
    description: 'Add product',
    method: MERCHANT_PRODUCT_PERMISSIONS.save,
    methodType: 'add',
    requestParam: { id, storeName: rows.product.storeName },
    changes: changedFields({}, { ...rows.product, content: contentDigest(rows.product.content), skus: skuSummary(rows.skus) }),
  });
  return id;
}

/**
 * A SKU's new stock when the form knew its sales: what the merchant typed, less what sold since the form
 * was loaded (more, if units came back), never below zero. Computed in the UPDATE itself, so a purchase
 * committed a moment before is counted, and one after finds the new figure.
 */
function stockAfterSales(ctx: CommerceContext, typed: number, loadedSales: number) {
  const figure = sql<number>`${typed} - (sales - ${loadedSales})`;
  return ctx.kind === 'postgres' ? sql<number>`greatest(0, ${figure})` : sql<number>`max(0, ${figure})`;
}

/**
 * POST .../product/update. The form's `version` must still be the product's (else code 409 and nothing
 * changes). SKUs are matched by their spec values, so an unchanged SKU keeps its id (carts and orders point
 * at it); a SKU no longer in the matrix is retired, a new one added.
 */
export async function updateProduct(ctx: CommerceContext, req: FastifyRequest, who: AdminPrincipal): Promise<void> {
  const form = parse(storeProductAddRequest, req.body ?? {});
  if (form.id === undefined || !Number.isInteger(form.id) || form.id <= 0) throw new ValidationError('id is required to update a product');
  if (form.version === undefined) throw new ValidationError('version is required: send the version the product was loaded with');
  const id = form.id;
  const version = form.version;
  const rows = productRows(form);
  const stamp = now();
  const { before, beforeSkus } = await catalogueOf(ctx)
    .transaction()
    .execute(async (trx) => {
      const current = await trx.selectFrom('products').selectAll().where('id', '=', id).where('merId', '=', who.merId).where('isDel', '=', 0).executeTakeFirst();
      if (!current) throw new BusinessError(PRODUCT_NOT_FOUND);
      if (current.version !== version) throw new BusinessError(CONFLICT_MESSAGE, CONFLICT_CODE);
      await checkCategories(trx, who.merId, rows);
      const existing = await trx.selectFrom('productAttrValues').selectAll().where('productId', '=', id).where('isDel', '=', 0).orderBy('id').execute();
      const byKey = new Map(existing.map((v) => [v.sku, v]));
      const kept = new Set<number>();
      // SKU rows first, in id order, then the product row: the order a purchase takes its locks in.
      const updates = rows.skus.map((s) => ({ s, old: byKey.get(s.sku) })).sort((a, b) => (a.old?.id ?? Infinity) - (b.old?.id ?? Infinity));
      for (const { s, old } of updates) {
        if (old) {
          kept.add(old.id);
          await trx
            .updateTable('productAttrValues')
            .set({ ...skuValues(s), stock: s.sales === undefined ? s.stock : stockAfterSales(ctx, s.stock, s.sales) })
            .where('id', '=', old.id)
            .execute();
        } else {
          await trx.insertInto('productAttrValues').values({ ...skuValues(s), productId: id, stock: s.stock, sales: 0, quota: 0, vipPrice: 0, isDel: 0 }).execute();
        }
      }
      const retired = existing.filter((v) => !kept.has(v.id)).map((v) => v.id);
      if (retired.length > 0) await trx.updateTable('productAttrValues').set({ isDel: 1 }).where('id', 'in', retired).execute();
      await trx.deleteFrom('productAttrs').where('productId', '=', id).execute();
      await insertSpecs(trx, id, rows);
      // The platform's review (its switch, or a rejected or forced product): the edit waits off the shelf for approval.
      const review = (await editNeedsReview(trx, current)) ? SUBMITTED_FOR_REVIEW : {};
      const res = await trx
        .updateTable('products')
        .set({ ...rows.product, ...review, version: version + 1, updatedAt: stamp })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      // Another save got in between the read and this write (PostgreSQL's read committed): undo everything.
      if (Number(res.numUpdatedRows) !== 1) throw new BusinessError(CONFLICT_MESSAGE, CONFLICT_CODE);
      await refreshTotals(trx, id, version + 1);
      return { before: current, beforeSkus: existing };
    });
  const after = await catalogueOf(ctx).selectFrom('productAttrValues').select(['sku', 'price', 'stock']).where('productId', '=', id).where('isDel', '=', 0).orderBy('id').execute();
  await logOperation(ctx, req, who, {
    description: 'Update product',
    method: MERCHANT_PRODUCT_PERMISSIONS.update,
    methodType: 'update',
    requestParam: { id, version },
    changes: changedFields(
      {
        image: before.image,
        sliderImage: before.sliderImage,
        storeName: before.storeName,
        storeInfo: before.storeInfo,
        keyword: before.keyword,
        cateId: before.cateId,
        merCateIds: before.merCateIds,
        unitName: before.unitName,
        sort: before.sort,
        content: contentDigest(before.content),
        postage: before.postage,
        specType: before.specType,
        guaranteeIds: before.guaranteeIds,
        skus: skuSummary(beforeSkus),
      },
      { ...rows.product, content: contentDigest(rows.product.content), skus: skuSummary(after) },
    ),
  });
}
