import { sql } from 'kysely';
import type { z } from 'zod';
import { CART_LINE_MAX, type CartGroupWire, type cartSaveBody, type InvalidReason } from '../../../shared/contract/cart.js';
import type { CommerceContext } from '../context.js';
import { BusinessError } from '../http/envelope.js';
import { money } from '../http/render.js';
import { now } from '../db/time.js';
import { SHOP_CLOSED } from '../merchants/open.js';

export type SaveLine = z.output<typeof cartSaveBody>[number];

interface SkuState {
  productId: number;
  attrValueId: number;
  stock: number;
}

/** A SKU that can go into a cart now: product on the shelf, SKU not deleted, shop open. */
async function sellableSku(ctx: CommerceContext, productId: number, attrValueId: number): Promise<SkuState> {
  const row = await ctx.db
    .selectFrom('productAttrValues as v')
    .innerJoin('products as p', 'p.id', 'v.productId')
    .innerJoin('merchants as m', 'm.id', 'p.merId')
    .select(['v.id', 'v.productId', 'v.stock', 'v.isDel as skuDel', 'p.isShow', 'p.isDel', 'm.isShow as shopShow'])
    .where('v.id', '=', attrValueId)
    .executeTakeFirst();
  if (!row || row.productId !== productId || row.skuDel === 1 || row.isDel === 1) {
    throw new BusinessError('This product or spec no longer exists');
  }
  if (row.shopShow !== 1) throw new BusinessError(SHOP_CLOSED);
  if (row.isShow !== 1) throw new BusinessError('This product is off the shelf');
  if (row.stock < 1) throw new BusinessError('This spec is out of stock');
  return { productId: row.productId, attrValueId: row.id, stock: row.stock };
}

/** Adds lines; a SKU already in the cart gains the quantity, never beyond its stock. */
export async function saveCart(ctx: CommerceContext, uid: number, lines: SaveLine[]): Promise<void> {
  const skus: { line: SaveLine; sku: SkuState }[] = [];
  for (const line of lines) skus.push({ line, sku: await sellableSku(ctx, line.productId, line.productAttrUnique) });
  const stamp = now();
  await ctx.db.transaction().execute(async (trx) => {
    for (const { line, sku } of skus) {
      const cap = Math.min(sku.stock, CART_LINE_MAX);
      await trx
        .insertInto('cartItems')
        .values({ uid, productId: sku.productId, productAttrUnique: sku.attrValueId, cartNum: Math.min(line.cartNum, cap), createdAt: stamp, updatedAt: stamp })
        .onConflict((oc) =>
          oc.columns(['uid', 'productAttrUnique']).doUpdateSet({
            cartNum: sql<number>`case when cart_items.cart_num + ${line.cartNum} > ${cap} then ${cap} else cart_items.cart_num + ${line.cartNum} end`,
            updatedAt: stamp,
          }),
        )
        .execute();
    }
  });
}

interface CartRow {
  id: number;
  productId: number;
  productAttrUnique: number;
  cartNum: number;
  merId: number | null;
  merName: string | null;
  storeName: string | null;
  productImage: string | null;
  isShow: number | null;
  isDel: number | null;
  shopShow: number | null;
  skuId: number | null;
  skuProductId: number | null;
  sku: string | null;
  skuImage: string | null;
  price: number | null;
  stock: number | null;
  skuDel: number | null;
}

function cartRows(ctx: CommerceContext, uid: number) {
  return ctx.db
    .selectFrom('cartItems as c')
    .leftJoin('products as p', 'p.id', 'c.productId')
    .leftJoin('merchants as m', 'm.id', 'p.merId')
    .leftJoin('productAttrValues as v', 'v.id', 'c.productAttrUnique')
    .select([
      'c.id',
      'c.productId',
      'c.productAttrUnique',
      'c.cartNum',
      'p.merId',
      'm.name as merName',
      'p.storeName',
      'p.image as productImage',
      'p.isShow',
      'p.isDel',
      'm.isShow as shopShow',
      'v.id as skuId',
      'v.productId as skuProductId',
      'v.sku',
      'v.image as skuImage',
      'v.price',
      'v.stock',
      'v.isDel as skuDel',
    ])
    .where('c.uid', '=', uid)
    .orderBy('c.id', 'desc');
}

/** A line is valid when its product is on the shelf, its shop open, and its SKU exists with stock. */
export function lineIsValid(r: CartRow): boolean {
  return (
    r.isShow === 1 &&
    r.isDel === 0 &&
    r.shopShow === 1 &&
    r.skuId !== null &&
    r.skuProductId === r.productId &&
    r.skuDel === 0 &&
    (r.stock ?? 0) > 0
  );
}

