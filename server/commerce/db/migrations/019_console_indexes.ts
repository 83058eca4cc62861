import type { Kysely } from 'kysely';

/**
 * Indexes the consoles' lists need at a real shop's size (tests/bench/consoles.bench.ts: a shop with 10,000
 * products and 50,000 orders in a marketplace of 5,000 shops).
 * - Merchant products: the favourites of a page's products are counted by product; the "sold out" tab and its
 *   count read the shop's products by stock instead of every product of the shop. SQLite only: the keyword
 *   and shop-category filters (LIKE on the name, keywords and shop categories, which migration 012's index
 *   lacks) are read from the index, newest first, instead of each product's row with its description; the new
 *   index starts as 012's did, so it takes that one's place. PostgreSQL searches the trigram-indexed folded
 *   column (migration 008) instead.
 * - Merchant orders: "all" pages newest first without sorting the shop's orders, and every tab's count is read
 *   from one index instead of the orders themselves.
 * - Platform products (migration 017): each state's list, newest change first, its count and its keyword
 *   filter are read from one index across every shop's products.
 */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
}

const CONSOLE_COLUMNS = ['mer_id', 'is_del', 'is_recycle', 'is_show', 'id'];

const indexes: [table: string, name: string, columns: string[]][] = [
  ['product_collects', 'product_collects_product_idx', ['product_id']],
  ['products', 'products_console_stock_idx', ['mer_id', 'is_del', 'is_recycle', 'stock']],
  ['merchant_orders', 'merchant_orders_console_all_idx', ['mer_id', 'id']],
  ['merchant_orders', 'merchant_orders_console_tabs_idx', ['mer_id', 'status', 'paid', 'refund_status', 'is_user_del']],
  ['products', 'products_platform_idx', ['is_del', 'is_recycle', 'is_show', 'updated_at', 'id', 'audit_status', 'store_name', 'keyword']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, name, columns] of indexes) await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
  if (!isPostgres(db)) {
    await db.schema.createIndex('products_console_keyword_idx').ifNotExists().on('products').columns([...CONSOLE_COLUMNS, 'store_name', 'keyword', 'mer_cate_ids']).execute();
    await db.schema.dropIndex('products_console_idx').ifExists().execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) {
    await db.schema.createIndex('products_console_idx').ifNotExists().on('products').columns(CONSOLE_COLUMNS).execute();
    await db.schema.dropIndex('products_console_keyword_idx').ifExists().execute();
  }
  for (const [, name] of [...indexes].reverse()) await db.schema.dropIndex(name).ifExists().execute();
}
