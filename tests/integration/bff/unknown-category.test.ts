import { describe, expect, it } from 'vitest';
import { bffOnTestUpstream, call } from './harness';

/**
 * A category page for a category that does not exist is answered like an unknown address: the app
 * (which shows its not-found page) with HTTP 404 and noindex. Known categories stay 200.
 */
const { up, bff } = bffOnTestUpstream({ PUBLIC_URL: 'https://shop.example.com' }, { reset: 'requests and cache' });
const page = (path: string) => call(bff.url, path, { csrf: false });

describe('unknown category page', () => {
  it.each(['/categories?id=999', '/fr/categories?id=999', '/categories', '/categories?id=abc', '/categories?id=0'])('%s answers 404 with noindex', async (path) => {
    const res = await page(path);
    expect(res.status).toBe(404);
    expect(res.text).toContain('fixture-spa');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
  });

  it('a known category answers 200, indexable, with its tags', async () => {
    const res = await page('/categories?id=2');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('noindex');
    expect(res.text).toContain('<title>Phones | Storefront</title>');
  });

  it('a category tree that cannot be read leaves the page 200: nothing is known to be missing', async () => {
    up.set('/api/front/product/category', { kind: 'reset' });
    const res = await page('/categories?id=999');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('noindex');
  });
});
