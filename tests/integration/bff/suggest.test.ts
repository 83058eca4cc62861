import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestUpstream } from '../../helpers/test-upstream';
import { startedForSuite } from '../../helpers/started-for-suite';
import { call, startBff, type Harness } from './harness';
import { SUGGEST_PATH } from '../../../shared/contract/suggest';

/**
 * The BFF side of suggestions as you type (docs/api-extensions.md "Suggestions as you type"): one cache entry
 * per normalised prefix and language, a hard bound on entries, a per-client limit, and the upstream's 404 passed
 * on so the storefront falls back to a plain search box.
 */
const up = startedForSuite('the test upstream', () => startTestUpstream(), (u) => u.close());
const ANSWER = { products: [{ id: 7, image: '', storeName: 'Phone Case', price: '9.90' }], shops: [], categories: [], keywords: [] };
const suggest = (bff: Harness, query: string) => call(bff.url, `${SUGGEST_PATH}?${query}`);
const sentKeywords = () => up.requests.filter((r) => r.path === SUGGEST_PATH).map((r) => new URL(r.url, 'http://x').searchParams.get('keyword'));

describe('suggestions through the BFF', () => {
  let bff: Harness;
  const started: Harness[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const h = await startBff(up.url, env);
    started.push(h);
    return h;
  };
  beforeEach(() => {
    up.clear();
    up.set(SUGGEST_PATH, { kind: 'envelope', data: ANSWER });
  });
  afterAll(async () => {
    for (const h of started) await h.close();
  });

  it('answers a repeat of the same normalised prefix from the cache, without a second upstream call', async () => {
    bff = await start();
    const first = await suggest(bff, 'keyword=Phone&languageCode=en');
    expect(first.status).toBe(200);
    expect(first.json()).toEqual(ANSWER);
    expect(first.headers['x-cache']).toBe('miss');
    for (const q of ['keyword=%20phone%20&languageCode=en', 'keyword=PHONE&languageCode=EN', `keyword=${encodeURIComponent('ｐｈｏｎｅ')}&languageCode=en`]) {
      const again = await suggest(bff, q);
      expect(again.status).toBe(200);
      expect(again.headers['x-cache']).toBe('hit');
      expect(again.json()).toEqual(ANSWER);
    }
    expect(sentKeywords()).toEqual(['phone']);
    // Another language is another answer (category and keyword texts differ).
    await suggest(bff, 'keyword=phone&languageCode=th');
    expect(up.count(SUGGEST_PATH)).toBe(2);
    expect(new URL(up.last(SUGGEST_PATH)!.url, 'http://x').searchParams.get('languageCode')).toBe('th');
  });

  it('answers a prefix too short to suggest for at once, and one CJK character from the upstream', async () => {
    bff = await start();
    const short = await suggest(bff, 'keyword=a');
    expect(short.json()).toEqual({ products: [], shops: [], categories: [], keywords: [] });
    expect(up.count(SUGGEST_PATH)).toBe(0);
    expect((await suggest(bff, `keyword=${encodeURIComponent('无')}`)).json()).toEqual(ANSWER);
    expect(up.count(SUGGEST_PATH)).toBe(1);
  });

  it('keeps at most SUGGEST_CACHE_ENTRIES answers: random prefixes push the oldest out instead of growing it', async () => {
    bff = await start({ SUGGEST_CACHE_ENTRIES: '3' });
    for (const p of ['aa', 'ab', 'ac', 'ad']) expect((await suggest(bff, `keyword=${p}`)).headers['x-cache']).toBe('miss');
    expect(up.count(SUGGEST_PATH)).toBe(4);
    expect((await suggest(bff, 'keyword=ad')).headers['x-cache']).toBe('hit');
    expect((await suggest(bff, 'keyword=ac')).headers['x-cache']).toBe('hit');
    // The first one was pushed out by the fourth: asked again, it goes upstream.
    expect((await suggest(bff, 'keyword=aa')).headers['x-cache']).toBe('miss');
    expect(up.count(SUGGEST_PATH)).toBe(5);
    // A flood of distinct prefixes still leaves only the bound's worth: the last three answer from the cache.
    for (let i = 0; i < 50; i++) await suggest(bff, `keyword=zz${i}`);
    expect(up.count(SUGGEST_PATH)).toBe(55);
    for (const i of [47, 48, 49]) expect((await suggest(bff, `keyword=zz${i}`)).headers['x-cache']).toBe('hit');
    expect((await suggest(bff, 'keyword=zz46')).headers['x-cache']).toBe('miss');
  });

  it('rate-limits a flood per client with 429, cache hits included', async () => {
    bff = await start({ SUGGEST_RATE_MAX: '5' });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await suggest(bff, 'keyword=phone')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(up.count(SUGGEST_PATH)).toBe(1);
  });

  it('passes on an upstream without the call (404), so the storefront falls back to a plain search box', async () => {
    bff = await start();
    up.set(SUGGEST_PATH, { kind: 'raw', status: 404, body: 'Not Found', contentType: 'text/plain' });
    const res = await suggest(bff, 'keyword=phone');
    expect(res.status).toBe(404);
    // Not kept: once the upstream learns the call, the next keystroke gets suggestions.
    up.set(SUGGEST_PATH, { kind: 'envelope', data: ANSWER });
    expect((await suggest(bff, 'keyword=phone')).status).toBe(200);
  });

  it.each(['keyword=' + 'x'.repeat(2000), 'keyword=%FF%FEab', 'keyword=%25%25', 'keyword=' + encodeURIComponent('😀🫖'), 'keyword=a&keyword=bb', 'keyword=%5C%5C', ''])(
    'answers %s without a server error',
    async (query) => {
      bff ??= await start();
      const res = await suggest(bff, query);
      expect(res.status).toBe(200);
      expect(Object.keys(res.json() as object).sort()).toEqual(['categories', 'keywords', 'products', 'shops']);
    },
  );
});
