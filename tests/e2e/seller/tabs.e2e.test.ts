import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { screenShots, sellerSignIn } from '../helpers/console';

/**
 * The merchant console's state tabs in the longest of its languages (French) at the narrowest desktop width:
 * every label stays on one line, however many tabs a list has, and the page never scrolls sideways. A tab
 * past the edge is reached by the tab row's own scroll, and the chosen one is always in view. With
 * TABS_SHOTS naming a folder, each screen is photographed in English and French at 1440 and 1280 pixels.
 */
const { stack, newPage } = chromiumOnStack();

const SCREENS = [
  { path: '/seller/orders', name: 'orders' },
  { path: '/seller/refunds', name: 'refunds' },
  { path: '/seller/products', name: 'products' },
] as const;

/** Which tabs' text runs onto a second line (name or count), and whether the chosen tab and the page fit. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('main [role="tablist"]')!;
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
    // The boxes of a tab's text, word by word: on one line every two of them overlap from top to bottom.
    const wraps = (tab: HTMLElement) => {
      const boxes: DOMRect[] = [];
      const walk = document.createTreeWalker(tab, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(n);
        boxes.push(...Array.from(range.getClientRects()).filter((r) => r.width > 0));
      }
      return boxes.some((a) => boxes.some((b) => a.bottom <= b.top + 1));
    };
    const selected = list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')!.getBoundingClientRect();
    const row = list.getBoundingClientRect();
    return {
      count: tabs.length,
      wrapped: tabs.filter(wraps).map((t) => t.textContent),
      selectedInView: selected.left >= row.left - 1 && selected.right <= row.right + 1,
      pageScrollsSideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  });
}

describe('merchant console: state tabs in long languages', () => {
  it('keeps every tab label on one line in French at 1280 px, and the chosen tab in view', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await sellerSignIn(page, stack.baseUrl, /\/seller\/dashboard/);
    const language = page.getByLabel(/^(Language|Langue)$/);
    for (const screen of SCREENS) {
      await page.goto(`${stack.baseUrl}${screen.path}`);
      await page.locator('main [role="tablist"] [role="tab"]').first().waitFor();
      await screenShots(page, { dir: process.env.TABS_SHOTS, name: `seller-tabs-${screen.name}`, language, languages: ['en', 'fr'] });
      await page.setViewportSize({ width: 1280, height: 800 });
      await language.selectOption('fr');
      await page.waitForFunction(() => document.documentElement.lang === 'fr');
      const first = await measure(page);
      expect(first.count, screen.path).toBeGreaterThan(3);
      expect(first.wrapped, `${screen.path}: tabs whose label wraps`).toEqual([]);
      expect(first.pageScrollsSideways, screen.path).toBe(false);
      // The last tab, the one most likely past the edge, once chosen is shown whole.
      await page.locator('main [role="tablist"] [role="tab"]').last().click();
      await page.waitForFunction(() => document.querySelector('main [role="tablist"] [role="tab"]:last-child')?.getAttribute('aria-selected') === 'true');
      await page.waitForTimeout(300);
      const last = await measure(page);
      expect(last.selectedInView, `${screen.path}: the chosen last tab is in view`).toBe(true);
      expect(last.wrapped, screen.path).toEqual([]);
      await language.selectOption('en');
      await page.waitForFunction(() => document.documentElement.lang === 'en');
    }
  });
});
