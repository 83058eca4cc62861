import { sql, type Kysely } from 'kysely';

/**
 * Facets with counts (docs/api-extensions.md "Facets with counts") read two narrow tables, so narrowing a list by
 * spec values or rating and counting each value over the matched products never parses the products' spec lists
 * or averages their reviews at read time:
 *
 * - product_facet_values (product_id, name, value): one row per spec value a product offers (product_attrs split
 *   on its commas, trimmed, as stored: the English source text). Indexed both ways: (name, value, product_id) finds
 *   the products of a value, the primary key (product_id, name, value) counts the values of a set of products.
 * - product_ratings (product_id, reply_num, star_sum, star_tenths): the shown reviews' count and star sum, and the
 *   average as the product card rounds it (one decimal, half up), times ten; indexed by (star_tenths, product_id).
 *
 * Triggers keep both current on every write to product_attrs and product_replies, whoever writes (the merchant
 * console's product save, the seed, a review), inside the writer's transaction: a product put on sale is in the
 * facets the moment its save commits. Existing products are filled in here.
 */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
}

const SQLITE_TRIGGERS = ['product_attrs_facets_ai', 'product_attrs_facets_ad', 'product_attrs_facets_au', 'product_replies_rating_ai', 'product_replies_rating_ad', 'product_replies_rating_au'];

/** A spec value or name longer than this cannot be asked for (shared/facet-params.ts FACET_MAX_TEXT), so it is not stored. */
const MAX_TEXT = 128;

/** SQLite: the spec rows of one product, its attribute lists split with json_each (json_quote escapes the text, and a comma never occurs inside an escape). */
function sqliteFacetSync(product: string): string {
  return `DELETE FROM product_facet_values WHERE product_id = ${product};
    INSERT OR IGNORE INTO product_facet_values (product_id, name, value)
      SELECT a.product_id, trim(a.attr_name), trim(j.value)
      FROM product_attrs a, json_each('[' || replace(json_quote(a.attr_values), ',', '","') || ']') j
      WHERE a.product_id = ${product} AND a.is_del = 0 AND trim(a.attr_name) <> '' AND trim(j.value) <> ''
        AND length(trim(a.attr_name)) <= ${MAX_TEXT} AND length(trim(j.value)) <= ${MAX_TEXT};`;
}

