import type { Db } from '../db/schema.js';
import { BusinessError } from '../http/envelope.js';

/**
 * What a shopper is told when a shop's goods cannot be bought because the shop is closed (by its own switch
 * or by the marketplace). Its product pages stay readable; orders already placed go on to the end.
 */
export const SHOP_CLOSED = 'This shop is closed at the moment, so its goods cannot be bought';

/** Refuses a purchase that includes goods of a closed shop (checked again when the order is created). */
export async function assertShopsOpen(db: Db, merIds: number[]): Promise<void> {
  const ids = [...new Set(merIds)];
  if (ids.length === 0) return;
  const closed = await db.selectFrom('merchants').select('id').where('id', 'in', ids).where('isShow', '!=', 1).executeTakeFirst();
  if (closed) throw new BusinessError(SHOP_CLOSED);
}
