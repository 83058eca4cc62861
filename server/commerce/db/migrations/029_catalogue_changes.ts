import { sql, type Kysely } from 'kysely';

/**
 * The catalogue's change log (docs/adr/0014-facet-counts-from-an-index-of-value-sets.md). Each commerce process keeps
 * the visible catalogue in memory for facet counts and facet-narrowed lists (catalog/catalogue-index.ts); before it
 * answers, it reads the rows past the last one it applied and re-reads only those products, so a merchant's save is
 * in the facets on the next request, on every process of a cluster.
 *
 * catalogue_changes (seq, product_id, mer_id, text_change, at):
 * - product_id: a product whose visibility, price, stock, sales, shop, category, order, specs or rating changed;
 *   -1 for a bulk write (a PostgreSQL statement of more than BULK rows), which makes every process rebuild.
 * - mer_id: a shop opened, closed, added or removed (product_id 0).
 * - text_change: 1 when the product is new or its name or keywords may have changed, so the keyword sets a process
 *   keeps are checked again for it.
 * - at: when it was written (ms since the epoch); a PostgreSQL reader looks a few seconds back, because a
 *   transaction may commit after one that took a later seq.
 *
 * Triggers write it inside the writer's transaction, whoever writes. The oldest rows are pruned past KEEP; a reader
 * that has fallen further behind rebuilds.
 */

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
}

/** Rows kept behind the newest; catalog/catalogue-index.ts rebuilds when it is further behind than this. */
export const CHANGES_KEPT = 100_000;
/** A PostgreSQL statement writing more rows than this logs one "rebuild" row instead of one per product. */
const BULK = 1000;

/** Columns of products whose change moves a product in or out of a list, or changes its place or counts. */
const PRODUCT_COLUMNS = ['is_show', 'is_del', 'price', 'stock', 'mer_id', 'cate_id', 'sales', 'ficti', 'sort', 'created_at'];
/** Columns the keyword index reads (migration 009). */
const TEXT_COLUMNS = ['store_name', 'keyword'];

const SQLITE_NOW = `CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)`;

const SQLITE_TRIGGERS: [name: string, sql: string][] = [
  ['catalogue_changes_products_ai', `AFTER INSERT ON products BEGIN INSERT INTO catalogue_changes (product_id, mer_id, text_change, at) VALUES (NEW.id, 0, 1, ${SQLITE_NOW}); END`],
  ['catalogue_changes_products_ad', `AFTER DELETE ON products BEGIN INSERT INTO catalogue_changes (product_id, mer_id, text_change, at) VALUES (OLD.id, 0, 1, ${SQLITE_NOW}); END`],
  [
    'catalogue_changes_products_au',
    `AFTER UPDATE OF ${PRODUCT_COLUMNS.join(', ')} ON products BEGIN INSERT INTO catalogue_changes (product_id, mer_id, text_change, at) VALUES (NEW.id, 0, 0, ${SQLITE_NOW}); END`,
  ],
  [
    'catalogue_changes_products_text',
    `AFTER UPDATE OF ${TEXT_COLUMNS.join(', ')} ON products BEGIN INSERT INTO catalogue_changes (product_id, mer_id, text_change, at) VALUES (NEW.id, 0, 1, ${SQLITE_NOW}); END`,
  ],
  ['catalogue_changes_facets_ai', `AFTER INSERT ON product_facet_values BEGIN INSERT INTO catalogue_changes (product_id, mer_id, text_change, at) VALUES (NEW.product_id, 0, 0, ${SQLITE_NOW}); END`],
  ['catalogue_changes_facets_ad', `AFTER DELETE ON product_facet_values BEGIN INSERT INTO catalogue_changes (product_id, mer_id, text_change, at) VALUES (OLD.product_id, 0, 0, ${SQLITE_NOW}); END`],
  ['catalogue_changes_ratings_ai', `AFTER INSERT ON product_ratings BEGIN INSERT INTO catalogue_changes (product_id, mer_id, text_change, at) VALUES (NEW.product_id, 0, 0, ${SQLITE_NOW}); END`],
  ['catalogue_changes_ratings_ad', `AFTER DELETE ON product_ratings BEGIN INSERT INTO catalogue_changes (product_id, mer_id, text_change, at) VALUES (OLD.product_id, 0, 0, ${SQLITE_NOW}); END`],
  ['catalogue_changes_ratings_au', `AFTER UPDATE ON product_ratings BEGIN INSERT INTO catalogue_changes (product_id, mer_id, text_change, at) VALUES (NEW.product_id, 0, 0, ${SQLITE_NOW}); END`],
  ['catalogue_changes_shops_ai', `AFTER INSERT ON merchants BEGIN INSERT INTO catalogue_changes (product_id, mer_id, text_change, at) VALUES (0, NEW.id, 0, ${SQLITE_NOW}); END`],
  ['catalogue_changes_shops_ad', `AFTER DELETE ON merchants BEGIN INSERT INTO catalogue_changes (product_id, mer_id, text_change, at) VALUES (0, OLD.id, 0, ${SQLITE_NOW}); END`],
  ['catalogue_changes_shops_au', `AFTER UPDATE OF is_show ON merchants BEGIN INSERT INTO catalogue_changes (product_id, mer_id, text_change, at) VALUES (0, NEW.id, 0, ${SQLITE_NOW}); END`],
  // Pruned every thousandth row, in the writer's transaction: a range delete on the primary key.
  ['catalogue_changes_prune', `AFTER INSERT ON catalogue_changes WHEN NEW.seq % 1000 = 0 BEGIN DELETE FROM catalogue_changes WHERE seq <= NEW.seq - ${CHANGES_KEPT}; END`],
];

