import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { startTestUpstream, type TestUpstream } from '../../helpers/test-upstream';
import { call, startBff, type Harness } from './harness';
import { freePort } from '../../helpers/ports';

// A real Redis from Debian's packages (scripts/test-fresh.sh installs it), lost and brought back
// while the BFF runs.
const hasRedis = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).status === 0;


describe.skipIf(!hasRedis)('losing Redis at run time', () => {
  let up: TestUpstream;
  let bff: Harness;
  let port: number;
  let redis: ChildProcess;
  let probe: Redis;

  const startRedis = async () => {
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 50; i++) {
      const r = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      r.on('error', () => {});
      const ok = await r.connect().then(() => r.ping()).then(() => true, () => false);
      r.disconnect();
      if (ok) return;
      await new Promise((res) => setTimeout(res, 100));
    }
    throw new Error('redis-server did not start');
  };
  const login = (path: string) => call(bff.url, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ada@example.com', password: 'Wrong#2026pass', phone: '5550100', account: 'x' }) });

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    probe = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    probe.on('error', () => {});
    up = await startTestUpstream();
    bff = await startBff(up.url, { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_AUTH_MAX: '3' });
  });
  afterAll(async () => {
    await bff?.close();
    await up?.close();
    probe?.disconnect();
    redis?.kill('SIGKILL');
  });

  it('counts in Redis, then per process with one error line while Redis is away, then in Redis again', async () => {
    // Shared: the counter is in Redis.
    for (let i = 0; i < 3; i++) expect((await login('/api/front/login/email')).status).not.toBe(429);
    expect((await login('/api/front/login/email')).status).toBe(429);
    expect((await probe.keys('*')).some((k) => k.includes('/api/front/login/email'))).toBe(true);

    // Redis dies: sign-in keeps working, and the limit still holds, per process.
    redis.kill('SIGKILL');
    await new Promise((r) => redis.once('exit', r));
    for (let i = 0; i < 3; i++) expect((await login('/api/front/login/mobile/password')).status).not.toBe(429);
    expect((await login('/api/front/login/mobile/password')).status).toBe(429);
    expect((await login('/api/front/login/mobile/password')).status).toBe(429);
    expect(bff.logs.filter((l) => l.includes('Redis unreachable'))).toHaveLength(1);

    // Redis is back: once the BFF has reconnected, counting is shared again, and it says so once.
    await startRedis();
    const until = Date.now() + 15_000;
    let shared = false;
    while (!shared && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 300));
      await login('/api/front/login/register/visitor');
      shared = (await probe.keys('*').catch(() => [] as string[])).some((k) => k.includes('/api/front/login/register/visitor'));
    }
    expect(shared).toBe(true);
    expect(bff.logs.filter((l) => l.includes('Redis reachable again'))).toHaveLength(1);
    expect(bff.logs.filter((l) => l.includes('Redis unreachable'))).toHaveLength(1);
  }, 40_000);
});
