import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../helpers/testDb.js';
import { Relay } from '../../helpers/tcp-relay.js';
import { loadConfig } from '../../../server/config.js';
import { openDb, type DbHandle } from '../../../server/commerce/db/connection.js';
import { migrateToLatest } from '../../../server/commerce/db/migrate.js';
import { buildCommerceApp } from '../../../server/commerce/app.js';
import { buildBff } from '../../../server/bff/app.js';

/**
 * PostgreSQL goes away under a running shop and comes back: a TCP relay between the commerce
 * service and the database is cut and restored. Neutral 503s meanwhile (one error line), and the
 * shop recovers by itself, without a restart. PostgreSQL runs only (SQLite is a file, not a server).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('losing PostgreSQL at run time', () => {
  let tdb: TestDb;
  let relay: Relay;
  let handle: DbHandle;
  let commerce: FastifyInstance;
  let bff: FastifyInstance;
  let commerceUrl: string;
  let bffUrl: string;
  const lines: string[] = [];

  beforeAll(async () => {
    tdb = await createTestDb();
    const real = new URL(tdb.databaseUrl!);
    relay = await Relay.open({ host: real.hostname, port: Number(real.port || 5432) });
    const viaRelay = new URL(real);
    viaRelay.host = `127.0.0.1:${relay.port}`;
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: tdb.dataDir, DATABASE_URL: viaRelay.toString() });
    handle = openDb({ databaseUrl: config.DATABASE_URL, dataDir: tdb.dataDir, poolSize: 4 });
    await migrateToLatest(handle.db);
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    commerce = await buildCommerceApp({ db: handle.db, kind: handle.kind, config, dataDir: tdb.dataDir }, { logger: { level: 'info', stream } });
    await commerce.listen({ host: '127.0.0.1', port: 0 });
    commerceUrl = `http://127.0.0.1:${(commerce.server.address() as { port: number }).port}`;
    bff = await buildBff({ ...config, COOKIE_SECURE: false, LOG_LEVEL: 'silent', UPSTREAM_RETRIES: 0 }, { upstreamUrl: commerceUrl });
    await bff.listen({ host: '127.0.0.1', port: 0 });
    bffUrl = `http://127.0.0.1:${(bff.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await bff?.close();
    await commerce?.close();
    await handle?.close();
    await tdb?.drop();
  });

  const list = () => fetch(`${commerceUrl}/api/front/merchant/street?page=1&limit=5`);
  let n = 0;
  // A query the public cache has not seen, so the BFF asks the commerce service.
  const viaBff = () => fetch(`${bffUrl}/api/front/merchant/street?page=1&limit=${(n += 1)}`, { headers: { 'x-csrf': '1' } });

  it('answers neutral 503s while the database is away, says so once, and recovers without a restart', async () => {
    expect((await list()).status).toBe(200);
    expect((await fetch(`${commerceUrl}/readyz`)).status).toBe(200);

    await relay.cut();
    for (let i = 0; i < 3; i++) {
      const res = await list();
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ code: 503, message: 'Service temporarily unavailable, please try again shortly', data: null });
    }
    const shopper = await viaBff();
    expect(shopper.status).toBe(503);
    expect(JSON.stringify(await shopper.json())).not.toMatch(/ECONN|postgres|127\.0\.0\.1/i);
    expect((await fetch(`${commerceUrl}/readyz`)).status).toBe(503);
    expect(lines.filter((l) => l.includes('database unavailable'))).toHaveLength(1);

    await relay.up();
    let status = 0;
    for (let i = 0; i < 30 && status !== 200; i++) {
      status = (await list()).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect((await viaBff()).status).toBe(200);
    expect((await fetch(`${commerceUrl}/readyz`)).status).toBe(200);
    expect(lines.filter((l) => l.includes('database reachable again'))).toHaveLength(1);
  }, 60_000);
});
