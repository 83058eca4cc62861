import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  PostgresDialect,
  PostgresDriver,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

/**
 * Catalogue reads on a PostgreSQL streaming replica (DATABASE_READ_URL), with the primary behind it.
 *
 * A replica trails the primary by its replay lag (milliseconds on a healthy pair), so only reads that can show
 * a slightly older catalogue come here: a shopper's own cart, orders and account, every console call and every
 * transaction stay on the primary (see `catalogRead` in ../catalog-read.ts, the one way in).
 *
 * Losing the replica must cost shoppers nothing: a query that cannot reach it (refused, dropped, timed out
 * connecting, the standby shutting down or starting up) runs again on the primary, and from then on every
 * read goes straight to the primary until a background probe finds the replica answering again. The outage is
 * told once (`down`) and its end once (`up`), not once per request.
 */

export type ReadReplicaEvent = { state: 'down'; replica: string; detail: string } | { state: 'up'; replica: string };

export interface ReadReplicaOptions {
  url: string;
  /** The primary's pool: where reads go while the replica is away. */
  primaryPool: pg.Pool;
  poolSize?: number;
  /** How long to wait for a connection to the replica before reading from the primary instead. */
  connectTimeoutMs?: number;
  /** The first wait before probing a lost replica again; it doubles up to PROBE_MAX_MS. */
  probeFirstMs?: number;
  /** Whether an error means "cannot reach the database" (the service's http/database-errors.ts; db/ imports nothing above it). */
  isUnavailable: (err: unknown) => boolean;
  onEvent?: (event: ReadReplicaEvent) => void;
}

export interface ReadReplica {
  db: Kysely<Database>;
  /** Whether catalogue reads currently go to the replica. */
  usable(): boolean;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 2_000;
const PROBE_FIRST_MS = 1_000;
const PROBE_MAX_MS = 15_000;

/** host:port/database of the replica, for log lines: never the user or the password. */
export function replicaName(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'DATABASE_READ_URL';
  }
}

/** The error's first line, with the URL's password cut out should a driver ever echo it. */
function describe(err: unknown, url: string): string {
  const e = err as { code?: unknown; message?: unknown };
  let text = `${typeof e.code === 'string' ? `${e.code}: ` : ''}${typeof e.message === 'string' ? e.message.split('\n')[0] : String(err)}`;
  let password = '';
  try {
    password = decodeURIComponent(new URL(url).password);
  } catch {
    // no password to hide
  }
  if (password) text = text.split(password).join('[redacted]');
  return text.slice(0, 300);
}

/**
 * A hot standby cancels a query whose rows replay is about to remove (SQLSTATE 40001, "conflict with
 * recovery"). The replica is fine, so it stays in use; that one query runs on the primary.
 */
function recoveryConflict(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  return e.code === '40001' && typeof e.message === 'string' && /conflict with recovery/i.test(e.message);
}

class ReplicaHealth {
  private down = false;
  private closed = false;
  private wait: number;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly name: string,
    private readonly url: string,
    private readonly probeFirstMs: number,
    private readonly probe: () => Promise<void>,
    private readonly onEvent: (event: ReadReplicaEvent) => void,
  ) {
    this.wait = probeFirstMs;
  }

  usable(): boolean {
    return !this.down && !this.closed;
  }

  failed(err: unknown): void {
    if (this.down || this.closed) return;
    this.down = true;
    this.wait = this.probeFirstMs;
    this.onEvent({ state: 'down', replica: this.name, detail: describe(err, this.url) });
    this.schedule();
  }

  private schedule(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => void this.tryAgain(), this.wait);
    this.timer.unref();
  }

  private async tryAgain(): Promise<void> {
    this.timer = null;
    if (this.closed) return;
    try {
      await this.probe();
    } catch {
      this.wait = Math.min(this.wait * 2, PROBE_MAX_MS);
      this.schedule();
      return;
    }
    if (this.closed) return;
    this.down = false;
    this.onEvent({ state: 'up', replica: this.name });
  }

  stop(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

async function runOn(driver: Driver, query: CompiledQuery): Promise<QueryResult<unknown>> {
  const connection = await driver.acquireConnection();
  try {
    return await connection.executeQuery(query);
  } finally {
    await driver.releaseConnection(connection);
  }
}

/**
 * One query at a time: the replica while it answers, else the primary; it holds no connection between queries.
 * A transaction opened on it (the typo retry scopes a search setting to one) is pinned to a primary connection
 * from BEGIN to its end, as every transaction runs on the primary.
 */
class ReplicaFirstConnection implements DatabaseConnection {
  pinned: DatabaseConnection | null = null;

  constructor(
    private readonly replica: Driver,
    private readonly primary: Driver,
    private readonly health: ReplicaHealth,
    private readonly isUnavailable: (err: unknown) => boolean,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.pinned) return this.pinned.executeQuery<R>(query);
    if (this.health.usable()) {
      try {
        return (await runOn(this.replica, query)) as QueryResult<R>;
      } catch (err) {
        if (recoveryConflict(err)) return (await runOn(this.primary, query)) as QueryResult<R>;
        if (!this.isUnavailable(err)) throw err;
        this.health.failed(err);
      }
    }
    return (await runOn(this.primary, query)) as QueryResult<R>;
  }

  // A stream cannot move to the primary halfway through; the catalogue reads none, so none goes to the replica.
  async *streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    if (this.pinned) {
      yield* this.pinned.streamQuery<R>(query, chunkSize);
      return;
    }
    const connection = await this.primary.acquireConnection();
    try {
      yield* connection.streamQuery<R>(query, chunkSize);
    } finally {
      await this.primary.releaseConnection(connection);
    }
  }
}

