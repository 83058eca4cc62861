import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { expectAxeClean, submitSignIn, VOLT_OWNER } from '../helpers/console';
import { insertShopper } from '../../helpers/commerce';
import { salesHistory } from '../../helpers/fixtures-finance';
import { newShopper } from '../account/journey';

/**
 * The shop's home screen in Chromium against the real stack (demo seed plus a month of sales): sign-in lands
 * on it; today's figures, the 30-day chart with its table alternative and series switch, and the inbox with
 * counts and links, all the signed-in shop's own. axe judges it in English and French. With FINANCE_SHOTS
 * naming a folder, it is photographed in both languages at 1440 and 1280 pixels.
 */
const { stack, newPage } = chromiumOnStack();

describe('merchant console: dashboard', () => {
  let volt = { notShipped: 0, reviews: 0 };

  beforeAll(async () => {
    const db = stack.commerce.db;
    const uid = await insertShopper(db, { nickname: 'Ada', userType: 'email', email: 'ada.dashboard@example.test' });
    await salesHistory(db, uid);
    const shop = await db.selectFrom('merchants').select('id').where('name', '=', 'Volt Electronics').executeTakeFirstOrThrow();
    const count = async (q: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) => Number((await q.executeTakeFirstOrThrow()).n);
    // Two shoppers open one of Volt's products through the storefront; one comes back. Another shop's visit is not Volt's.
    const voltProduct = await db.selectFrom('products').select('id').where('merId', '=', shop.id).where('isShow', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const otherProduct = await db.selectFrom('products').select('id').where('merId', '!=', shop.id).where('isShow', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const [first, second] = [await newShopper(stack, { address: false }), await newShopper(stack, { address: false })];
    for (const [shopper, id] of [[first, voltProduct.id], [first, voltProduct.id], [second, voltProduct.id], [second, otherProduct.id]] as const) await shopper.api.call('GET', `/api/front/product/detail/${id}`);
    volt = {
      notShipped: await count(db.selectFrom('merchantOrders').select((eb) => eb.fn.countAll<number>().as('n')).where('merId', '=', shop.id).where('paid', '=', 1).where('status', '=', 0).where('refundStatus', '=', 0)),
      reviews: await count(db.selectFrom('productReplies').select((eb) => eb.fn.countAll<number>().as('n')).where('merId', '=', shop.id).where('isDel', '=', 0).where('merchantReplyContent', '=', '')),
    };
  });

  it('lands on the dashboard with the shop\'s own figures, chart and inbox', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/seller/login`);
    await submitSignIn(page, VOLT_OWNER);
    await page.waitForURL(`${stack.baseUrl}/seller/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // The inbox counts only Volt's work, and each row leads where it is done.
    expect(await page.getByTestId('inbox-ship').textContent()).toBe(`Orders to ship${volt.notShipped}`);
    expect(await page.getByTestId('inbox-reviews').textContent()).toBe(`Reviews not answered${volt.reviews}`);
    const inbox = page.getByRole('list', { name: 'Waiting for you' });
    expect(await inbox.getByRole('link', { name: 'Reviews not answered' }).getAttribute('href')).toBe('/seller/reviews?answered=no');
    await inbox.getByRole('link', { name: 'Refunds to decide' }).waitFor();
    await inbox.getByRole('link', { name: /Products with 5 or fewer in stock/ }).waitFor();

    // The chart is one named picture with a summary, and its figures are a table too.
    await page.getByRole('img', { name: /Sales per day over the last 30 days/ }).waitFor();
    await page.getByText('Show the figures as a table').click();
    expect(await page.getByRole('table').getByRole('row').count()).toBe(31);
    await page.getByRole('button', { name: 'Visitors', exact: true }).click();
    await page.getByRole('img', { name: /Visitors per day/ }).waitFor();
    expect(await page.locator('figcaption').textContent()).toBe('2 different signed-in shoppers opened your products in 30 days.');
    await page.getByRole('button', { name: 'Sales', exact: true }).click();
    await expectAxeClean(page, '/seller/dashboard');

    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    await expectAxeClean(page, '/seller/dashboard (fr)');
    const dir = process.env.FINANCE_SHOTS;
    if (dir) {
      for (const lang of ['fr', 'en']) {
        if (lang === 'en') {
          await page.getByLabel('Langue').selectOption('en');
          await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
        }
        for (const width of [1440, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.waitForTimeout(250);
          await page.screenshot({ path: `${dir}/seller-dashboard-${lang}-${width}.png`, fullPage: true });
        }
      }
    }

    await page.getByRole('link', { name: /Reviews not answered|Avis sans réponse/ }).click();
    await page.waitForURL(/\/seller\/reviews\?answered=no/);
  });
});
