import { sql, type Kysely } from 'kysely';

/**
 * Keyword search answers "how many products match" from a full-text index of the visible products, so
 * a common word (one product in eight) is counted without reading the products it matches.
 *
 * SQLite: the FTS5 trigram index holds only products shoppers can see (not deleted, on shelf); the
 * triggers add and remove a product as it is created, edited, shelved, unshelved or deleted, so the
 * index's own count is the search total. Each column is indexed with two U+001F marks after it, so every
 * character of a name starts a trigram; a one- or two-character term (two-character Chinese words, short
 * Thai words) is then answered from the index too, by the trigrams that start with it (the fts5vocab
 * table lists them), instead of reading every product. Because the index holds other values than the
 * products table, the FTS5 'rebuild' command must not be used on it; the triggers below are its only writers.
 *
 * PostgreSQL: a GIN index over every suffix of every space-separated word of the folded name and
 * keywords (as text-search lexemes, cut to 32 characters). A keyword is a prefix of such a suffix
 * whenever the product contains it, so a prefix query on the index finds every match, two-character
 * CJK terms included (the trigram index cannot), and for a keyword of one piece of up to 32 characters
 * it finds exactly the matches. Counting still reads each match's row to check it is visible to the
 * transaction, so counts and relevance ranking use the same index on a narrow table of its own,
 * product_search (id, folded text and name length of the visible products, under a third of the pages
 * of products): a word in one product of eight is counted in 60 % of the time and ranked in a third.
 * A trigger keeps product_search in step with every write to products. The same index, partial to
 * visible products, on products itself serves rare keywords sorted by price or sales.
 */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
}