function pinnedOf(connection: DatabaseConnection): DatabaseConnection {
  const pinned = (connection as ReplicaFirstConnection).pinned;
  if (!pinned) throw new Error('no transaction is open on this catalogue read connection');
  return pinned;
}

class ReplicaFirstDriver implements Driver {
  constructor(
    private readonly replica: Required<Driver>,
    private readonly primary: Required<Driver>,
    private readonly health: ReplicaHealth,
    private readonly replicaPool: pg.Pool,
    private readonly isUnavailable: (err: unknown) => boolean,
  ) {}

  async init(): Promise<void> {
    await this.replica.init();
    await this.primary.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ReplicaFirstConnection(this.replica, this.primary, this.health, this.isUnavailable);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = connection as ReplicaFirstConnection;
    c.pinned = await this.primary.acquireConnection();
    await this.primary.beginTransaction(c.pinned, settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.primary.commitTransaction(pinnedOf(connection));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.primary.rollbackTransaction(pinnedOf(connection));
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.primary.savepoint(pinnedOf(connection), name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.primary.rollbackToSavepoint(pinnedOf(connection), name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.primary.releaseSavepoint(pinnedOf(connection), name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // Outside a transaction each query released its own connection.
    const c = connection as ReplicaFirstConnection;
    if (!c.pinned) return;
    const pinned = c.pinned;
    c.pinned = null;
    await this.primary.releaseConnection(pinned);
  }

  async destroy(): Promise<void> {
    this.health.stop();
    // Only the replica's pool: the primary's belongs to the primary's handle.
    if (!this.replicaPool.ending) await this.replicaPool.end();
  }
}

export function openReadReplica(opts: ReadReplicaOptions): ReadReplica {
  const name = replicaName(opts.url);
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: opts.poolSize ?? 10,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    // A replica that vanishes without closing its sockets is noticed by the kernel, not after hours.
    keepAlive: true,
  });
  const replicaDriver = new PostgresDriver({ pool });
  const primaryDriver = new PostgresDriver({ pool: opts.primaryPool });
  const health = new ReplicaHealth(
    name,
    opts.url,
    opts.probeFirstMs ?? PROBE_FIRST_MS,
    async () => {
      await runOn(replicaDriver, CompiledQuery.raw('select 1'));
    },
    opts.onEvent ?? (() => {}),
  );
  // Idle connections dropped by a stopping replica are the first sign of an outage; unheard, the pool's and the
  // client's 'error' events would end the process.
  pool.on('error', (err) => {
    if (opts.isUnavailable(err)) health.failed(err);
  });
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const pgDialect = new PostgresDialect({ pool });
  const dialect: Dialect = {
    createAdapter: () => pgDialect.createAdapter(),
    createQueryCompiler: () => pgDialect.createQueryCompiler(),
    createIntrospector: (db) => pgDialect.createIntrospector(db),
    createDriver: () => new ReplicaFirstDriver(replicaDriver, primaryDriver, health, pool, opts.isUnavailable),
  };
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
  return {
    db,
    usable: () => health.usable(),
    async close() {
      health.stop();
      await db.destroy();
      // A handle never queried was never initialised, so destroy() left its pool alone.
      if (!pool.ending) await pool.end();
    },
  };
}
