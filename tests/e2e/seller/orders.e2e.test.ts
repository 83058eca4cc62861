import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { expectAxeClean as expectAxeCleanNow, sellerSignIn } from '../helpers/console';
import { newShopper, pageAs, settled, type Shopper } from '../account/journey';

/**
 * The merchant console's orders and after-sales in Chromium against the real stack (fresh demo database): a
 * shopper buys three things from Volt Electronics and asks two of them back; the shop's owner signs in, opens
 * the orders to ship, ships one with a carrier and tracking number (the dialog's checks told next to its
 * fields), adds a tracking event and a note, and the shopper's own order page shows the shipment. Then the
 * owner approves one refund (the balance comes back) and refuses the other with a reason the shopper reads.
 * axe judges every screen.
 */
const { stack, browser, contexts, newPage } = chromiumOnStack();
const TRACKING = `JD${Date.now().toString(36).toUpperCase()}`;

async function expectAxeClean(page: Page, where: string) {
  await settled(page).catch(() => {});
  await expectAxeCleanNow(page, where);
}

const signIn = (page: Page) => sellerSignIn(page, stack.baseUrl, /\/seller\/(account|products|dashboard|orders)/);

let shopper: Shopper;
let [toShip, toApprove, toRefuse] = ['', '', ''];
let [approveNo, refuseNo] = ['', ''];

/** A paid order of one Volt product, bought through the BFF as a shopper does; answers the shop order's number. */
async function buyFromVolt(productId: number, attrValueId: number): Promise<string> {
  const { preOrderNo } = await shopper.api.call<{ preOrderNo: string }>('POST', '/api/front/order/pre/order', { preOrderType: 'buyNow', orderDetails: [{ productId, attrValueId, productNum: 1 }] });
  const { orderNo } = await shopper.api.call<{ orderNo: string }>('POST', '/api/front/order/create', { preOrderNo, addressId: shopper.addressId, payType: 'yue', payChannel: 'pc' });
  await shopper.api.call('POST', '/api/front/pay/payment', { orderNo, payType: 'yue', payChannel: 'pc' });
  const master = await shopper.api.call<{ orderList: { orderNo: string }[] }>('GET', `/api/front/order/master/detail/${orderNo}`);
  return master.orderList[0]!.orderNo;
}

async function askRefund(orderNo: string): Promise<string> {
  await shopper.api.call('POST', '/api/front/order/refund', { orderNo, text: 'Item damaged or defective', refund_reason_wap_explain: 'The case arrived cracked' });
  const row = await stack.commerce.db.selectFrom('refunds').select('refundOrderNo').where('merOrderNo', '=', orderNo).executeTakeFirstOrThrow();
  return row.refundOrderNo;
}

const balanceOf = async (uid: number) => (await stack.commerce.db.selectFrom('users').select('balance').where('id', '=', uid).executeTakeFirstOrThrow()).balance;

beforeAll(async () => {
  shopper = await newShopper(stack, { balance: '3000.00' });
  const db = stack.commerce.db;
  const volt = await db.selectFrom('merchants').select('id').where('email', '=', 'hello@volt.test').executeTakeFirstOrThrow();
  const sku = await db
    .selectFrom('productAttrValues as v')
    .innerJoin('products as p', 'p.id', 'v.productId')
    .select(['v.id', 'v.productId'])
    .where('p.merId', '=', volt.id)
    .where('p.isShow', '=', 1)
    .where('p.isDel', '=', 0)
    .where('v.isDel', '=', 0)
    .where('v.stock', '>', 5)
    .orderBy('v.id')
    .executeTakeFirstOrThrow();
  toShip = await buyFromVolt(sku.productId, sku.id);
  toApprove = await buyFromVolt(sku.productId, sku.id);
  toRefuse = await buyFromVolt(sku.productId, sku.id);
  approveNo = await askRefund(toApprove);
  refuseNo = await askRefund(toRefuse);
});

