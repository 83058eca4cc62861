import type { CommerceContext } from '../context.js';
import { BusinessError, pageInfo, type PageArgs, type PageInfo } from '../http/envelope.js';
import { money } from '../http/render.js';
import { now } from '../db/time.js';
import { readPageOf } from '../http/page-query.js';
import { isVisibleProduct } from '../catalog/products.js';

export interface ProductCollectItem {
  id: number;
  productId: number;
  createTime: string;
  storeName: string;
  image: string;
  price: string;
  otPrice: string;
  merId: number;
  category: string;
}

export interface MerchantCollectItem {
  id: number;
  uid: number;
  merId: number;
  merName: string;
  merAvatar: string;
  createTime: string;
}

const PRODUCT_GONE = 'Product does not exist';

async function assertProductsExist(ctx: CommerceContext, ids: number[]): Promise<void> {
  const rows = await ctx.db.selectFrom('products').select('id').where('id', 'in', ids).where('isDel', '=', 0).where('isShow', '=', 1).execute();
  if (rows.length !== new Set(ids).size) throw new BusinessError(PRODUCT_GONE);
}

/** Adding twice is not an error: the unique (uid, product) index makes the second add a no-op. */
export async function collectProducts(ctx: CommerceContext, uid: number, productIds: number[], category: string): Promise<void> {
  const ids = [...new Set(productIds)];
  await assertProductsExist(ctx, ids);
  const stamp = now();
  await ctx.db
    .insertInto('productCollects')
    .values(ids.map((productId) => ({ uid, productId, category, createdAt: stamp })))
    .onConflict((oc) => oc.columns(['uid', 'productId']).doNothing())
    .execute();
}

export async function uncollectProduct(ctx: CommerceContext, uid: number, productId: number): Promise<void> {
  await ctx.db.deleteFrom('productCollects').where('uid', '=', uid).where('productId', '=', productId).execute();
}

/** Deletes by collection id, only among the shopper's own rows; someone else's ids are simply not there. */
export async function deleteProductCollects(ctx: CommerceContext, uid: number, ids: number[]): Promise<void> {
  await ctx.db.deleteFrom('productCollects').where('uid', '=', uid).where('id', 'in', ids).execute();
}

/** Products that were taken down drop out of the list (and its total) rather than showing blank cards. */
export async function listProductCollects(ctx: CommerceContext, uid: number, page: PageArgs): Promise<PageInfo<ProductCollectItem>> {
  const base = ctx.db.selectFrom('productCollects as c').innerJoin('products', 'products.id', 'c.productId').where('c.uid', '=', uid).where(isVisibleProduct);
  const { rows, total } = await readPageOf(base, page, (q) =>
    q.select(['c.id', 'c.productId', 'c.createdAt', 'c.category', 'products.storeName', 'products.image', 'products.price', 'products.otPrice', 'products.merId']).orderBy('c.id', 'desc'),
  );
  return pageInfo(
    rows.map((r) => ({
      id: r.id,
      productId: r.productId,
      createTime: r.createdAt,
      storeName: r.storeName,
      image: r.image,
      price: money(r.price),
      otPrice: money(r.otPrice),
      merId: r.merId,
      category: r.category,
    })),
    total,
    page,
  );
}

export async function followMerchant(ctx: CommerceContext, uid: number, merId: number): Promise<void> {
  const shop = await ctx.db.selectFrom('merchants').select('id').where('id', '=', merId).where('isShow', '=', 1).executeTakeFirst();
  if (!shop) throw new BusinessError('Shop does not exist');
  await ctx.db
    .insertInto('merchantCollects')
    .values({ uid, merId, createdAt: now() })
    .onConflict((oc) => oc.columns(['uid', 'merId']).doNothing())
    .execute();
}

export async function unfollowMerchant(ctx: CommerceContext, uid: number, merId: number): Promise<void> {
  await ctx.db.deleteFrom('merchantCollects').where('uid', '=', uid).where('merId', '=', merId).execute();
}

export async function listMerchantCollects(ctx: CommerceContext, uid: number, page: PageArgs): Promise<PageInfo<MerchantCollectItem>> {
  const base = ctx.db
    .selectFrom('merchantCollects as c')
    .innerJoin('merchants as m', 'm.id', 'c.merId')
    .where('c.uid', '=', uid)
    .where('m.isShow', '=', 1);
  const { rows, total } = await readPageOf(base, page, (q) => q.select(['c.id', 'c.uid', 'c.merId', 'c.createdAt', 'm.name', 'm.avatar']).orderBy('c.id', 'desc'));
  return pageInfo(
    rows.map((r) => ({ id: r.id, uid: r.uid, merId: r.merId, merName: r.name, merAvatar: r.avatar, createTime: r.createdAt })),
    total,
    page,
  );
}
