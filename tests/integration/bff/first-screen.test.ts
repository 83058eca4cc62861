import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '../../helpers/test-upstream';
import { FIRST_SCREEN_ELEMENT_ID, FIRST_TEXTS_ELEMENT_ID } from '../../../shared/first-screen';
import { bffOnTestUpstream, call, fixtureStaticDir, postJson, sessionPair } from './harness';


/** The English texts as the build writes them (one catalogue per namespace). */
const EN_TEXTS = { common: { nav: { home: 'Home' } }, shop: { card: { sold: '{{sold}} sold' } } };

/**
 * A Vite manifest naming the home and goods page chunks (with their stylesheets) and the English and
 * French catalogues; the build's texts for English, a damaged file for Spanish, none for French.
 */
function staticDirWithManifest(): string {
  const dir = fixtureStaticDir();
  mkdirSync(join(dir, '.vite', 'locales'), { recursive: true });
  writeFileSync(join(dir, '.vite', 'locales', 'en.json'), JSON.stringify(EN_TEXTS));
  writeFileSync(join(dir, '.vite', 'locales', 'es.json'), '{"common": {');
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-aaaa.js', isEntry: true, css: ['assets/index-aaaa.css'] },
      'src/pages/home/HomePage.tsx': { file: 'assets/HomePage-bbbb.js', isDynamicEntry: true, imports: ['index.html', '_wire-cccc.js'], css: ['assets/HomePage-bbbb.css'] },
      '_wire-cccc.js': { file: 'assets/wire-cccc.js', css: ['assets/wire-cccc.css'] },
      'src/pages/catalog/CategoriesPage.tsx': { file: 'assets/CategoriesPage-gggg.js', isDynamicEntry: true, imports: ['_wire-cccc.js'] },
      'src/pages/goods/GoodsDetailPage.tsx': { file: 'assets/GoodsDetailPage-dddd.js', isDynamicEntry: true, imports: ['_wire-cccc.js'] },
      'src/i18n/locales/en/common.json': { file: 'assets/common-eeee.js', isDynamicEntry: true },
      'src/i18n/locales/fr/common.json': { file: 'assets/common-ffff.js', isDynamicEntry: true },
    }),
  );
  return dir;
}

const { up, bff } = bffOnTestUpstream({ STATIC_DIR: staticDirWithManifest() }, { reset: 'requests and cache' });

interface Dehydrated {
  mutations: unknown[];
  queries: { queryKey: unknown[]; queryHash: string; state: { data: unknown; dataUpdatedAt: number; status: string } }[];
}

const SCRIPT = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">([^<]*)</script>`);

function firstScreen(html: string): Dehydrated {
  const m = SCRIPT.exec(html);
  if (!m) throw new Error('no first screen in the page');
  return JSON.parse(m[1]!) as Dehydrated;
}

const TEXTS = new RegExp(`<script type="application/json" id="${FIRST_TEXTS_ELEMENT_ID}">([^<]*)</script>`);

function texts(html: string): unknown {
  const m = TEXTS.exec(html);
  return m ? (JSON.parse(m[1]!) as unknown) : null;
}

const entry = (s: Dehydrated, key: unknown[]) => s.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key));

const HOME_BANNER = { banner: [{ id: 1, name: 'Sale', pic: '/crmebimage/banner/1.jpg', url: '/categories?id=2' }], bastBanner: [], recommendImage: '', shopStreetHeaderImag: '' };

