import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { expectAxeClean, submitSignIn } from '../helpers/console';

/**
 * Staff and roles in Chromium against the real stack (fresh demo database): the owner adds a role from the
 * permission groups and invites a staff member with it; the member opens the emailed link on
 * /seller/invitation, sets a password (the rule and the repeat told next to the fields), lands on sign-in
 * with the notice, signs in and sees only the screens the role allows. The used link then says so and offers
 * a new one. axe judges every screen.
 */
const { stack, newPage } = chromiumOnStack();
const OWNER = { account: 'owner@volt.test', password: 'Volt#Owner2026' };
const STAFF = { account: `packer-${Date.now().toString(36)}@volt.test`, name: 'Pat Packer', password: 'Packer#2026ok' };
const ROLE = 'Journey packer';

const signIn = (page: Page, account: string, password: string) => submitSignIn(page, { account, password });

/** The set-password link of the newest invitation to `to`, on this stack's address. */
function invitationLink(to: string): string {
  const mail = stack.readOutbox(to).find((m) => m.purpose === 'merchant-invitation');
  expect(mail, `an invitation to ${to}`).toBeDefined();
  // Absolute on PUBLIC_URL in production; the journey's stack sets none, so the path alone.
  const link = /(?:https?:\/\/[^\s/]+)?\/seller\/invitation\?token=[\w%-]+/.exec(mail!.text)?.[0];
  expect(link, mail!.text).toBeDefined();
  const url = new URL(link!, stack.baseUrl);
  return `${stack.baseUrl}${url.pathname}${url.search}`;
}

describe('merchant console staff', () => {
  it('invites a staff member, who sets a password from the emailed link and sees only what the role allows', async () => {
    const owner = await newPage();
    await owner.goto(`${stack.baseUrl}/seller/login`);
    await signIn(owner, OWNER.account, OWNER.password);
    await owner.waitForURL(/\/seller\/(account|dashboard)/);
    const nav = owner.getByRole('navigation', { name: 'Console navigation' });
    await nav.getByRole('link', { name: 'Staff & roles' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Staff & roles' }).waitFor();
    await owner.getByRole('table').getByText('Shop owner').waitFor();
    await expectAxeClean(owner, '/seller/staff');

    // A role from the permission groups: the product list only.
    await owner.getByRole('tab', { name: 'Roles' }).click();
    await owner.getByRole('button', { name: 'Add role' }).click();
    const editor = owner.getByRole('dialog', { name: 'Add a role' });
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('Enter a role name of 1 to 32 characters.').waitFor();
    await editor.getByText('Choose at least one permission.').waitFor();
    await editor.getByLabel('Role name').fill(ROLE);
    const products = editor.getByRole('group', { name: 'Products' });
    await products.getByLabel('See the product list').check();
    await products.getByLabel('See product counts per tab').check();
    expect(await editor.getByRole('group', { name: 'Account' }).getByLabel('Sign out').isChecked()).toBe(true);
    await expectAxeClean(owner, '/seller/staff (role editor)');
    await editor.getByRole('button', { name: 'Save' }).click();
    await owner.getByText('Role added.').waitFor();
    const card = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { name: ROLE }) });
    await card.getByText('Products', { exact: true }).waitFor();
    await expectAxeClean(owner, '/seller/staff?tab=roles');

    // The invitation: email, name and role; the row shows it sent.
    await owner.getByRole('tab', { name: 'Staff' }).click();
    await owner.getByRole('button', { name: 'Invite staff' }).click();
    const invite = owner.getByRole('dialog', { name: 'Invite a staff member' });
    await invite.getByLabel('Email address').fill('not an email');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.getByText('Enter a valid email address of up to 32 characters.').waitFor();
    await invite.getByText('Choose a role.').waitFor();
    await expectAxeClean(owner, '/seller/staff (invite dialog)');
    await invite.getByLabel('Email address').fill(STAFF.account);
    await invite.getByLabel('Name').fill(STAFF.name);
    await invite.getByLabel('Role').selectOption({ label: ROLE });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByText(`Invitation sent to ${STAFF.account}.`).waitFor();
    const row = owner.getByRole('row').filter({ hasText: STAFF.account });
    await row.getByText('Invitation sent').waitFor();
    await row.getByText(ROLE).waitFor();

    // The member opens the emailed link: the rule and the repeat are told next to the fields.
    const link = invitationLink(STAFF.account);
    const staff = await newPage();
    await staff.goto(link);
    await staff.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
    await expectAxeClean(staff, '/seller/invitation');
    await staff.getByLabel('New password', { exact: true }).fill('short');
    await staff.getByLabel('Repeat the new password').fill('other');
    await staff.getByRole('button', { name: 'Set password' }).click();
    await staff.getByRole('alert').filter({ hasText: '8 to 20 characters' }).waitFor();
    await staff.getByText('The two passwords are not the same.').waitFor();
    await staff.getByLabel('New password', { exact: true }).fill(STAFF.password);
    await staff.getByLabel('Repeat the new password').fill(STAFF.password);
    await staff.getByRole('button', { name: 'Set password' }).click();
    await staff.waitForURL(/\/seller\/login/);
    await staff.getByText('Your password is set. Sign in with your email address and the new password.').waitFor();
    expect(await staff.getByLabel('Account (email)').inputValue()).toBe(STAFF.account);
    await expectAxeClean(staff, '/seller/login (password set)');

    // Signed in, the member sees the products and their own account, nothing else.
    await staff.getByLabel('Password', { exact: true }).fill(STAFF.password);
    await staff.getByRole('button', { name: 'Sign in', exact: true }).click();
    await staff.waitForURL(/\/seller\/(account|dashboard)/);
    const staffNav = staff.getByRole('navigation', { name: 'Console navigation' });
    await staffNav.getByRole('link', { name: 'Products' }).waitFor();
    expect((await staffNav.getByRole('link').allTextContents()).map((s) => s.trim())).toEqual(['Products', 'Account & security']);
    await staffNav.getByRole('link', { name: 'Products' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await staff.getByRole('tab', { name: /On sale/ }).waitFor();
    await expectAxeClean(staff, '/seller/products (staff)');

    // The owner's list shows the member active now.
    await owner.reload();
    await owner.getByRole('row').filter({ hasText: STAFF.account }).getByText('Active').waitFor();

    // The used link says so, and offers a new one by email.
    const again = await newPage();
    await again.goto(link);
    await again.getByLabel('New password', { exact: true }).fill(STAFF.password);
    await again.getByLabel('Repeat the new password').fill(STAFF.password);
    await again.getByRole('button', { name: 'Set password' }).click();
    await again.getByRole('heading', { level: 1, name: 'This link no longer works' }).waitFor();
    await again.getByLabel('Email address').fill(STAFF.account);
    await again.getByRole('button', { name: 'Send me a new link' }).click();
    await again.getByText(`If ${STAFF.account} is waiting for its first password, a new link is on its way. Check your inbox.`).waitFor();
    await expectAxeClean(again, '/seller/invitation (used link)');
  });
});
