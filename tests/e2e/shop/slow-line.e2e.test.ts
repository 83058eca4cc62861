import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { signInFromPage } from '../helpers/browser';
import { DEMO, api, expectNoAxeViolations, poll } from './support';

/**
 * Calm on a slow line (issue 26, requirement 7): signed-in pages arrive drawn as their shell, grids
 * load as skeleton cards of the real cards' size, and a navigation that loses the network stays in
 * the app with "Could not load" and a retry. STATIC_DIR may point at another build than dist/web.
 */
const { stack, newPage } = chromiumOnStack();

/** The demo shopper's session cookie header, signed in from outside any browser. */
async function sessionCookie(): Promise<string> {
  const res = await fetch(`${stack.baseUrl}/api/front/login/email`, {
    method: 'POST',
    headers: { 'X-CSRF': '1', 'Content-Type': 'application/json', Origin: stack.baseUrl },
    body: JSON.stringify(DEMO),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The root element's markup of a served page, and its first-screen JSON. */
function drawnParts(html: string): { root: string; firstScreen: string } {
  const root = /<div id="root"([^>]*)>([\s\S]*?)<\/div>\s*<script type="application\/json" id="first-screen">/.exec(html);
  const firstScreen = /<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(html);
  return { root: root ? `${root[1]}>${root[2]}` : '', firstScreen: firstScreen?.[1] ?? '' };
}

/** Console warnings that mean React could not take the drawn page over as it was drawn. */
function watchRedraws(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    const text = m.text();
    if (/first screen redrawn|hydrat|did not match/i.test(text)) seen.push(text);
  });
  return seen;
}

describe('signed-in pages arrive as their shell', () => {
  it('the cart drawn for a signed-in request has the header, footer, title and skeleton, and nothing of the shopper', async () => {
    const cookie = await sessionCookie();
    const html = await (await fetch(`${stack.baseUrl}/cart`, { headers: { Cookie: cookie } })).text();
    const { root, firstScreen } = drawnParts(html);
    expect(root).toContain('data-server-drawn');
    expect(root).toMatch(/<header[\s>]/);
    expect(root).toMatch(/<footer[\s>]/);
    expect(root).toContain('Shopping cart');
    expect(root).toContain('data-page-skeleton');
    expect(root).toContain('role="status"');
    // Nothing of the shopper: not their name, email or any of their answers.
    for (const personal of ['Demo Shopper', DEMO.email]) {
      expect(html).not.toContain(personal);
    }
    expect(firstScreen).not.toMatch(/"queryKey":\["(user|cart|order)"/);
    // The same drawing with no cookie at all: the shell never depends on who asks.
    const anonymous = drawnParts(await (await fetch(`${stack.baseUrl}/cart`)).text()).root;
    expect(anonymous).toBe(root);
  });

  it('the order list is drawn in the account frame: the real menu, the card as shapes', async () => {
    const cookie = await sessionCookie();
    const { root } = drawnParts(await (await fetch(`${stack.baseUrl}/user_center/order/list`, { headers: { Cookie: cookie } })).text());
    expect(root).toContain('data-server-drawn');
    expect(root).toContain('data-user-card-skeleton');
    expect(root).toContain('Account menu');
    expect(root).toContain('My Order');
    expect(root).not.toContain('Demo Shopper');
  });

  it('in Chromium the shell paints before any script, React takes it over unchanged, and the cart fills in', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/`);
    expect(await signInFromPage(page, DEMO)).toBe(200);
    const a = api(page, stack.baseUrl);
    const list = await a.get<{ list: { id: number; stock: number; storeName: string }[] }>('/api/front/product/list?page=1&limit=20');
    const product = list.list.find((p) => p.stock > 5)!;
    const detail = await a.get<{ productValue: Record<string, { id: number; stock: number }> }>(`/api/front/product/detail/${product.id}`);
    const sku = Object.values(detail.productValue).find((s) => s.stock > 2)!;
    await a.post('/api/front/cart/save', [{ productId: product.id, productAttrUnique: sku.id, cartNum: 1 }]);

    const redraws = watchRedraws(page);
    // Scripts held back: what shows is the BFF's drawing alone.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${stack.baseUrl}/cart`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Shopping cart' }).waitFor();
    expect(await page.locator('header').first().isVisible()).toBe(true);
    expect(await page.locator('footer').first().isVisible()).toBe(true);
    expect(await page.locator('[data-page-skeleton] [class*="bone"]').count()).toBeGreaterThan(3);
    release();
    await page.locator('#root:not([data-server-drawn])').waitFor({ state: 'attached' });
    // The shopper's own cart replaces the placeholders.
    await page.getByRole('link', { name: product.storeName }).first().waitFor();
    expect(await page.locator('[data-page-skeleton]').count()).toBe(0);
    expect(redraws).toEqual([]);
    await expectNoAxeViolations(page, 'cart after the shell');
  });

  it('the account frame is taken over unchanged and the order list fills in', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/`);
    expect(await signInFromPage(page, DEMO)).toBe(200);
    const redraws = watchRedraws(page);
    await page.goto(`${stack.baseUrl}/user_center/order/list`);
    await page.locator('#root:not([data-server-drawn])').waitFor({ state: 'attached' });
    await page.getByText('Demo Shopper').first().waitFor();
    await poll(() => page.locator('[data-user-card-skeleton], [data-page-skeleton]').count()).toBe(0);
    expect(redraws).toEqual([]);
  });

  it('a signed-out visitor on the drawn shell still goes to sign in', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/user_center/order/list`);
    await page.waitForURL(/\/login/);
  });
});

