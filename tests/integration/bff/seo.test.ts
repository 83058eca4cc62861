import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bffOnTestUpstream, call, startBff, type Harness } from './harness';

const BASE = 'https://shop.example.com';

const product = (name: string) => ({
  productInfo: { id: 7, merId: 3, storeName: name, storeInfo: 'Warm wool\nHand made', content: '<p>x</p>', image: '/crmebimage/p/7.png', price: '12.50' },
  productAttr: [],
  productValue: {},
});

const { up, bff } = bffOnTestUpstream({ PUBLIC_URL: BASE }, { reset: 'requests and cache' });

const page = (path: string) => call(bff.url, path, { csrf: false });

describe('SEO tags injected into index.html', () => {
  it('product pages get title, description, canonical, hreflang and Open Graph, HTML-escaped', async () => {
    up.set('/api/front/product/detail/7', { kind: 'envelope', data: product('Scarf <script>alert("x")</script> & co') });
    const res = await page('/goods_detail/7');
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).toContain('<title>Scarf &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co | Storefront</title>');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<meta name="description" content="Warm wool Hand made">');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${BASE}/goods_detail/7">`);
    for (const [l, p] of [['en', ''], ['zh-CN', '/zh-CN'], ['es', '/es'], ['fr', '/fr'], ['th', '/th'], ['lo', '/lao']]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${l}" href="${BASE}${p}/goods_detail/7">`);
    }
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${BASE}/goods_detail/7">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(`<meta property="og:image" content="${BASE}/crmebimage/p/7.png">`);
    expect(html).toContain(`<meta property="og:url" content="${BASE}/goods_detail/7">`);
    expect(html).toContain('fixture-spa');
    expect(up.last('/api/front/product/detail/7')!.headers['authori-zation']).toBeUndefined();
  });

  it("name the platform the site index names, as the page's header does, and say the same to the API route", async () => {
    up.set('/api/front/index', { kind: 'envelope', data: { siteName: ' Nordic Market ', logoUrl: '' } });
    up.set('/api/front/product/detail/7', { kind: 'envelope', data: product('Scarf') });
    const html = (await page('/goods_detail/7')).text;
    expect(html).toContain('<title>Scarf | Nordic Market</title>');
    expect(html).toContain('<meta property="og:site_name" content="Nordic Market">');
    // The site index entry is the API route's own: the SPA's first request for it (in the page's language) is a cache hit.
    const api = await call(bff.url, '/api/front/index?languageCode=en');
    expect(api.headers['x-cache']).toBe('hit');
    expect(JSON.parse(api.text)).toMatchObject({ siteName: ' Nordic Market ' });
    expect(up.count('/api/front/index')).toBe(1);
  });

  it('language-prefixed pages set lang and a prefixed canonical', async () => {
    up.set('/api/front/product/detail/7', { kind: 'envelope', data: product('Scarf') });
    const html = (await page('/zh-CN/goods_detail/7')).text;
    expect(html).toMatch(/<html lang="zh-CN">/);
    expect(html).toContain(`<link rel="canonical" href="${BASE}/zh-CN/goods_detail/7">`);
    expect(html).toContain('<meta property="og:locale" content="zh_CN">');
  });

  it("says the page's language from its address alone: without tags of its own, when its data fails, as a BCP 47 tag", async () => {
    up.set('/api/front/product/detail/8', { kind: 'envelope', code: 404, message: 'gone' });
    up.set('/api/front/product/detail/7', { kind: 'envelope', data: product('Scarf') });
    const cases: [string, string][] = [
      ['/fr/cart', 'fr'],
      ['/fr/goods_detail/8', 'fr'],
      ['/th/no-such-page', 'th'],
      ['/lao/goods_detail/7', 'lo'],
      ['/cart', 'en'],
    ];
    for (const [path, lang] of cases) {
      const html = (await page(path)).text;
      expect(html, path).toContain(`<html lang="${lang}">`);
    }
    expect((await page('/lao/goods_detail/7')).text).toContain('<meta property="og:locale" content="lo">');
  });

  it('serves product meta from cache after the first page view in each language', async () => {
    up.set('/api/front/product/detail/7', { kind: 'envelope', data: product('Scarf') });
    await page('/goods_detail/7');
    await page('/goods_detail/7');
    expect(up.count('/api/front/product/detail/7')).toBe(1);
    // The goods page's texts (specs, unit, guarantees) differ by language: French is read once, under its own address.
    await page('/fr/goods_detail/7');
    await page('/fr/goods_detail/7');
    expect(up.count('/api/front/product/detail/7')).toBe(2);
    expect(up.last('/api/front/product/detail/7')!.url).toContain('languageCode=fr');
  });

  it('category pages use the cached category tree (shared with the API route)', async () => {
    const html = (await page('/categories?id=2&page=3')).text;
    expect(html).toContain('<title>Phones | Storefront</title>');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/categories?id=2">`);
    const api = await call(bff.url, '/api/front/product/category?languageCode=en');
    expect(api.headers['x-cache']).toBe('hit');
    expect(up.count('/api/front/product/category')).toBe(1);
  });

  it('shop pages use the merchant index info', async () => {
    up.set('/api/front/merchant/index/info/3', { kind: 'envelope', data: { id: 3, name: 'Nordic Knits', avatar: '/crmebimage/m/3.png', isCollect: false } });
    const html = (await page('/merchant/merchant/home?id=3')).text;
    expect(html).toContain('<title>Nordic Knits | Storefront</title>');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/merchant/merchant/home?id=3">`);
  });

  it('falls back to the plain page when the data is missing or the upstream fails', async () => {
    up.set('/api/front/product/detail/8', { kind: 'envelope', code: 404, message: 'gone' });
    const a = await page('/goods_detail/8');
    expect(a.status).toBe(200);
    expect(a.text).toContain('<title>Storefront</title>');
    expect(a.text).not.toContain('rel="canonical"');
    up.set('/api/front/product/detail/9', { kind: 'reset' });
    const b = await page('/goods_detail/9');
    expect(b.status).toBe(200);
    expect(b.text).toContain('fixture-spa');
    const c = await page('/categories?id=999');
    expect(c.text).toContain('<title>Storefront</title>');
  });

  it('leaves other app routes without tags of their own', async () => {
    const html = (await page('/cart')).text;
    expect(html).toContain('<title>Storefront</title>');
    expect(html).not.toContain('og:title');
    // Only the header's public data (the page's first screen) is read for them; no page data.
    const paths = [...new Set(up.requests.map((r) => r.path.split('?')[0]))].sort();
    expect(paths).toEqual(['/api/front/index', '/api/front/index/paycurrency', '/api/front/language/listall', '/api/front/pay/method', '/api/front/product/category']);
  });
});

