import { sql, type Kysely } from 'kysely';

/**
 * PostgreSQL only: the search index's fold function names unaccent with its schema. pg_dump restores
 * with an empty search_path, so an unqualified `unaccent` made every restore of a backup fail while
 * rebuilding the search index. The function's results are unchanged, so the index stays valid.
 */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  const row = await sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent'`.execute(db);
  const schema = row.rows[0]?.schema ?? 'public';
  const q = sql.id(schema);
  const dict = sql.lit(`${schema}.unaccent`);
  await sql`CREATE OR REPLACE FUNCTION storefront_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fold$ SELECT lower(${q}.unaccent(${dict}::regdictionary, $1)) $fold$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE OR REPLACE FUNCTION storefront_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT lower(unaccent('unaccent'::regdictionary, $1)) $$`.execute(db);
}