describe('grids load as skeleton cards of the real cards’ size', () => {
  it('no box moves when the cards arrive, and the skeleton is announced once', async () => {
    const page = await newPage({ reducedMotion: 'reduce' });
    await page.goto(`${stack.baseUrl}/`);
    await page.locator('#root:not([data-server-drawn])').waitFor({ state: 'attached' });
    // The product list is held back, as on a line that stalls.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/api\/front\/product\/list/, async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: false });
    });
    // A shopper's click on a category of the header: the app's own navigation, no page load.
    await page.locator('header a[href*="/categories?id="]:visible').first().click();
    const skeletons = page.locator('[data-skeleton-card]');
    await skeletons.first().waitFor();
    expect(await skeletons.count()).toBe(12);
    // The grid's twelve cards say "Loading" once, not twelve times. The filter bar above it may
    // still be loading on a slow machine and has its own single status, so count the grid's only.
    const status = page.locator('[data-loading-region]:has([data-skeleton-card]) [role="status"]');
    expect(await status.count()).toBe(1);
    expect(await page.locator('[data-loading-region]:has([data-skeleton-card])').count()).toBe(1);
    expect(await page.locator('[data-loading-region] [aria-hidden="true"] [data-skeleton-card]').count()).toBe(12);
    // Shoppers who asked for less motion get still shapes.
    expect(await page.locator('[data-skeleton-card] [class*="bone"]').first().evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await expectNoAxeViolations(page, 'skeleton grid');
    const box = async (sel: string) => (await page.locator(sel).first().boundingBox())!;
    const before = { card: await box('[data-skeleton-card]'), picture: await box('[data-skeleton-card] [class*="imageBone"]'), second: await skeletons.nth(1).boundingBox() };
    await page.evaluate(() => ((window as unknown as { __shift: number }).__shift = 0));
    release();
    await page.locator('main article').first().locator('img').waitFor();
    await poll(() => page.locator('[data-skeleton-card]').count()).toBe(0);
    const after = { card: await box('main li article'), picture: await box('main li article img'), second: await page.locator('main li article').nth(1).boundingBox() };
    expect(after.card.x).toBeCloseTo(before.card.x, 0);
    expect(after.card.y).toBeCloseTo(before.card.y, 0);
    expect(after.card.width).toBeCloseTo(before.card.width, 0);
    expect(after.picture.width).toBeCloseTo(before.picture.width, 0);
    expect(after.picture.height).toBeCloseTo(before.picture.height, 0);
    expect(after.second!.x).toBeCloseTo(before.second!.x, 0);
    // A two-line name (the common case) makes a card exactly the skeleton's height; three lines add one line at most.
    expect(after.card.height - before.card.height).toBeGreaterThanOrEqual(-1);
    expect(after.card.height - before.card.height).toBeLessThanOrEqual(24);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThanOrEqual(0.01);
  });
});

describe('a navigation that loses the network', () => {
  it('stays in the app with "Could not load" in the shopper’s language, and the retry recovers once online', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/zh-CN/`);
    await page.locator('#root:not([data-server-drawn])').waitFor({ state: 'attached' });
    const street = page.locator('footer a[href="/zh-CN/merchant/merchant_street"]').first();
    await street.waitFor();
    await page.context().setOffline(true);
    await street.click();
    const alert = page.locator('main [data-load-failed]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('无法加载');
    expect(await alert.textContent()).toContain('您似乎已离线');
    // Still the shop, not the browser's error page: the header is there and the address is the app's.
    expect(await page.locator('header').first().isVisible()).toBe(true);
    expect(page.url()).toBe(`${stack.baseUrl}/zh-CN/merchant/merchant_street`);
    await expectNoAxeViolations(page, 'could not load, offline');
    // Retrying while still offline does not leave the app either.
    await page.getByRole('button', { name: '重试' }).click();
    await page.waitForTimeout(300);
    expect(await page.locator('main [data-load-failed]').count()).toBe(1);
    await page.context().setOffline(false);
    await poll(async () => (await alert.textContent()) ?? '').not.toContain('您似乎已离线');
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await poll(() => page.locator('[data-load-failed]').count()).toBe(0);
    expect(page.url()).toBe(`${stack.baseUrl}/zh-CN/merchant/merchant_street`);
  });
});
