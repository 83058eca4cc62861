import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { signInFromPage } from '../helpers/browser';
import { compareWithBaseline, MAX_DIFF_RATIO } from '../helpers/visual';
import { DEMO } from '../shop/support';

/**
 * Pages where layout defects were once found, compared with stored pictures: the shop-street cards
 * (banner text under the shop name, the self-run badge over the stars), the account header and
 * settings (a "/" in the phone field, the avatar's initials) and the shop qualification tab (text
 * over the licence pictures). The demo seed is deterministic, so the pictures are too.
 */
const { stack, newPage } = chromiumOnStack();

async function visitor(signedIn: boolean): Promise<Page> {
  const page = await newPage({ viewport: { width: 1440, height: 2200 }, bypassCSP: false, reducedMotion: 'reduce' });
  if (signedIn) {
    await page.goto(`${stack.baseUrl}/login`);
    expect(await signInFromPage(page, DEMO)).toBe(200);
  }
  return page;
}

/** Loaded, idle, images decoded and fonts ready, so the picture is the page's final state. */
async function steady(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy=true]'));
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy pictures far below never load; wait only for those in view, and never for ever.
    const inView = Array.from(document.images).filter((img) => img.getBoundingClientRect().top < window.innerHeight * 1.5);
    const loaded = Promise.all(inView.map((img) => (img.complete ? null : img.decode().catch(() => null))));
    await Promise.race([loaded, new Promise((r) => setTimeout(r, 5000))]);
  });
}

async function expectLikeBaseline(page: Page, selector: string, name: string): Promise<void> {
  // A tall window holds the whole page, so nothing scrolls under the pinned header.
  const target = page.locator(selector).first();
  await page.evaluate(() => window.scrollTo(0, 0));
  await steady(page);
  const r = await compareWithBaseline(target, name);
  expect(r.ratio, `${name}: ${(r.ratio * 100).toFixed(2)}% of pixels differ (${r.size})${r.diffPath ? `; diff at ${r.diffPath}` : ''}`).toBeLessThanOrEqual(MAX_DIFF_RATIO);
}

describe('layout matches the stored pictures', () => {
  it('shop street cards: name, badge and stars below the banner, never over it', async () => {
    const page = await visitor(false);
    await page.goto(`${stack.baseUrl}/`);
    // The section renders when scrolled near; bring it in, then compare it.
    const section = page.locator('section[aria-labelledby="home-street"]');
    for (let y = 0; y < 8000 && !(await section.count()); y += 700) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(100);
    }
    await section.locator('article').first().waitFor();
    await section.evaluate((el) => el.scrollIntoView());
    await steady(page);
    const r = await compareWithBaseline(section, 'home-shop-street');
    expect(r.ratio, `home-shop-street: ${(r.ratio * 100).toFixed(2)}% differ (${r.size})${r.diffPath ? `; diff at ${r.diffPath}` : ''}`).toBeLessThanOrEqual(MAX_DIFF_RATIO);
  });

  it('account header and settings: own initials, no stray "/" in the phone field', async () => {
    const page = await visitor(true);
    await page.goto(`${stack.baseUrl}/users/user_info`);
    await page.getByRole('heading', { name: 'Account settings' }).waitFor();
    expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe('');
    await expectLikeBaseline(page, 'main', 'account-settings');
  });

  it('shop qualification tab: licence pictures with nothing drawn over them', async () => {
    const page = await visitor(false);
    await page.goto(`${stack.baseUrl}/merchant/merchant/qualification?id=1`);
    await page.getByRole('heading', { name: 'Business licence and qualifications' }).waitFor();
    await expectLikeBaseline(page, 'main', 'shop-qualification');
  });
});
