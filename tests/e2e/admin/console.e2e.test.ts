import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { expectAxeClean, screenShots, submitSignIn } from '../helpers/console';
import { newShopper, JPEG_1PX, type Shopper } from '../account/journey';
import { totpCode } from '../../helpers/console-two-factor';
import { DEMO_OPERATOR } from '../../../server/commerce/seed/console-accounts';

/**
 * The platform console in Chromium against the real stack (fresh demo database): the operator's first
 * sign-in enrols the authenticator (setup key and link shown as text, a code from it, recovery codes once),
 * the operation log and the account screen, the language switch, an expired session returning to its
 * page, and a shop application a shopper made through the shopper API approved from its detail screen.
 * axe judges every screen.
 */
const { stack, newPage } = chromiumOnStack();

/**
 * With ADMIN_SHOTS naming a folder, the screen in English and French at 1440 and 1280 pixels wide, for
 * review; the language is switched back to English after.
 */
function shots(page: Page, name: string) {
  return screenShots(page, { dir: process.env.ADMIN_SHOTS, name, language: page.getByRole('combobox').first(), languages: ['en', 'fr'] });
}

/** A dialog or form state in English at 1440 pixels (the language switch sits behind an open dialog). */
async function dialogShot(page: Page, name: string) {
  if (process.env.ADMIN_SHOTS) await page.screenshot({ path: `${process.env.ADMIN_SHOTS}/${name}-en-1440.png` });
}

async function passwordStep(page: Page) {
  await submitSignIn(page, DEMO_OPERATOR);
  await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
}

/** A shopper's shop application through the storefront's API: an emailed code and an uploaded JPEG. */
async function applyForShop(shopper: Shopper, name: string): Promise<void> {
  await shopper.api.call('POST', '/api/front/captcha/email/merchant/settled', undefined, { raw: shopper.email });
  const form = new FormData();
  form.append('multipart', new Blob([JPEG_1PX], { type: 'image/jpeg' }), 'licence.jpg');
  const cookie = shopper.api
    .cookieList()
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  const res = await fetch(`${stack.baseUrl}/api/front/upload/image?model=user&pid=1`, { method: 'POST', body: form, headers: { 'X-CSRF': '1', Origin: stack.baseUrl, Cookie: cookie } });
  expect(res.status).toBe(200);
  // The BFF answers the service's data without the envelope.
  const upload = (await res.json()) as { url: string };
  const [category, type] = await Promise.all([
    shopper.api.call<{ id: number }[]>('GET', '/api/front/merchant/all/category/list'),
    shopper.api.call<{ id: number }[]>('GET', '/api/front/merchant/all/type/list'),
  ]);
  await shopper.api.call('POST', '/api/front/merchant/settled/apply', {
    name,
    realName: 'Grace Hopper',
    email: shopper.email,
    captcha: stack.latestCode(shopper.email),
    categoryId: category[0]!.id,
    typeId: type[0]!.id,
    address: '1 Compiler Lane, Arlington',
    phone: '+1 703 555 0100',
    qualificationPicture: upload.url,
  });
}

