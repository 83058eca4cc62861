import { describe, expect, it } from 'vitest';
import { request as undiciRequest } from 'undici';
import { startTestUpstream } from '../../helpers/test-upstream';
import { startedForSuite } from '../../helpers/started-for-suite';
import { call, fixtureStaticDir, SECRET, spawnServer, startBff } from './harness';

const up = startedForSuite('the test upstream', () => startTestUpstream(), (u) => u.close());

describe('graceful shutdown', () => {
  it('finishes the in-flight request, then refuses new connections', async () => {
    const bff = await startBff(up.url, { UPSTREAM_TIMEOUT_MS: '5000' });
    up.set('/api/front/product/list', { kind: 'envelope', data: 'finished', delayMs: 600 });
    const inflight = call(bff.url, '/api/front/product/list');
    await new Promise((r) => setTimeout(r, 150));
    const closing = bff.close();
    const res = await inflight;
    expect(res.status).toBe(200);
    expect(res.json()).toBe('finished');
    await closing;
    await expect(undiciRequest(`${bff.url}/healthz`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    up.clear();
  });
});

/** The launcher as `npm run dev` starts it, through the TypeScript loader. */
const launch = (env: Record<string, string>) => spawnServer(['--import', 'tsx', 'server/main.ts'], env);

describe('launcher (server/main.ts)', () => {
  it('with UPSTREAM_URL starts only the BFF, prints its URL, and exits 0 on SIGTERM after in-flight work', async () => {
    const p = launch({ UPSTREAM_URL: up.url, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', SESSION_SECRET: SECRET, STATIC_DIR: fixtureStaticDir(), LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '1500' });
    const base = await p.ready(20_000);
    expect((await call(base, '/healthz')).status).toBe(200);
    up.set('/api/front/product/list', { kind: 'envelope', data: 'late', delayMs: 500 });
    const inflight = call(base, '/api/front/product/list');
    await new Promise((r) => setTimeout(r, 150));
    p.child.kill('SIGTERM');
    // Draining: not ready any more, still serving, and telling keep-alive clients to go elsewhere.
    await new Promise((r) => setTimeout(r, 300));
    const ready = await call(base, '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining' });
    const during = await call(base, '/healthz');
    expect(during.status).toBe(200);
    expect(during.headers['connection']).toBe('close');
    const res = await inflight;
    expect(res.status).toBe(200);
    expect(await p.exited).toBe(0);
    up.clear();
  });

  it.each([
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET is required when NODE_ENV=production'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) }, 'PUBLIC_URL is required when NODE_ENV=production'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters'],
    [{ SESSION_SECRET: 'x'.repeat(40), SESSION_SECRET_PREVIOUS: `${'y'.repeat(40)},short` }, 'SESSION_SECRET_PREVIOUS must be a comma-separated list of secrets of at least 32 characters each'],
  ])('prints a readable config error and exits 1 (%o)', async (env, text) => {
    const p = launch({ UPSTREAM_URL: up.url, ...env });
    expect(await p.exited).toBe(1);
    expect(p.err()).toContain('Invalid configuration');
    expect(p.err()).toContain(text);
    expect(p.err()).not.toMatch(/\n\s+at /);
  });
});

describe('one log format for both services', () => {
  it('the combined process writes ISO timestamps and the same fields from the BFF and the commerce service', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dataDir = mkdtempSync(join(tmpdir(), 'logs-'));
    const p = launch({ PORT: '0', HOST: '127.0.0.1', COMMERCE_PORT: '0', NODE_ENV: 'test', SESSION_SECRET: SECRET, STATIC_DIR: fixtureStaticDir(), LOG_LEVEL: 'info', DATA_DIR: dataDir, SEED: 'never', SHUTDOWN_DRAIN_MS: '0' });
    try {
      const deadline = Date.now() + 60_000;
      const logLines = () =>
        p
          .out()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as { time: unknown; svc?: string; level: number; msg: string });
      // The BFF writes its lines in batches (at most LOG_FLUSH_MS late), so wait for both services' lines.
      const both = () => /Storefront ready at/.test(p.out()) && ['bff', 'commerce'].every((svc) => logLines().some((l) => l.svc === svc));
      while (!both() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      const lines = logLines();
      const bySvc = (svc: string) => lines.filter((l) => l.svc === svc);
      expect(bySvc('bff').length).toBeGreaterThan(0);
      expect(bySvc('commerce').length).toBeGreaterThan(0);
      for (const l of lines) {
        expect(typeof l.time, JSON.stringify(l)).toBe('string');
        expect(l.time as string).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(typeof l.level).toBe('number');
      }
    } finally {
      p.child.kill('SIGTERM');
      await p.exited;
    }
  });
});

describe('a wrong backing-service setting stops the start with its name', () => {
  it.each([
    [{ DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:1/none' }, 'DATABASE_URL: the database cannot be opened'],
    [{ REDIS_URL: 'redis://127.0.0.1:1' }, 'REDIS_URL: Redis cannot be reached'],
  ])('%o', async (env, text) => {
    const p = launch({ PORT: '0', HOST: '127.0.0.1', COMMERCE_PORT: '0', NODE_ENV: 'test', SESSION_SECRET: SECRET, STATIC_DIR: fixtureStaticDir(), LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bad-setting-data', SEED: 'never', ...env });
    expect(await p.exited).toBe(1);
    expect(p.err()).toContain(text);
    expect(p.err()).not.toContain('nothing@');
  });
});