const FTS_TRIGGERS = ['products_fts_ai', 'products_fts_ad', 'products_fts_au'];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`CREATE OR REPLACE FUNCTION storefront_suffixes(text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
      SELECT array_to_tsvector(coalesce(array_agg(DISTINCT left(substr(w, i), 32)), '{}'))
      FROM unnest(string_to_array($1, ' ')) AS w, generate_series(1, length(w)) AS i
    $fn$`.execute(db);
    // The longest space-free piece of the folded keyword, as a prefix query: every piece of a matching
    // keyword is the start of some word suffix of the product. NULL when nothing is left to look for.
    await sql`CREATE OR REPLACE FUNCTION storefront_suffix_query(text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
      SELECT ('''' || replace(replace(left(s, 32), '\\', '\\\\'), '''', '''''') || ''':*')::tsquery
      FROM unnest(string_to_array(storefront_fold($1), ' ')) AS s
      WHERE s <> ''
      ORDER BY length(s) DESC
      LIMIT 1
    $fn$`.execute(db);
    // True when the prefix query alone is exact (one piece of at most 32 characters), so a count needs
    // nothing from the table row but its visibility.
    await sql`CREATE OR REPLACE FUNCTION storefront_suffix_exact(text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
      SELECT f <> '' AND position(' ' in f) = 0 AND length(f) <= 32 FROM storefront_fold($1) AS f
    $fn$`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS products_search_suffix_idx ON products USING gin (storefront_suffixes(search_fold)) WHERE is_del = 0 AND is_show = 1`.execute(db);
    await sql`CREATE TABLE IF NOT EXISTS product_search (id integer PRIMARY KEY, search_fold text NOT NULL, name_length integer NOT NULL)`.execute(db);
    await sql`INSERT INTO product_search (id, search_fold, name_length)
      SELECT id, search_fold, length(store_name) FROM products WHERE is_del = 0 AND is_show = 1 ON CONFLICT (id) DO NOTHING`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS product_search_suffix_idx ON product_search USING gin (storefront_suffixes(search_fold))`.execute(db);
    await sql`CREATE OR REPLACE FUNCTION storefront_product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP <> 'DELETE' AND NEW.is_del = 0 AND NEW.is_show = 1 THEN
          INSERT INTO product_search (id, search_fold, name_length) VALUES (NEW.id, NEW.search_fold, length(NEW.store_name))
            ON CONFLICT (id) DO UPDATE SET search_fold = EXCLUDED.search_fold, name_length = EXCLUDED.name_length;
        ELSIF TG_OP <> 'INSERT' THEN
          DELETE FROM product_search WHERE id = OLD.id;
        END IF;
        RETURN NULL;
      END
    $fn$`.execute(db);
    await sql`DROP TRIGGER IF EXISTS products_search_sync ON products`.execute(db);
    await sql`CREATE TRIGGER products_search_sync AFTER INSERT OR DELETE OR UPDATE OF store_name, keyword, is_del, is_show ON products
      FOR EACH ROW EXECUTE FUNCTION storefront_product_search_sync()`.execute(db);
    // The lower(name || keyword) trigram index of migration 002 is no longer read by any query.
    await sql`DROP INDEX IF EXISTS products_search_trgm_idx`.execute(db);
    await sql`ANALYZE products`.execute(db);
    await sql`ANALYZE product_search`.execute(db);
    return;
  }
  for (const t of FTS_TRIGGERS) await sql`DROP TRIGGER IF EXISTS ${sql.raw(t)}`.execute(db);
  await sql`INSERT INTO products_fts(products_fts) VALUES ('delete-all')`.execute(db);
  await sql`INSERT INTO products_fts(rowid, store_name, keyword)
    SELECT id, store_name || char(31, 31), keyword || char(31, 31) FROM products WHERE is_del = 0 AND is_show = 1`.execute(db);
  await sql`CREATE VIRTUAL TABLE IF NOT EXISTS products_fts_vocab USING fts5vocab(products_fts, 'row')`.execute(db);
  await sql`CREATE TRIGGER products_fts_ai AFTER INSERT ON products BEGIN
    INSERT INTO products_fts(rowid, store_name, keyword)
      SELECT new.id, new.store_name || char(31, 31), new.keyword || char(31, 31) WHERE new.is_del = 0 AND new.is_show = 1;
  END`.execute(db);
  await sql`CREATE TRIGGER products_fts_ad AFTER DELETE ON products BEGIN
    INSERT INTO products_fts(products_fts, rowid, store_name, keyword)
      SELECT 'delete', old.id, old.store_name || char(31, 31), old.keyword || char(31, 31) WHERE old.is_del = 0 AND old.is_show = 1;
  END`.execute(db);
  await sql`CREATE TRIGGER products_fts_au AFTER UPDATE OF store_name, keyword, is_del, is_show ON products BEGIN
    INSERT INTO products_fts(products_fts, rowid, store_name, keyword)
      SELECT 'delete', old.id, old.store_name || char(31, 31), old.keyword || char(31, 31) WHERE old.is_del = 0 AND old.is_show = 1;
    INSERT INTO products_fts(rowid, store_name, keyword)
      SELECT new.id, new.store_name || char(31, 31), new.keyword || char(31, 31) WHERE new.is_del = 0 AND new.is_show = 1;
  END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`CREATE INDEX IF NOT EXISTS products_search_trgm_idx ON products USING gin (lower(store_name || ' ' || keyword) gin_trgm_ops)`.execute(db);
    await sql`DROP TRIGGER IF EXISTS products_search_sync ON products`.execute(db);
    await sql`DROP FUNCTION IF EXISTS storefront_product_search_sync()`.execute(db);
    await sql`DROP TABLE IF EXISTS product_search`.execute(db);
    await sql`DROP INDEX IF EXISTS products_search_suffix_idx`.execute(db);
    await sql`DROP FUNCTION IF EXISTS storefront_suffix_exact(text)`.execute(db);
    await sql`DROP FUNCTION IF EXISTS storefront_suffix_query(text)`.execute(db);
    await sql`DROP FUNCTION IF EXISTS storefront_suffixes(text)`.execute(db);
    return;
  }
  for (const t of FTS_TRIGGERS) await sql`DROP TRIGGER IF EXISTS ${sql.raw(t)}`.execute(db);
  await sql`DROP TABLE IF EXISTS products_fts_vocab`.execute(db);
  // Back to migration 006: every product, values as stored.
  await sql`INSERT INTO products_fts(products_fts) VALUES ('delete-all')`.execute(db);
  await sql`INSERT INTO products_fts(products_fts) VALUES ('rebuild')`.execute(db);
  await sql`CREATE TRIGGER products_fts_ai AFTER INSERT ON products BEGIN
    INSERT INTO products_fts(rowid, store_name, keyword) VALUES (new.id, new.store_name, new.keyword);
  END`.execute(db);
  await sql`CREATE TRIGGER products_fts_ad AFTER DELETE ON products BEGIN
    INSERT INTO products_fts(products_fts, rowid, store_name, keyword) VALUES ('delete', old.id, old.store_name, old.keyword);
  END`.execute(db);
  await sql`CREATE TRIGGER products_fts_au AFTER UPDATE OF store_name, keyword ON products BEGIN
    INSERT INTO products_fts(products_fts, rowid, store_name, keyword) VALUES ('delete', old.id, old.store_name, old.keyword);
    INSERT INTO products_fts(rowid, store_name, keyword) VALUES (new.id, new.store_name, new.keyword);
  END`.execute(db);
}
