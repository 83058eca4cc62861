import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { expectAxeClean, operatorFirstSignIn, screenShots } from '../helpers/console';
import { insertShopper } from '../../helpers/commerce';
import { salesHistory } from '../../helpers/fixtures-finance';

/**
 * The operator's home, finance and order lookup in Chromium against the real stack (demo seed plus a month of
 * sales): signs in with the authenticator as the console journey does, reads the dashboard's inbox and
 * chart, the finance statement and its CSV (the same total as the screen), and one order's story with an
 * internal note. axe judges every screen. With FINANCE_SHOTS naming a folder, each screen is photographed in
 * English and French at 1440 and 1280 pixels.
 */
const { stack, newPage } = chromiumOnStack();

function shots(page: Page, name: string) {
  return screenShots(page, { dir: process.env.FINANCE_SHOTS, name: `admin-${name}`, language: page.getByLabel(/^(Language|Langue)$/), languages: ['en', 'fr'] });
}

describe('platform console: dashboard, finance and orders', () => {
  let orderNo = '';

  beforeAll(async () => {
    const uid = await insertShopper(stack.commerce.db, { nickname: 'Ada', userType: 'email', email: 'ada.finance@example.test' });
    const orders = await salesHistory(stack.commerce.db, uid);
    orderNo = orders[1]!;
  });

  it('signs in with the authenticator, lands on the dashboard, reads finance with its CSV, and notes an order', async () => {
    const page = await newPage();
    await operatorFirstSignIn(page, `${stack.baseUrl}/admin`);

    // The dashboard is the console's home: the inbox with counts and links, today's figures, the 30-day chart.
    await page.waitForURL(`${stack.baseUrl}/admin/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const inbox = page.getByRole('list', { name: 'Waiting for you' });
    await inbox.getByRole('link', { name: 'Shop applications to review' }).waitFor();
    await inbox.getByRole('link', { name: 'Products waiting for review' }).waitFor();
    expect(await page.getByTestId('inbox-ship').textContent()).toMatch(/Paid orders not shipped yet\s*\d+/);
    const chart = page.getByRole('img', { name: /Sales per day over the last 30 days/ });
    await chart.waitFor();
    expect(await page.locator('figcaption').first().textContent()).toMatch(/in 30 days/);
    await page.getByText('Show the figures as a table').click();
    expect(await page.getByRole('table', { name: /Sales per day/ }).getByRole('row').count()).toBe(31);
    await page.getByRole('button', { name: 'Paid orders', exact: true }).click();
    await page.getByRole('img', { name: /Paid orders per day/ }).waitFor();
    await expectAxeClean(page, '/admin/dashboard');
    await shots(page, 'dashboard');

    // Finance: totals, by shop, by day; the CSV is the service's file with the same total.
    await page.getByRole('link', { name: 'Finance' }).click();
    await page.getByRole('heading', { level: 1, name: 'Finance' }).waitFor();
    const totals = page.getByRole('list', { name: 'Totals' });
    await totals.waitFor();
    const owed = (await totals.getByRole('listitem').filter({ hasText: 'Owed to shop' }).locator('p').nth(1).textContent())!.trim();
    // In the shop currency (the demo shop sells in USD), as the storefront writes it.
    expect(owed).toMatch(/^\$\d[\d,]*\.\d{2}$/);
    await page.getByRole('table', { name: 'By shop' }).getByText('Volt Electronics', { exact: true }).waitFor();
    await page.getByRole('table', { name: 'By day and shop' }).waitFor();
    await expectAxeClean(page, '/admin/finance');
    await shots(page, 'finance');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(csv[0]).toBe('dataDate,merId,merName,commissionRate,orderNum,orderPayAmount,refundNum,refundAmount,handlingFee,merchantTransferAmount');
    expect(csv.at(-1)!.split(',').at(-1)).toBe(owed.replace(/[$,]/g, ''));
    await page.getByLabel('Group by').selectOption('month');
    await page.getByRole('table', { name: 'By month and shop' }).waitFor();

    // Orders: found by number, opened on its story, noted.
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders and refunds' }).waitFor();
    await page.getByRole('table').waitFor();
    await expectAxeClean(page, '/admin/orders');
    await shots(page, 'orders');
    await page.getByLabel('Number or buyer').fill(orderNo);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('link', { name: orderNo }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${orderNo}` }).waitFor();
    await page.getByRole('heading', { name: 'Payments' }).waitFor();
    await page.getByRole('button', { name: 'Save note' }).first().click();
    await page.getByText('Write the note first.').waitFor();
    await page.getByLabel('Add a note on this order').fill('Buyer phoned about the delivery date');
    await page.getByRole('button', { name: 'Save note' }).first().click();
    await page.getByRole('list', { name: 'Notes, newest first' }).getByText('Buyer phoned about the delivery date').waitFor();
    await page.getByText(`Noted the order ${orderNo}`).waitFor();
    await expectAxeClean(page, '/admin/orders/:orderNo');
    await shots(page, 'order');
  });
});
