import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { expectAxeClean, submitSignIn, turnOnTwoStep } from '../helpers/console';

/**
 * The merchant console's first screens in Chromium against the real stack (fresh demo database): the
 * storefront's link to it, sign-in, the account screen (password reset and change, two-factor on and off,
 * all restored), the operation log, the language switch, and an expired session returning to its page.
 * axe judges every screen.
 */
const { stack, newPage } = chromiumOnStack();
const OWNER = { account: 'owner@volt.test', password: 'Volt#Owner2026', shop: 'Volt Electronics' };
const TEMPORARY = 'Volt#Reset2026x';

const signIn = (page: Page, password: string) => submitSignIn(page, { account: OWNER.account, password });

/** Sign-in lands on the shop's dashboard (the console's home); the account screen is one link away. */
async function toAccount(page: Page) {
  await page.waitForURL(`${stack.baseUrl}/seller/dashboard`);
  await page.getByRole('link', { name: 'Account & security' }).click();
  await page.waitForURL(`${stack.baseUrl}/seller/account`);
}

describe('merchant console', () => {
  it('signs a shop owner in from the storefront link, and shows the account and the operation log', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/`);
    const link = page.getByRole('link', { name: /Merchant login/ });
    expect(await link.getAttribute('href')).toBe('/seller/login');
    await link.click();
    await page.waitForURL(`${stack.baseUrl}/seller/login`);
    await page.getByRole('heading', { name: 'Sign in to your shop' }).waitFor();
    await expectAxeClean(page, '/seller/login');

    // A wrong password is told in words next to the form, and nothing opens.
    await signIn(page, 'Wrong#Pass2026');
    await page.getByRole('alert').filter({ hasText: 'The account or password is not right.' }).waitFor();
    // A missing field is told next to it, before anything is sent.
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill('');
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Enter your password (6 to 30 characters).').waitFor();

    await signIn(page, OWNER.password);
    await toAccount(page);
    await page.getByRole('heading', { level: 1, name: 'Account & security' }).waitFor();
    await page.getByRole('complementary').getByText(OWNER.shop).waitFor();
    await expectAxeClean(page, '/seller/account');

    await page.getByRole('link', { name: 'Operation log' }).click();
    await page.waitForURL(`${stack.baseUrl}/seller/log`);
    await page.getByRole('heading', { level: 1, name: 'Operation log' }).waitFor();
    await page.getByRole('table').or(page.getByText("Nothing has been changed in this shop's console yet.")).first().waitFor();
    await expectAxeClean(page, '/seller/log');

    // The language switch redraws the console in the chosen language and keeps it.
    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('heading', { level: 1, name: 'Journal des opérations' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await expectAxeClean(page, '/seller/log (fr)');
    await page.getByLabel('Langue').selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Operation log' }).waitFor();
  });

  it('resets the password by emailed code, changes it back, and records the change in the log', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/seller/login`);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('main').getByLabel('Account (email)').fill(OWNER.account);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByLabel('Code from the email').waitFor();
    await expectAxeClean(page, '/seller/login (reset)');
    await page.getByLabel('Code from the email').fill(stack.latestCode(OWNER.account));
    await page.getByLabel('New password').fill(TEMPORARY);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password is changed. Sign in with the new one.').waitFor();

    await signIn(page, TEMPORARY);
    await toAccount(page);
    const form = page.getByRole('region', { name: 'Change password' });
    await form.getByLabel('Current password').fill(TEMPORARY);
    await form.getByLabel('New password', { exact: true }).fill(OWNER.password);
    await form.getByLabel('Repeat the new password').fill('Not#TheSame2026');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('The two new passwords are not the same.').waitFor();
    await form.getByLabel('Repeat the new password').fill(OWNER.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed.').waitFor();

    await page.getByRole('link', { name: 'Operation log' }).click();
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('table').getByText(OWNER.account).count()).toBeGreaterThan(0);
  });

  it('turns two-factor sign-in on, signs in with a recovery code, and turns it off again', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/seller/login`);
    await signIn(page, OWNER.password);
    await toAccount(page);
    const { recovery } = await turnOnTwoStep(page);
    expect(recovery.length).toBeGreaterThanOrEqual(2);
    const tfa = page.getByRole('region', { name: 'Two-step sign-in' });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${stack.baseUrl}/seller/login`);
    await signIn(page, OWNER.password);
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await expectAxeClean(page, '/seller/login (code)');
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'That code is not right or was already used.' }).waitFor();
    await page.getByLabel('Verification code').fill(recovery[0]!);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await toAccount(page);

    await tfa.getByRole('button', { name: 'Turn off' }).click();
    await tfa.getByLabel('Current password').fill(OWNER.password);
    await tfa.getByLabel('Code from the app').fill(recovery[1]!);
    await tfa.getByRole('button', { name: 'Turn off' }).click();
    await page.getByText('Two-step sign-in is off.').waitFor();
    await tfa.getByText('Off', { exact: true }).waitFor();
  });

  it('returns an expired session to sign-in and then to the page it was on', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/seller/login`);
    await signIn(page, OWNER.password);
    await page.waitForURL(`${stack.baseUrl}/seller/dashboard`);
    await page.getByRole('link', { name: 'Operation log' }).click();
    await page.waitForURL(`${stack.baseUrl}/seller/log`);
    await page.context().clearCookies();
    await page.reload();
    await page.waitForURL(/\/seller\/login\?redirect=%2Flog/);
    await signIn(page, OWNER.password);
    await page.waitForURL(`${stack.baseUrl}/seller/log`);
    await page.getByRole('heading', { level: 1, name: 'Operation log' }).waitFor();

    // Only a path inside the console is returned to.
    await page.goto(`${stack.baseUrl}/seller/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    await page.waitForURL(`${stack.baseUrl}/seller/dashboard`);
  });
});
