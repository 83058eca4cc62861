import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { AdminApi } from './shopper';
import { PNG_1PX, axePage, newShopper, pageAs, settled, shot } from './journey';

/**
 * Order journeys against the real BFF + commerce service on a fresh demo database, in Chromium.
 * The shopper's setup (register, pay) goes over HTTP; the merchant side through the admin API;
 * the part each journey is about happens in the browser.
 */
const { stack, browser, contexts } = chromiumOnStack();
let admin: AdminApi;

beforeAll(() => {
  admin = new AdminApi(stack.adminUrl, stack.adminToken);
});

const dialog = (page: Page) => page.getByRole('dialog');

async function balanceOf(api: { call: <T>(m: 'GET', p: string) => Promise<T> }): Promise<string> {
  return (await api.call<{ userBalance: string }>('GET', '/api/front/pay/balance')).userBalance;
}

describe('orders', () => {
  it('shipped → logistics → confirm receipt (with the check-first warning) → review → shown on the goods page with the seller reply', async () => {
    const s = await newShopper(stack, { balance: '300.00' });
    const order = await s.api.placeOrder({ pay: true, addressId: s.addressId, skip: 2 });
    await admin.ship(order.shopNo);
    const page = await pageAs(browser, stack, s, contexts);

    await page.goto(`${stack.baseUrl}/users/order_list?tab=receiving`);
    const card = page.getByRole('article', { name: `Order ${order.shopNo}` });
    await card.getByText(order.productName).waitFor();
    expect(await axePage(page)).toBe('');
    await shot(page, 'orders-receiving');

    await card.getByRole('button', { name: 'Track parcel' }).click();
    const track = dialog(page);
    await track.getByText('RM123456789GB').waitFor();
    await track.getByText('Royal Mail').first().waitFor();
    await track.getByText('Arrived at the London delivery office').waitFor();
    await track.getByText('Sam Porter · +44 20 7946 0000').waitFor();
    await shot(page, 'orders-logistics');
    await track.getByRole('button', { name: 'Close' }).click();

    await card.getByRole('button', { name: 'Confirm receipt' }).click();
    await dialog(page).getByText('Please confirm only after you have received the goods and checked that they are complete and undamaged.').waitFor();
    await dialog(page).getByRole('button', { name: 'Confirm receipt' }).click();
    await page.getByText('Receipt confirmed').first().waitFor();

    await page.getByRole('tab', { name: /To evaluate/ }).click();
    await page.getByRole('link', { name: 'Write a review' }).first().click();
    await page.waitForURL(/\/users\/evaluation_confirm\?orderNo=/);
    await page.getByRole('heading', { name: 'Write a review' }).waitFor();
    await page.getByRole('button', { name: 'Publish review' }).click();
    expect(await page.getByRole('alert').first().textContent()).toBe('Please write your review');
    await page.getByRole('group', { name: 'Service attitude' }).getByRole('radio', { name: '4 of 5 stars' }).check({ force: true });
    const text = `Sturdy and well packed ${Date.now()}`;
    await page.getByLabel('Your review').fill(text);
    await page.getByTestId('image-input').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
    expect(await axePage(page)).toBe('');
    await shot(page, 'review-form');
    await page.getByRole('button', { name: 'Publish review' }).click();
    await page.waitForURL(/\/users\/evaluation_list\?tab=mine/);
    await page.getByText(text).waitFor();

    // The merchant answers; the shopper sees it in "my reviews" and on the goods page.
    const reviews = await admin.call<{ list: { id: number; comment: string; serviceStar: number; star: number }[] }>('GET', `/reviews?productId=${order.productId}`);
    const mine = reviews.list.find((r) => r.comment === text)!;
    expect(mine).toMatchObject({ star: 5, serviceStar: 4 });
    await admin.call('POST', `/reviews/${mine.id}/reply`, { content: 'Thanks for the kind words!' });
    await page.reload();
    await page.getByText('Thanks for the kind words!').waitFor();
    expect(await axePage(page)).toBe('');
    await shot(page, 'reviews-mine');

    await page.goto(`${stack.baseUrl}/goods_detail/${order.productId}`);
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    await page.getByText(text).first().waitFor({ timeout: 20_000 });
    await page.getByText('Thanks for the kind words!').first().waitFor();
  });

  it('a refund is requested with a photo → approved → refunded state and the balance credited', async () => {
    const s = await newShopper(stack, { balance: '300.00' });
    const order = await s.api.placeOrder({ pay: true, addressId: s.addressId, skip: 4 });
    const before = await balanceOf(s.api);
    const page = await pageAs(browser, stack, s, contexts);

    await page.goto(`${stack.baseUrl}/users/order_list?tab=unshipped`);
    const card = page.getByRole('article', { name: `Order ${order.shopNo}` });
    await card.getByRole('link', { name: 'Request refund' }).click();
    await page.waitForURL(/\/users\/refund_confirm\?orderNo=/);
    await page.getByRole('button', { name: 'Submit request' }).click();
    expect(await page.getByRole('alert').first().textContent()).toBe('Please choose a refund reason');

    const reason = page.getByLabel('Refund reason');
    const options = await reason.locator('option').allTextContents();
    await reason.selectOption({ label: options[1]! });
    const note = page.getByLabel('Refund note');
    await note.fill('x'.repeat(120));
    expect((await note.inputValue()).length).toBe(100);
    await note.fill('The box arrived crushed');
    await page.getByTestId('image-input').setInputFiles([{ name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
    await page.getByText('notes.gif: only JPG and PNG images can be uploaded.').waitFor();
    await page.getByTestId('image-input').setInputFiles({ name: 'crushed.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
    expect(await axePage(page)).toBe('');
    await shot(page, 'refund-form');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await page.waitForURL(/\/users\/refund_list/);
    const refundCard = page.getByRole('article').filter({ hasText: order.productName });
    await refundCard.getByText('Refunding').waitFor();
    expect(await axePage(page)).toBe('');

    const refunds = await admin.call<{ list: { refundOrderNo: string; merOrderNo: string }[] }>('GET', '/refunds?status=0');
    const refund = refunds.list.find((r) => r.merOrderNo === order.shopNo)!;
    await refundCard.getByRole('link', { name: 'Refund details' }).click();
    await page.getByText('The merchant is reviewing your request.').waitFor();
    await page.getByText('The box arrived crushed').waitFor();
    await page.getByRole('img', { name: 'Voucher 1' }).waitFor();

    await admin.call('POST', `/refunds/${refund.refundOrderNo}/approve`);
    await page.reload();
    await page.getByText('The money has been returned to you.').waitFor();
    await page.getByText('Refunded at').waitFor();
    expect(await axePage(page)).toBe('');
    await shot(page, 'refund-refunded');

    const after = await balanceOf(s.api);
    const paid = (await s.api.call<{ payPrice: string }>('GET', `/api/front/order/detail/${order.shopNo}`)).payPrice;
    expect(Math.round(Number(after) * 100) - Math.round(Number(before) * 100)).toBe(Math.round(Number(paid) * 100));
    // The user-centre card shows the credited balance.
    await page.goto(`${stack.baseUrl}/users/order_list?tab=aftersale`);
    await settled(page);
    await page.getByText(`$${Number(after).toFixed(2)}`).first().waitFor();
  });

  it('a refund rejected with a reason shows the reason', async () => {
    const s = await newShopper(stack, { balance: '300.00' });
    const order = await s.api.placeOrder({ pay: true, addressId: s.addressId, skip: 5 });
    const reasons = await s.api.call<string[]>('GET', '/api/front/order/refund/reason');
    await s.api.call('POST', '/api/front/order/refund', { orderNo: order.shopNo, text: reasons[0], refund_reason_wap_explain: '', refund_reason_wap_img: '' });
    const refunds = await admin.call<{ list: { refundOrderNo: string; merOrderNo: string }[] }>('GET', '/refunds?status=0');
    const refund = refunds.list.find((r) => r.merOrderNo === order.shopNo)!;
    await admin.call('POST', `/refunds/${refund.refundOrderNo}/reject`, { reason: 'Seal broken, cannot be resold' });

    const page = await pageAs(browser, stack, s, contexts);
    await page.goto(`${stack.baseUrl}/users/refund_list`);
    const refundCard = page.getByRole('article').filter({ hasText: order.productName });
    await refundCard.getByText('Refused').waitFor();
    await refundCard.getByRole('link', { name: 'Refund details' }).click();
    await page.getByText('Seal broken, cannot be resold').waitFor();
    await page.getByText('The merchant refused this request.').waitFor();
    expect(await axePage(page)).toBe('');
    await shot(page, 'refund-refused');
    // The order detail shows the same refund with its reason.
    await page.goto(`${stack.baseUrl}/order/order_detail?orderNo=${order.shopNo}`);
    await page.getByText('Seal broken, cannot be resold').waitFor();
  });

  it('to pay: pay now with the balance, cancel with confirmation; detail without a number says so', async () => {
    const s = await newShopper(stack, { balance: '300.00' });
    const payMe = await s.api.placeOrder({ pay: false, addressId: s.addressId, skip: 6 });
    const cancelMe = await s.api.placeOrder({ pay: false, addressId: s.addressId, skip: 7 });
    const page = await pageAs(browser, stack, s, contexts);

    await page.goto(`${stack.baseUrl}/users/order_list`);
    const cancelCard = page.getByRole('article', { name: `Order ${cancelMe.masterNo}` });
    await cancelCard.getByRole('button', { name: 'Cancel order' }).click();
    await dialog(page).getByText('The order will be cancelled').waitFor();
    await dialog(page).getByRole('button', { name: 'Cancel', exact: true }).click();
    await cancelCard.waitFor();
    await cancelCard.getByRole('button', { name: 'Cancel order' }).click();
    await dialog(page).getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText('Order cancelled').first().waitFor();
    await cancelCard.waitFor({ state: 'detached' });

    const payCard = page.getByRole('article', { name: `Order ${payMe.masterNo}` });
    await payCard.getByRole('button', { name: 'Pay now' }).click();
    await dialog(page).getByRole('radio', { name: /Account balance/ }).check();
    expect(await axePage(page)).toBe('');
    await shot(page, 'pay-dialog');
    await dialog(page).getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/order\/payment_result\?orderNo=/);
    const master = await s.api.call<{ paid: boolean }>('GET', `/api/front/order/master/detail/${payMe.masterNo}`);
    expect(master.paid).toBe(true);

    await page.goto(`${stack.baseUrl}/order/order_detail`);
    await page.getByText('The order number is missing, so this order cannot be shown.').waitFor();
  });

  it('the detail page shows every order field; completed orders can be deleted and bought again', async () => {
    const s = await newShopper(stack, { balance: '300.00' });
    const order = await s.api.placeOrder({ pay: true, addressId: s.addressId, skip: 8, num: 2 });
    await admin.ship(order.shopNo);
    await s.api.call('POST', `/api/front/order/take/${order.shopNo}`);
    const page = await pageAs(browser, stack, s, contexts);

    await page.goto(`${stack.baseUrl}/user_center/order/detail?orderNo=${order.shopNo}`);
    for (const label of ['Order number', 'Order time', 'Payment method', 'Payment status', 'Number of items', "Buyer's message", 'Name', 'Phone', 'Address', 'Delivery method', 'Courier company', 'Tracking number', 'Courier', 'Freight', 'Coupon deduction', 'Points deduction', 'Actual payment']) {
      await page.locator('dt', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first().waitFor();
    }
    await page.getByText('Please ring the bell').waitFor();
    await page.getByText('Account balance').waitFor();
    await page.getByText('Parcel handed to Royal Mail in Manchester').waitFor();
    expect(await axePage(page)).toBe('');
    await shot(page, 'order-detail-completed');

    await page.getByRole('button', { name: 'Buy again' }).click();
    await page.waitForURL(/\/order\/order_confirm\?preOrderNo=/);

    await page.goto(`${stack.baseUrl}/users/order_list?tab=completed`);
    const card = page.getByRole('article', { name: `Order ${order.shopNo}` });
    await card.getByRole('button', { name: 'Delete order' }).click();
    await dialog(page).getByRole('button', { name: 'Delete order' }).click();
    await page.getByText('Order deleted').first().waitFor();
    await card.waitFor({ state: 'detached' });
  });
});
