import type { Kysely } from 'kysely';

/**
 * Why a provider payment ended the way it did (cancelled because another method won, refunded
 * because the order was already paid or cancelled), for the merchant side and support.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('reason', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.createIndex('payments_order_idx').ifNotExists().on('payments').columns(['master_order_no', 'provider']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_order_idx').ifExists().execute();
  await db.schema.alterTable('payments').dropColumn('reason').execute();
}
