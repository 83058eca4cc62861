import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { axeViolations, describeViolations, signInFromPage } from '../helpers/browser';
import { DEMO } from '../shop/support';

/**
 * The shell in Chromium against the real BFF + commerce service (fresh demo DB): language
 * switching, the 404 page, the protected-route redirect, and axe on the shell pages.
 * STATIC_DIR may point at another build than dist/web (several checkouts on one machine each build their own).
 */
const { stack, browser, contexts, newPage } = chromiumOnStack();

async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies(stack.baseUrl)).find((c) => c.name === name)?.value;
}

/** Waits for the shell to be drawn and idle (no progress bar, header present). */
async function shellReady(page: Page) {
  await page.locator('header').first().waitFor();
  await page.getByRole('progressbar').waitFor({ state: 'detached' });
}

async function axe(page: Page): Promise<string> {
  // Entry animations finish first, or colour contrast is measured mid-fade.
  await page.waitForTimeout(400);
  return describeViolations(await axeViolations(page));
}

describe('language switch', () => {
  it('sets the cookies, reloads onto the prefixed path, and keeps the choice for plain links', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/`);
    await shellReady(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('combobox', { name: 'Search keywords' }).waitFor();

    const navigation = page.waitForEvent('framenavigated');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await navigation;
    await page.waitForURL(`${stack.baseUrl}/fr`);
    await shellReady(page);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await cookie(page, 'locale')).toBe('fr');
    expect(await cookie(page, 'language')).toBe('fr');
    await page.getByRole('combobox', { name: 'Mots-clés de recherche' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Langue' }).inputValue()).toBe('fr');

    // A plain address with the cookie set shows the French prefixed address.
    await page.goto(`${stack.baseUrl}/no-such-page?x=1`);
    await page.waitForURL(`${stack.baseUrl}/fr/no-such-page?x=1`);
    await page.getByRole('heading', { name: 'Désolé, la page que vous cherchez est incorrecte' }).waitFor();

    // And back to English: plain paths again.
    await page.goto(`${stack.baseUrl}/fr`);
    await shellReady(page);
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
    await page.waitForURL(`${stack.baseUrl}/`);
    await shellReady(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await cookie(page, 'locale')).toBe('en');
  });

  it('serves every language on its prefix with <html lang>', async () => {
    const page = await newPage();
    for (const [code, lang, home] of [
      ['zh-CN', 'zh-CN', '返回首页'],
      ['es', 'es', 'Ir a la página de inicio'],
      ['th', 'th', 'กลับหน้าแรก'],
      ['lao', 'lo', 'ກັບໄປໜ້າຫຼັກ'],
    ] as const) {
      await page.goto(`${stack.baseUrl}/${code}/missing-page`);
      await page.getByRole('link', { name: home }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
    }
  });
});

describe('error pages and guards', () => {
  it('shows the 404 page for an unknown route, with a way home', async () => {
    const page = await newPage();
    const res = await page.goto(`${stack.baseUrl}/this/route/does/not/exist`);
    // A real 404 status, so search engines do not index the page.
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Sorry, the page you are looking for is incorrect' }).waitFor();
    await page.getByText('This page could not be found').waitFor();
    await page.getByRole('link', { name: 'Go Home Page' }).click();
    await page.waitForURL(`${stack.baseUrl}/`);
  });

  it('sends a signed-out visitor from /user_center to /login and remembers the page', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/user_center`);
    await page.waitForURL(`${stack.baseUrl}/login`);
    expect(decodeURIComponent((await cookie(page, 'fromPath')) ?? '')).toBe('/user_center');
  });
});

