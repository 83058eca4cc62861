import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { ShopperApi } from '../account/shopper';
import { addCoupon } from '../../helpers/fixtures-orders';
import { ADA, expectNoAxeViolations } from './support';

/**
 * The storefront's smaller faults of issue 26, in Chromium on the real stack: coupon validity in the
 * shopper's own zone, the cart's invalid lines saying why, a quantity above the limit named, an unknown
 * category answered 404, and an order's address in the shopper's order with the dial code.
 */
const { stack, browser, contexts } = chromiumOnStack();

const url = (path: string) => `${stack.baseUrl}${path}`;
/** Intl puts narrow or no-break spaces before AM/PM and inside dates; the shopper reads spaces. */
const spaces = (s: string | null) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ').trim();

async function pageIn(opts: { timezoneId?: string; width?: number; cookies?: { name: string; value: string; url: string }[] } = {}): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: opts.width ?? 1440, height: 900 }, bypassCSP: true, timezoneId: opts.timezoneId ?? 'Europe/London' });
  contexts.push(ctx);
  if (opts.cookies) await ctx.addCookies(opts.cookies);
  const page = await ctx.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

async function signedIn(who: { email: string; password: string }): Promise<ShopperApi> {
  const s = new ShopperApi(stack.baseUrl);
  await s.signInByEmail(who.email, who.password);
  return s;
}

