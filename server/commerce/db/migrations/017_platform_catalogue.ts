import type { Kysely } from 'kysely';

/**
 * The platform's catalogue oversight (docs/api-extensions.md "Catalogue oversight (platform console)"): per
 * product, A's audit state (`audit_status`: 0 waiting, 1 approved, 2 rejected; every existing product is
 * approved), whether the platform forced it off the shelf (`is_forced`), and the reason the merchant reads for
 * a rejection or a forced removal (`audit_reason`, A's `reason`). A product waiting, rejected or forced is off
 * the shelf (`is_show` 0), so the storefront's lists, pages and search indexes, which read `is_show`, drop it.
 * One index serves the platform's review queue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('audit_status', 'integer', (b) => b.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('products').addColumn('is_forced', 'integer', (b) => b.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('products').addColumn('audit_reason', 'text', (b) => b.notNull().defaultTo('')).execute();
  await db.schema.createIndex('products_audit_idx').ifNotExists().on('products').columns(['audit_status', 'is_del', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_audit_idx').ifExists().execute();
  for (const c of ['audit_reason', 'is_forced', 'audit_status']) await db.schema.alterTable('products').dropColumn(c).execute();
}
