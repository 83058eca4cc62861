import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../helpers/stack';
import { ShopperApi } from '../../e2e/account/shopper';
import { FIRST_SCREEN_ELEMENT_ID, SERVER_DRAWN_ATTRIBUTE } from '../../../shared/first-screen';

/**
 * The first screen drawn by the BFF (server/bff/page-drawing.ts) over real HTTP: the built SPA and
 * its server drawing (dist/web, dist/web-ssr), the real BFF and the embedded commerce service on
 * the demo seed. The browser's side (React taking the markup over without redrawing it) is a
 * journey in tests/e2e/shell.
 */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack(process.env.STATIC_DIR ? { env: { STATIC_DIR: process.env.STATIC_DIR } } : {});
});
afterAll(async () => {
  await stack?.close();
});

const ROOT = new RegExp(`<div id="root" ${SERVER_DRAWN_ATTRIBUTE}>([\\s\\S]*?)</div>\\s*<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">`);

async function page(path: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string }> {
  const res = await fetch(`${stack.baseUrl}${path}`, { headers });
  return { status: res.status, html: await res.text() };
}

/** The drawn root's markup, or null when the page was left to the browser. */
function drawn(html: string): string | null {
  return ROOT.exec(html)?.[1] ?? null;
}

/** Text of the drawn markup, tags removed, for asserting what a shopper reads. */
function text(markup: string): string {
  const entities: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>' };
  return markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;|&#x27;|&quot;|&lt;|&gt;/g, (e) => entities[e]!)
    .replace(/\s+/g, ' ');
}

async function firstProduct(query: string, path = '/api/front/product/list'): Promise<{ id: number; storeName: string }> {
  const res = await fetch(`${stack.baseUrl}${path}?${query}`, { headers: { 'x-csrf': '1' } });
  const body = (await res.json()) as { list: { id: number; storeName: string }[] };
  return body.list[0]!;
}

