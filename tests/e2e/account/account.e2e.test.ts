import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { AdminApi, ShopperApi } from './shopper';
import { JPEG_1PX, PASSWORD, PNG_1PX, axePage, newShopper, pageAs, settled, shot } from './journey';

/** Account-area journeys (addresses, coupons, collections, shop application, settings) in Chromium. */
const { stack, browser, contexts } = chromiumOnStack();
let admin: AdminApi;

beforeAll(() => {
  admin = new AdminApi(stack.adminUrl, stack.adminToken);
});

const dialog = (page: Page) => page.getByRole('dialog');
/** Error messages inside one form (the shell's toaster has an alert region of its own). */
const alerts = async (form: Locator) => (await form.getByRole('alert').allTextContents()).map((s) => s.trim());
/** A form sent empty: exactly these messages, in field order, on a page that still passes axe. */
async function expectRequiredErrors(page: Page, form: Locator, messages: string[], shotName: string) {
  expect(await alerts(form)).toEqual(messages);
  expect(await axePage(page)).toBe('');
  await shot(page, shotName);
}

/** The entry named `name` is listed on a page that passes axe; its `button` leaves the list's empty state. */
async function removeListed(page: Page, name: string, button: RegExp, emptyText: string, shotName: string) {
  const item = page.getByRole('listitem').filter({ hasText: name });
  await item.waitFor();
  expect(await axePage(page)).toBe('');
  await shot(page, shotName);
  await item.getByRole('button', { name: button }).click();
  await page.getByText(emptyText).waitFor();
}

