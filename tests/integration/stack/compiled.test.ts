import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createTestDb, type TestDb } from '../../helpers/testDb.js';
import { call, fixtureStaticDir, SECRET, spawnServer } from '../bff/harness.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// Inside the checkout, so the compiled files find node_modules like dist/server does.
const OUT = join(ROOT, 'dist', `server-test-${process.pid}`);
const run = promisify(execFile);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

describe('the server compiled ahead of time (what npm start and the image run)', () => {
  let tdb: TestDb;
  beforeAll(async () => {
    await run(process.execPath, ['scripts/build-server.mjs', OUT], { cwd: ROOT });
    tdb = await createTestDb();
  });
  afterAll(async () => {
    rmSync(OUT, { recursive: true, force: true });
    await tdb?.drop();
  });

  it('is plain JavaScript: every entry point is built and nothing points back at TypeScript sources', () => {
    for (const entry of ['main.js', 'commerce/main.js', 'commerce/admin/cli.js', 'commerce/db/migrate-cli.js', 'commerce/seed/seed-cli.js']) {
      expect(existsSync(join(OUT, entry)), entry).toBe(true);
    }
    for (const file of filesUnder(OUT).filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(file, 'utf8');
      expect(code, file).not.toMatch(/from\s+["'][^"']*\.tsx?["']/);
      expect(code, file).not.toMatch(/["']tsx(\/[^"']*)?["']/);
    }
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string>; dependencies: Record<string, string> };
    expect(pkg.scripts.start).toMatch(/^node .*dist\/server\/main\.js$/);
    // The production image prunes dev dependencies; the TypeScript loader is one of them.
    expect(pkg.dependencies.tsx).toBeUndefined();
  });

  it('runs the whole storefront under plain node (no loader), serves the catalogue, and exits 0 on SIGTERM', async () => {
    const { child, exited, ready } = spawnServer(['--enable-source-maps', join(OUT, 'main.js')], {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      COMMERCE_HOST: '127.0.0.1',
      COMMERCE_PORT: '0',
      DATA_DIR: tdb.dataDir,
      ...(tdb.databaseUrl ? { DATABASE_URL: tdb.databaseUrl } : {}),
      SESSION_SECRET: SECRET,
      STATIC_DIR: fixtureStaticDir(),
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '0',
    });
    try {
      const base = await ready(45_000);
      expect((await call(base, '/readyz')).status).toBe(200);
      const list = await call(base, '/api/front/product/list?page=1&limit=2');
      expect(list.status).toBe(200);
      expect((list.json() as { list: unknown[] }).list.length).toBeGreaterThan(0);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  it('carries every admin command in the compiled CLI', async () => {
    const { stdout } = await run(process.execPath, [join(OUT, 'commerce/admin/cli.js'), 'help'], { cwd: ROOT, env: process.env }).catch((e: { stdout: string }) => e);
    expect(stdout).toContain('orders:ship');
    expect(stdout).toContain('refunds:list');
  });
});
