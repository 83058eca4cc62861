import { describe, expect, it } from 'vitest';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { expectNoAxeViolations } from './support';

/**
 * Typo tolerance on the demo marketplace (issue 28, requirement 3): a misspelt search typed in the header's box
 * lists the corrected keyword's products under "Showing results for …", whose "Search instead for" link lists the
 * words as typed; axe finds nothing wrong, in English and in French.
 */
const { stack, newPage } = chromiumOnStack();

describe('"Showing results for" on the search page', () => {
  it('in English: a typo typed in the header lists the corrected products, and the typed words on request', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/`);
    await page.waitForSelector('#root:not([data-server-drawn])');
    const box = page.getByRole('combobox', { name: 'Search keywords' });
    await box.click();
    await box.pressSequentially('hedphones', { delay: 30 });
    await box.press('Enter');
    await page.waitForURL(/goods_search\?.*keywords=hedphones/);
    const line = page.getByRole('status').filter({ hasText: 'Showing results for' });
    await line.waitFor();
    expect(await line.locator('strong').textContent()).toBe('headphones');
    const cards = page.locator('main').getByRole('link', { name: /headphones/i });
    expect(await cards.count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'corrected search (en)');

    await line.getByRole('link', { name: 'hedphones' }).click();
    await page.waitForURL(/autocorrect=0/);
    await page.getByText('Showing results for').waitFor({ state: 'detached' });
    await page.getByText('Nothing matches “hedphones”').waitFor();
  });

  it('in French: the correction line is in French and axe passes', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/fr/goods/goods_search?keywords=hedphones`);
    await page.waitForSelector('#root:not([data-server-drawn])');
    const line = page.getByRole('status').filter({ hasText: 'Résultats pour' });
    await line.waitFor();
    expect(await line.textContent()).toContain('Rechercher plutôt hedphones');
    await expectNoAxeViolations(page, 'corrected search (fr)');
  });
});
