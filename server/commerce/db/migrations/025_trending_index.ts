import { sql, type Kysely } from 'kysely';

/**
 * The home page's "Trending" row lists the products shoppers look at most (`browse`, then newest). Without an
 * index every visible product was read and sorted for ten cards (220 ms at 25,000 products on PostgreSQL,
 * more with each language's first draw); this index hands the row over in order, the visible products first.
 * Not a partial index: SQLite's planner passed a partial one over for the shop index and sorted again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS products_trending_idx ON products (is_del, is_show, browse, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS products_trending_idx`.execute(db);
}
