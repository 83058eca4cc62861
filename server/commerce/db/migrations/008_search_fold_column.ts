import { sql, type Kysely } from 'kysely';

/**
 * PostgreSQL only: keyword search reads a stored, already folded (unaccented, lower-case) copy of
 * each product's name and keywords, with the trigram index on it. With the index on the expression,
 * every candidate row was folded again to recheck it, and a common word (thousands of candidates)
 * took a quarter of a second; a stored column makes the recheck a plain LIKE.
 */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`ALTER TABLE products ADD COLUMN IF NOT EXISTS search_fold text GENERATED ALWAYS AS (storefront_fold(store_name || ' ' || keyword)) STORED`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS products_search_fold_trgm_idx ON products USING gin (search_fold gin_trgm_ops)`.execute(db);
  await sql`DROP INDEX IF EXISTS products_fold_trgm_idx`.execute(db);
  await sql`ANALYZE products`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE INDEX IF NOT EXISTS products_fold_trgm_idx ON products USING gin (storefront_fold(store_name || ' ' || keyword) gin_trgm_ops)`.execute(db);
  await sql`DROP INDEX IF EXISTS products_search_fold_trgm_idx`.execute(db);
  await sql`ALTER TABLE products DROP COLUMN IF EXISTS search_fold`.execute(db);
}
