import { recordBrowse } from './history.js';
import { recordShopVisit } from '../merchant-home/visits.js';
import type { CommerceContext } from '../context.js';
import { catalogRead } from '../catalog-read.js';
import type { Wire } from '../../../shared/contract/fields.js';
import type { productAttr, sku } from '../../../shared/contract/catalog.js';
import { BusinessError } from '../http/envelope.js';
import { bool, money, splitList } from '../http/render.js';
import { merchantTopProducts, type ProductCard } from './products.js';

export const PRODUCT_GONE = 'Product does not exist or has been removed';

export type ProductAttrView = Wire<typeof productAttr>;
export type SkuView = Wire<typeof sku>;

/** Grams → kilograms as a decimal string ("0.350"), as the contract's BigDecimal weight, without floats. */
export function kilograms(grams: number): string {
  const g = Math.max(0, Math.trunc(grams));
  return `${Math.floor(g / 1000)}.${String(g % 1000).padStart(3, '0')}`;
}

async function visibleProduct(ctx: CommerceContext, id: number) {
  const p = await ctx.db.selectFrom('products').selectAll().where('id', '=', id).where('isDel', '=', 0).where('isShow', '=', 1).executeTakeFirst();
  if (!p) throw new BusinessError(PRODUCT_GONE);
  return p;
}

/** productAttr in attribute order and productValue keyed by sku (the option values joined by ','). */
export async function skuDetail(ctx: CommerceContext, productId: number): Promise<{ productAttr: ProductAttrView[]; productValue: Record<string, SkuView> }> {
  const [attrs, values] = await Promise.all([
    ctx.db.selectFrom('productAttrs').selectAll().where('productId', '=', productId).where('isDel', '=', 0).orderBy('id').execute(),
    ctx.db.selectFrom('productAttrValues').selectAll().where('productId', '=', productId).where('isDel', '=', 0).orderBy('id').execute(),
  ]);
  const productValue: Record<string, SkuView> = {};
  for (const v of values) {
    productValue[v.sku] = {
      id: v.id,
      productId: v.productId,
      sku: v.sku,
      stock: v.stock,
      sales: v.sales,
      price: money(v.price),
      image: v.image,
      otPrice: money(v.otPrice),
      weight: kilograms(v.weight),
      volume: kilograms(v.volume),
      quota: v.quota,
      attrValue: v.attrValue,
      vipPrice: money(v.vipPrice),
    };
  }
  return {
    productAttr: attrs.map((a) => ({ id: a.id, productId: a.productId, attrName: a.attrName, attrValues: a.attrValues, type: a.type, isDel: bool(a.isDel) })),
    productValue,
  };
}

export async function productSkuDetail(ctx: CommerceContext, productId: number) {
  await visibleProduct(ctx, productId);
  return skuDetail(ctx, productId);
}

export const RECOMMENDED_PER_SHOP = 4;

/**
 * The product, its shop and recommendations are catalogue reads (the replica when there is one); whether this
 * shopper saved it or its shop is their own write, read back from the primary (`ctx`), as the view count is written.
 */
export async function productDetail(ctx: CommerceContext, productId: number, uid: number | null) {
  const read = catalogRead(ctx);
  const p = await visibleProduct(read, productId);
  const guaranteeIds = splitList(p.guaranteeIds)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const [sku, merchant, guarantees, userCollect, merchantCollect, recommended] = await Promise.all([
    skuDetail(read, p.id),
    read.db.selectFrom('merchants').select(['id', 'name', 'avatar', 'isSelf', 'starLevel', 'typeId', 'categoryId']).where('id', '=', p.merId).executeTakeFirst(),
    guaranteeIds.length === 0
      ? Promise.resolve([])
      : read.db.selectFrom('guarantees').selectAll().where('id', 'in', guaranteeIds).where('isShow', '=', 1).orderBy('sort', 'desc').orderBy('id').execute(),
    uid === null ? Promise.resolve(undefined) : ctx.db.selectFrom('productCollects').select('id').where('uid', '=', uid).where('productId', '=', p.id).executeTakeFirst(),
    uid === null ? Promise.resolve(undefined) : ctx.db.selectFrom('merchantCollects').select('id').where('uid', '=', uid).where('merId', '=', p.merId).executeTakeFirst(),
    merchantTopProducts(read, [p.merId], RECOMMENDED_PER_SHOP, p.id),
  ]);
  // A view counts as a browse; the counter is informational, so a lost increment under a race is harmless.
  await ctx.db.updateTable('products').set((eb) => ({ browse: eb('browse', '+', 1) })).where('id', '=', p.id).execute();
  if (uid !== null) await Promise.all([recordBrowse(ctx, uid, p.id), recordShopVisit(ctx, uid, p.merId)]);
  const proList = (recommended.get(p.merId) ?? []).map((c: ProductCard) => ({ id: c.id, storeName: c.storeName, image: c.image, price: c.price, otPrice: c.otPrice, sales: c.sales, ficti: c.ficti }));
  return {
    productInfo: {
      id: p.id,
      merId: p.merId,
      image: p.image,
      storeName: p.storeName,
      sliderImage: p.sliderImage,
      otPrice: money(p.otPrice),
      stock: p.stock,
      sales: p.sales,
      price: money(p.price),
      ficti: p.ficti,
      storeInfo: p.storeInfo,
      browse: p.browse + 1,
      unitName: p.unitName,
      keyword: p.keyword,
      cateId: p.cateId,
      guaranteeIds: p.guaranteeIds,
      content: p.content,
    },
    productAttr: sku.productAttr,
    productValue: sku.productValue,
    merchantInfo: merchant
      ? {
          id: merchant.id,
          name: merchant.name,
          avatar: merchant.avatar,
          isSelf: bool(merchant.isSelf),
          starLevel: merchant.starLevel,
          typeId: merchant.typeId,
          categoryId: merchant.categoryId,
          isCollect: merchantCollect !== undefined,
          proList,
        }
      : null,
    userCollect: userCollect !== undefined,
    guaranteeList: guarantees.map((g) => ({ id: g.id, name: g.name, icon: g.icon, content: g.content, sort: g.sort, isShow: bool(g.isShow) })),
  };
}