describe('the first screen drawn on the server', () => {
  it('draws the home page: header, categories and product sections, with the route stylesheets linked', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    const root = drawn(html);
    expect(root).not.toBeNull();
    const words = text(root!);
    expect(words).toContain('Skip to main content');
    expect(words).toContain('All categories');
    // A product of the home page's trending list, as the first screen carries it.
    const first = await firstProduct('page=1&limit=5', '/api/front/index/product');
    expect(words).toContain(first.storeName);
    // Painting waits for the route's own stylesheets only when the page is drawn.
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css">/);
    expect(html).not.toMatch(/<link rel="preload" as="style"/);
  });

  it('draws a category, a search and a goods page with their own products', async () => {
    const cat = await page('/categories?id=1');
    const catRoot = drawn(cat.html);
    expect(catRoot).not.toBeNull();
    const inCategory = await firstProduct('cid=1&page=1&limit=20');
    expect(text(catRoot!)).toContain(inCategory.storeName);

    const product = await firstProduct('page=1&limit=1');
    const goods = await page(`/goods_detail/${product.id}`);
    expect(text(drawn(goods.html) ?? '')).toContain(product.storeName);

    const word = product.storeName.split(/\s+/)[0]!;
    const search = await page(`/goods/goods_search?keyword=${encodeURIComponent(word)}`);
    expect(text(drawn(search.html) ?? '')).toContain(product.storeName);
  });

  it('draws in the language of the address', async () => {
    const { html } = await page('/fr');
    const root = drawn(html);
    expect(root).not.toBeNull();
    expect(text(root!)).toContain('Aller au contenu principal');
    expect(text(root!)).not.toContain('Skip to main content');
  });

  it('leaves a plain address to the browser when the shopper chose another language before', async () => {
    // The SPA shows such a page in the chosen language: a drawing in English would be redrawn.
    const { status, html } = await page('/', { cookie: 'locale=fr' });
    expect(status).toBe(200);
    expect(drawn(html)).toBeNull();
    expect(html).toContain('<div id="root"></div>');
    // The same choice made again on its own address is drawn.
    expect(drawn((await page('/fr', { cookie: 'locale=fr' })).html)).not.toBeNull();
  });

  it('draws nothing personal: a signed-in shopper gets the same public drawing', async () => {
    const shopper = new ShopperApi(stack.baseUrl);
    const email = `drawn${Date.now()}@example.test`;
    await shopper.registerByEmail(email, 'Drawn#2026pass', (to) => stack.latestCode(to));
    await shopper.call('POST', '/api/front/user/edit', { nickname: 'Zebulon Quartz', avatar: '' });
    const info = await shopper.call<{ nickname: string }>('GET', '/api/front/user/info');
    expect(info.nickname).toBe('Zebulon Quartz');
    const cookie = shopper
      .cookieList()
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const anonymous = drawn((await page('/')).html);
    const html = (await page('/', { cookie })).html;
    expect(html).not.toContain('Zebulon Quartz');
    expect(drawn(html)).toBe(anonymous);
  });

  // `$\``, `$'`, `$&`, `$$` and `$1` mean something to String.replace: shop data must reach the page as typed.
  const PATTERNS = "Lamp $` $' $& $$ $1 end";

  it('draws search words and product and shop names holding replacement patterns as typed', async () => {
    const wellFormed = (html: string, where: string) => {
      expect(html.match(/<html/g), where).toHaveLength(1);
      expect(html.match(/<\/body>/g), where).toHaveLength(1);
      const state = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
      expect(state, where).not.toBeNull();
      return JSON.parse(state![1]!) as unknown;
    };
    const search = await page(`/goods/goods_search?keyword=${encodeURIComponent(PATTERNS)}`);
    expect(JSON.stringify(wellFormed(search.html, 'search'))).toContain(JSON.stringify(PATTERNS).slice(1, -1));

    // A product (and its shop) renamed with the patterns, on a goods page nobody has asked for yet.
    const db = stack.commerce.ctx.db;
    const last = await db.selectFrom('products').select(['id', 'merId']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db.updateTable('products').set({ storeName: PATTERNS }).where('id', '=', last.id).execute();
    await db.updateTable('merchants').set({ name: `Shop ${PATTERNS}` }).where('id', '=', last.merId).execute();
    const goods = await page(`/goods_detail/${last.id}`);
    wellFormed(goods.html, 'goods');
    expect(text(drawn(goods.html) ?? '')).toContain(PATTERNS);
    expect(goods.html).toContain(`<title>${PATTERNS.replace(/'/g, '&#39;').replace(/&(?!#)/g, '&amp;')}`);
  });

  it('leaves pages outside the first screen to the browser', async () => {
    for (const path of ['/login', '/merchant_street']) {
      const { html } = await page(path);
      expect(drawn(html), path).toBeNull();
    }
  });

  it('draws signed-in pages as their shell, the same for everyone (issue 26)', async () => {
    const shopper = new ShopperApi(stack.baseUrl);
    const email = `shell${Date.now()}@example.test`;
    await shopper.registerByEmail(email, 'Shell#2026pass', (to) => stack.latestCode(to));
    await shopper.call('POST', '/api/front/user/edit', { nickname: 'Ottoline Shell', avatar: '' });
    const cookie = shopper
      .cookieList()
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const cart = drawn((await page('/cart', { cookie })).html);
    expect(cart).not.toBeNull();
    expect(text(cart!)).toContain('Shopping cart');
    expect(cart).toContain('data-page-skeleton');
    expect(cart).not.toContain('Ottoline Shell');
    expect(drawn((await page('/cart')).html)).toBe(cart);
    const orders = (await page('/user_center/order/list', { cookie })).html;
    expect(drawn(orders)).toContain('data-user-card-skeleton');
    expect(orders).not.toContain('Ottoline Shell');
    expect(orders).not.toContain(email);
    // The account frame's stylesheet comes with the page, so the frame paints styled.
    expect(orders).toMatch(/<link rel="stylesheet" href="\/assets\/UserLayout-[^"]+\.css">/);
  });
});
