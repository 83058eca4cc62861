import type { Kysely } from 'kysely';

/**
 * The merchant console's orders (docs/api-extensions.md "Orders and after-sales"): the shop's own note on an
 * order (A's `mer_remark`, which the shopper never sees), and one index for the console's list and tab counts
 * of one shop, newest first. The note defaults to empty, so every existing order stays as it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('merchant_orders').addColumn('mer_remark', 'text', (b) => b.notNull().defaultTo('')).execute();
  await db.schema.createIndex('merchant_orders_console_idx').ifNotExists().on('merchant_orders').columns(['mer_id', 'status', 'id']).execute();
  await db.schema.createIndex('refunds_console_idx').ifNotExists().on('refunds').columns(['mer_id', 'refund_status', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('refunds_console_idx').ifExists().execute();
  await db.schema.dropIndex('merchant_orders_console_idx').ifExists().execute();
  await db.schema.alterTable('merchant_orders').dropColumn('mer_remark').execute();
}
