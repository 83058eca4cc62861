import type { Kysely } from 'kysely';

/**
 * The merchant console's catalogue (docs/api-extensions.md "Admin side", "Catalogue"): per product, an edit
 * `version` (a save made against an older version is refused, so two staff never overwrite each other),
 * the recycle bin (`is_recycle`: a recycled product is off the shelf and restorable; deleting for good sets
 * `is_del`), the product's own freight (`postage`, minor units) and whether it has one spec or several
 * (`spec_type`); per SKU its `cost` (minor units). All default to 0, so every existing row stays as it was.
 * One index serves the console's list and tab counts of one shop.
 */
const productColumns = ['version', 'is_recycle', 'postage', 'spec_type'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const c of productColumns) await db.schema.alterTable('products').addColumn(c, 'integer', (b) => b.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('product_attr_values').addColumn('cost', 'integer', (b) => b.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('products_console_idx').ifNotExists().on('products').columns(['mer_id', 'is_del', 'is_recycle', 'is_show', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_console_idx').ifExists().execute();
  await db.schema.alterTable('product_attr_values').dropColumn('cost').execute();
  for (const c of [...productColumns].reverse()) await db.schema.alterTable('products').dropColumn(c).execute();
}
