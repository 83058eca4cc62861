import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { expectAxeClean, sellerSignIn } from '../helpers/console';

/**
 * The merchant console's reviews, coupons and shop settings in Chromium against the real stack (fresh demo
 * database): a shop owner answers a review, creates a coupon (its checks told next to the fields) and opens its
 * collectors, edits the shop's intro and logo and sees the shop page read them. axe judges every screen.
 */
const { stack, newPage } = chromiumOnStack();
const STAMP = Date.now().toString(36);
/** A 1×1 PNG: the upload pipeline stores each under a name of its own. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');

const signIn = (page: Page) => sellerSignIn(page, stack.baseUrl, /\/seller\/(?!login)/);

describe('merchant console reviews, coupons and shop settings', () => {
  it('answers a review, creates a coupon and edits the shop settings', async () => {
    const page = await newPage();
    await signIn(page);

    // Reviews: the ones awaiting a reply, answered from the dialog.
    await page.getByRole('navigation').getByRole('link', { name: 'Reviews' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    await page.getByLabel('Reply', { exact: true }).selectOption('no');
    const first = page.getByRole('list', { name: 'Reviews' }).getByRole('article').first();
    await first.waitFor();
    await expectAxeClean(page, 'the review list');
    await first.getByRole('button', { name: /^Reply/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reply to the review' });
    await dialog.getByRole('button', { name: 'Publish reply' }).click();
    await dialog.getByText('Write a reply before sending.').waitFor();
    await expectAxeClean(page, 'the reply dialog');
    const reply = `Thank you for shopping with Volt! (${STAMP})`;
    await dialog.getByLabel('Your reply').fill(reply);
    await dialog.getByRole('button', { name: 'Publish reply' }).click();
    await page.getByText('Reply published.').waitFor();
    await page.getByLabel('Reply', { exact: true }).selectOption('yes');
    await page.getByText(reply).waitFor();

    // Coupons: the form's checks, then a coupon that appears in the list and opens its collectors.
    await page.getByRole('navigation').getByRole('link', { name: 'Coupons' }).click();
    await page.getByRole('heading', { level: 1, name: 'Coupons' }).waitFor();
    await page.getByRole('table').waitFor();
    await expectAxeClean(page, 'the coupon list');
    await page.getByRole('link', { name: 'New coupon' }).click();
    await page.getByRole('heading', { level: 1, name: 'New coupon' }).waitFor();
    await page.getByLabel('Discount amount').fill('0');
    await page.getByLabel('Minimum spend').fill('3.00');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await page.getByText('Enter a name shoppers will see.').waitFor();
    await page.getByText('Enter an amount above 0 with at most two decimals, up to 99999.99.').waitFor();
    await expectAxeClean(page, 'the coupon form with its errors');
    const name = `Journey ${STAMP} five off`;
    await page.getByLabel('Coupon name', { exact: true }).fill(name);
    await page.getByLabel('Discount amount').fill('5.00');
    await page.getByLabel('Minimum spend').fill('30.00');
    await page.getByLabel('Limit the number of coupons').check();
    await page.getByLabel('Number of coupons', { exact: true }).fill('50');
    await page.getByLabel('Days usable', { exact: true }).fill('14');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await page.getByText(`Coupon “${name}” created.`).waitFor();
    await page.waitForURL(/\/seller\/coupons$/);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('0 of 50').waitFor();
    await row.getByRole('link', { name: 'Who collected it' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('No shopper has collected this coupon yet.').waitFor();
    await expectAxeClean(page, 'the coupon detail');

    // Shop settings: a new intro and logo, saved, and read by the shopper's shop page.
    await page.getByRole('navigation').getByRole('link', { name: 'Shop settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shop settings' }).waitFor();
    await page.getByText('Shoppers can buy your goods.').waitFor();
    await expectAxeClean(page, 'the shop settings');
    const intro = `Chargers, cables and gadgets, tested in house (${STAMP}).`;
    await page.getByLabel('Shop introduction').fill(intro);
    await page.locator('input[type=file]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Replace logo' }).or(page.getByText('Replace logo')).first().waitFor();
    await expect.poll(() => page.getByRole('img', { name: 'Current shop logo' }).getAttribute('src')).toMatch(/\/crmebimage\/.*merchant/);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Shop settings saved.').waitFor();

    const info = await page.request.get(`${stack.baseUrl}/api/admin/merchant/config/info`, { headers: { 'x-csrf': '1' } });
    const data = (await info.json()) as { intro: string; avatar: string; isSwitch: boolean };
    expect(data).toMatchObject({ intro, isSwitch: true });
    expect(data.avatar).toMatch(/\/crmebimage\/.*merchant/);
    // The shopper's store page reads the same intro.
    const me = (await (await page.request.get(`${stack.baseUrl}/api/admin/merchant/getAdminInfoByToken`, { headers: { 'x-csrf': '1' } })).json()) as { merId: number };
    const shopper = await newPage();
    const detail = await shopper.request.get(`${stack.baseUrl}/api/front/merchant/detail/${me.merId}`, { headers: { 'x-csrf': '1' } });
    expect(((await detail.json()) as { intro: string }).intro).toBe(intro);
  });
});
