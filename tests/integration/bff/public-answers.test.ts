import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request as undiciRequest } from 'undici';
import { bffOnTestUpstream, call, rawHttp, startBff } from './harness';

/**
 * Repeats of a cached public URL are answered before routing (server/bff/public-answers.ts). They
 * must be indistinguishable from the full path's cache hits, and everything that depends on the
 * request's headers must still be refused by the full path.
 */
const TREE = '/api/front/product/category';
// Big enough to be compressed (over 1 KiB).
const BIG_TREE = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, pid: 0, name: `Category ${i + 1} — größe 电子产品 ไทย 🛒`, icon: '', level: 1, sort: i, isShow: true, childList: [] }));

const { up, bff } = bffOnTestUpstream({ CACHE_TTL_S: '60', CACHE_STALE_MAX_S: '60' });
beforeEach(() => {
  up.clear();
  up.set(TREE, { kind: 'envelope', data: BIG_TREE });
  bff.app.bffCache.clear();
  bff.logs.length = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Headers that differ between any two answers whatever path they took. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);
function stable(headers: Record<string, string | string[] | undefined>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !PER_ANSWER.has(k)).sort(([a], [b]) => a.localeCompare(b)));
}

async function bytes(path: string, headers: Record<string, string> = {}) {
  const res = await undiciRequest(bff.url + path, { headers: { 'x-csrf': '1', ...headers } });
  return { status: res.statusCode, headers: res.headers, body: Buffer.from(await res.body.arrayBuffer()) };
}

/**
 * The full path's hit and the early answer for the same cache entry: the first URL fills the cache,
 * the second (the same query in another order) is a full-path hit, and its repeat is answered early.
 */
async function fullThenEarly(headers: Record<string, string> = {}) {
  const early = vi.spyOn(bff.app.bffCache, 'freshByUrl');
  const miss = await bytes(`${TREE}?a=1&b=2`, headers);
  const full = await bytes(`${TREE}?b=2&a=1`, headers);
  const before = early.mock.results.filter((r) => r.value !== null).length;
  const fast = await bytes(`${TREE}?b=2&a=1`, headers);
  const answeredEarly = early.mock.results.filter((r) => r.value !== null).length - before;
  return { miss, full, fast, answeredEarly };
}

describe('repeats of a cached public URL', () => {
  it('are answered early with the bytes and headers of a full-path hit', async () => {
    const { miss, full, fast, answeredEarly } = await fullThenEarly();
    expect(miss.headers['x-cache']).toBe('miss');
    expect(full.headers['x-cache']).toBe('hit');
    expect(answeredEarly).toBe(1);
    expect(fast.status).toBe(200);
    expect(fast.body.equals(full.body)).toBe(true);
    expect(JSON.parse(fast.body.toString('utf8'))).toEqual(BIG_TREE);
    expect(stable(fast.headers)).toEqual(stable(full.headers));
    // The security set and a request id are there too.
    expect(fast.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(fast.headers['x-content-type-options']).toBe('nosniff');
    expect(fast.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(fast.headers['x-request-id']).not.toBe(full.headers['x-request-id']);
    expect(up.count(TREE)).toBe(1);
  });

  it.each([
    ['br', 'gzip, deflate, br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', 'gzip, deflate', (b: Buffer) => gunzipSync(b)],
  ])('are sent %s-compressed, as the full path sends them', async (encoding, accept, decode) => {
    const { full, fast, answeredEarly } = await fullThenEarly({ 'accept-encoding': accept });
    expect(answeredEarly).toBe(1);
    expect(fast.headers['content-encoding']).toBe(encoding);
    expect(fast.headers.vary).toBe('accept-encoding');
    expect(stable(fast.headers)).toEqual(stable(full.headers));
    expect(Number(fast.headers['content-length'])).toBe(fast.body.length);
    expect(JSON.parse(decode(fast.body).toString('utf8'))).toEqual(BIG_TREE);
    expect(JSON.parse(decode(full.body).toString('utf8'))).toEqual(BIG_TREE);
  });

  it('answer 304 to a matching If-None-Match, like the full path', async () => {
    const first = await bytes(TREE);
    const etag = String(first.headers.etag);
    const { full, fast, answeredEarly } = await fullThenEarly({ 'if-none-match': `W/"other", ${etag}` });
    expect(answeredEarly).toBe(1);
    expect(full.status).toBe(304);
    expect(fast.status).toBe(304);
    expect(fast.body.length).toBe(0);
    expect(stable(fast.headers)).toEqual(stable(full.headers));
  });

  it('write the same access line as the full path, with the route template and the request id', async () => {
    await call(bff.url, TREE);
    bff.logs.length = 0;
    const res = await call(bff.url, TREE);
    // The line may wait for the next flush of the log sink.
    await vi.waitFor(() => expect(bff.logs.length).toBeGreaterThan(0));
    const lines = bff.logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ reqId: res.headers['x-request-id'], method: 'GET', route: TREE, status: 200, upstreamMs: 0, svc: 'bff' });
    expect(typeof lines[0]!.durationMs).toBe('number');
  });

  it('still refuse what the full path refuses: no CSRF header, a body type, a doubled Host', async () => {
    await call(bff.url, TREE);
    expect((await call(bff.url, TREE)).headers['x-cache']).toBe('hit');
    expect((await call(bff.url, TREE, { csrf: false })).status).toBe(403);
    expect((await call(bff.url, TREE, { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    const port = new URL(bff.url).port;
    const doubled = await rawHttp(bff.url, [`GET ${TREE} HTTP/1.1`, `Host: 127.0.0.1:${port}`, `Host: evil.example`, 'X-CSRF: 1', 'Connection: close']);
    expect(doubled.status).toBe(400);
    const head = await rawHttp(bff.url, [`HEAD ${TREE} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'X-CSRF: 1', 'Connection: close']);
    expect(head.status).toBe(404);
  });

  it('go to the upstream again once the cache is cleared', async () => {
    await call(bff.url, TREE);
    expect((await call(bff.url, TREE)).headers['x-cache']).toBe('hit');
    bff.app.bffCache.clear();
    const after = await call(bff.url, TREE);
    expect(after.headers['x-cache']).toBe('miss');
    expect(up.count(TREE)).toBe(2);
  });

  it('take the full path while the process drains, which says Connection: close', async () => {
    const own = await startBff(up.url, { CACHE_TTL_S: '60' });
    try {
      await call(own.url, TREE);
      expect((await call(own.url, TREE)).headers['x-cache']).toBe('hit');
      own.app.beginDrain();
      const draining = await call(own.url, TREE);
      expect(draining.status).toBe(200);
      expect(draining.headers.connection).toBe('close');
    } finally {
      await own.close();
    }
  });
});

describe('a stale entry', () => {
  it('is not answered early: the full path serves it stale and refreshes it', async () => {
    const own = await startBff(up.url, { CACHE_TTL_S: '1', CACHE_STALE_MAX_S: '30' });
    try {
      await call(own.url, TREE);
      expect((await call(own.url, TREE)).headers['x-cache']).toBe('hit');
      await new Promise((r) => setTimeout(r, 1100));
      expect((await call(own.url, TREE)).headers['x-cache']).toBe('stale');
      await vi.waitFor(() => expect(up.count(TREE)).toBe(2));
    } finally {
      await own.close();
    }
  });
});
