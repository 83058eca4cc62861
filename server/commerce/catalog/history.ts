import type { CommerceContext } from '../context.js';
import { commonPage, type CommonPage, type PageArgs } from '../http/envelope.js';
import { now } from '../db/time.js';
import { cardColumns, isVisibleProduct, renderCard, withRatings, type ProductCard } from './products.js';
import { readPageOf } from '../http/page-query.js';

/** A product card with the moment the shopper last saw or bought it. */
export type HistoryCard = ProductCard & { browseTime?: string; payTime?: string };

/** One row per shopper and product: a new visit only moves it to the front of "recently viewed". */
export async function recordBrowse(ctx: CommerceContext, uid: number, productId: number): Promise<void> {
  const stamp = now();
  await ctx.db
    .insertInto('productBrowses')
    .values({ uid, productId, browsedAt: stamp })
    .onConflict((oc) => oc.columns(['uid', 'productId']).doUpdateSet({ browsedAt: stamp }))
    .execute();
}

/** Recently viewed products that are still on sale, newest visit first. */
export async function browseList(ctx: CommerceContext, uid: number, page: PageArgs): Promise<CommonPage<HistoryCard>> {
  const base = ctx.db
    .selectFrom('productBrowses as b')
    .innerJoin('products', 'products.id', 'b.productId')
    .where('b.uid', '=', uid)
    .where(isVisibleProduct);
  const { rows, total } = await readPageOf(base, page, (q) => q.select([...cardColumns, 'b.browsedAt']).orderBy('b.browsedAt', 'desc').orderBy('products.id', 'desc'));
  return commonPage(await withRatings(ctx, rows.map((r) => ({ ...renderCard(r), browseTime: r.browsedAt }))), total, page);
}

/**
 * Products the shopper has paid for, once each, most recent purchase first, still on sale, so
 * "buy again" never offers something that cannot be bought.
 */
export async function purchasedList(ctx: CommerceContext, uid: number, page: PageArgs): Promise<CommonPage<HistoryCard>> {
  const bought = ctx.db
    .selectFrom('orderItems as i')
    .innerJoin('merchantOrders as o', 'o.orderNo', 'i.merOrderNo')
    .where('i.uid', '=', uid)
    .where('o.paid', '=', 1)
    .select((eb) => ['i.productId', eb.fn.max('o.payTime').as('lastPaid')])
    .groupBy('i.productId');
  const base = ctx.db
    .selectFrom(bought.as('b'))
    .innerJoin('products', 'products.id', 'b.productId')
    .where(isVisibleProduct);
  const { rows, total } = await readPageOf(base, page, (q) => q.select([...cardColumns, 'b.lastPaid']).orderBy('b.lastPaid', 'desc').orderBy('products.id', 'desc'));
  return commonPage(await withRatings(ctx, rows.map((r) => ({ ...renderCard(r), payTime: r.lastPaid ?? '' }))), total, page);
}
