import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestUpstream } from '../../helpers/test-upstream';
import { startedForSuite } from '../../helpers/started-for-suite';
import { call, startBff, type Harness } from './harness';

/**
 * The product list's typo correction through the BFF (docs/api-extensions.md "Typo tolerance and Did you mean"):
 * the page-info extension fields reach the SPA beside the one page form; an upstream without them is answered as
 * before; the shopper's autocorrect=0 reaches the upstream.
 */
const up = startedForSuite('the test upstream', () => startTestUpstream(), (u) => u.close());
const LIST = '/api/front/product/list';
const card = { id: 7, merId: 1, image: '', storeName: 'Quillon iPhone Case', price: '9.90', otPrice: '12.00', sales: 1, ficti: 0, unitName: 'piece', stock: 3 };
const pageInfo = (extra: Record<string, unknown>) => ({ pageNum: 1, pageSize: 20, size: 1, total: 1, pages: 1, list: [card], ...extra });

describe('typo correction through the BFF', () => {
  let bff: Harness;
  beforeEach(() => up.clear());
  afterAll(async () => {
    await bff?.close();
  });

  it('passes correctedKeyword and suggestedKeyword through with the page', async () => {
    bff = await startBff(up.url);
    up.set(LIST, { kind: 'envelope', data: pageInfo({ correctedKeyword: 'iphone' }) });
    const corrected = await call(bff.url, `${LIST}?keyword=iphnoe&page=1&limit=20`);
    expect(corrected.status).toBe(200);
    expect(corrected.json()).toEqual({ list: [card], total: 1, page: 1, limit: 20, pages: 1, correctedKeyword: 'iphone' });

    up.set(LIST, { kind: 'envelope', data: pageInfo({ suggestedKeyword: 'zorblax' }) });
    expect((await call(bff.url, `${LIST}?keyword=zorblat&page=1&limit=20`)).json()).toMatchObject({ total: 1, suggestedKeyword: 'zorblax' });
  });

  it('answers an upstream without the fields, or with malformed ones, with the plain page', async () => {
    up.set(LIST, { kind: 'envelope', data: pageInfo({}) });
    expect((await call(bff.url, `${LIST}?keyword=case&page=1&limit=20`)).json()).toEqual({ list: [card], total: 1, page: 1, limit: 20, pages: 1 });
    up.set(LIST, { kind: 'envelope', data: pageInfo({ correctedKeyword: 5, suggestedKeyword: '' }) });
    expect(Object.keys((await call(bff.url, `${LIST}?keyword=cases&page=1&limit=20`)).json() as object).sort()).toEqual(['limit', 'list', 'page', 'pages', 'total']);
  });

  it('sends the shopper\u2019s autocorrect=0 to the upstream', async () => {
    up.set(LIST, { kind: 'envelope', data: pageInfo({}) });
    await call(bff.url, `${LIST}?keyword=iphnoe&autocorrect=0&page=1&limit=20`);
    expect(new URL(up.last(LIST)!.url, 'http://x').searchParams.get('autocorrect')).toBe('0');
  });
});
