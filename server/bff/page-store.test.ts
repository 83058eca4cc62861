import { describe, expect, it, vi } from 'vitest';
import { PublicCache } from './cache';
import { noteShortfall } from './made-of';
import { PageStore, type MadePage } from './page-store';

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** A public cache and a page store over it, on one clock, with the public cache's TTL and stale bound. */
function stores(opts: { maxEntries?: number; maxBytes?: number } = {}) {
  const c = clock();
  const data = new PublicCache({ ttlMs: 1000, staleMaxMs: 5000, now: c.now });
  const pages = new PageStore(data, { ttlMs: 1000, staleMaxMs: 5000, now: c.now, ...opts });
  return { c, data, pages };
}

/** A page made of one public answer, `answer`, read through the public cache under `key`. */
function pageOf(data: PublicCache, key: string, answer: () => string) {
  return vi.fn(async (): Promise<MadePage> => {
    const { entry } = await data.get(key, async () => Buffer.from(answer()));
    return { html: `<p>${entry.body.toString()}</p>`, status: 200 };
  });
}

describe('PageStore', () => {
  it('keeps a page until its oldest answer turns stale, then serves it once more while one remake runs', async () => {
    const { c, data, pages } = stores();
    let v = 1;
    // The answer is read 600 ms before the page is first asked for.
    await data.get('tree', async () => Buffer.from(`v${v}`));
    c.advance(600);
    const make = pageOf(data, 'tree', () => `v${v}`);
    expect((await pages.page('/', make)).state).toBe('miss');
    c.advance(300);
    expect((await pages.page('/', make)).state).toBe('hit');
    // 1000 ms after the answer was read (not the page made), the page is stale with it.
    c.advance(200);
    v = 2;
    const stale = await pages.page('/', make);
    expect(stale.state).toBe('stale');
    expect(stale.entry.body.toString()).toBe('<p>v1</p>');
    await new Promise((r) => setImmediate(r));
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('is no fresher than its data: a page made from a stale answer is stale at once', async () => {
    const { c, data, pages } = stores();
    await data.get('tree', async () => Buffer.from('old'));
    c.advance(1500);
    const make = pageOf(data, 'tree', () => 'new');
    await pages.page('/', make);
    expect((await pages.page('/', make)).state).toBe('stale');
  });

  it('is emptied with the public cache', async () => {
    const { data, pages } = stores();
    let v = 'before';
    const make = pageOf(data, 'tree', () => v);
    await pages.page('/', make);
    v = 'after';
    expect((await pages.page('/', make)).entry.body.toString()).toBe('<p>before</p>');
    data.clear();
    const next = await pages.page('/', make);
    expect(next.state).toBe('miss');
    expect(next.entry.body.toString()).toBe('<p>after</p>');
  });

  it('does not keep a page an emptying overtook while it was made', async () => {
    const { data, pages } = stores();
    const make = vi.fn(async (): Promise<MadePage> => {
      await data.get('tree', async () => Buffer.from('x'));
      data.clear();
      return { html: '<p>made before the write</p>', status: 200 };
    });
    expect((await pages.page('/', make)).entry.body.toString()).toBe('<p>made before the write</p>');
    expect(pages.size).toBe(0);
  });

  it('sends a page made without all its parts, and keeps none of it', async () => {
    const { data, pages } = stores();
    const failing = vi.fn(async (): Promise<MadePage> => {
      await data.get('tree', async () => Promise.reject(new Error('down'))).catch(() => null);
      return { html: '<p>without the tree</p>', status: 200 };
    });
    expect((await pages.page('/', failing)).entry.body.toString()).toBe('<p>without the tree</p>');
    const undrawn = vi.fn(async (): Promise<MadePage> => {
      noteShortfall();
      return { html: '<p>undrawn</p>', status: 200 };
    });
    await pages.page('/', undrawn);
    expect(pages.size).toBe(0);
    await pages.page('/', pageOf(data, 'tree', () => 'whole'));
    expect(pages.size).toBe(1);
  });

  it('keeps a not-found page with its status', async () => {
    const { pages } = stores();
    await pages.page('/categories?id=9', async () => ({ html: '<p>not found</p>', status: 404 }));
    const kept = await pages.page('/categories?id=9', async () => ({ html: '<p>other</p>', status: 200 }));
    expect(kept).toMatchObject({ state: 'hit', entry: { status: 404 } });
  });

  it('is bounded in pages and in bytes, the least recently made leaving first', async () => {
    const few = stores({ maxEntries: 3 }).pages;
    for (let i = 0; i < 10; i++) await few.page(`/?q=${i}`, async () => ({ html: `<p>${i}</p>`, status: 200 }));
    expect(few.size).toBe(3);
    const small = stores({ maxBytes: 1000 }).pages;
    for (let i = 0; i < 10; i++) await small.page(`/?q=${i}`, async () => ({ html: 'x'.repeat(300), status: 200 }));
    expect(small.byteSize).toBeLessThanOrEqual(1000);
    expect(small.size).toBe(3);
    expect((await small.page('/?q=9', async () => ({ html: 'remade', status: 200 }))).state).toBe('hit');
    expect((await small.page('/?q=0', async () => ({ html: 'remade', status: 200 }))).state).toBe('miss');
    // A page larger than the whole bound is sent, never kept.
    await small.page('/huge', async () => ({ html: 'x'.repeat(2000), status: 200 }));
    expect(small.byteSize).toBeLessThanOrEqual(1000);
  });
});
