import { sql } from 'kysely';
import type { CommerceContext } from '../context.js';
import { BusinessError } from '../http/envelope.js';
import { money } from '../http/render.js';
import { now } from '../db/time.js';

/**
 * Sets a SKU's stock and/or price; the product's stock (sum of its SKUs) and price (cheapest SKU)
 * follow in the same transaction so lists and carts never disagree with the spec.
 */
export async function updateSku(ctx: CommerceContext, productId: number, attrValueId: number, input: { stock?: number; price?: number }) {
  return ctx.db.transaction().execute(async (trx) => {
    const sku = await trx.selectFrom('productAttrValues').select(['id']).where('id', '=', attrValueId).where('productId', '=', productId).where('isDel', '=', 0).executeTakeFirst();
    if (!sku) throw new BusinessError('SKU not found');
    const patch: { stock?: number; price?: number } = {};
    if (input.stock !== undefined) patch.stock = input.stock;
    if (input.price !== undefined) patch.price = input.price;
    if (Object.keys(patch).length === 0) throw new BusinessError('Give a stock or a price');
    await trx.updateTable('productAttrValues').set(patch).where('id', '=', attrValueId).execute();
    await trx
      .updateTable('products')
      .set({
        stock: sql<number>`(select coalesce(sum(stock), 0) from product_attr_values where product_id = ${productId} and is_del = 0)`,
        price: sql<number>`(select coalesce(min(price), 0) from product_attr_values where product_id = ${productId} and is_del = 0)`,
        updatedAt: now(),
      })
      .where('id', '=', productId)
      .execute();
    const v = await trx.selectFrom('productAttrValues').select(['id', 'sku', 'stock', 'price']).where('id', '=', attrValueId).executeTakeFirstOrThrow();
    const p = await trx.selectFrom('products').select(['id', 'stock', 'price']).where('id', '=', productId).executeTakeFirstOrThrow();
    return { attrValueId: v.id, sku: v.sku, stock: v.stock, price: money(v.price), productStock: p.stock, productPrice: money(p.price) };
  });
}

/** Puts a product on or off the shelf; off-shelf products make their cart lines invalid. */
export async function setShelf(ctx: CommerceContext, productId: number, isShow: boolean) {
  const res = await ctx.db.updateTable('products').set({ isShow: isShow ? 1 : 0, updatedAt: now() }).where('id', '=', productId).where('isDel', '=', 0).executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new BusinessError('Product not found');
  return { id: productId, isShow };
}