/**
 * PostgreSQL statement triggers (a bulk write logs in one pass): [table, event, the changed rows as (product_id,
 * mer_id, text_change)]. An UPDATE compares the old and new rows, because a statement trigger with transition
 * tables cannot name columns: only a real change is logged (a page view's browse count is not).
 */
const changed = (cols: string[]) => `(${cols.map((c) => `o.${c}`).join(', ')}) IS DISTINCT FROM (${cols.map((c) => `n.${c}`).join(', ')})`;
const PG_TRIGGERS: [table: string, event: 'insert' | 'update' | 'delete', rows: string][] = [
  ['products', 'insert', 'SELECT id, 0, 1 FROM new_rows'],
  ['products', 'delete', 'SELECT id, 0, 1 FROM old_rows'],
  [
    'products',
    'update',
    `SELECT n.id, 0, CASE WHEN ${changed(TEXT_COLUMNS)} THEN 1 ELSE 0 END FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE ${changed(PRODUCT_COLUMNS)} OR ${changed(TEXT_COLUMNS)}`,
  ],
  ['product_facet_values', 'insert', 'SELECT DISTINCT product_id, 0, 0 FROM new_rows'],
  ['product_facet_values', 'delete', 'SELECT DISTINCT product_id, 0, 0 FROM old_rows'],
  ['product_ratings', 'insert', 'SELECT product_id, 0, 0 FROM new_rows'],
  ['product_ratings', 'delete', 'SELECT product_id, 0, 0 FROM old_rows'],
  ['product_ratings', 'update', 'SELECT product_id, 0, 0 FROM new_rows'],
  ['merchants', 'insert', 'SELECT 0, id, 0 FROM new_rows'],
  ['merchants', 'delete', 'SELECT 0, id, 0 FROM old_rows'],
  ['merchants', 'update', `SELECT 0, n.id, 0 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ${changed(['is_show'])}`],
];

const pgName = (t: (typeof PG_TRIGGERS)[number]) => `catalogue_changes_${t[0]}_${t[1]}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`CREATE TABLE IF NOT EXISTS catalogue_changes (
      seq bigserial PRIMARY KEY, product_id integer NOT NULL, mer_id integer NOT NULL, text_change smallint NOT NULL, at bigint NOT NULL)`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS catalogue_changes_at_idx ON catalogue_changes (at)`.execute(db);
    const now = '(extract(epoch from clock_timestamp()) * 1000)::bigint';
    for (const t of PG_TRIGGERS) {
      const [table, event, rows] = t;
      const name = pgName(t);
      const source = event === 'delete' ? 'old_rows' : 'new_rows';
      const referencing = event === 'insert' ? 'NEW TABLE AS new_rows' : event === 'delete' ? 'OLD TABLE AS old_rows' : 'OLD TABLE AS old_rows NEW TABLE AS new_rows';
      await sql
        .raw(
          `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
          BEGIN
            IF (SELECT count(*) FROM ${source}) > ${BULK} THEN
              INSERT INTO catalogue_changes (product_id, mer_id, text_change, at) VALUES (-1, 0, 1, ${now});
            ELSE
              INSERT INTO catalogue_changes (product_id, mer_id, text_change, at) SELECT c.*, ${now} FROM (${rows}) AS c;
            END IF;
            IF random() < 0.01 THEN
              DELETE FROM catalogue_changes WHERE seq < (SELECT max(seq) FROM catalogue_changes) - ${CHANGES_KEPT};
            END IF;
            RETURN NULL;
          END
        $fn$`,
        )
        .execute(db);
      await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${table}`).execute(db);
      await sql.raw(`CREATE TRIGGER ${name} AFTER ${event.toUpperCase()} ON ${table} REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`).execute(db);
    }
    return;
  }
  await sql`CREATE TABLE IF NOT EXISTS catalogue_changes (
    seq integer PRIMARY KEY AUTOINCREMENT, product_id integer NOT NULL, mer_id integer NOT NULL, text_change integer NOT NULL, at integer NOT NULL)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS catalogue_changes_at_idx ON catalogue_changes (at)`.execute(db);
  for (const [name, body] of SQLITE_TRIGGERS) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
    await sql.raw(`CREATE TRIGGER ${name} ${body}`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const t of PG_TRIGGERS) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${pgName(t)} ON ${t[0]}`).execute(db);
      await sql.raw(`DROP FUNCTION IF EXISTS ${pgName(t)}()`).execute(db);
    }
  } else {
    for (const [name] of SQLITE_TRIGGERS) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  }
  await sql`DROP TABLE IF EXISTS catalogue_changes`.execute(db);
}
