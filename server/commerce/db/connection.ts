import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './schema.js';
import { SQLite } from './sqlite-driver.js';
import { openReadReplica, type ReadReplicaEvent } from './read-replica.js';
import { matchTier, storefrontWordsJson } from './search-words.js';

export type DbKind = 'sqlite' | 'postgres';

/** The embedded SQLite database's file inside DATA_DIR. */
export const SQLITE_FILE = 'commerce.sqlite';

export interface DbHandle {
  db: Kysely<Database>;
  /** Catalogue reads' handle on the replica at readUrl (PostgreSQL only); unset without one. */
  readDb?: Kysely<Database>;
  kind: DbKind;
  close(): Promise<void>;
}

// COUNT(*) and SUM() come back as int8/numeric strings from node-pg; the shop's values fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export interface DbOptions {
  databaseUrl?: string;
  dataDir: string;
  /** SQLite file name inside dataDir (tests use their own). */
  sqliteFile?: string;
  poolSize?: number;
  /** Told about idle-client errors (logged by the service). */
  onPoolError?: (err: Error) => void;
  /**
   * A PostgreSQL streaming replica of databaseUrl for catalogue reads (DATABASE_READ_URL; ignored without databaseUrl):
   * which errors mean it cannot be reached, and who is told when it is lost and when it answers again (the service
   * logs each once).
   */
  readReplica?: { url: string; isUnavailable: (err: unknown) => boolean; onEvent?: (event: ReadReplicaEvent) => void };
}

export function openDb(opts: DbOptions): DbHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, connectionTimeoutMillis: 10_000 });
    // An idle client dropped by the server (restart, failover, admin termination) emits 'error' on the
    // pool; unhandled, that would crash the process. The pool replaces the client on next use.
    pool.on('error', (err) => {
      if (opts.onPoolError) opts.onPoolError(err);
    });
    // A connection can also drop while a request holds it (a database restart under load). Its query
    // fails on its own; the client's 'error' event must not go unheard, or it would end the process.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
    if (!opts.readReplica) return { db, kind: 'postgres', close: () => db.destroy() };
    const replica = openReadReplica({ ...opts.readReplica, primaryPool: pool, poolSize: opts.poolSize });
    return {
      db,
      readDb: replica.db,
      kind: 'postgres',
      async close() {
        await replica.close();
        await db.destroy();
      },
    };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(join(opts.dataDir, opts.sqliteFile ?? SQLITE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // The search vocabulary's triggers (migration 026) split product text with the service's own definition.
  sqlite.function('storefront_words', { deterministic: true }, storefrontWordsJson);
  // Relevance: how the folded name matches the keyword, one call per match (catalog/search.ts).
  sqlite.function('storefront_tier', { deterministic: true }, matchTier);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}