describe('account', () => {
  it('addresses: validation errors, add, edit, set default, delete', async () => {
    const s = await newShopper(stack, { address: false });
    const page = await pageAs(browser, stack, s, contexts);
    await page.goto(`${stack.baseUrl}/user_center/address/list`);
    await page.getByText('You have no saved addresses').waitFor();
    expect(await axePage(page)).toBe('');

    await page.getByRole('button', { name: 'Add address' }).click();
    await page.waitForURL(/\/user_center\/address\/edit$/);
    const form = page.getByRole('form', { name: 'Address' });
    await page.getByRole('button', { name: 'Save address' }).click();
    await expectRequiredErrors(
      page,
      form,
      ['Please enter the consignee name', 'Please enter an email', 'Please enter the country', 'Please enter the detailed address', 'Please enter the post code'],
      'address-errors',
    );

    await page.getByLabel('Consignee name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example');
    await page.getByLabel('Country').fill('United Kingdom');
    await page.getByLabel('Detailed address').fill('12 Analytical Row, London');
    await page.getByLabel('Post code').fill('SW1A');
    // A UK post code is letters and digits; a partial one is refused with the expected form.
    expect(await alerts(form)).toEqual(['Please enter a correct email', 'Please enter a post code in the form SW1A 1AA']);
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Post code').fill('SW1A 1AA');
    await page.getByLabel('Phone').fill('7700900123');
    await page.getByLabel('Use as my default address').check();
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.waitForURL(/\/user_center\/address\/list$/);
    const ada = page.getByRole('listitem').filter({ hasText: 'Ada Lovelace' });
    await ada.getByText('Default', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Add address' }).click();
    await page.getByLabel('Consignee name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Country').fill('United States');
    await page.getByLabel('Detailed address').fill('1 Navy Yard, Arlington VA');
    // A US code with a leading zero keeps it.
    await page.getByLabel('Post code').fill('02201');
    await page.getByRole('button', { name: 'Save address' }).click();
    const grace = page.getByRole('listitem').filter({ hasText: 'Grace Hopper' });
    await grace.waitFor();
    await grace.getByText(/02201/).waitFor();
    expect(await grace.getByText('Default', { exact: true }).count()).toBe(0);

    await grace.getByRole('button', { name: /Set as default/ }).click();
    await page.getByText('Default address updated').first().waitFor();
    await grace.getByText('Default', { exact: true }).waitFor();
    await ada.getByRole('button', { name: /Set as default/ }).waitFor();
    expect(await axePage(page)).toBe('');
    await shot(page, 'address-list');

    await ada.getByRole('link', { name: /Edit/ }).click();
    await page.getByRole('heading', { name: 'Edit address' }).waitFor();
    expect(await page.getByLabel('Post code').inputValue()).toBe('SW1A 1AA');
    await page.getByLabel('Consignee name').fill('Ada King');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Ada King' }).waitFor();

    const king = page.getByRole('listitem').filter({ hasText: 'Ada King' });
    await king.getByRole('button', { name: /Delete/ }).click();
    await dialog(page).getByText('The address of Ada King will be deleted.').waitFor();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Address deleted').first().waitFor();
    await king.waitFor({ state: 'detached' });
    const left = await s.api.call<{ list: { realName: string; isDefault: boolean }[] }>('GET', '/api/front/address/list?page=1&limit=20');
    expect(left.list.map((a) => [a.realName, a.isDefault])).toEqual([['Grace Hopper', true]]);
  });

  it('coupons: available and expired/used tabs, scope filters', async () => {
    const s = await newShopper(stack, { address: false });
    const received: { name: string; useType: number }[] = [];
    for (const useType of [1, 2, 3]) {
      const open = await s.api.call<{ list: { id: number; name: string; isUse: boolean }[] }>('GET', `/api/front/coupons?useType=${useType}&page=1&limit=20`);
      const c = open.list.find((x) => !x.isUse);
      if (!c) continue;
      await s.api.call('POST', '/api/front/coupon/receive', { couponId: c.id });
      received.push({ name: c.name, useType });
    }
    expect(received.length).toBeGreaterThan(0);
    const page = await pageAs(browser, stack, s, contexts);
    await page.goto(`${stack.baseUrl}/users/coupon_list`);
    for (const c of received) await page.getByText(c.name, { exact: true }).waitFor();
    expect(await axePage(page)).toBe('');
    await shot(page, 'coupons');

    const scopes = ['Shop', 'Goods', 'Platform'];
    for (const c of received) {
      await page.getByRole('button', { name: scopes[c.useType - 1]!, exact: true }).click();
      await page.getByText(c.name, { exact: true }).waitFor();
      for (const other of received.filter((o) => o.useType !== c.useType)) expect(await page.getByText(other.name, { exact: true }).count()).toBe(0);
    }
    await page.getByRole('tab', { name: 'Expired / used' }).click();
    await page.getByText('No expired or used coupons').waitFor();
    expect(await axePage(page)).toBe('');
  });

  it('wish list and followed shops, each with remove', async () => {
    const s = await newShopper(stack, { address: false });
    const p = await s.api.pickProduct(3);
    await s.api.call('POST', '/api/front/collect/add/product', { id: p.productId, category: 'store' });
    const shops = await s.api.call<{ list: { id: number; name: string }[] }>('GET', '/api/front/merchant/street?page=1&limit=5');
    const shop = shops.list[0]!;
    await s.api.call('POST', `/api/front/collect/add/merchant/${shop.id}`);

    const page = await pageAs(browser, stack, s, contexts);
    await page.goto(`${stack.baseUrl}/user_center/wish_list`);
    await removeListed(page, p.name, /Remove/, 'Your wish list is empty', 'wish-list');

    await page.getByRole('tab', { name: 'Followed shops' }).click();
    await removeListed(page, shop.name, /Unfollow/, 'You do not follow any shops', 'followed-shops');
    const left = await s.api.call<{ total: number }>('GET', '/api/front/collect/merchant/list?page=1&limit=20');
    expect(left.total).toBe(0);
  });

  it('shop application: errors → apply → rejected with reason → resubmitted prefilled → approved → a notification arrives', async () => {
    const s = await newShopper(stack, { address: false });
    const page = await pageAs(browser, stack, s, contexts);
    await page.goto(`${stack.baseUrl}/users/merchant_settled`);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expectRequiredErrors(
      page,
      page.getByRole('form', { name: 'Apply for a shop' }),
      [
        'Please enter the company name',
        'Please enter your real name',
        'Please enter an email',
        'Please enter the verification code',
        'Please enter the company address',
        'Please select the merchant category',
        'Please select the store type',
        'Please upload a qualification picture',
        'Please agree to the settlement agreement',
      ],
      'settled-errors',
    );

    const company = `Lovelace Engines ${Date.now()}`;
    // The server lets a code be re-sent only after 60 s, so the resubmission waits out the first one.
    let sentAt = 0;
    const fillForm = async () => {
      if (sentAt) await page.waitForTimeout(Math.max(0, sentAt + 61_000 - Date.now()));
      await page.getByRole('button', { name: /Send code|Resend code/ }).click();
      sentAt = Date.now();
      await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
      await page.getByLabel('Verification code').fill(stack.latestCode(s.email));
      await page.getByRole('button', { name: 'Settlement agreement' }).click();
      await dialog(page).getByRole('button', { name: 'I agree' }).click();
      expect(await page.getByRole('checkbox', { name: /I have read and agree/ }).isChecked()).toBe(true);
    };
    await page.getByLabel('Company name').fill(company);
    await page.getByLabel('Real name').fill('Ada Lovelace');
    await page.getByLabel('Email', { exact: true }).fill(s.email);
    await page.getByLabel('Company address').fill('12 Analytical Row, London');
    await page.getByLabel('Merchant category').selectOption({ index: 1 });
    await page.getByLabel('Store type').selectOption({ index: 1 });
    const input = page.getByTestId('image-input');
    await input.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.getByText('licence.png: only JPEG images can be uploaded.').waitFor();
    await input.setInputFiles({ name: 'licence.jpg', mimeType: 'image/jpeg', buffer: JPEG_1PX });
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
    await fillForm();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL(/\/users\/application_record/);
    const record = page.getByRole('article', { name: company });
    await record.getByText('To be reviewed').waitFor();
    await record.getByText('Applications are reviewed within about 15 working days.').waitFor();
    expect(await axePage(page)).toBe('');
    await shot(page, 'settled-pending');

    const pending = await admin.call<{ list: { id: number; name: string }[] }>('GET', '/settlements?auditStatus=1');
    const first = pending.list.find((a) => a.name === company)!;
    await admin.call('POST', `/settlements/${first.id}/reject`, { reason: 'The licence photo is unreadable' });
    await page.reload();
    await record.getByText('Audit failed').waitFor();
    await record.getByText('The licence photo is unreadable').waitFor();
    await shot(page, 'settled-rejected');
    await record.getByRole('link', { name: 'Edit and resubmit' }).click();
    await page.waitForURL(/\/users\/merchant_settled\?resubmit=/);
    await page.getByRole('heading', { name: 'Resubmit your shop application' }).waitFor();
    expect(await page.getByLabel('Company name').inputValue()).toBe(company);
    expect(await page.getByLabel('Real name').inputValue()).toBe('Ada Lovelace');
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
    await fillForm();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL(/\/users\/application_record/);
    await page.getByRole('article', { name: company }).getByText('To be reviewed').first().waitFor();

    const again = await admin.call<{ list: { id: number; name: string }[] }>('GET', '/settlements?auditStatus=1');
    const second = again.list.find((a) => a.name === company)!;
    expect(second.id).not.toBe(first.id);
    await admin.call('POST', `/settlements/${second.id}/approve`);
    await page.reload();
    await page.getByText('Approved', { exact: true }).first().waitFor();

    await page.goto(`${stack.baseUrl}/notification`);
    const note = page.getByRole('listitem').filter({ hasText: 'Shop application' }).first();
    await note.waitFor();
    expect(await axePage(page)).toBe('');
    await shot(page, 'notifications');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('All notifications marked as read').first().waitFor();
    const unread = await s.api.call<{ count: number }>('GET', '/api/front/notification/unread/count');
    expect(unread.count).toBe(0);
  }, 200_000);

  it('settings: profile save, password change with a code, then sign-in with the new password', async () => {
    const s = await newShopper(stack, { address: false });
    const page = await pageAs(browser, stack, s, contexts);
    await page.goto(`${stack.baseUrl}/users/user_info`);
    await page.getByLabel('Name').fill('Countess Ada');
    await page.getByLabel('Change avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.getByRole('img', { name: 'Your avatar' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Profile saved').first().waitFor();
    const info = await s.api.call<{ nickname: string; avatar: string }>('GET', '/api/front/user/info');
    expect(info.nickname).toBe('Countess Ada');
    expect(info.avatar).toMatch(/\.png$/);

    const pw = page.getByRole('form', { name: 'Change password' });
    await page.getByRole('button', { name: 'Change password' }).click();
    expect(await alerts(pw)).toEqual(['Please fill in the verification code', 'Please enter a new password', 'Please confirm the password']);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    await page.getByLabel('Verification code').fill(stack.latestCode(s.email));
    await page.getByLabel('New password').fill('Brand-New-2025');
    await page.getByLabel('Confirm password').fill('Brand-New-2024');
    await page.getByRole('button', { name: 'Change password' }).click();
    expect(await alerts(pw)).toEqual(['The two passwords are different']);
    await page.getByLabel('Confirm password').fill('Brand-New-2025');
    expect(await axePage(page)).toBe('');
    await shot(page, 'settings');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed').first().waitFor();

    const fresh = new ShopperApi(stack.baseUrl);
    await expect(fresh.signInByEmail(s.email, PASSWORD)).rejects.toThrow();
    await fresh.signInByEmail(s.email, 'Brand-New-2025');
    expect((await fresh.call<{ email: string }>('GET', '/api/front/user/info')).email).toBe(s.email);
  });

  it('points and the remaining account pages pass axe', async () => {
    const s = await newShopper(stack, { balance: '200.00' });
    await s.api.placeOrder({ pay: true, addressId: s.addressId, skip: 1 });
    const points = await s.api.call<{ integral: number }>('GET', '/api/front/integral/user');
    const page = await pageAs(browser, stack, s, contexts);
    await page.goto(`${stack.baseUrl}/users/integral`);
    await settled(page);
    await page.locator('dd').first().filter({ hasText: new Intl.NumberFormat('en').format(points.integral) }).waitFor();
    expect(await axePage(page)).toBe('');
    await shot(page, 'points');
    await page.getByRole('tab', { name: 'Points earned' }).click();
    expect(await axePage(page)).toBe('');
    for (const path of ['/users/order_list', '/users/refund_list', '/users/evaluation_list', '/users/application_record', '/users/coupon_list', '/notification']) {
      await page.goto(`${stack.baseUrl}${path}`);
      expect(await axePage(page), path).toBe('');
    }
  });
});
