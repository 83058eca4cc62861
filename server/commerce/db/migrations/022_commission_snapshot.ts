import { sql, type Kysely } from 'kysely';

/**
 * The commission rate an order was sold under (docs/api-extensions.md "Commission per order"): a shop order
 * keeps the shop's rate in force when it was paid (`handling_fee`, whole percent, A's name for the shop's
 * rate), so changing a shop's commission later never rewrites what the platform earned on earlier sales.
 * Null until the order is paid. Orders already paid take the shop's current rate, the only one known for them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('merchant_orders').addColumn('handling_fee', 'integer').execute();
  await sql`update merchant_orders set handling_fee = coalesce((select m.handling_fee from merchants m where m.id = merchant_orders.mer_id), 0) where paid = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('merchant_orders').dropColumn('handling_fee').execute();
}