function sqliteRatingSync(product: string): string {
  return `DELETE FROM product_ratings WHERE product_id = ${product};
    INSERT INTO product_ratings (product_id, reply_num, star_sum, star_tenths)
      SELECT ${product}, count(*), sum(star), (sum(star) * 20 + count(*)) / (count(*) * 2)
      FROM product_replies WHERE product_id = ${product} AND is_del = 0 HAVING count(*) > 0;`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS product_facet_values (
    product_id integer NOT NULL, name varchar(128) NOT NULL, value varchar(128) NOT NULL,
    PRIMARY KEY (product_id, name, value))`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS product_facet_values_value_idx ON product_facet_values (name, value, product_id)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS product_ratings (
    product_id integer PRIMARY KEY, reply_num integer NOT NULL, star_sum integer NOT NULL, star_tenths integer NOT NULL)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS product_ratings_star_idx ON product_ratings (star_tenths, product_id)`.execute(db);

  if (isPostgres(db)) {
    // Statement-level triggers with transition tables: a bulk write (the seed, a generated catalogue) resyncs its
    // products in one pass instead of once per row.
    await sql`CREATE OR REPLACE FUNCTION storefront_facets_of(pids integer[]) RETURNS void LANGUAGE plpgsql AS $fn$
      BEGIN
        DELETE FROM product_facet_values WHERE product_id = ANY(pids);
        INSERT INTO product_facet_values (product_id, name, value)
          SELECT DISTINCT a.product_id, btrim(a.attr_name), btrim(v)
          FROM product_attrs a, unnest(string_to_array(a.attr_values, ',')) AS v
          WHERE a.product_id = ANY(pids) AND a.is_del = 0 AND btrim(a.attr_name) <> '' AND btrim(v) <> ''
            AND length(btrim(a.attr_name)) <= ${sql.raw(String(MAX_TEXT))} AND length(btrim(v)) <= ${sql.raw(String(MAX_TEXT))}
          ON CONFLICT DO NOTHING;
      END
    $fn$`.execute(db);
    await sql`CREATE OR REPLACE FUNCTION storefront_rating_of(pids integer[]) RETURNS void LANGUAGE plpgsql AS $fn$
      BEGIN
        DELETE FROM product_ratings WHERE product_id = ANY(pids);
        INSERT INTO product_ratings (product_id, reply_num, star_sum, star_tenths)
          SELECT product_id, count(*), sum(star), (sum(star) * 20 + count(*)) / (count(*) * 2)
          FROM product_replies WHERE product_id = ANY(pids) AND is_del = 0 GROUP BY product_id;
      END
    $fn$`.execute(db);
    for (const [table, sync] of [
      ['product_attrs', 'storefront_facets_of'],
      ['product_replies', 'storefront_rating_of'],
    ] as const) {
      for (const [event, rows] of [
        ['insert', 'SELECT product_id FROM new_rows'],
        ['delete', 'SELECT product_id FROM old_rows'],
        ['update', 'SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows'],
      ] as const) {
        const fn = `${sync}_${event}`;
        await sql.raw(`CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $fn$
          BEGIN
            PERFORM ${sync}(ARRAY(SELECT DISTINCT product_id FROM (${rows}) AS changed));
            RETURN NULL;
          END
        $fn$`).execute(db);
        const referencing = event === 'insert' ? 'NEW TABLE AS new_rows' : event === 'delete' ? 'OLD TABLE AS old_rows' : 'OLD TABLE AS old_rows NEW TABLE AS new_rows';
        await sql.raw(`DROP TRIGGER IF EXISTS ${table}_${event}_sync ON ${table}`).execute(db);
        await sql.raw(`CREATE TRIGGER ${table}_${event}_sync AFTER ${event.toUpperCase()} ON ${table} REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`).execute(db);
      }
    }
    await sql`INSERT INTO product_facet_values (product_id, name, value)
      SELECT DISTINCT a.product_id, btrim(a.attr_name), btrim(v)
      FROM product_attrs a, unnest(string_to_array(a.attr_values, ',')) AS v
      WHERE a.is_del = 0 AND btrim(a.attr_name) <> '' AND btrim(v) <> ''
        AND length(btrim(a.attr_name)) <= ${sql.raw(String(MAX_TEXT))} AND length(btrim(v)) <= ${sql.raw(String(MAX_TEXT))}
      ON CONFLICT DO NOTHING`.execute(db);
    await sql`INSERT INTO product_ratings (product_id, reply_num, star_sum, star_tenths)
      SELECT product_id, count(*), sum(star), (sum(star) * 20 + count(*)) / (count(*) * 2)
      FROM product_replies WHERE is_del = 0 GROUP BY product_id ON CONFLICT DO NOTHING`.execute(db);
    await sql`ANALYZE product_facet_values`.execute(db);
    await sql`ANALYZE product_ratings`.execute(db);
    return;
  }

  for (const t of SQLITE_TRIGGERS) await sql`DROP TRIGGER IF EXISTS ${sql.raw(t)}`.execute(db);
  const triggers = [
    `CREATE TRIGGER product_attrs_facets_ai AFTER INSERT ON product_attrs BEGIN ${sqliteFacetSync('NEW.product_id')} END`,
    `CREATE TRIGGER product_attrs_facets_ad AFTER DELETE ON product_attrs BEGIN ${sqliteFacetSync('OLD.product_id')} END`,
    `CREATE TRIGGER product_attrs_facets_au AFTER UPDATE ON product_attrs BEGIN ${sqliteFacetSync('OLD.product_id')} ${sqliteFacetSync('NEW.product_id')} END`,
    `CREATE TRIGGER product_replies_rating_ai AFTER INSERT ON product_replies BEGIN ${sqliteRatingSync('NEW.product_id')} END`,
    `CREATE TRIGGER product_replies_rating_ad AFTER DELETE ON product_replies BEGIN ${sqliteRatingSync('OLD.product_id')} END`,
    `CREATE TRIGGER product_replies_rating_au AFTER UPDATE OF product_id, star, is_del ON product_replies BEGIN ${sqliteRatingSync('OLD.product_id')} ${sqliteRatingSync('NEW.product_id')} END`,
  ];
  for (const t of triggers) await sql.raw(t).execute(db);
  await sql`INSERT OR IGNORE INTO product_facet_values (product_id, name, value)
    SELECT a.product_id, trim(a.attr_name), trim(j.value)
    FROM product_attrs a, json_each('[' || replace(json_quote(a.attr_values), ',', '","') || ']') j
    WHERE a.is_del = 0 AND trim(a.attr_name) <> '' AND trim(j.value) <> ''
      AND length(trim(a.attr_name)) <= ${sql.raw(String(MAX_TEXT))} AND length(trim(j.value)) <= ${sql.raw(String(MAX_TEXT))}`.execute(db);
  await sql`INSERT OR IGNORE INTO product_ratings (product_id, reply_num, star_sum, star_tenths)
    SELECT product_id, count(*), sum(star), (sum(star) * 20 + count(*)) / (count(*) * 2)
    FROM product_replies WHERE is_del = 0 GROUP BY product_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const [table, sync] of [
      ['product_attrs', 'storefront_facets_of'],
      ['product_replies', 'storefront_rating_of'],
    ] as const) {
      for (const event of ['insert', 'delete', 'update']) {
        await sql.raw(`DROP TRIGGER IF EXISTS ${table}_${event}_sync ON ${table}`).execute(db);
        await sql.raw(`DROP FUNCTION IF EXISTS ${sync}_${event}()`).execute(db);
      }
      await sql.raw(`DROP FUNCTION IF EXISTS ${sync}(integer[])`).execute(db);
    }
  } else {
    for (const t of SQLITE_TRIGGERS) await sql`DROP TRIGGER IF EXISTS ${sql.raw(t)}`.execute(db);
  }
  await sql`DROP TABLE IF EXISTS product_facet_values`.execute(db);
  await sql`DROP TABLE IF EXISTS product_ratings`.execute(db);
}