describe('coupon validity in the shopper’s zone', () => {
  // Stored UTC; on the wire GMT+8 ("2026-11-26 11:58:13"), as the issue saw it.
  const fixed = { start: '2026-11-26 03:58:13', end: '2027-01-15 04:30:00' };
  const expected: [string, string][] = [
    ['Europe/London', 'Nov 26, 2026, 3:58 AM – Jan 15, 2027, 4:30 AM'],
    ['America/New_York', 'Nov 25, 2026, 10:58 PM – Jan 14, 2027, 11:30 PM'],
  ];

  it('shows the same instants, to the minute, on the shop’s coupons and in my coupons', async () => {
    const db = stack.commerce.db;
    const shop = await db.selectFrom('merchants').select('id').where('isShow', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const name = 'Zone check coupon';
    const couponId = await addCoupon(db, { merId: shop.id, money: 500, useType: 1, name, fixed });
    const ada = await signedIn(ADA);
    await ada.call('POST', '/api/front/coupon/receive', { couponId });
    for (const [timezoneId, range] of expected) {
      const page = await pageIn({ timezoneId, cookies: ada.cookieList() });
      await page.goto(url(`/merchant/merchant/coupon?id=${shop.id}`));
      const ticket = page.locator('article', { has: page.getByRole('heading', { name }) });
      expect(spaces(await ticket.locator('p').first().textContent()), timezoneId).toBe(`Valid ${range}`);
      await page.goto(url('/users/coupon_list'));
      const mine = page.locator('li', { hasText: name });
      await expect.poll(async () => spaces(await mine.textContent()), { timeout: 20_000 }).toContain(range);
      expect(spaces(await mine.textContent())).not.toMatch(/\d{2}:\d{2}:\d{2}/);
    }
  });
});

describe('cart invalid lines', () => {
  it('say why each line is invalid, offer the matching action, and hold their layout in long languages', async () => {
    const db = stack.commerce.db;
    const skus = await db
      .selectFrom('productAttrValues as v')
      .innerJoin('products as p', 'p.id', 'v.productId')
      .innerJoin('merchants as m', 'm.id', 'p.merId')
      .select(['v.id', 'v.productId', 'v.stock'])
      .where('p.isShow', '=', 1)
      .where('p.isDel', '=', 0)
      .where('m.isShow', '=', 1)
      .where('v.isDel', '=', 0)
      .where('v.stock', '>', 5)
      .orderBy('p.id', 'desc')
      .execute();
    const picked = [...new Map(skus.map((s) => [s.productId, s])).values()].slice(0, 4);
    expect(picked).toHaveLength(4);
    const [offSale, soldOut, changed, fine] = picked as [(typeof picked)[number], (typeof picked)[number], (typeof picked)[number], (typeof picked)[number]];
    // A new shopper, so the cart holds only these lines.
    const demo = new ShopperApi(stack.baseUrl);
    await demo.registerByEmail(`cart-${Date.now()}@example.test`, 'Cart#2026pass', (to) => stack.latestCode(to));
    await demo.call('POST', '/api/front/cart/save', picked.map((s) => ({ productId: s.productId, productAttrUnique: s.id, cartNum: 1 })));
    await db.updateTable('products').set({ isShow: 0 }).where('id', '=', offSale.productId).execute();
    await db.updateTable('productAttrValues').set({ stock: 0 }).where('id', '=', soldOut.id).execute();
    await db.updateTable('productAttrValues').set({ isDel: 1 }).where('id', '=', changed.id).execute();
    try {
      for (const [lang, width] of [['', 1440], ['th/', 1280], ['lao/', 1280], ['es/', 1280]] as const) {
        const page = await pageIn({ width, cookies: demo.cookieList() });
        await page.goto(url(`/${lang}cart`));
        const rows = page.getByTestId('invalid-line');
        await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(3);
        const reasons = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-reason')));
        expect(reasons.sort()).toEqual(['offSale', 'outOfStock', 'specChanged']);
        for (let i = 0; i < 3; i++) {
          const row = rows.nth(i);
          const reason = await row.getAttribute('data-reason');
          // A changed or sold-out spec can be chosen again; an off-sale product cannot; every line can be removed.
          expect(await row.getByRole('button').count(), `${lang}${reason}`).toBe(reason === 'offSale' ? 1 : 2);
          const box = await row.evaluate((li) => {
            const img = li.querySelector('img')!.getBoundingClientRect();
            const tag = li.querySelector('span')!.getBoundingClientRect();
            const buttons = [...li.querySelectorAll('button')].map((b) => ({ fits: b.scrollWidth <= b.clientWidth + 1, inside: b.getBoundingClientRect().right <= li.getBoundingClientRect().right }));
            return { tagClear: tag.left >= img.right, buttons };
          });
          expect(box.tagClear, `${lang} badge beside the picture`).toBe(true);
          for (const b of box.buttons) expect(b, `${lang} ${reason} button text inside its outline`).toEqual({ fits: true, inside: true });
        }
        if (lang === '') await expectNoAxeViolations(page, 'cart with invalid lines');
      }
      // A typed quantity above the limit is brought to it and the limit is named.
      const page = await pageIn({ cookies: demo.cookieList() });
      await page.goto(url('/cart'));
      const groups = await demo.call<{ cartInfoList: { id: number; productAttrUnique: string | number }[] }[]>('GET', '/api/front/cart/list?isValid=true');
      const fineLine = groups.flatMap((g) => g.cartInfoList).find((l) => String(l.productAttrUnique) === String(fine.id))!;
      const line = page.locator(`[data-testid="cart-line"][data-line-id="${fineLine.id}"]`);
      const qty = line.getByRole('textbox', { name: 'Quantity' });
      await qty.fill('999');
      await qty.press('Enter');
      const limit = Math.min(fine.stock, 99);
      await expect.poll(async () => spaces(await line.getByRole('alert').textContent()), { timeout: 20_000 }).toBe(`You can buy at most ${limit}`);
      expect(await qty.inputValue()).toBe(String(limit));
    } finally {
      await db.updateTable('products').set({ isShow: 1 }).where('id', '=', offSale.productId).execute();
      await db.updateTable('productAttrValues').set({ stock: soldOut.stock }).where('id', '=', soldOut.id).execute();
      await db.updateTable('productAttrValues').set({ isDel: 0 }).where('id', '=', changed.id).execute();
    }
  });
});

describe('unknown category', () => {
  it('is answered 404 with the drawn not-found page, and the app shows it', async () => {
    const res = await fetch(url('/categories?id=987654'));
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    // Drawn by the BFF: the not-found page is in the root before any script runs.
    expect(html).toMatch(/<div id="root" data-server-drawn>[\s\S]*<h1 id="error-heading"[^>]*>Sorry, the page you are looking for is incorrect<\/h1>[\s\S]*<\/main>/);
    const known = await stack.commerce.db.selectFrom('categories').select('id').where('isShow', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    expect((await fetch(url(`/categories?id=${known.id}`))).status).toBe(200);
    const page = await pageIn();
    await page.goto(url('/th/categories?id=987654'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('#error-heading').count()).toBe(1);
  });
});

describe('order address', () => {
  it('is written in the shopper’s order with the dial code, per language', async () => {
    const ada = await signedIn(ADA);
    const addressId = await ada.addAddress({ country: 'United Kingdom', detail: '221B Baker Street', postCode: 'NW1 6XE', countryCode: '+44', phone: '7700900123' });
    const { shopNo } = await ada.placeOrder({ pay: false, addressId });
    const cases: [string, string][] = [
      ['', '221B Baker Street, NW1 6XE, United Kingdom'],
      ['zh-CN/', 'United Kingdom 221B Baker Street NW1 6XE'],
      ['th/', '221B Baker Street NW1 6XE United Kingdom'],
    ];
    for (const [lang, address] of cases) {
      const page = await pageIn({ cookies: ada.cookieList() });
      await page.goto(url(`/${lang}order/order_detail?orderNo=${shopNo}`));
      const dd = page.locator('dd', { hasText: 'Baker Street' });
      await expect.poll(async () => spaces(await dd.textContent()), { timeout: 20_000 }).toBe(address);
      await page.locator('dd', { hasText: '+44 7700900123' }).waitFor();
    }
  });
});
