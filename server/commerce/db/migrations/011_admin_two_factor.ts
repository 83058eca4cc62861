import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * Two-factor sign-in and password reset for the consoles (docs/api-extensions.md "Admin side"): an
 * account's authenticator secret, sealed, and the last time step it accepted (a code works once); its
 * recovery codes, stored only as hashes and each used once; and the short-lived sign-in tickets that
 * stand between the password step and the code step.
 */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
}

type Table = CreateTableBuilder<string, never>;

const int = (t: Table, name: string): Table => t.addColumn(name, 'integer', (b) => b.notNull().defaultTo(0));
const text = (t: Table, name: string): Table => t.addColumn(name, 'text', (b) => b.notNull().defaultTo(''));

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_accounts').addColumn('totp_secret', 'text', (b) => b.notNull().defaultTo('')).execute();
  await db.schema.alterTable('admin_accounts').addColumn('totp_pending', 'text', (b) => b.notNull().defaultTo('')).execute();
  await db.schema.alterTable('admin_accounts').addColumn('totp_last_step', 'integer', (b) => b.notNull().defaultTo(0)).execute();

  let codes = db.schema.createTable('admin_recovery_codes').ifNotExists();
  codes = isPostgres(db) ? codes.addColumn('id', 'serial', (b) => b.primaryKey()) : codes.addColumn('id', 'integer', (b) => b.primaryKey().autoIncrement());
  codes = int(codes, 'admin_id');
  for (const c of ['code_hash', 'created_at']) codes = text(codes, c);
  codes = codes.addColumn('used_at', 'text');
  await codes.execute();
  await db.schema.createIndex('admin_recovery_codes_admin_idx').ifNotExists().on('admin_recovery_codes').columns(['admin_id']).execute();

  let tickets = db.schema.createTable('admin_login_tickets').ifNotExists().addColumn('ticket_hash', 'text', (b) => b.primaryKey());
  for (const c of ['admin_id', 'tries']) tickets = int(tickets, c);
  for (const c of ['side', 'step', 'pending_secret', 'expires_at', 'created_at']) tickets = text(tickets, c);
  await tickets.execute();
  await db.schema.createIndex('admin_login_tickets_admin_idx').ifNotExists().on('admin_login_tickets').columns(['admin_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['admin_login_tickets', 'admin_recovery_codes']) await db.schema.dropTable(t).ifExists().execute();
  for (const c of ['totp_last_step', 'totp_pending', 'totp_secret']) await db.schema.alterTable('admin_accounts').dropColumn(c).execute();
}
