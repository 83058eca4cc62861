import { sql, type Kysely } from 'kysely';

/**
 * Keyword search with the database's own full-text machinery on SQLite: an FTS5 trigram index over
 * product names and keywords, case- and accent-insensitive (`é` finds `e`), kept in step with the
 * products table by triggers, so every write path (admin, seed, CLI) keeps it current. PostgreSQL:
 * a pg_trgm GIN index over the unaccented, lower-cased name and keywords (unaccent wrapped in an
 * immutable function so it can be indexed); both extensions ship with PostgreSQL's contrib.
 */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
    await sql`CREATE OR REPLACE FUNCTION storefront_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT lower(unaccent('unaccent'::regdictionary, $1)) $$`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS products_fold_trgm_idx ON products USING gin (storefront_fold(store_name || ' ' || keyword) gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`CREATE VIRTUAL TABLE IF NOT EXISTS products_fts USING fts5(store_name, keyword, content='products', content_rowid='id', tokenize='trigram remove_diacritics 1')`.execute(db);
  await sql`INSERT INTO products_fts(products_fts) VALUES ('rebuild')`.execute(db);
  await sql`CREATE TRIGGER IF NOT EXISTS products_fts_ai AFTER INSERT ON products BEGIN
    INSERT INTO products_fts(rowid, store_name, keyword) VALUES (new.id, new.store_name, new.keyword);
  END`.execute(db);
  await sql`CREATE TRIGGER IF NOT EXISTS products_fts_ad AFTER DELETE ON products BEGIN
    INSERT INTO products_fts(products_fts, rowid, store_name, keyword) VALUES ('delete', old.id, old.store_name, old.keyword);
  END`.execute(db);
  await sql`CREATE TRIGGER IF NOT EXISTS products_fts_au AFTER UPDATE OF store_name, keyword ON products BEGIN
    INSERT INTO products_fts(products_fts, rowid, store_name, keyword) VALUES ('delete', old.id, old.store_name, old.keyword);
    INSERT INTO products_fts(rowid, store_name, keyword) VALUES (new.id, new.store_name, new.keyword);
  END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP INDEX IF EXISTS products_fold_trgm_idx`.execute(db);
    await sql`DROP FUNCTION IF EXISTS storefront_fold(text)`.execute(db);
    return;
  }
  for (const t of ['products_fts_ai', 'products_fts_ad', 'products_fts_au']) await sql`DROP TRIGGER IF EXISTS ${sql.raw(t)}`.execute(db);
  await sql`DROP TABLE IF EXISTS products_fts`.execute(db);
}
