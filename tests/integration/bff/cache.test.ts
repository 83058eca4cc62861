import { describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { CATEGORY_TREE } from '../../helpers/test-upstream';
import { bffOnTestUpstream, call, postJson, sessionPair } from './harness';

const TREE = '/api/front/product/category';

const { up, bff } = bffOnTestUpstream({ CACHE_TTL_S: '1', CACHE_STALE_MAX_S: '1', UPSTREAM_TIMEOUT_MS: '500', UPSTREAM_RETRIES: '0' }, { reset: 'requests and cache' });

describe('public cache', () => {
  it('serves the second call from cache, never with the user token', async () => {
    const login = await postJson(bff.url, '/api/front/login/email', { email: 'a@b.co', password: 'x' });
    const cookie = sessionPair(login)!;
    const a = await call(bff.url, TREE, { headers: { cookie } });
    const b = await call(bff.url, TREE, { headers: { cookie } });
    expect(a.json()).toEqual(CATEGORY_TREE);
    expect(b.text).toBe(a.text);
    expect(a.headers['x-cache']).toBe('miss');
    expect(b.headers['x-cache']).toBe('hit');
    expect(up.count(TREE)).toBe(1);
    expect(up.last(TREE)!.headers['authori-zation']).toBeUndefined();
    expect(a.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(a.headers['set-cookie']).toBeUndefined();
  });

  it('answers 304 for a matching If-None-Match', async () => {
    const a = await call(bff.url, TREE);
    const b = await call(bff.url, TREE, { headers: { 'if-none-match': a.headers.etag as string } });
    expect(b.status).toBe(304);
    expect(b.text).toBe('');
    const c = await call(bff.url, TREE, { headers: { 'if-none-match': '"other"' } });
    expect(c.status).toBe(200);
  });

  it('after the TTL serves stale and refreshes in the background', async () => {
    up.set(TREE, { kind: 'envelope', data: ['v1'] });
    await call(bff.url, TREE);
    up.set(TREE, { kind: 'envelope', data: ['v2'] });
    await sleep(1100);
    const stale = await call(bff.url, TREE);
    expect(stale.json()).toEqual(['v1']);
    expect(stale.headers['x-cache']).toBe('stale');
    await sleep(100);
    const fresh = await call(bff.url, TREE);
    expect(fresh.json()).toEqual(['v2']);
    expect(fresh.headers['x-cache']).toBe('hit');
    expect(up.count(TREE)).toBe(2);
  });

  it('serves stale when the upstream fails, but only within CACHE_STALE_MAX_S', async () => {
    up.set(TREE, { kind: 'envelope', data: ['v1'] });
    await call(bff.url, TREE);
    up.set(TREE, { kind: 'reset' });
    await sleep(1100);
    const a = await call(bff.url, TREE);
    expect(a.status).toBe(200);
    expect(a.json()).toEqual(['v1']);
    await sleep(100);
    const b = await call(bff.url, TREE);
    expect(b.status).toBe(200);
    expect(b.json()).toEqual(['v1']);
    await sleep(1000);
    const c = await call(bff.url, TREE);
    expect(c.status).toBe(502);
  });

  it('N concurrent misses make one upstream call', async () => {
    up.set(TREE, { kind: 'envelope', data: ['slow'], delayMs: 200 });
    const all = await Promise.all(Array.from({ length: 25 }, () => call(bff.url, TREE)));
    expect(all.every((r) => r.status === 200 && r.text === '["slow"]')).toBe(true);
    expect(up.count(TREE)).toBe(1);
  });

  it('keys on the query string (order-insensitive)', async () => {
    const path = '/api/front/language/content';
    await call(bff.url, `${path}?languageCode=fr&url=/a`);
    await call(bff.url, `${path}?url=/a&languageCode=fr`);
    await call(bff.url, `${path}?languageCode=fr&url=/b`);
    expect(up.count(path)).toBe(2);
  });

  it('does not cache business errors', async () => {
    up.set('/api/front/index', { kind: 'envelope', code: 500, message: 'maintenance' });
    const a = await call(bff.url, '/api/front/index');
    expect(a.status).toBe(500);
    expect(a.json()).toEqual({ status: 500, code: 500, message: 'maintenance' });
    await call(bff.url, '/api/front/index');
    expect(up.count('/api/front/index')).toBe(2);
  });

  it('does not cache per-user calls', async () => {
    await call(bff.url, '/api/front/product/list');
    await call(bff.url, '/api/front/product/list');
    expect(up.count('/api/front/product/list')).toBe(2);
  });
});
