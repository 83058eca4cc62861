import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface TestDb {
  /** Set for PostgreSQL runs; undefined means SQLite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database per test file: a temp SQLite dir, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set (the same suites then run on PostgreSQL, as CI does).
 */
export async function createTestDb(): Promise<TestDb> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
