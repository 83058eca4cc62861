import type { Kysely } from 'kysely';

/**
 * The platform's order lookup and the two dashboards (docs/api-extensions.md "Orders, refunds, finance and
 * dashboards"): the operators' internal notes on an order or a refund (A's platformRemark, kept as a dated
 * history; no merchant or shopper call reads them), and one row per shop, shopper and day a shopper opened
 * one of the shop's product pages, so a dashboard can count a day's distinct visitors long after the browse
 * history (one row per shopper and product, moved on each visit) has forgotten the day.
 */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  let t = db.schema.createTable('platform_notes').ifNotExists();
  t = isPostgres(db) ? t.addColumn('id', 'serial', (b) => b.primaryKey()) : t.addColumn('id', 'integer', (b) => b.primaryKey().autoIncrement());
  t = t
    .addColumn('kind', 'text', (b) => b.notNull())
    .addColumn('ref_no', 'text', (b) => b.notNull())
    .addColumn('admin_id', 'integer', (b) => b.notNull().defaultTo(0))
    .addColumn('admin_account', 'text', (b) => b.notNull().defaultTo(''))
    .addColumn('remark', 'text', (b) => b.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (b) => b.notNull().defaultTo(''));
  await t.execute();
  await db.schema.createIndex('platform_notes_ref_idx').ifNotExists().on('platform_notes').columns(['kind', 'ref_no', 'id']).execute();

  await db.schema
    .createTable('shop_visits')
    .ifNotExists()
    .addColumn('mer_id', 'integer', (b) => b.notNull())
    .addColumn('uid', 'integer', (b) => b.notNull())
    .addColumn('day', 'text', (b) => b.notNull())
    .addPrimaryKeyConstraint('shop_visits_pk', ['mer_id', 'day', 'uid'])
    .execute();
  await db.schema.createIndex('shop_visits_day_idx').ifNotExists().on('shop_visits').columns(['day']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shop_visits').ifExists().execute();
  await db.schema.dropTable('platform_notes').ifExists().execute();
}
