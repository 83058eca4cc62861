import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { expectAxeClean, operatorFirstSignIn, screenShots } from '../helpers/console';

/**
 * The platform console's shop and catalogue oversight in Chromium against the real stack (fresh demo
 * database): the operator signs in with an authenticator code, closes a shop with a reason, renames a
 * storefront category and sees the storefront's menu follow, and visits the shop types and categories,
 * the product review and the storefront content screens. axe judges every screen and dialog.
 */
const { stack, newPage } = chromiumOnStack();

/** With ADMIN_SHOTS naming a folder, the screen in English and Thai at 1440 and 1280 pixels wide, for review. */
async function shots(page: Page, name: string) {
  if (!process.env.ADMIN_SHOTS) return;
  await screenShots(page, { dir: process.env.ADMIN_SHOTS, name: `oversight-${name}`, language: page.getByRole('combobox', { name: /Language|ภาษา/ }).first(), languages: ['en', 'th'] });
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function dialogShot(page: Page, name: string) {
  if (process.env.ADMIN_SHOTS) await page.screenshot({ path: `${process.env.ADMIN_SHOTS}/oversight-${name}-en-1440.png` });
}

/** The operator's first sign-in on a fresh database: the password, then enrolling the authenticator. */
async function signIn(page: Page) {
  await operatorFirstSignIn(page, `${stack.baseUrl}/admin/shops`);
  await page.waitForURL((url) => !url.pathname.includes('/login'));
}

describe('platform console: shops and catalogue oversight', () => {
  it('closes a shop with a reason, renames a category the storefront menu then shows, and passes axe on every screen', async () => {
    const page = await newPage();
    await signIn(page);

    // Shops: the open list, one shop's dialog, closing it with the reason its staff read.
    await page.goto(`${stack.baseUrl}/admin/shops`);
    await page.getByRole('heading', { level: 1, name: 'Shops' }).waitFor();
    await page.getByRole('table').waitFor();
    await expectAxeClean(page, '/admin/shops');
    await shots(page, 'shops');
    const firstShop = (await page.getByRole('table').getByRole('row').nth(1).getByRole('button').first().textContent())!.trim();
    await page.getByRole('button', { name: `Manage: ${firstShop}` }).click();
    const dialog = page.getByRole('dialog', { name: firstShop });
    await dialog.getByRole('textbox', { name: 'Commission' }).waitFor();
    await expectAxeClean(page, '/admin/shops (dialog)');
    await dialogShot(page, 'shop-dialog');
    // The commission is checked next to the field before anything is sent.
    await dialog.getByRole('textbox', { name: 'Commission' }).fill('150');
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await dialog.getByText('The commission is at most 100 %.').waitFor();
    await dialog.getByRole('textbox', { name: 'Commission' }).fill('8');
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Shop settings saved.').waitFor();
    // Closing needs the reason.
    await dialog.getByRole('button', { name: 'Close shop' }).click();
    await dialog.getByText('Give the reason for closing (up to 255 characters).').waitFor();
    await dialog.getByRole('textbox', { name: /Reason for closing/ }).fill('Licence expired: send the renewed licence to reopen');
    await dialog.getByRole('button', { name: 'Close shop' }).click();
    await dialog.getByText('Closed because:').waitFor();
    await dialog.getByText('Licence expired: send the renewed licence to reopen').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: /Closed/ }).click();
    await page.getByRole('table').getByText('Licence expired: send the renewed licence to reopen').waitFor();
    await page.getByRole('table').getByText('8 %').first().waitFor();

    // Shop types and categories.
    await page.getByRole('link', { name: 'Shop types' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shop types' }).waitFor();
    await page.getByRole('table').waitFor();
    await expectAxeClean(page, '/admin/shop-types');
    await shots(page, 'shop-types');
    await page.getByRole('link', { name: 'Shop categories' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shop categories' }).waitFor();
    await page.getByRole('table').waitFor();
    await expectAxeClean(page, '/admin/shop-categories');
    await page.getByRole('button', { name: 'Add shop category' }).click();
    await page.getByRole('dialog').getByLabel('Default commission').fill('x');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByText('Enter a name of up to 50 characters.').waitFor();
    await expectAxeClean(page, '/admin/shop-categories (dialog)');
    await page.keyboard.press('Escape');

    // The category tree: rename a top-level category; the storefront's menu shows the new name at once.
    await page.getByRole('link', { name: 'Product categories' }).click();
    await page.getByRole('heading', { level: 1, name: 'Product categories' }).waitFor();
    const tree = page.getByRole('list', { name: 'Category tree' });
    await tree.waitFor();
    await page.getByRole('button', { name: 'Expand all' }).click();
    await expectAxeClean(page, '/admin/categories');
    await shots(page, 'categories');
    const firstTop = tree.locator(':scope > li').first();
    const oldName = (await firstTop.locator('span').filter({ hasNotText: /Level/ }).first().textContent())!.trim();
    await page.getByRole('button', { name: `Edit: ${oldName}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${oldName}` });
    await expectAxeClean(page, '/admin/categories (edit)');
    await dialogShot(page, 'category-edit');
    const newName = `${oldName} & More`;
    await edit.getByLabel('Name').fill(newName);
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${newName} saved.`).waitFor();
    const store = await newPage();
    await store.goto(`${stack.baseUrl}/`);
    await store.waitForLoadState('networkidle');
    expect(await store.content()).toContain(newName.replace('&', '&amp;'));
    // A category that holds products is not deleted: the operator is told how many and where.
    await page.getByRole('button', { name: `Delete: ${newName}` }).click();
    await page.getByRole('dialog', { name: `Delete ${newName}` }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText(/Not deleted: it still holds \d+ products/).waitFor();
    await expectAxeClean(page, '/admin/categories (refused)');

    // Product review and storefront content.
    await page.getByRole('link', { name: 'Product review' }).click();
    await page.getByRole('heading', { level: 1, name: 'Product review' }).waitFor();
    await page.getByText('Nothing waits for review.').waitFor();
    await page.getByRole('tab', { name: /On sale/ }).click();
    await page.getByRole('table').waitFor();
    await expectAxeClean(page, '/admin/review');
    await shots(page, 'review');
    await page.getByRole('table').getByRole('button', { name: /^Take off shelf: / }).first().click();
    await page.getByRole('dialog').getByRole('textbox', { name: /Reason/ }).waitFor();
    await expectAxeClean(page, '/admin/review (force)');
    await dialogShot(page, 'review-force');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Storefront content' }).click();
    await page.getByRole('heading', { level: 1, name: 'Storefront content' }).waitFor();
    await page.getByRole('table').waitFor();
    await expectAxeClean(page, '/admin/content (keywords)');
    await shots(page, 'content');
    await page.getByRole('tab', { name: 'Home carousel' }).click();
    await page.getByRole('table').waitFor();
    await expectAxeClean(page, '/admin/content (carousel)');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByText('Upload a picture for this banner.').waitFor();
    await expectAxeClean(page, '/admin/content (banner form)');
    await dialogShot(page, 'content-banner');
  });
});
