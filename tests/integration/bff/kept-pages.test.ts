import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from '../../helpers/test-upstream';
import { commerceBehindBff } from '../../helpers/commerce-behind-bff.js';
import { BffClient } from '../../helpers/bff-client.js';
import { forgetLastCode, totpCode } from '../../helpers/console-two-factor.js';
import { addCategory } from '../../helpers/fixtures-catalog.js';
import { adminLoginChallenge } from '../../../shared/contract/admin.js';
import { PLATFORM_CATALOGUE_PATHS as PATH } from '../../../shared/contract/admin-platform-catalogue.js';
import { FIRST_SCREEN_ELEMENT_ID } from '../../../shared/first-screen';
import { createOperator } from '../../../server/commerce/admin-accounts/operators.js';
import { KEPT_PAGES_MAX } from '../../../server/bff/page-store';
import { bffOnTestUpstream, call, postJson, sessionPair } from './harness';

/**
 * Whole pages kept for visitors without a session (server/bff/page-store.ts, docs/adr/0013), over real
 * HTTP. A page made afresh carries the time its first screen was written (`dehydratedAt`), so two
 * makings of the same page differ in their bytes; a kept page is the same bytes every time.
 */
const { up, bff } = bffOnTestUpstream({}, { reset: 'requests and cache' });
const page = (path: string, headers: Record<string, string> = {}) => call(bff.url, path, { csrf: false, headers });

const SCARF = { kind: 'envelope' as const, data: { productInfo: { id: 7, storeName: 'Scarf', image: '' }, userCollect: false } };

/** When the page's product detail was read, as its first screen tells the SPA (0: refetch it at once). */
function detailUpdatedAt(html: string): number {
  const json = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
  const state = JSON.parse(json ?? 'null') as { queries: { queryKey: unknown[]; state: { dataUpdatedAt: number } }[] };
  const q = state.queries.find((x) => x.queryKey[0] === 'product' && x.queryKey[1] === 'detail');
  if (!q) throw new Error('no product detail in the first screen');
  return q.state.dataUpdatedAt;
}

