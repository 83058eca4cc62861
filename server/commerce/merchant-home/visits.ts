import type { CommerceContext } from '../context.js';
import { todayIn } from '../platform-finance/periods.js';

/**
 * A signed-in shopper opened one of a shop's product pages: one row per shop, shopper and day (the
 * deployment's calendar), so the dashboards count a day's distinct visitors for as long as the rows are kept.
 */
export async function recordShopVisit(ctx: CommerceContext, uid: number, merId: number): Promise<void> {
  await ctx.db
    .insertInto('shopVisits')
    .values({ merId, uid, day: todayIn(ctx.config.SERVER_TIME_ZONE) })
    .onConflict((oc) => oc.columns(['merId', 'day', 'uid']).doNothing())
    .execute();
}
