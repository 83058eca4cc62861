import { describe, expect, it, vi } from 'vitest';
import { cacheKey, matchesEtag, PublicCache } from './cache';

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('PublicCache', () => {
  it('hit within TTL, stale with one background refresh after it, miss after the stale bound', async () => {
    const c = clock();
    const cache = new PublicCache({ ttlMs: 1000, staleMaxMs: 5000, now: c.now });
    let v = 0;
    const fetcher = vi.fn(async () => Buffer.from(String(++v)));
    expect((await cache.get('k', fetcher)).state).toBe('miss');
    expect((await cache.get('k', fetcher)).entry.body.toString()).toBe('1');
    c.advance(1500);
    const stale = await cache.get('k', fetcher);
    expect(stale.state).toBe('stale');
    expect(stale.entry.body.toString()).toBe('1');
    await new Promise((r) => setImmediate(r));
    const after = await cache.get('k', fetcher);
    expect(after).toMatchObject({ state: 'hit' });
    expect(after.entry.body.toString()).toBe('2');
    c.advance(7000);
    expect((await cache.get('k', fetcher)).state).toBe('miss');
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('keeps serving stale when refreshes fail, then gives up past the bound', async () => {
    const c = clock();
    const errors: unknown[] = [];
    const cache = new PublicCache({ ttlMs: 1000, staleMaxMs: 2000, now: c.now, onRefreshError: (_k, e) => errors.push(e) });
    await cache.get('k', async () => Buffer.from('good'));
    c.advance(2500);
    const failing = async () => {
      throw new Error('down');
    };
    expect((await cache.get('k', failing)).entry.body.toString()).toBe('good');
    await new Promise((r) => setImmediate(r));
    expect(errors).toHaveLength(1);
    c.advance(1000);
    await expect(cache.get('k', failing)).rejects.toThrow('down');
  });

  it('single-flight: concurrent misses share one fetch', async () => {
    const cache = new PublicCache({ ttlMs: 1000, staleMaxMs: 0 });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const fetcher = vi.fn(async () => {
      await gate;
      return Buffer.from('x');
    });
    const all = Promise.all(Array.from({ length: 50 }, () => cache.get('k', fetcher)));
    release();
    expect((await all).every((r) => r.entry.body.toString() === 'x')).toBe(true);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch is not stored and the next call tries again', async () => {
    const cache = new PublicCache({ ttlMs: 1000, staleMaxMs: 0 });
    await expect(cache.get('k', async () => Promise.reject(new Error('x')))).rejects.toThrow();
    expect((await cache.get('k', async () => Buffer.from('ok'))).entry.body.toString()).toBe('ok');
  });

  it('is bounded, evicting the oldest entries', async () => {
    const cache = new PublicCache({ ttlMs: 1000, staleMaxMs: 0, maxEntries: 3 });
    for (const k of ['a', 'b', 'c', 'd']) await cache.get(k, async () => Buffer.from(k));
    expect(cache.size).toBe(3);
    const f = vi.fn(async () => Buffer.from('a2'));
    await cache.get('a', f);
    expect(f).toHaveBeenCalledOnce();
  });

  it('gives the same ETag for the same bytes', async () => {
    const cache = new PublicCache({ ttlMs: 0, staleMaxMs: 0 });
    const a = await cache.get('a', async () => Buffer.from('same'));
    const b = await cache.get('b', async () => Buffer.from('same'));
    expect(a.entry.etag).toBe(b.entry.etag);
  });
});

describe('cacheKey', () => {
  it('includes the query string in a stable order', () => {
    expect(cacheKey('/p', '')).toBe('/p');
    expect(cacheKey('/p', 'b=2&a=1')).toBe(cacheKey('/p', 'a=1&b=2'));
    expect(cacheKey('/p', 'a=1')).not.toBe(cacheKey('/p', 'a=2'));
  });
});

describe('matchesEtag', () => {
  it('matches the tag alone, weak, or in a list, and nothing else', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
