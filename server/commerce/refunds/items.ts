import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OrderItemsTable } from '../db/schema.js';
import { money } from '../http/render.js';

export function renderOrderItem(r: Selectable<OrderItemsTable>) {
  return {
    id: r.id,
    merOrderNo: r.merOrderNo,
    productId: r.productId,
    productName: r.productName,
    image: r.image,
    attrValueId: r.attrValueId,
    sku: r.sku,
    price: money(r.price),
    payNum: r.payNum,
    isReply: r.isReply === 1,
  };
}

/** OrderInfoResponse lines of the given merchant orders, keyed by merchant order no. */
export async function orderInfoLists(db: Kysely<Database> | Transaction<Database>, merOrderNos: string[]) {
  const map = new Map<string, ReturnType<typeof renderOrderItem>[]>();
  if (merOrderNos.length === 0) return map;
  const rows = await db.selectFrom('orderItems').selectAll().where('merOrderNo', 'in', merOrderNos).orderBy('id').execute();
  for (const r of rows) {
    const list = map.get(r.merOrderNo) ?? [];
    list.push(renderOrderItem(r));
    map.set(r.merOrderNo, list);
  }
  return map;
}
