import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * The consoles' own accounts, apart from the shoppers' (docs/api-extensions.md "Admin side"): the staff of
 * a shop (mer_id of the shop) and the marketplace's operators (mer_id 0), each with one role whose
 * permission strings every console call checks; their tokens, stored only as hashes with an expiry; and
 * the operation log every state-changing console call writes.
 */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
}

type Table = CreateTableBuilder<string, never>;

function withId(db: Kysely<unknown>, t: Table): Table {
  return isPostgres(db) ? t.addColumn('id', 'serial', (b) => b.primaryKey()) : t.addColumn('id', 'integer', (b) => b.primaryKey().autoIncrement());
}

const int = (t: Table, name: string): Table => t.addColumn(name, 'integer', (b) => b.notNull().defaultTo(0));
const text = (t: Table, name: string): Table => t.addColumn(name, 'text', (b) => b.notNull().defaultTo(''));

export async function up(db: Kysely<unknown>): Promise<void> {
  let roles = withId(db, db.schema.createTable('admin_roles').ifNotExists());
  roles = int(roles, 'mer_id');
  for (const c of ['side', 'role_name', 'rules', 'created_at', 'updated_at']) roles = text(roles, c);
  roles = int(roles, 'status');
  await roles.execute();
  await db.schema.createIndex('admin_roles_scope_idx').ifNotExists().on('admin_roles').columns(['side', 'mer_id']).execute();

  let accounts = withId(db, db.schema.createTable('admin_accounts').ifNotExists());
  for (const c of ['side', 'account', 'pwd_hash', 'real_name', 'last_ip', 'phone', 'created_at', 'updated_at']) accounts = text(accounts, c);
  for (const c of ['type', 'mer_id', 'role_id', 'status', 'failed_attempts', 'login_count', 'is_del']) accounts = int(accounts, c);
  accounts = accounts.addColumn('locked_until', 'text').addColumn('last_time', 'text');
  await accounts.execute();
  await db.schema.createIndex('admin_accounts_account_uq').ifNotExists().on('admin_accounts').columns(['side', 'account']).unique().execute();
  await db.schema.createIndex('admin_accounts_mer_idx').ifNotExists().on('admin_accounts').columns(['mer_id']).execute();

  let tokens = db.schema.createTable('admin_tokens').ifNotExists().addColumn('token_hash', 'text', (b) => b.primaryKey());
  tokens = int(tokens, 'admin_id');
  for (const c of ['side', 'expires_at', 'created_at']) tokens = text(tokens, c);
  await tokens.execute();
  await db.schema.createIndex('admin_tokens_admin_idx').ifNotExists().on('admin_tokens').columns(['admin_id']).execute();

  let log = withId(db, db.schema.createTable('admin_operation_logs').ifNotExists());
  for (const c of ['admin_id', 'mer_id', 'status']) log = int(log, c);
  for (const c of ['side', 'admin_account', 'description', 'method_type', 'method', 'request_method', 'url', 'ip', 'request_param', 'changes', 'result', 'error_msg', 'created_at']) log = text(log, c);
  await log.execute();
  await db.schema.createIndex('admin_operation_logs_scope_idx').ifNotExists().on('admin_operation_logs').columns(['side', 'mer_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['admin_operation_logs', 'admin_tokens', 'admin_accounts', 'admin_roles']) await db.schema.dropTable(t).ifExists().execute();
}