describe('the first screen in the page', () => {
  it('home: the header data and the home lists, each equal to what its API call answers', async () => {
    up.set('/api/pc/home/index', { kind: 'envelope', data: HOME_BANNER });
    up.set('/api/front/index', { kind: 'envelope', data: { siteName: 'Market', logoUrl: '/crmebimage/site/logo.svg' } });
    const res = await call(bff.url, '/', { csrf: false });
    expect(res.status).toBe(200);
    const state = firstScreen(res.text);
    expect(state.mutations).toEqual([]);
    const expected: [unknown[], string][] = [
      [['site', 'index'], '/api/front/index'],
      [['site', 'bffConfig'], '/api/bff/config'],
      [['site', 'languages'], '/api/front/language/listall?state=1'],
      [['category', 'tree'], '/api/front/product/category'],
      [['site', 'pcHome'], '/api/pc/home/index'],
      [['product', 'index', 1, 5], '/api/front/index/product?page=1&limit=5'],
      [['product', 'list', { createTimeOrder: 'desc', page: 1, limit: 5 }], '/api/front/product/list?createTimeOrder=desc&page=1&limit=5'],
      [['product', 'list', { salesOrder: 'desc', page: 1, limit: 5 }], '/api/front/product/list?salesOrder=desc&page=1&limit=5'],
      [['product', 'list', { priceOrder: 'asc', page: 1, limit: 5 }], '/api/front/product/list?priceOrder=asc&page=1&limit=5'],
      [['product', 'list', { page: 2, limit: 5 }], '/api/front/product/list?page=2&limit=5'],
    ];
    expect(state.queries.map((q) => q.queryKey)).toEqual(expected.map(([k]) => k));
    for (const [key, path] of expected) {
      const q = entry(state, key)!;
      expect(q.state.status).toBe('success');
      expect(q.state.dataUpdatedAt).toBeGreaterThan(0);
      expect(q.state.data, path).toEqual((await call(bff.url, path)).json());
    }
    // TanStack Query's hash of the key: object keys sorted.
    expect(entry(state, ['product', 'list', { salesOrder: 'desc', page: 1, limit: 5 }])!.queryHash).toBe('["product","list",{"limit":5,"page":1,"salesOrder":"desc"}]');
    // The same copies as the banner's own srcset, so the picture is downloaded once.
    expect(res.text).toContain('<link rel="preload" as="image" href="/crmebimage/banner/1.jpg?w=1280" imagesrcset="/crmebimage/banner/1.jpg?w=1280 1280w" imagesizes="1200px" fetchpriority="high">');
    expect(res.text).toContain('<link rel="preload" as="image" href="/crmebimage/site/logo.svg" fetchpriority="high">');
    expect(res.text).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-bbbb.js">');
    expect(res.text).toContain('<link rel="modulepreload" crossorigin href="/assets/wire-cccc.js">');
    // The stylesheets the page chunk would add before it renders, fetched from the start.
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/HomePage-bbbb.css">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/wire-cccc.css">');
    // The entry script is already in the page, and so is its stylesheet; neither is named twice.
    expect(res.text).not.toContain('href="/assets/index-aaaa.js"');
    expect(res.text).not.toContain('index-aaaa.css');
    // The English texts travel in the page, so no catalogue file is preloaded.
    expect(texts(res.text)).toEqual({ lang: 'en', texts: EN_TEXTS });
    expect(res.text).not.toContain('common-eeee.js');
    expect(res.text).not.toContain('common-ffff.js');
  });

  it('a language the build wrote no texts for, or a damaged texts file: its catalogue files are preloaded instead', async () => {
    const fr = (await call(bff.url, '/fr', { csrf: false })).text;
    expect(texts(fr)).toBeNull();
    expect(fr).toContain('<link rel="modulepreload" crossorigin href="/assets/common-ffff.js">');
    expect(fr).not.toContain('common-eeee.js');
    const es = await call(bff.url, '/es', { csrf: false });
    expect(es.status).toBe(200);
    expect(texts(es.text)).toBeNull();
    expect(firstScreen(es.text).queries.length).toBeGreaterThan(0);
  });

  it('category: the first card picture of the grid is preloaded in the sizes the card offers', async () => {
    up.set('/api/front/product/list', { kind: 'envelope', data: { list: [{ id: 6, storeName: 'Desk', image: '/crmebimage/p/6.png', price: '9.00' }], total: 1, page: 1, limit: 20, totalPage: 1 } });
    const html = (await call(bff.url, '/categories?id=2', { csrf: false })).text;
    expect(html).toContain(
      '<link rel="preload" as="image" href="/crmebimage/p/6.png?w=320" imagesrcset="/crmebimage/p/6.png?w=320 320w, /crmebimage/p/6.png?w=480 480w, /crmebimage/p/6.png?w=640 640w" imagesizes="282px" fetchpriority="high">',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/CategoriesPage-gggg.js">');
    // The home page's rows are narrower cards: no grid picture is preloaded there.
    const home = (await call(bff.url, '/', { csrf: false })).text;
    expect(home).not.toContain('<link rel="preload" as="image" href="/crmebimage/p/6.png');
  });

  it('costs no upstream call for a page already seen in that language', async () => {
    await call(bff.url, '/', { csrf: false });
    await call(bff.url, '/fr', { csrf: false });
    const before = up.requests.length;
    await call(bff.url, '/', { csrf: false });
    await call(bff.url, '/fr', { csrf: false });
    expect(up.requests.length).toBe(before);
  });

  it('reads each language\'s answers under their own address, never another language\'s', async () => {
    await call(bff.url, '/th', { csrf: false });
    const tree = up.requests.filter((r) => r.path === '/api/front/product/category').map((r) => new URLSearchParams(r.url.split('?')[1]).get('languageCode'));
    expect(tree).toContain('th');
    // A Spanish shopper on a plain address (the cookie of their earlier choice) gets the Spanish answers.
    await call(bff.url, '/', { csrf: false, headers: { cookie: 'locale=es' } });
    expect(up.requests.filter((r) => r.path === '/api/front/product/category').some((r) => r.url.includes('languageCode=es'))).toBe(true);
  });

  it('goods: the product detail, its main picture preloaded, its chunk named', async () => {
    up.set('/api/front/product/detail/7', {
      kind: 'envelope',
      data: { productInfo: { id: 7, storeName: 'Scarf', image: '/crmebimage/p/7.png', sliderImage: '["/crmebimage/p/7a.png","/crmebimage/p/7b.png"]' }, productAttr: [], productValue: {}, userCollect: false },
    });
    const res = await call(bff.url, '/goods_detail/7', { csrf: false });
    // The SEO tags and the first screen share one upstream call.
    expect(up.count('/api/front/product/detail/7')).toBe(1);
    const state = firstScreen(res.text);
    const detail = entry(state, ['product', 'detail', 7])!;
    expect(detail.state.data).toEqual((await call(bff.url, '/api/front/product/detail/7')).json());
    expect(res.text).toContain(
      '<link rel="preload" as="image" href="/crmebimage/p/7a.png?w=480" imagesrcset="/crmebimage/p/7a.png?w=480 480w, /crmebimage/p/7a.png?w=640 640w, /crmebimage/p/7a.png?w=960 960w" imagesizes="480px" fetchpriority="high">',
    );
    expect(res.text).toContain('<link rel="modulepreload" crossorigin href="/assets/GoodsDetailPage-dddd.js">');
  });

  it('category and search: page 1 of the list under the query the SPA builds from the address', async () => {
    const cat = firstScreen((await call(bff.url, '/fr/categories?id=2&sales=2&min=5', { csrf: false })).text);
    expect(entry(cat, ['product', 'list', { page: 1, limit: 20, cid: 2, salesOrder: 'desc', minPrice: '5' }])).toBeDefined();
    const sent = up.requests.find((r) => r.path === '/api/front/product/list')!;
    expect(new URLSearchParams(sent.url.split('?')[1])).toEqual(new URLSearchParams('page=1&limit=20&cid=2&salesOrder=desc&minPrice=5&languageCode=fr'));
    const search = firstScreen((await call(bff.url, '/goods/goods_search?keywords=kit', { csrf: false })).text);
    expect(entry(search, ['product', 'list', { page: 1, limit: 20, keyword: 'kit' }])).toBeDefined();
    expect(entry(search, ['product', 'hotKeywords'])!.state.data).toEqual((await call(bff.url, '/api/front/search/keyword')).json());
    // The shop tab of the search shows shops, not this list.
    const shops = firstScreen((await call(bff.url, '/goods/goods_search?keywords=kit&type=Store', { csrf: false })).text);
    expect(shops.queries.some((q) => q.queryKey[1] === 'list')).toBe(false);
  });

  it('is escaped: upstream text cannot end the script element, and reads back unchanged', async () => {
    const name = 'Scarf </script><script>alert(1)</script> <!-- & \u2028\u2029';
    up.set('/api/front/product/detail/7', { kind: 'envelope', data: { productInfo: { id: 7, storeName: name, image: '' }, userCollect: false } });
    const html = (await call(bff.url, '/goods_detail/7', { csrf: false })).text;
    const m = SCRIPT.exec(html)!;
    expect(m[1]).not.toMatch(/[<>&\u2028\u2029]/);
    expect(html).not.toContain('<script>alert(1)');
    const detail = entry(firstScreen(html), ['product', 'detail', 7])!;
    expect((detail.state.data as { productInfo: { storeName: string } }).productInfo.storeName).toBe(name);
  });

  it('is a JSON script under the unchanged CSP: nothing inline runs', async () => {
    const res = await call(bff.url, '/', { csrf: false });
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/js\.stripe\.com;/);
    const inline = [...res.text.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline).toEqual([` type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}"`, ` type="application/json" id="${FIRST_TEXTS_ELEMENT_ID}"`]);
  });

  it('holds nothing of a signed-in shopper: fetched without the token, personal answers marked stale', async () => {
    const login = await postJson(bff.url, '/api/front/login/email', { email: 'a@b.co', password: 'x' });
    const cookie = sessionPair(login)!;
    up.clear();
    up.set('/api/front/product/detail/7', { kind: 'envelope', data: { productInfo: { id: 7, storeName: 'Scarf', image: '' }, userCollect: false } });
    const html = (await call(bff.url, '/goods_detail/7', { csrf: false, headers: { cookie } })).text;
    expect(up.requests.length).toBeGreaterThan(0);
    for (const r of up.requests) expect(r.headers['authori-zation'], r.path).toBeUndefined();
    expect(html).not.toContain(TEST_TOKEN);
    expect(html).not.toContain('ada@example.com');
    const state = firstScreen(html);
    expect(state.queries.some((q) => q.queryKey[0] === 'user')).toBe(false);
    // Its "liked" flag is the shopper's own: the SPA refetches it with the session at once.
    expect(entry(state, ['product', 'detail', 7])!.state.dataUpdatedAt).toBe(0);
    expect(entry(state, ['site', 'index'])!.state.dataUpdatedAt).toBeGreaterThan(0);
    // The same address without a cookie: the detail is fresh.
    const anon = firstScreen((await call(bff.url, '/goods_detail/7', { csrf: false })).text);
    expect(entry(anon, ['product', 'detail', 7])!.state.dataUpdatedAt).toBeGreaterThan(0);
  });

  it('leaves out a query whose upstream fails, and the page still loads', async () => {
    up.set('/api/front/product/category', { kind: 'reset' });
    up.set('/api/pc/home/index', { kind: 'envelope', code: 500, message: 'broken' });
    const res = await call(bff.url, '/', { csrf: false });
    expect(res.status).toBe(200);
    const state = firstScreen(res.text);
    expect(entry(state, ['category', 'tree'])).toBeUndefined();
    expect(entry(state, ['site', 'pcHome'])).toBeUndefined();
    expect(entry(state, ['site', 'index'])).toBeDefined();
    expect(res.text).not.toContain('rel="preload" as="image"');
  });
});
