import { resolve } from 'node:path';
import { loadConfig, ConfigError } from '../../config.js';
import { openDb } from './connection.js';
import { migrateToLatest } from './migrate.js';

// `npm run db:migrate`: brings the configured database (DATABASE_URL or SQLite in DATA_DIR) to the latest schema.
try {
  const config = loadConfig();
  const handle = openDb({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR) });
  try {
    await migrateToLatest(handle.db);
    console.log(`Database migrated (${handle.kind}).`);
  } finally {
    await handle.close();
  }
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
}
