import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './schema.js';
import { SQLite } from './sqlite-driver.js';

export type DbKind = 'sqlite' | 'postgres';

/** The embedded SQLite database's file inside DATA_DIR. */
export const SQLITE_FILE = 'commerce.sqlite';

export interface DbHandle {
  db: Kysely<Database>;
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
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(join(opts.dataDir, opts.sqliteFile ?? SQLITE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}
