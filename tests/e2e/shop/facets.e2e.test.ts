import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { api, expectNoAxeViolations, poll } from './support';
import { FACETS_PATH, facetsAnswer } from '../../../shared/contract/facets';

/**
 * Facets with counts (issue 28, requirement 2) on the demo marketplace: ticking a colour on a category page
 * narrows the list to the count it showed, the address carries it (a reload keeps it), the chip removes it, and
 * axe finds nothing wrong with a filter open, in English and in Thai.
 */
const { stack, newPage } = chromiumOnStack();

interface Category {
  id: number;
  childList?: Category[] | null;
}

/** A leaf category whose list offers at least two Color values (from the facets call, as the page asks it). */
async function categoryWithColours(page: Page): Promise<{ id: number; value: string; label: string; count: number; total: number }> {
  const call = api(page, stack.baseUrl);
  const tree = await call.get<Category[]>('/api/front/product/category');
  const leaves: number[] = [];
  const walk = (cs: Category[]) => cs.forEach((c) => (c.childList?.length ? walk(c.childList) : leaves.push(c.id)));
  walk(tree);
  for (const id of leaves) {
    const a = facetsAnswer.strict.parse(await call.get(`${FACETS_PATH}?cid=${id}`));
    const colour = a.specs.find((s) => s.attr === 'Color');
    const pick = colour?.values.find((v) => v.count > 0 && v.count < a.total);
    if (colour && colour.values.length >= 2 && pick) return { id, value: pick.value, label: pick.label, count: pick.count, total: a.total };
  }
  throw new Error('no demo category offers two colours');
}

const countText = (page: Page) => page.locator('main').getByText(/^Items: /).textContent();

describe('facets on the category page', () => {
  it('ticking a colour narrows the list to its count, the address keeps it, a reload keeps it, the chip clears it', async () => {
    const page = await newPage();
    const cat = await categoryWithColours(page);
    await page.goto(`${stack.baseUrl}/categories?id=${cat.id}`);
    await page.waitForSelector('#root:not([data-server-drawn])');
    const bar = page.getByRole('region', { name: 'Filters' });
    await poll(() => countText(page)).toBe(`Items: ${cat.total}`);
    await bar.locator('summary', { hasText: 'Color' }).click();
    const box = bar.getByRole('group', { name: 'Color' }).getByRole('checkbox', { name: new RegExp(`^${cat.label}\\b`) });
    await expectNoAxeViolations(page, 'facet open (en)');
    // Keyboard: Space ticks the focused checkbox.
    await box.focus();
    await page.keyboard.press('Space');
    await page.waitForURL((u) => u.searchParams.get('spec') === `Color:${encodeURIComponent(cat.value)}`);
    await poll(() => countText(page)).toBe(`Items: ${cat.count}`);
    expect(await box.isChecked()).toBe(true);
    const chip = bar.getByRole('button', { name: `Remove filter: Color: ${cat.label}` });
    await chip.waitFor();

    await page.reload();
    await page.waitForSelector('#root:not([data-server-drawn])');
    await poll(() => countText(page)).toBe(`Items: ${cat.count}`);
    await chip.waitFor();
    await expectNoAxeViolations(page, 'facet chosen (en)');

    await page.goBack();
    await poll(() => new URL(page.url()).searchParams.get('spec')).toBe(null);
    await poll(() => countText(page)).toBe(`Items: ${cat.total}`);
    await page.goForward();
    await poll(() => countText(page)).toBe(`Items: ${cat.count}`);
    await bar.getByRole('button', { name: 'Clear all' }).click();
    await poll(() => new URL(page.url()).searchParams.get('spec')).toBe(null);
    await poll(() => countText(page)).toBe(`Items: ${cat.total}`);
  });

  it('in Thai: the bar and its options read in Thai, and axe passes with a filter open', async () => {
    const page = await newPage();
    const cat = await categoryWithColours(page);
    await page.goto(`${stack.baseUrl}/th/categories?id=${cat.id}`);
    await page.waitForSelector('#root:not([data-server-drawn])');
    const bar = page.getByRole('region', { name: 'ตัวกรอง' });
    await bar.getByText('เฉพาะสินค้าที่มีในสต็อก').waitFor();
    await bar.locator('summary').first().click();
    await expectNoAxeViolations(page, 'facet open (th)');
  });

  it('at 1024 px the rightmost filter opens leftwards, inside the page column', async () => {
    const page = await newPage({ viewport: { width: 1024, height: 800 } });
    const cat = await categoryWithColours(page);
    await page.goto(`${stack.baseUrl}/th/categories?id=${cat.id}`);
    await page.waitForSelector('#root:not([data-server-drawn])');
    const bar = page.getByRole('region', { name: 'ตัวกรอง' });
    const last = bar.locator('details').last();
    await last.locator('summary').click();
    const [column, panel] = await Promise.all([bar.boundingBox(), last.locator('summary + div').boundingBox()]);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(column!.x + column!.width + 0.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });
});