describe('pages kept for visitors without a session', () => {
  it('answers the next visitor with the kept page: the same bytes, nothing read again', async () => {
    up.set('/api/front/product/detail/7', SCARF);
    const first = await page('/goods_detail/7');
    expect(first.status).toBe(200);
    expect(first.text).toContain('Scarf');
    expect(first.headers['x-cache']).toBe('miss');
    // Long enough for a page made again to carry another time of writing.
    await sleep(5);
    const asked = up.requests.length;
    const second = await page('/goods_detail/7');
    expect(second.text).toBe(first.text);
    expect(second.headers['x-cache']).toBe('hit');
    expect(up.requests.length).toBe(asked);
    // Compressed as the browser asks, and a reload of the unchanged page is a 304.
    const br = await page('/goods_detail/7', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    const reload = await page('/goods_detail/7', { 'if-none-match': String(second.headers.etag) });
    expect(reload.status).toBe(304);
  });

  it('keeps one page per language the data is read in, and per address as sent', async () => {
    const en = await page('/');
    const fr = await page('/fr');
    const chosenFr = await page('/', { cookie: 'locale=fr' });
    expect(new Set([en.text, fr.text, chosenFr.text]).size).toBe(3);
    await sleep(5);
    expect((await page('/', { cookie: 'locale=fr' })).text).toBe(chosenFr.text);
    expect((await page('/')).text).toBe(en.text);
    expect((await page('/?from=mail')).headers['x-cache']).toBe('miss');
  });

  it('shows a change once the public cache is emptied (a console write), not before', async () => {
    up.set('/api/front/product/detail/7', SCARF);
    await page('/goods_detail/7');
    up.set('/api/front/product/detail/7', { kind: 'envelope', data: { productInfo: { id: 7, storeName: 'Shawl', image: '' }, userCollect: false } });
    // The answer it was made of is still the cached one: so is the page.
    expect((await page('/goods_detail/7')).text).toContain('Scarf');
    bff.app.bffCache.clear();
    const after = await page('/goods_detail/7');
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.text).toContain('Shawl');
    expect(after.text).not.toContain('Scarf');
  });

  it('never serves a kept page to a signed-in shopper, nor keeps theirs for visitors', async () => {
    up.set('/api/front/product/detail/7', SCARF);
    const cookie = sessionPair(await postJson(bff.url, '/api/front/login/email', { email: 'a@b.co', password: 'x' }))!;
    // The shopper's page marks the product's "liked" flag for a refetch with the session...
    const own = await page('/goods_detail/7', { cookie });
    expect(detailUpdatedAt(own.text)).toBe(0);
    expect(own.headers['x-cache']).toBeUndefined();
    // ...which a visitor's page, made after it, does not.
    const visitor = await page('/goods_detail/7');
    expect(visitor.headers['x-cache']).toBe('miss');
    expect(detailUpdatedAt(visitor.text)).toBeGreaterThan(0);
    expect((await page('/goods_detail/7')).headers['x-cache']).toBe('hit');
    const ownAgain = await page('/goods_detail/7', { cookie });
    expect(detailUpdatedAt(ownAgain.text)).toBe(0);
    expect(ownAgain.headers.etag).toBeUndefined();
  });

  it('keeps a not-found page with its 404', async () => {
    const first = await page('/categories?id=999');
    expect(first.status).toBe(404);
    expect(first.text).toContain('<meta name="robots" content="noindex">');
    await sleep(5);
    const second = await page('/categories?id=999');
    expect(second.status).toBe(404);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.text).toBe(first.text);
    // A 404 is never answered 304.
    expect((await page('/categories?id=999', { 'if-none-match': String(second.headers.etag) })).status).toBe(404);
  });

  it('sends a page made while an answer failed, and keeps it not: the next visitor gets the whole page', async () => {
    up.set('/api/front/product/category', { kind: 'reset' });
    const without = await page('/categories?id=2');
    expect(without.status).toBe(200);
    expect(without.text).not.toContain('"Phones"');
    up.set('/api/front/product/category', { kind: 'envelope', data: CATEGORY_TREE });
    const whole = await page('/categories?id=2');
    expect(whole.headers['x-cache']).toBe('miss');
    expect(whole.text).toContain('<title>Phones | Storefront</title>');
    expect((await page('/categories?id=2')).headers['x-cache']).toBe('hit');
  });

  it('stays within its bound whatever query strings are invented', { timeout: 120_000 }, async () => {
    const invented = Array.from({ length: KEPT_PAGES_MAX + 40 }, (_, i) => `/goods/goods_search?keyword=w${i}`);
    for (let i = 0; i < invented.length; i += 10) await Promise.all(invented.slice(i, i + 10).map((p) => page(p)));
    expect(bff.app.bffPages.size).toBe(KEPT_PAGES_MAX);
    // The latest are kept; the first have left.
    expect((await page(invented.at(-1)!)).headers['x-cache']).toBe('hit');
    expect((await page(invented[0]!)).headers['x-cache']).toBe('miss');
    expect(bff.app.bffPages.size).toBe(KEPT_PAGES_MAX);
  });
});

describe('kept pages and the platform console', () => {
  const { c, bff: real } = commerceBehindBff();
  const OPERATOR = { account: 'ops@kept-pages.test', password: 'Operator#2026pass' };
  const ids = { top: 0, leaf: 0 };
  let op: BffClient;

  beforeAll(async () => {
    ids.top = await addCategory(c.db, { name: 'Garden', level: 1 });
    const mid = await addCategory(c.db, { name: 'Tools', level: 2, pid: ids.top });
    ids.leaf = await addCategory(c.db, { name: 'Spades', level: 3, pid: mid });
    await createOperator(c.ctx, { email: OPERATOR.account, password: OPERATOR.password });
    op = new BffClient(real.url);
    const first = await op.post('/api/admin/platform/login', { account: OPERATOR.account, pwd: OPERATOR.password });
    const challenge = adminLoginChallenge.lenient.parse(first.body);
    await forgetLastCode(c.db, OPERATOR.account);
    expect((await op.post('/api/admin/platform/login/totp', { ticket: challenge.ticket, code: totpCode(challenge.secret) })).status).toBe(200);
  });

  it('an operator\'s category rename shows on the next page', async () => {
    const path = `/categories?id=${ids.top}`;
    const get = async () => (await call(real.url, path, { csrf: false })).text;
    const before = await get();
    expect(before).toContain('<title>Garden |');
    // A change behind the BFF's back is not seen while the answers the page was made of are fresh...
    await c.db.updateTable('categories').set({ name: 'Allotment' }).where('id', '=', ids.top).execute();
    expect(await get()).toBe(before);
    // ...a console write empties the public cache, and the kept pages with it.
    expect((await op.post(PATH.categoryUpdate, { id: ids.top, pid: 0, name: 'Backyard', level: 1, sort: 5 })).status).toBe(200);
    const after = await get();
    expect(after).toContain('<title>Backyard |');
    expect(after).not.toContain('Garden');
  });
});
