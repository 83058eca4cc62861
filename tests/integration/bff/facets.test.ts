import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestUpstream } from '../../helpers/test-upstream';
import { startedForSuite } from '../../helpers/started-for-suite';
import { call, startBff, type Harness } from './harness';
import { FACETS_PATH } from '../../../shared/contract/facets';

/**
 * The BFF side of facets with counts (docs/api-extensions.md "Facets with counts"): the facet filters reach the
 * upstream as sent, on the facets call and on the product list; facet answers are public and kept per address;
 * an upstream without the call answers 404, passed on, so the storefront simply shows no facet panel.
 */
const up = startedForSuite('the test upstream', () => startTestUpstream(), (u) => u.close());
const ANSWER = {
  total: 3,
  specs: [{ attr: 'Colour', label: 'Colour', values: [{ value: 'Red', label: 'Red', count: 2, selected: true }] }],
  shops: [{ id: 4, name: 'Alpha', count: 3, selected: false }],
  ratings: [
    { min: 4, count: 1, selected: false },
    { min: 3, count: 2, selected: false },
  ],
  priceBands: [{ minPrice: '0.00', maxPrice: '49.99', count: 3 }],
  inStock: { count: 3, selected: false },
};
const LIST = { list: [], total: 0, page: 1, limit: 20, totalPage: 0 };
// `Colour:Navy%2C%20dark` as one pair: the value's comma stays encoded inside the comma list.
const FACET_QUERY = 'cid=5&spec=Colour%3ARed%2CColour%3ANavy%252C%2520dark&merIds=4%2C9&minRating=4&inStock=1&languageCode=th';
const sentQuery = (path: string) => new URL(up.last(path)!.url, 'http://x').searchParams;

describe('facets through the BFF', () => {
  let bff: Harness;
  beforeAll(async () => {
    bff = await startBff(up.url);
  });
  afterAll(async () => {
    await bff.close();
  });
  beforeEach(() => {
    up.clear();
    up.set(FACETS_PATH, { kind: 'envelope', data: ANSWER });
    up.set('/api/front/product/list', { kind: 'envelope', data: LIST });
  });

  it('passes the facet filters through to the facets call and keeps the answer per address', async () => {
    const first = await call(bff.url, `${FACETS_PATH}?${FACET_QUERY}`);
    expect(first.status).toBe(200);
    expect(first.json()).toEqual(ANSWER);
    expect(first.headers['x-cache']).toBe('miss');
    const sent = sentQuery(FACETS_PATH);
    expect(sent.get('spec')).toBe('Colour:Red,Colour:Navy%2C%20dark');
    expect(sent.get('merIds')).toBe('4,9');
    expect(sent.get('minRating')).toBe('4');
    expect(sent.get('inStock')).toBe('1');
    expect(sent.get('languageCode')).toBe('th');
    // The same address again: from the cache, no second upstream call.
    const again = await call(bff.url, `${FACETS_PATH}?${FACET_QUERY}`);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.json()).toEqual(ANSWER);
    expect(up.count(FACETS_PATH)).toBe(1);
    // Another selection is another answer.
    await call(bff.url, `${FACETS_PATH}?cid=5&spec=Colour%3ABlue`);
    expect(up.count(FACETS_PATH)).toBe(2);
  });

  it('passes the facet filters through to the product list', async () => {
    const res = await call(bff.url, `/api/front/product/list?${FACET_QUERY}&page=1&limit=20`);
    expect(res.status).toBe(200);
    const sent = sentQuery('/api/front/product/list');
    expect(sent.get('spec')).toBe('Colour:Red,Colour:Navy%2C%20dark');
    expect(sent.get('merIds')).toBe('4,9');
    expect(sent.get('minRating')).toBe('4');
    expect(sent.get('inStock')).toBe('1');
  });

  it('passes on an upstream without the call (404), and does not keep it', async () => {
    up.set(FACETS_PATH, { kind: 'raw', status: 404, body: 'Not Found', contentType: 'text/plain' });
    const res = await call(bff.url, `${FACETS_PATH}?cid=77`);
    expect(res.status).toBe(404);
    up.set(FACETS_PATH, { kind: 'envelope', data: ANSWER });
    const later = await call(bff.url, `${FACETS_PATH}?cid=77`);
    expect(later.status).toBe(200);
    expect(later.json()).toEqual(ANSWER);
  });
});