describe('platform console', () => {
  let secret = '';
  let recovery: string[] = [];

  it('enrols the operator in two-step sign-in at first sign-in, then shows the log and the account', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/admin`);
    await page.waitForURL(/\/admin\/login/);
    await page.getByRole('heading', { name: 'Sign in to the platform console' }).waitFor();
    await expectAxeClean(page, '/admin/login');
    await shots(page, 'login');

    await passwordStep(page);
    secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    await page.getByText(/^otpauth:\/\/totp\//).waitFor();
    await expectAxeClean(page, '/admin/login (enrol)');
    await shots(page, 'login-enrol');
    await page.getByLabel('Verification code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    recovery = await codes.allTextContents();
    expect(recovery.length).toBeGreaterThanOrEqual(2);
    await expectAxeClean(page, '/admin/login (recovery codes)');
    await shots(page, 'login-recovery');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.waitForURL(/\/admin\/dashboard/);

    await page.getByRole('link', { name: 'Operation log' }).click();
    await page.waitForURL(`${stack.baseUrl}/admin/log`);
    await page.getByRole('heading', { level: 1, name: 'Operation log' }).waitFor();
    await page.getByRole('table').or(page.getByText('Nothing has been changed in the platform console yet.')).first().waitFor();
    await expectAxeClean(page, '/admin/log');
    await shots(page, 'log');

    await page.getByRole('link', { name: 'Account & security' }).click();
    await page.getByRole('heading', { level: 1, name: 'Account & security' }).waitFor();
    const tfa = page.getByRole('region', { name: 'Two-step sign-in' });
    await tfa.getByText('On', { exact: true }).waitFor();
    // An operator keeps two-step sign-in: there is no way to turn it off.
    expect(await tfa.getByRole('button', { name: 'Turn off' }).count()).toBe(0);
    await expectAxeClean(page, '/admin/account');
    await shots(page, 'account');

    // The language switch redraws the console and names the page's language; the choice is kept.
    await page.getByLabel('Language').selectOption('fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await page.getByRole('heading', { level: 1, name: 'Compte et sécurité' }).waitFor();
    await expectAxeClean(page, '/admin/account (fr)');
    await page.reload();
    await page.getByRole('link', { name: 'Journal des opérations' }).waitFor();
    await page.getByLabel('Langue').selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Account & security' }).waitFor();
  });

  it('sends a signed-out visit and an expired session to sign-in, then back to the page they were on', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/admin/log`);
    await page.waitForURL(/\/admin\/login\?redirect=%2Flog/);
    await passwordStep(page);
    await expectAxeClean(page, '/admin/login (code)');
    await page.getByLabel('Verification code').fill(recovery[0]!);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(`${stack.baseUrl}/admin/log`);
    await page.getByRole('heading', { level: 1, name: 'Operation log' }).waitFor();

    // The session ends while the console is open: the next call's 401 returns to sign-in, then to the screen.
    await page.context().clearCookies();
    await page.getByRole('link', { name: 'Shop applications' }).click();
    await page.waitForURL(/\/admin\/login\?redirect=%2Fapplications&expired=1/);
    await page.getByText('Your session has ended. Sign in again to go back to the page you were on.').waitFor();
    await passwordStep(page);
    await page.getByLabel('Verification code').fill(recovery[1]!);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(`${stack.baseUrl}/admin/applications`);
  });

  it('approves the shop application a shopper made', async () => {
    const shopper = await newShopper(stack, { address: false });
    const shop = `Hopper Compilers ${Date.now()}`;
    await applyForShop(shopper, shop);

    const page = await newPage();
    await page.goto(`${stack.baseUrl}/admin/applications`);
    await passwordStep(page);
    await page.getByLabel('Verification code').fill(recovery[2]!);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(/\/admin\/applications/);
    await page.getByRole('tab', { name: /Waiting/, selected: true }).waitFor();
    await page.getByRole('link', { name: shop }).waitFor();
    await expectAxeClean(page, '/admin/applications');
    await shots(page, 'applications');

    await page.getByRole('link', { name: shop }).click();
    await page.getByRole('heading', { level: 1, name: shop }).waitFor();
    await page.getByText('Grace Hopper').waitFor();
    await page.getByText('1 Compiler Lane, Arlington').waitFor();
    await expectAxeClean(page, '/admin/applications/:id');
    await shots(page, 'application');

    await page.getByRole('button', { name: /Open picture 1 of 1/ }).click();
    await page.getByRole('dialog', { name: 'Picture 1 of 1' }).waitFor();
    await expectAxeClean(page, '/admin/applications/:id (picture)');
    await dialogShot(page, 'application-picture');
    await page.keyboard.press('Escape');

    // A reject needs the reason the applicant will read.
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByRole('button', { name: 'Reject the application' }).click();
    await page.getByText('Give a reason, up to 255 characters.').waitFor();
    await dialogShot(page, 'application-reject');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `Approve ${shop}?` });
    await expectAxeClean(page, '/admin/applications/:id (approve)');
    await dialogShot(page, 'application-approve');
    await confirm.getByRole('button', { name: 'Approve and open the shop' }).click();
    await page.getByText(`Shop opened. A set-password link went to ${shopper.email}.`).waitFor();
    await page.getByRole('main').getByText('Approved', { exact: true }).waitFor();

    await page.getByRole('link', { name: 'Operation log' }).click();
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('table').getByText(DEMO_OPERATOR.account).count()).toBeGreaterThan(0);
  });
});
