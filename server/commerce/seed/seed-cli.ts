import { resolve } from 'node:path';
import pino from 'pino';
import { loadConfig, ConfigError } from '../../config.js';
import { openDb } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { isSeeded, seedDemoData } from './seed.js';
import type { CommerceContext } from '../context.js';

// `npm run db:seed`: migrates, then loads the demo marketplace into an empty database (images are
// rewritten into DATA_DIR either way). An already seeded database is left as it is.
try {
  const config = loadConfig();
  const dataDir = resolve(config.DATA_DIR);
  const handle = openDb({ databaseUrl: config.DATABASE_URL, dataDir });
  try {
    await migrateToLatest(handle.db);
    const ctx: CommerceContext = { db: handle.db, kind: handle.kind, config, dataDir, log: pino({ level: config.LOG_LEVEL }) };
    const already = await isSeeded(ctx);
    const started = Date.now();
    await seedDemoData(ctx);
    console.log(already ? 'Demo data already present; images refreshed.' : `Demo data seeded in ${Date.now() - started} ms (${handle.kind}).`);
  } finally {
    await handle.close();
  }
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
}
