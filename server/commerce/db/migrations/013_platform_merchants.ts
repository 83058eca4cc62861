import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The platform console's shop calls (docs/api-extensions.md "Shops and applications"): a shop's commission
 * rate (A's handlingFee, whole percent; existing shops take their category's), the reason it was closed,
 * and whether it came from an application or the operator (A's createType); who decided an application;
 * and the single-use set-password links an approval emails to a new shop's owner, stored only as hashes.
 */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('merchants').addColumn('handling_fee', 'integer', (b) => b.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('merchants').addColumn('close_reason', 'text', (b) => b.notNull().defaultTo('')).execute();
  await db.schema.alterTable('merchants').addColumn('create_type', 'text', (b) => b.notNull().defaultTo('admin')).execute();
  await sql`update merchants set handling_fee = coalesce((select c.handling_fee from merchant_categories c where c.id = merchants.category_id), 0)`.execute(db);
  await db.schema.alterTable('merchant_applications').addColumn('auditor_id', 'integer', (b) => b.notNull().defaultTo(0)).execute();
  // The applications list pages by state, newest first.
  await db.schema.createIndex('merchant_applications_status_idx').ifNotExists().on('merchant_applications').columns(['audit_status', 'id']).execute();

  let t = db.schema.createTable('admin_invitations').ifNotExists();
  t = isPostgres(db) ? t.addColumn('id', 'serial', (b) => b.primaryKey()) : t.addColumn('id', 'integer', (b) => b.primaryKey().autoIncrement());
  t = t
    .addColumn('token_hash', 'text', (b) => b.notNull().unique())
    .addColumn('admin_id', 'integer', (b) => b.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (b) => b.notNull().defaultTo(''))
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (b) => b.notNull().defaultTo(''));
  await t.execute();
  await db.schema.createIndex('admin_invitations_admin_idx').ifNotExists().on('admin_invitations').columns(['admin_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_invitations').ifExists().execute();
  await db.schema.dropIndex('merchant_applications_status_idx').ifExists().execute();
  await db.schema.alterTable('merchant_applications').dropColumn('auditor_id').execute();
  for (const c of ['create_type', 'close_reason', 'handling_fee']) await db.schema.alterTable('merchants').dropColumn(c).execute();
}
