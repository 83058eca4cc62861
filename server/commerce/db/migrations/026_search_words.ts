import { sql, type Kysely } from 'kysely';
import { MAX_WORD_LENGTH, WORD_SEPARATOR_CLASS } from '../search-words.js';

/**
 * The catalogue's own vocabulary, for typo tolerance ("Did you mean …?", issue 28): every word of the
 * visible products' names and keywords, folded as search folds, with how many visible products hold it
 * (`search_words`). Triggers on products keep it current on every write path (merchant console, platform
 * console, seed, CLI), so a merchant's new product's words are correctable as soon as it is on sale, and a
 * product taken down or deleted gives its words back. Splitting and folding are defined once in
 * db/search-words.ts.
 *
 * PostgreSQL: `storefront_words(text)` splits `storefront_fold(text)` with the shared separator class; the
 * words table has a pg_trgm GIN index (`gin_trgm_ops`, pg_trgm from migration 006), so the words similar to
 * a typo come from `word % keyword`.
 *
 * SQLite: the triggers call `storefront_words`, a function every connection registers (db/connection.ts),
 * which answers the words as a JSON array. SQLite has no pg_trgm, so an FTS5 trigram table
 * (`search_words_fts`) holds each word padded as pg_trgm pads it (two marks before, one after; U+001F, which
 * no product text holds): the words that share a trigram with the typo come from it, and the service scores
 * them with pg_trgm's similarity (catalog/typo.ts). Triggers on search_words keep that table in step.
 *
 * A word no visible product holds any more is deleted; the partial index `search_words_spent_idx` (rows whose
 * count fell to 0, normally none) lets each write find those without reading the vocabulary.
 */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
}

const PG_TRIGGERS = ['products_search_words_ins', 'products_search_words_del', 'products_search_words_upd'];

const SQLITE_TRIGGERS = ['search_words_products_ai', 'search_words_products_ad', 'search_words_products_au', 'search_words_fts_ai', 'search_words_fts_ad'];

/**
 * PostgreSQL: relevance ranks by units sold after the kind of match (docs/api-extensions.md "Relevance"), so the
 * narrow search table of migration 009 keeps `sold` (sales + ficti) beside the folded text; ranking then reads
 * that table only, as before, instead of every match's product row. Its trigger now also follows sales.
 */
