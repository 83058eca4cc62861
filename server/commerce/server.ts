import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import { openDb, type DbKind } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoData, isSeeded } from './seed/seed.js';
import { buildCommerceApp } from './app.js';
import { startBackgroundJobs } from './jobs.js';
import type { Database } from './db/schema.js';
import type { CommerceContext } from './context.js';
import { resolve } from 'node:path';
import pino from 'pino';
import { isDatabaseUnavailable } from './http/database-errors.js';

export interface CommerceHandle {
  url: string;
  app: FastifyInstance;
  db: Kysely<Database>;
  kind: DbKind;
  ctx: CommerceContext;
  close(): Promise<void>;
}

export interface StartCommerceOptions {
  host?: string;
  port?: number;
  /** Overrides config.SEED ('auto' seeds an empty database outside production). */
  seed?: 'auto' | 'always' | 'never';
  logger?: boolean;
  /** Where the log lines go (tests read them); standard output when unset. */
  logStream?: pino.DestinationStream;
}

/** Opens the database, migrates, seeds the demo marketplace when asked, and listens. */
export async function startCommerce(config: Config, opts: StartCommerceOptions = {}): Promise<CommerceHandle> {
  const dataDir = resolve(config.DATA_DIR);
  let log: FastifyInstance['log'] | null = null;
  const handle = openDb({
    databaseUrl: config.DATABASE_URL,
    dataDir,
    onPoolError: (err) => log?.warn({ detail: err.message }, 'database connection dropped; the pool will reconnect'),
    readReplica: config.DATABASE_READ_URL
      ? {
          url: config.DATABASE_READ_URL,
          isUnavailable: isDatabaseUnavailable,
          // One line when the replica is lost, one when it answers again; the name is host:port/database, never the URL.
          onEvent: (e) =>
            e.state === 'down'
              ? log?.warn({ replica: e.replica, detail: e.detail }, 'read replica unavailable: catalogue reads go to the primary until it answers again')
              : log?.info({ replica: e.replica }, 'read replica answering again: catalogue reads go back to it'),
        }
      : undefined,
  });
  try {
    await migrateToLatest(handle.db);
  } catch (err) {
    await handle.close().catch(() => {});
    // Name the setting, never the URL (it may hold a password).
    const where = config.DATABASE_URL ? 'DATABASE_URL' : 'DATA_DIR';
    throw new Error(`${where}: the database cannot be opened (${err instanceof Error ? err.message.split('\n')[0] : String(err)})`);
  }
  const app = await buildCommerceApp(
    { db: handle.db, readDb: handle.readDb, kind: handle.kind, config, dataDir },
    {
      logger:
        opts.logger === false || config.LOG_LEVEL === 'silent'
          ? false
          : {
              level: config.LOG_LEVEL,
              redact: { paths: ['req.headers["authori-zation"]', 'req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
              // The same timestamp form and service field as the BFF, so support reads one format.
              timestamp: pino.stdTimeFunctions.isoTime,
              base: { svc: 'commerce' },
              ...(opts.logStream ? { stream: opts.logStream } : {}),
            },
    },
  );
  log = app.log;
  const ctx: CommerceContext = { db: handle.db, readDb: handle.readDb, kind: handle.kind, config, dataDir, log: app.log };
  const seedMode = opts.seed ?? config.SEED;
  if (seedMode === 'always' || (seedMode === 'auto' && config.NODE_ENV !== 'production' && !(await isSeeded(ctx)))) {
    await seedDemoData(ctx);
  }
  const stopJobs = startBackgroundJobs(ctx);
  await app.listen({ host: opts.host ?? config.COMMERCE_HOST, port: opts.port ?? config.COMMERCE_PORT });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : (opts.port ?? config.COMMERCE_PORT);
  const host = opts.host ?? config.COMMERCE_HOST;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    app,
    db: handle.db,
    kind: handle.kind,
    ctx,
    async close() {
      await stopJobs();
      await app.close();
      await handle.close();
    },
  };
}