describe('/sitemap.xml', () => {
  it('lists home, categories, products and shops with language alternates', async () => {
    const res = await page('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.text;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const loc of [`${BASE}/`, `${BASE}/categories?id=1`, `${BASE}/categories?id=2`, `${BASE}/goods_detail/1`, `${BASE}/merchant/merchant/home?id=3`]) {
      expect(xml).toContain(`<loc>${loc.replace(/&/g, '&amp;')}</loc>`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="zh-CN" href="${BASE}/zh-CN/goods_detail/1"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="th" href="${BASE}/th"/>`);
    expect(up.last('/api/front/product/list')!.url).toBe('/api/front/product/list?page=1&limit=100');
  });

  it('walks every page of the product list', async () => {
    const full = Array.from({ length: 100 }, (_, i) => ({ id: i + 1 }));
    up.set('/api/front/product/list', { kind: 'envelope', data: { pageNum: 1, pageSize: 100, pages: 2, total: 150, list: full } });
    const res = await page('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(up.count('/api/front/product/list')).toBe(2);
  });

  it('answers a neutral 5xx without a cached copy when the upstream is down', async () => {
    up.set('/api/front/merchant/street', { kind: 'reset' });
    const res = await page('/sitemap.xml');
    expect([502, 503]).toContain(res.status);
    expect(res.text).not.toContain('127.0.0.1');
  });
});

describe('links never come from a forged Host header', () => {
  let open: Harness;
  beforeAll(async () => {
    open = await startBff(up.url, {});
  });
  afterAll(async () => open?.close());

  const withHost = (path: string, host: string) => call(open.url, path, { csrf: false, headers: { host } });

  it('without PUBLIC_URL a foreign host gets 421 for the sitemap and no cache entry; the machine\'s own name works', async () => {
    const cache = (open.app as unknown as { bffCache: { size: number } }).bffCache;
    const before = cache.size;
    for (let i = 0; i < 20; i++) expect((await withHost('/sitemap.xml', `evil${i}.example`)).status).toBe(421);
    expect(cache.size).toBe(before);
    const own = await call(open.url, '/sitemap.xml', { csrf: false });
    expect(own.status).toBe(200);
    expect(own.text).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/<\/loc>/);
  });

  it('pages served for a foreign host carry no canonical link to it', async () => {
    const res = await withHost('/goods_detail/1', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('evil.example');
  });
});