/**
 * Why a line cannot be bought (shared/contract/cart.ts INVALID_REASONS), '' when it can. A product off the
 * shelf, deleted or in a closed shop is off sale whatever its spec; a spec that is gone, deleted or moved to
 * another product has changed; a spec that exists with nothing left is out of stock.
 */
export function invalidReason(r: CartRow): '' | InvalidReason {
  if (r.isShow !== 1 || r.isDel !== 0 || r.shopShow !== 1) return 'offSale';
  if (r.skuId === null || r.skuProductId !== r.productId || r.skuDel !== 0) return 'specChanged';
  if ((r.stock ?? 0) <= 0) return 'outOfStock';
  return '';
}

/** The cart's group and line shapes are the contract's (shared/contract/cart.ts). */
export type CartGroupView = CartGroupWire;

export async function listCart(ctx: CommerceContext, uid: number, valid: boolean): Promise<CartGroupView[]> {
  const rows = (await cartRows(ctx, uid).execute()) as CartRow[];
  const groups = new Map<number, CartGroupView>();
  for (const r of rows) {
    const ok = lineIsValid(r);
    if (ok !== valid) continue;
    const merId = r.merId ?? 0;
    let g = groups.get(merId);
    if (!g) {
      g = { merId, merName: r.merName ?? '', cartInfoList: [] };
      groups.set(merId, g);
    }
    g.cartInfoList.push({
      id: r.id,
      productId: r.productId,
      productAttrUnique: String(r.productAttrUnique),
      cartNum: r.cartNum,
      image: r.skuImage || r.productImage || '',
      storeName: r.storeName ?? '',
      attrId: r.productAttrUnique,
      suk: r.sku ?? '',
      price: money(r.price ?? 0),
      attrStatus: ok,
      stock: r.skuDel === 0 ? (r.stock ?? 0) : 0,
      invalidReason: invalidReason(r),
    });
  }
  return [...groups.values()];
}

/** Valid or invalid lines counted as lines (`total`) or as units (`sum`). */
export async function countCart(ctx: CommerceContext, uid: number, valid: boolean, type: 'total' | 'sum'): Promise<number> {
  const rows = ((await cartRows(ctx, uid).execute()) as CartRow[]).filter((r) => lineIsValid(r) === valid);
  return type === 'total' ? rows.length : rows.reduce((a, r) => a + r.cartNum, 0);
}

async function ownLine(ctx: CommerceContext, uid: number, id: number) {
  const line = await ctx.db.selectFrom('cartItems').selectAll().where('id', '=', id).where('uid', '=', uid).executeTakeFirst();
  if (!line) throw new BusinessError('Cart line not found');
  return line;
}

export async function changeQuantity(ctx: CommerceContext, uid: number, id: number, number: number): Promise<void> {
  const line = await ownLine(ctx, uid, id);
  const sku = await sellableSku(ctx, line.productId, line.productAttrUnique);
  if (number > sku.stock) throw new BusinessError(`Not enough stock: ${sku.stock} left`);
  await ctx.db.updateTable('cartItems').set({ cartNum: number, updatedAt: now() }).where('id', '=', id).where('uid', '=', uid).execute();
}

export async function deleteLines(ctx: CommerceContext, uid: number, ids: number[]): Promise<void> {
  await ctx.db.deleteFrom('cartItems').where('uid', '=', uid).where('id', 'in', ids).execute();
}

/** Moves a line to another spec of a product; when the shopper already has that spec, the lines merge. */
export async function resetLine(ctx: CommerceContext, uid: number, input: { id: number; num: number; productId: number; unique: number }): Promise<void> {
  await ownLine(ctx, uid, input.id);
  const sku = await sellableSku(ctx, input.productId, input.unique);
  if (input.num > sku.stock) throw new BusinessError(`Not enough stock: ${sku.stock} left`);
  const stamp = now();
  await ctx.db.transaction().execute(async (trx) => {
    const other = await trx
      .selectFrom('cartItems')
      .select(['id', 'cartNum'])
      .where('uid', '=', uid)
      .where('productAttrUnique', '=', input.unique)
      .where('id', '!=', input.id)
      .executeTakeFirst();
    if (other) {
      await trx.deleteFrom('cartItems').where('id', '=', input.id).where('uid', '=', uid).execute();
      await trx
        .updateTable('cartItems')
        .set({ cartNum: Math.min(other.cartNum + input.num, sku.stock, CART_LINE_MAX), updatedAt: stamp })
        .where('id', '=', other.id)
        .execute();
      return;
    }
    await trx
      .updateTable('cartItems')
      .set({ productId: input.productId, productAttrUnique: input.unique, cartNum: input.num, updatedAt: stamp })
      .where('id', '=', input.id)
      .where('uid', '=', uid)
      .execute();
  });
}