describe('merchant console orders and after-sales', () => {
  it('ships an order with a carrier and tracking number, and the shopper sees it on their order page', async () => {
    const page = await newPage();
    await signIn(page);
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await expect.poll(() => page.getByRole('tab', { name: /To ship/ }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('link', { name: toShip, exact: true }).waitFor();
    // Its amount carries the shop currency the storefront's configuration gives ("$12.50", not "12.50").
    const config = (await (await fetch(`${stack.baseUrl}/api/bff/config`, { headers: { 'x-csrf': '1' } })).json()) as { currencySymbol: string | null };
    expect(config.currencySymbol).toBeTruthy();
    const { payPrice } = await stack.commerce.db.selectFrom('merchantOrders').select('payPrice').where('orderNo', '=', toShip).executeTakeFirstOrThrow();
    const amount = `${config.currencySymbol}${Math.floor(payPrice / 100).toLocaleString('en')}.${String(payPrice % 100).padStart(2, '0')}`;
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: toShip, exact: true }) });
    await expect.poll(() => row.getByRole('cell', { name: amount, exact: true }).count()).toBe(1);
    await expectAxeClean(page, '/seller/orders');

    // Find it by its number, then open the ship dialog from its row.
    await page.getByLabel('Order number').fill(toShip);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(new RegExp(`q=${toShip}`));
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('link', { name: `Ship order ${toShip}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Ship order ${toShip}` }).waitFor();
    await expect.poll(() => dialog.getByLabel('Carrier', { exact: true }).locator('option').count()).toBeGreaterThan(1);
    await expectAxeClean(page, 'the ship dialog');

    // The checks speak next to their fields.
    await dialog.getByRole('button', { name: 'Ship order' }).click();
    await dialog.getByText('Choose the carrier', { exact: true }).waitFor();
    await dialog.getByText('Enter the tracking number (at most 64 characters)').waitFor();
    await dialog.getByLabel('Carrier', { exact: true }).selectOption({ label: 'DHL Express' });
    await dialog.getByLabel('Tracking number').fill(TRACKING);
    await dialog.getByRole('button', { name: 'Ship order' }).click();
    await page.getByText(`Order ${toShip} shipped. The shopper has been told.`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The dialog opened over the order's own page, which now shows the shipment.
    await page.getByRole('heading', { level: 1, name: `Order ${toShip}` }).waitFor();
    await page.getByText('Shipped', { exact: true }).first().waitFor();
    // The address in the order the console's language writes it, not as the six stored lines run together.
    await page.getByText('12 Analytical Row, London, 10001, United States', { exact: true }).waitFor();
    // Each line of goods is one row: its price, quantity and subtotal side by side, not stacked in one column.
    const line = page.getByRole('region', { name: 'Goods' }).getByRole('row').nth(1);
    const cells = await line.getByRole('cell').evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), left: Math.round(r.left) })));
    expect(cells).toHaveLength(4);
    expect(new Set(cells.map((c) => c.top)).size).toBe(1);
    expect(cells.map((c) => c.left)).toEqual([...cells.map((c) => c.left)].sort((a, b) => a - b));
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await delivery.getByText(TRACKING, { exact: true }).waitFor();
    await delivery.getByText('DHL Express', { exact: true }).waitFor();
    await delivery.getByLabel('Where is the parcel?').fill('Arrived at the Bangkok sorting hub');
    await delivery.getByRole('button', { name: 'Add event' }).click();
    await delivery.getByText('Arrived at the Bangkok sorting hub').waitFor();

    const note = page.getByRole('region', { name: 'Shop note' });
    await note.getByLabel('Note for your team').fill('Gift: no invoice in the box');
    await note.getByRole('button', { name: 'Save note' }).click();
    await page.getByText('Note saved.').waitFor();
    await page.getByRole('region', { name: 'History' }).getByText('Note changed').waitFor();
    await expectAxeClean(page, '/seller/orders/:orderNo');

    // The shopper's order page reads the same order: shipped, with the carrier and the tracking number.
    const shopperPage = await pageAs(browser, stack, shopper, contexts);
    await shopperPage.goto(`${stack.baseUrl}/order/order_detail?orderNo=${toShip}`);
    await shopperPage.getByText(TRACKING).first().waitFor();
    await shopperPage.getByText('DHL Express').first().waitFor();
    await expectAxeClean(shopperPage, "the shopper's order page");
    const front = await shopper.api.call<{ status: number }>('GET', `/api/front/order/detail/${toShip}`);
    expect(front.status).toBe(1);
  });

  it('approves one refund (the balance comes back) and refuses another with a reason the shopper reads', async () => {
    const page = await newPage();
    await signIn(page);
    await page.getByRole('link', { name: 'Refunds', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Refunds' }).waitFor();
    await expect.poll(() => page.getByRole('tab', { name: /To review/ }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('link', { name: approveNo, exact: true }).waitFor();
    await expectAxeClean(page, '/seller/refunds');

    const before = await balanceOf(shopper.uid);
    await page.getByRole('link', { name: `Review refund ${approveNo}` }).click();
    await page.getByRole('heading', { level: 1, name: `Refund ${approveNo}` }).waitFor();
    await page.getByText('The case arrived cracked').waitFor();
    await expectAxeClean(page, '/seller/refunds/:refundOrderNo');
    await page.getByRole('button', { name: 'Approve refund' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(/goes back to the shopper's account balance/).waitFor();
    await expectAxeClean(page, 'the approval question');
    await confirm.getByRole('button', { name: /^Refund / }).click();
    await page.getByText(/approved\. The shopper has been told\./).waitFor();
    await page.getByText('Refunded', { exact: true }).first().waitFor();
    const paid = await stack.commerce.db.selectFrom('merchantOrders').select('payPrice').where('orderNo', '=', toApprove).executeTakeFirstOrThrow();
    expect(await balanceOf(shopper.uid)).toBe(before + paid.payPrice);

    await page.getByRole('link', { name: '← All refunds' }).click();
    await page.getByRole('link', { name: `Review refund ${refuseNo}` }).click();
    await page.getByRole('heading', { level: 1, name: `Refund ${refuseNo}` }).waitFor();
    await page.getByRole('button', { name: 'Refuse', exact: true }).click();
    const refuse = page.getByRole('dialog');
    await refuse.getByRole('button', { name: 'Refuse refund' }).click();
    await refuse.getByText('Give the shopper a reason (at most 255 characters)').waitFor();
    await expectAxeClean(page, 'the refuse dialog');
    await refuse.getByLabel('Reason for the shopper').fill('The photos show a drop: the warranty does not cover it');
    await refuse.getByRole('button', { name: 'Refuse refund' }).click();
    await page.getByText('Refund refused. The shopper has been told why.').waitFor();
    await page.getByText('The photos show a drop: the warranty does not cover it').waitFor();
    expect(await balanceOf(shopper.uid)).toBe(before + paid.payPrice);

    const shopperPage = await pageAs(browser, stack, shopper, contexts);
    await shopperPage.goto(`${stack.baseUrl}/order/refund_detail?refundOrderNo=${refuseNo}`);
    await shopperPage.getByText('The photos show a drop: the warranty does not cover it').waitFor();
    await expectAxeClean(shopperPage, "the shopper's refund page");
  });
});

describe('merchant console orders on a laptop screen', () => {
  it('shows every row action at 1280 pixels wide in French, without scrolling the table sideways', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page);
    await page.getByLabel('Language', { exact: true }).selectOption('fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await page.goto(`${stack.baseUrl}/seller/orders?tab=all`);
    await page.getByRole('heading', { level: 1, name: 'Commandes' }).waitFor();
    const table = page.getByRole('table');
    const firstRow = table.locator('tbody tr').first();
    await firstRow.waitFor();
    await settled(page).catch(() => {});
    // Bring the table into the window by scrolling the page down only: a sideways scroll would hide the defect.
    await page.evaluate(() => {
      const top = document.querySelector('main table')!.getBoundingClientRect().top;
      window.scrollTo(0, window.scrollY + top - 120);
    });

    // The long French headings and "1 142,97 $US" amounts fit: the table's frame has nothing to scroll.
    const frame = await table.evaluate((t) => ({ scrollWidth: t.parentElement!.scrollWidth, clientWidth: t.parentElement!.clientWidth }));
    expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);

    // The first row's action (Ship or View) lies wholly inside the window.
    const action = firstRow.locator('td').last().getByRole('link').first();
    await expect.poll(() => action.textContent()).toMatch(/^(Expédier|Voir)$/);
    const box = (await action.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    await expectAxeClean(page, '/seller/orders in French at 1280 pixels');
  });
});
