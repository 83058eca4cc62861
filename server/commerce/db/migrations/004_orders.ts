import type { Kysely } from 'kysely';

/**
 * Orders domain indexes: the unpaid-expiry sweep scans by (paid, is_cancel, created_at); the
 * one-coupon-per-shopper rule is a unique index so two parallel receives cannot both succeed;
 * the review counter reads a shopper's unreviewed lines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_unpaid_sweep_idx').ifNotExists().on('orders').columns(['paid', 'is_cancel', 'created_at']).execute();
  await db.schema.createIndex('user_coupons_once_uq').ifNotExists().on('user_coupons').columns(['uid', 'coupon_id']).unique().execute();
  await db.schema.createIndex('order_items_uid_idx').ifNotExists().on('order_items').columns(['uid', 'is_reply']).execute();
  await db.schema.createIndex('pre_orders_expires_idx').ifNotExists().on('pre_orders').columns(['expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['orders_unpaid_sweep_idx', 'user_coupons_once_uq', 'order_items_uid_idx', 'pre_orders_expires_idx']) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
