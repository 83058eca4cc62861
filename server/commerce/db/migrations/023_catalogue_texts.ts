import type { Kysely } from 'kysely';

/**
 * Per-language catalogue texts (docs/api-extensions.md "Catalogue texts in the shopper's language"): A stores
 * category names, spec names and values, units, service guarantees and banner texts once, in the language the
 * operator or merchant wrote them. A row here says how one such text (`source`, as stored) reads in one
 * language, for one kind of text, so the same word can read differently as a unit and as a category, and an
 * operator or merchant can later add a language or a missing word without touching the catalogue itself.
 */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  let t = db.schema.createTable('catalogue_texts').ifNotExists();
  t = isPostgres(db) ? t.addColumn('id', 'serial', (b) => b.primaryKey()) : t.addColumn('id', 'integer', (b) => b.primaryKey().autoIncrement());
  t = t
    .addColumn('kind', 'text', (b) => b.notNull())
    .addColumn('source', 'text', (b) => b.notNull())
    .addColumn('language_code', 'text', (b) => b.notNull())
    .addColumn('text', 'text', (b) => b.notNull());
  await t.execute();
  // One translation per text, kind and language; answers read one language's rows at a time.
  await db.schema.createIndex('catalogue_texts_uq').ifNotExists().unique().on('catalogue_texts').columns(['language_code', 'kind', 'source']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalogue_texts').ifExists().execute();
}
