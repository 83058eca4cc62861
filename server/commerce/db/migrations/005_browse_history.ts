import type { Kysely } from 'kysely';

/**
 * What each signed-in shopper has looked at: one row per shopper and product, moved to the front on
 * every new visit, so "recently viewed" is one indexed read and never grows per page view.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_browses')
    .ifNotExists()
    .addColumn('uid', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('browsed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_browses_pk', ['uid', 'product_id'])
    .execute();
  await db.schema.createIndex('product_browses_recent_idx').ifNotExists().on('product_browses').columns(['uid', 'browsed_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_browses').ifExists().execute();
}
