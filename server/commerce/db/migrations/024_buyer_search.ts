import { sql, type Kysely } from 'kysely';

/**
 * The consoles find orders and refunds by a part of the buyer: the shopper's nickname, email or phone, or the
 * name, phone or email written on the order. A LIKE over every shopper and every order ran on each console
 * page (112–171 ms p95 at 50,000 orders, tests/bench/consoles.bench.ts), so the buyer's texts get the same
 * machinery as product keywords (migrations 006 and 008):
 * - SQLite: FTS5 trigram indexes over those columns, kept in step by triggers so every write path (checkout,
 *   profile edits, seed, CLI) keeps them current;
 * - PostgreSQL: a stored, folded (unaccented, lower-case) copy of the same columns with a trigram index.
 * Both fold case and accents, as product search does.
 */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
}

/** [table, its FTS5 index, the searched columns]. */
const SEARCHED: [table: string, index: string, columns: string[]][] = [
  ['users', 'users_buyer_fts', ['nickname', 'email', 'phone']],
  ['orders', 'orders_buyer_fts', ['real_name', 'user_phone', 'email']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const [table, , columns] of SEARCHED) {
      const text = columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `);
      await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN IF NOT EXISTS buyer_fold text GENERATED ALWAYS AS (storefront_fold(${sql.raw(text)})) STORED`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS ${sql.raw(`${table}_buyer_fold_trgm_idx`)} ON ${sql.table(table)} USING gin (buyer_fold gin_trgm_ops)`.execute(db);
      await sql`ANALYZE ${sql.table(table)}`.execute(db);
    }
    return;
  }
  for (const [table, index, columns] of SEARCHED) {
    const cols = columns.join(', ');
    const news = columns.map((c) => `new.${c}`).join(', ');
    const olds = columns.map((c) => `old.${c}`).join(', ');
    await sql.raw(`CREATE VIRTUAL TABLE IF NOT EXISTS ${index} USING fts5(${cols}, content='${table}', content_rowid='id', tokenize='trigram remove_diacritics 1')`).execute(db);
    await sql.raw(`INSERT INTO ${index}(${index}) VALUES ('rebuild')`).execute(db);
    await sql.raw(`CREATE TRIGGER IF NOT EXISTS ${index}_ai AFTER INSERT ON ${table} BEGIN
      INSERT INTO ${index}(rowid, ${cols}) VALUES (new.id, ${news});
    END`).execute(db);
    await sql.raw(`CREATE TRIGGER IF NOT EXISTS ${index}_ad AFTER DELETE ON ${table} BEGIN
      INSERT INTO ${index}(${index}, rowid, ${cols}) VALUES ('delete', old.id, ${olds});
    END`).execute(db);
    await sql.raw(`CREATE TRIGGER IF NOT EXISTS ${index}_au AFTER UPDATE OF ${cols} ON ${table} BEGIN
      INSERT INTO ${index}(${index}, rowid, ${cols}) VALUES ('delete', old.id, ${olds});
      INSERT INTO ${index}(rowid, ${cols}) VALUES (new.id, ${news});
    END`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const [table] of SEARCHED) {
      await sql`DROP INDEX IF EXISTS ${sql.raw(`${table}_buyer_fold_trgm_idx`)}`.execute(db);
      await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN IF EXISTS buyer_fold`.execute(db);
    }
    return;
  }
  for (const [, index] of SEARCHED) {
    for (const t of ['ai', 'ad', 'au']) await sql.raw(`DROP TRIGGER IF EXISTS ${index}_${t}`).execute(db);
    await sql.raw(`DROP TABLE IF EXISTS ${index}`).execute(db);
  }
}
