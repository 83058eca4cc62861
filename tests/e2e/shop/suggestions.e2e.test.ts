import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { expectNoAxeViolations, poll } from './support';

/**
 * Suggestions as you type (issue 28, requirement 1) on the demo marketplace: the header's box is an ARIA 1.2
 * combobox; typing shows grouped suggestions, the arrow keys and Enter open a product, Escape closes the list,
 * and axe finds nothing wrong with the list open, in English and in Thai.
 */
const { stack, newPage } = chromiumOnStack();

async function openAndType(page: Page, path: string, name: string, words: string) {
  await page.goto(`${stack.baseUrl}${path}`);
  await page.waitForSelector('#root:not([data-server-drawn])');
  const box = page.getByRole('combobox', { name });
  await box.click();
  await box.pressSequentially(words, { delay: 40 });
  await poll(() => box.getAttribute('aria-expanded')).toBe('true');
  return box;
}

describe('suggestions under the header search box', () => {
  it('in English: grouped suggestions with the match marked, arrow + Enter opens the product, Escape closes', async () => {
    const page = await newPage();
    const box = await openAndType(page, '/', 'Search keywords', 'headph');
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await list.waitFor();
    expect(await box.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
    await list.getByRole('group', { name: 'Products' }).waitFor();
    await list.getByRole('group', { name: 'Categories' }).getByRole('option', { name: 'Headphones' }).waitFor();
    const products = list.getByRole('group', { name: 'Products' }).getByRole('option');
    expect(await products.count()).toBeGreaterThan(0);
    expect(await products.count()).toBeLessThanOrEqual(8);
    expect((await products.first().locator('mark').textContent())?.toLowerCase()).toBe('headph');
    expect(await products.first().textContent()).toMatch(/\$\d/);
    await expectNoAxeViolations(page, 'suggestions open (en)', ['header']);

    await box.press('Escape');
    await poll(() => box.getAttribute('aria-expanded')).toBe('false');
    expect(await list.isVisible()).toBe(false);

    await box.press('ArrowDown');
    await poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await box.press('ArrowDown');
    const first = products.first();
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('aria-selected')).toBe('true');
    const name = (await first.textContent())!.replace(/\$[\d,.]+$/, '').trim();
    await box.press('Enter');
    await page.waitForURL(/\/goods_detail\/\d+/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });

  it('in Thai: categories in Thai under a Thai prefix, arrow + Enter opens the product, axe passes', async () => {
    const page = await newPage();
    const box = await openAndType(page, '/th', 'คำค้นหา', 'หู');
    const list = page.getByRole('listbox', { name: 'คำแนะนำการค้นหา' });
    await list.getByRole('group', { name: 'หมวดหมู่' }).getByRole('option', { name: 'หูฟัง' }).waitFor();
    await expectNoAxeViolations(page, 'suggestions open (th)', ['header']);
    await box.fill('');
    await box.pressSequentially('headph', { delay: 40 });
    const products = list.getByRole('group', { name: 'สินค้า' }).getByRole('option');
    await products.first().waitFor();
    // The list is open while typing: the first arrow press highlights its first line.
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await products.first().getAttribute('id'));
    await box.press('Enter');
    await page.waitForURL(/\/th\/goods_detail\/\d+/);
  });
});
