import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** Chooses the first real option of a select once its options have loaded (the category pickers fill late). */
export async function pickFirst(page: Page, label: string): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value!);
}

/** Names spec `n` of the product editor and types its values, each confirmed with Enter. */
async function addSpec(page: Page, n: number, name: string, values: string[]): Promise<void> {
  await page.getByRole('group', { name: `Spec ${n}` }).getByLabel('Spec name').fill(name);
  const named = page.getByRole('group', { name });
  for (const v of values) {
    await named.getByLabel(`New value for ${name}`).fill(v);
    await named.getByLabel(`New value for ${name}`).press('Enter');
  }
}

/** The product editor's required texts (unit "piece"), and the first department, category and subcategory. */
export async function fillProductBasics(page: Page, product: { name: string; intro: string; keywords: string }): Promise<void> {
  await page.getByLabel('Product name *').fill(product.name);
  await page.getByLabel('Short introduction *').fill(product.intro);
  await page.getByLabel('Keywords *').fill(product.keywords);
  await page.getByLabel('Unit *').fill('piece');
  await pickFirst(page, 'Department');
  await pickFirst(page, 'Category');
  await pickFirst(page, 'Subcategory');
}

/** Saves a new product, lands back on the product list and searches it by name; answers its row there. */
export async function saveAndFindProduct(page: Page, baseUrl: string, name: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Save product' }).click();
  await page.getByText('Product created.').waitFor();
  await page.waitForURL(`${baseUrl}/seller/products`);
  await page.getByLabel('Search by name').fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  return page.getByRole('row').filter({ hasText: name });
}

/** From any console screen: the product list, then the empty editor, each checked with the journey's `axe`. */
export async function openNewProduct(page: Page, axe: (page: Page, where: string) => Promise<void>): Promise<void> {
  await page.getByRole('navigation', { name: 'Console navigation' }).getByRole('link', { name: 'Products', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
  await page.getByRole('tab', { name: /On sale/ }).waitFor();
  await axe(page, '/seller/products');
  await page.getByRole('link', { name: 'Add product' }).click();
  await page.getByRole('heading', { level: 1, name: 'Add a product' }).waitFor();
  await axe(page, '/seller/products/new');
}

type Spec = [name: string, values: string[]];

/** Two specs, their combinations' table, and the first combination's figures copied to every row. */
export async function fillTwoSpecs(page: Page, first: Spec, second: Spec, figures: { stock: string; price: string; otPrice: string }): Promise<void> {
  await page.getByText('Several specs').click();
  await addSpec(page, 1, ...first);
  await page.getByRole('button', { name: 'Add spec' }).click();
  await addSpec(page, 2, ...second);
  await page.getByText(`Combinations: ${first[1].length * second[1].length}`).waitFor();
  const combo = `${first[1][0]} · ${second[1][0]}`;
  await page.getByLabel(`Stock of ${combo}`).fill(figures.stock);
  await page.getByLabel(`Price of ${combo}`, { exact: true }).fill(figures.price);
  await page.getByLabel(`Original price of ${combo}`).fill(figures.otPrice);
  await page.getByRole('button', { name: 'Copy the first row to all' }).click();
}