describe('user centre', () => {
  it('shows the card, the server page texts and the active side-menu entry to a signed-in shopper', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/fr`);
    await shellReady(page);
    // Sign in through the BFF like the dialog does; the dialog itself is the sign-in suite's.
    expect(await signInFromPage(page, DEMO)).toBe(200);
    await page.goto(`${stack.baseUrl}/fr/user_center/address/list`);
    const menu = page.getByRole('navigation', { name: 'Menu du compte' });
    await menu.waitFor();
    await expect.poll(() => menu.locator('[aria-current="page"]').textContent()).toBe('Adresse');
    await page.getByText('Demo Shopper', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
    await page.getByText(/5\s000,00/).waitFor();
    await menu.getByRole('link', { name: 'Liste de souhaits' }).click();
    await page.waitForURL(`${stack.baseUrl}/fr/user_center/wish_list`);
    await expect.poll(() => menu.locator('[aria-current="page"]').textContent()).toBe('Liste de souhaits');
    expect(await axe(page)).toBe('');
  });
});

describe('accessibility', () => {
  it('home shell has no axe violations', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/`);
    await shellReady(page);
    expect(await axe(page)).toBe('');
  });

  it('the open mega-menu and customer-service panel have no axe violations', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/`);
    await shellReady(page);
    await page.getByRole('button', { name: 'All categories' }).click();
    await page.getByRole('button', { name: 'Customer service' }).click();
    expect(await axe(page)).toBe('');
  });

  it('404 page has no axe violations', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/no-such-page`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await axe(page)).toBe('');
  });

  it('login page has no axe violations', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/login`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await axe(page)).toBe('');
  });
});

describe('first screen drawn by the BFF', () => {
  /** A category with products and a product, from the demo seed through the BFF. */
  async function seedPages(): Promise<string[]> {
    const get = async <T>(path: string): Promise<T> => (await (await fetch(`${stack.baseUrl}${path}`, { headers: { 'x-csrf': '1' } })).json()) as T;
    const product = (await get<{ list: { id: number; storeName: string }[] }>('/api/front/product/list?page=1&limit=1')).list[0]!;
    const tree = await get<{ id: number }[]>('/api/front/product/category');
    const word = product.storeName.split(/\s+/)[0]!;
    return ['/', `/categories?id=${tree[0]!.id}`, `/goods/goods_search?keyword=${encodeURIComponent(word)}`, `/goods_detail/${product.id}`, '/fr'];
  }

  it('paints the page before any script runs', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
    contexts.push(ctx);
    const page = await ctx.newPage();
    await page.goto(`${stack.baseUrl}/`);
    await page.getByRole('button', { name: 'All categories' }).waitFor({ state: 'visible' });
    expect(await page.locator('main article').count()).toBeGreaterThan(3);
    await page.goto(`${stack.baseUrl}/fr`);
    await page.getByRole('link', { name: 'Aller au contenu principal' }).waitFor({ state: 'attached' });
  });

  it('is taken over by React without being drawn again, under the real CSP, and then answers clicks', async () => {
    // No bypassCSP here: a style or script the policy refuses shows up as a console error.
    const page = await newPage({ bypassCSP: false });
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(`${page.url()} ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => messages.push(`${page.url()} pageerror: ${e.message}`));
    for (const path of await seedPages()) {
      const res = await page.goto(`${stack.baseUrl}${path}`);
      expect(await res!.text(), path).toContain('data-server-drawn');
      await page.locator('#root:not([data-server-drawn])').waitFor({ state: 'attached' });
    }
    expect(messages).toEqual([]);
    await page.goto(`${stack.baseUrl}/`);
    await page.locator('#root:not([data-server-drawn])').waitFor({ state: 'attached' });
    // The menu opens on hover, which only React answers.
    await page.getByRole('button', { name: 'All categories' }).hover();
    await page.locator('button[aria-expanded="true"]', { hasText: 'All categories' }).waitFor();
  });

  it('answers a click made before React took the page over, once it has', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    contexts.push(ctx);
    const page = await ctx.newPage();
    page.setDefaultTimeout(15_000);
    // The home page's chunk is held back: the entry script runs, React cannot take over yet, and the
    // click surely lands on the drawn page.
    let releaseChunk: () => void = () => undefined;
    const chunkHeld = new Promise<void>((r) => (releaseChunk = r));
    await page.route(/\/assets\/HomePage-[^/]+\.js$/, async (route) => {
      await chunkHeld;
      await route.continue();
    });
    await page.goto(`${stack.baseUrl}/`, { waitUntil: 'domcontentloaded' });
    // The entry script has run and holds clicks while the page waits for its chunk.
    await page.locator('#root[data-holding-clicks]').waitFor({ state: 'attached' });
    const menu = page.locator('button', { hasText: 'All categories' });
    await menu.waitFor();
    await menu.dispatchEvent('click');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    releaseChunk();
    await page.locator('#root:not([data-server-drawn])').waitFor({ state: 'attached' });
    await page.locator('button[aria-expanded="true"]', { hasText: 'All categories' }).waitFor();
  });
});