async function productSearchSold(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE product_search ADD COLUMN IF NOT EXISTS sold integer NOT NULL DEFAULT 0`.execute(db);
  await sql`UPDATE product_search SET sold = products.sales + products.ficti FROM products WHERE products.id = product_search.id`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION storefront_product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP <> 'DELETE' AND NEW.is_del = 0 AND NEW.is_show = 1 THEN
        INSERT INTO product_search (id, search_fold, name_length, sold) VALUES (NEW.id, NEW.search_fold, length(NEW.store_name), NEW.sales + NEW.ficti)
          ON CONFLICT (id) DO UPDATE SET search_fold = EXCLUDED.search_fold, name_length = EXCLUDED.name_length, sold = EXCLUDED.sold;
      ELSIF TG_OP <> 'INSERT' THEN
        DELETE FROM product_search WHERE id = OLD.id;
      END IF;
      RETURN NULL;
    END
  $fn$`.execute(db);
  await sql`DROP TRIGGER IF EXISTS products_search_sync ON products`.execute(db);
  await sql`CREATE TRIGGER products_search_sync AFTER INSERT OR DELETE OR UPDATE OF store_name, keyword, is_del, is_show, sales, ficti ON products
    FOR EACH ROW EXECUTE FUNCTION storefront_product_search_sync()`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    const separators = sql.lit(`[${WORD_SEPARATOR_CLASS}]+`);
    await sql`CREATE OR REPLACE FUNCTION storefront_words(text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
      SELECT DISTINCT left(w, ${sql.lit(MAX_WORD_LENGTH)}) FROM regexp_split_to_table(storefront_fold($1), ${separators}) AS w WHERE length(w) >= 2
    $fn$`.execute(db);
    await sql`CREATE TABLE IF NOT EXISTS search_words (word text PRIMARY KEY, n integer NOT NULL)`.execute(db);
    await sql`INSERT INTO search_words (word, n)
      SELECT w, count(*) FROM products, storefront_words(products.store_name || ' ' || products.keyword) AS w
      WHERE products.is_del = 0 AND products.is_show = 1 GROUP BY w
      ON CONFLICT (word) DO NOTHING`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops)`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS search_words_spent_idx ON search_words (word) WHERE n <= 0`.execute(db);
    // Statement-level, with the statement's rows as transition tables: one count change per word per statement.
    // Row by row, a bulk load in one transaction updated a common word's row once per product, and each update
    // had to step over every version the transaction had already made of it (100,000 products took minutes).
    // Words are written in a fixed order, so two writes sharing words lock their counts in the same order.
    await sql`CREATE OR REPLACE FUNCTION storefront_search_words_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO search_words (word, n)
            SELECT w, count(*) FROM new_rows, storefront_words(new_rows.store_name || ' ' || new_rows.keyword) AS w
            WHERE new_rows.is_del = 0 AND new_rows.is_show = 1 GROUP BY w ORDER BY w
            ON CONFLICT (word) DO UPDATE SET n = search_words.n + EXCLUDED.n;
          RETURN NULL;
        END IF;
        IF TG_OP = 'DELETE' THEN
          UPDATE search_words SET n = search_words.n - gone.c
            FROM (SELECT w, count(*) AS c FROM old_rows, storefront_words(old_rows.store_name || ' ' || old_rows.keyword) AS w
                  WHERE old_rows.is_del = 0 AND old_rows.is_show = 1 GROUP BY w ORDER BY w) AS gone
            WHERE search_words.word = gone.w;
          DELETE FROM search_words WHERE n <= 0;
          RETURN NULL;
        END IF;
        -- UPDATE: only the rows whose name, keywords or visibility changed (a sale or a stock change is not).
        UPDATE search_words SET n = search_words.n - gone.c
          FROM (SELECT w, count(*) AS c FROM old_rows JOIN new_rows ON new_rows.id = old_rows.id,
                  storefront_words(old_rows.store_name || ' ' || old_rows.keyword) AS w
                WHERE old_rows.is_del = 0 AND old_rows.is_show = 1
                  AND (old_rows.store_name, old_rows.keyword, old_rows.is_del, old_rows.is_show) IS DISTINCT FROM (new_rows.store_name, new_rows.keyword, new_rows.is_del, new_rows.is_show)
                GROUP BY w ORDER BY w) AS gone
          WHERE search_words.word = gone.w;
        INSERT INTO search_words (word, n)
          SELECT w, count(*) FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id, storefront_words(new_rows.store_name || ' ' || new_rows.keyword) AS w
          WHERE new_rows.is_del = 0 AND new_rows.is_show = 1
            AND (old_rows.store_name, old_rows.keyword, old_rows.is_del, old_rows.is_show) IS DISTINCT FROM (new_rows.store_name, new_rows.keyword, new_rows.is_del, new_rows.is_show)
          GROUP BY w ORDER BY w
          ON CONFLICT (word) DO UPDATE SET n = search_words.n + EXCLUDED.n;
        DELETE FROM search_words WHERE n <= 0;
        RETURN NULL;
      END
    $fn$`.execute(db);
    for (const t of PG_TRIGGERS) await sql`DROP TRIGGER IF EXISTS ${sql.raw(t)} ON products`.execute(db);
    await sql`CREATE TRIGGER products_search_words_ins AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION storefront_search_words_sync()`.execute(db);
    await sql`CREATE TRIGGER products_search_words_del AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION storefront_search_words_sync()`.execute(db);
    await sql`CREATE TRIGGER products_search_words_upd AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION storefront_search_words_sync()`.execute(db);
    await sql`ANALYZE search_words`.execute(db);
    await productSearchSold(db);
    return;
  }
  await sql`CREATE TABLE IF NOT EXISTS search_words (word TEXT PRIMARY KEY, n INTEGER NOT NULL)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS search_words_spent_idx ON search_words (word) WHERE n <= 0`.execute(db);
  await sql`CREATE VIRTUAL TABLE IF NOT EXISTS search_words_fts USING fts5(padded, tokenize='trigram')`.execute(db);
  await sql`CREATE TRIGGER search_words_fts_ai AFTER INSERT ON search_words BEGIN
    INSERT INTO search_words_fts(rowid, padded) VALUES (new.rowid, char(31, 31) || new.word || char(31));
  END`.execute(db);
  await sql`CREATE TRIGGER search_words_fts_ad AFTER DELETE ON search_words BEGIN
    DELETE FROM search_words_fts WHERE rowid = old.rowid;
  END`.execute(db);
  await sql`INSERT INTO search_words (word, n)
    SELECT w.value, count(*) FROM products, json_each(storefront_words(products.store_name || ' ' || products.keyword)) AS w
    WHERE products.is_del = 0 AND products.is_show = 1 GROUP BY w.value`.execute(db);
  // "WHERE true" lets SQLite read the upsert after a SELECT.
  const add = (side: 'new') => sql.raw(`INSERT INTO search_words (word, n)
      SELECT value, 1 FROM json_each(storefront_words(${side}.store_name || ' ' || ${side}.keyword)) WHERE true
      ON CONFLICT (word) DO UPDATE SET n = n + 1;`);
  const remove = (side: 'old') => sql.raw(`UPDATE search_words SET n = n - 1 WHERE word IN (SELECT value FROM json_each(storefront_words(${side}.store_name || ' ' || ${side}.keyword)));
      DELETE FROM search_words WHERE n <= 0;`);
  await sql`CREATE TRIGGER search_words_products_ai AFTER INSERT ON products WHEN new.is_del = 0 AND new.is_show = 1 BEGIN
    ${add('new')}
  END`.execute(db);
  await sql`CREATE TRIGGER search_words_products_ad AFTER DELETE ON products WHEN old.is_del = 0 AND old.is_show = 1 BEGIN
    ${remove('old')}
  END`.execute(db);
  // Both halves guarded inside, so a product going off shelf only gives back and one coming on only adds.
  await sql`CREATE TRIGGER search_words_products_au AFTER UPDATE OF store_name, keyword, is_del, is_show ON products BEGIN
    UPDATE search_words SET n = n - 1 WHERE old.is_del = 0 AND old.is_show = 1
      AND word IN (SELECT value FROM json_each(storefront_words(old.store_name || ' ' || old.keyword)));
    DELETE FROM search_words WHERE old.is_del = 0 AND old.is_show = 1 AND n <= 0;
    INSERT INTO search_words (word, n)
      SELECT value, 1 FROM json_each(storefront_words(new.store_name || ' ' || new.keyword)) WHERE new.is_del = 0 AND new.is_show = 1
      ON CONFLICT (word) DO UPDATE SET n = n + 1;
  END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const t of PG_TRIGGERS) await sql`DROP TRIGGER IF EXISTS ${sql.raw(t)} ON products`.execute(db);
    await sql`DROP FUNCTION IF EXISTS storefront_search_words_sync()`.execute(db);
    await sql`DROP TABLE IF EXISTS search_words`.execute(db);
    await sql`DROP FUNCTION IF EXISTS storefront_words(text)`.execute(db);
    // Back to migration 009's search table and trigger.
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
    await sql`ALTER TABLE product_search DROP COLUMN IF EXISTS sold`.execute(db);
    return;
  }
  for (const t of SQLITE_TRIGGERS) await sql`DROP TRIGGER IF EXISTS ${sql.raw(t)}`.execute(db);
  await sql`DROP TABLE IF EXISTS search_words_fts`.execute(db);
  await sql`DROP TABLE IF EXISTS search_words`.execute(db);
}
