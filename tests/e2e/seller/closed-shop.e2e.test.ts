import { describe, expect, it } from 'vitest';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { expectAxeClean, screenShots, sellerSignIn } from '../helpers/console';
import { platformDb } from '../../../server/commerce/platform-merchants/tables';

/**
 * A shop the marketplace closed tells its staff so where they work: the dashboard and the goods list show the
 * closing reason and what it means for shoppers, in the console's language; once reopened, the notice is gone.
 * axe judges both screens. With CLOSED_SHOP_SHOTS naming a folder, the goods list is photographed in English and
 * Chinese at 1440 and 1280 pixels.
 */
const { stack, newPage } = chromiumOnStack();
const REASON = 'Several listings use a brand name without authorisation';

describe('merchant console: closed-shop notice', () => {
  it('shows the marketplace\'s reason on the dashboard and the goods list, and nothing once reopened', async () => {
    const shops = platformDb(stack.commerce.db);
    const volt = await shops.selectFrom('merchants').select('id').where('email', '=', 'hello@volt.test').executeTakeFirstOrThrow();
    await shops.updateTable('merchants').set({ isShow: 0, closeReason: REASON }).where('id', '=', volt.id).execute();

    const page = await newPage();
    await sellerSignIn(page, stack.baseUrl, /\/seller\/dashboard/);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const notice = page.getByTestId('closed-shop-notice');
    await notice.getByRole('heading', { name: 'The marketplace has closed your shop' }).waitFor();
    expect(await notice.textContent()).toContain(REASON);
    await expectAxeClean(page, '/seller/dashboard (closed shop)');

    await page.getByRole('link', { name: 'Products', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await notice.getByRole('heading', { name: 'The marketplace has closed your shop' }).waitFor();
    expect(await notice.textContent()).toContain('Shoppers cannot buy your goods');
    expect(await notice.getByRole('link', { name: 'Shop settings' }).getAttribute('href')).toBe('/seller/shop');
    await expectAxeClean(page, '/seller/products (closed shop)');

    const language = page.getByLabel('Language');
    await language.selectOption('zh-CN');
    await notice.getByRole('heading', { name: '平台已关闭您的店铺' }).waitFor();
    expect(await notice.textContent()).toContain(REASON);
    await expectAxeClean(page, '/seller/products (closed shop, zh-CN)');
    await page.getByLabel('语言').selectOption('en');
    await notice.getByRole('heading', { name: 'The marketplace has closed your shop' }).waitFor();
    await screenShots(page, { dir: process.env.CLOSED_SHOP_SHOTS, name: 'seller-products-closed', language: page.getByLabel(/^(Language|语言)$/), languages: ['en', 'zh-CN'] });

    await shops.updateTable('merchants').set({ isShow: 1, closeReason: '' }).where('id', '=', volt.id).execute();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.getByRole('table').waitFor();
    expect(await notice.count()).toBe(0);
  });
});
