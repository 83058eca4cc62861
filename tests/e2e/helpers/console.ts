import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './browser';
import { totpCode } from '../../helpers/console-two-factor';
import { DEMO_OPERATOR } from '../../../server/commerce/seed/console-accounts';

/** Volt Electronics' owner in the demo seed: the shop the merchant-console journeys work in. */
export const VOLT_OWNER = { account: 'owner@volt.test', password: 'Volt#Owner2026' };

/** axe on the screen as it stands; entry transitions settle first, or contrast is measured mid-fade. */
export async function expectAxeClean(page: Page, where: string): Promise<void> {
  await page.waitForTimeout(300);
  expect(describeViolations(await axeViolations(page)), `axe on ${where}`).toBe('');
}

/** Fills a console's sign-in form (on the page already open) and submits it; the caller waits for where it lands. */
export async function submitSignIn(page: Page, who: { account: string; password: string }): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Account (email)').fill(who.account);
  await main.getByLabel('Password', { exact: true }).fill(who.password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The Volt owner signs in on /seller/login and lands on a screen of the console (`lands` names which). */
export async function sellerSignIn(page: Page, baseUrl: string, lands: RegExp): Promise<void> {
  await page.goto(`${baseUrl}/seller/login`);
  await submitSignIn(page, VOLT_OWNER);
  await page.waitForURL(lands);
}

/**
 * The operator's first sign-in on a fresh database, from `url` (a console screen that sends them to sign-in):
 * the password, then enrolling the authenticator and putting the recovery codes away.
 */
export async function operatorFirstSignIn(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForURL(/\/admin\/login/);
  await submitSignIn(page, DEMO_OPERATOR);
  await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  await page.getByLabel('Verification code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();
}

interface Shots {
  /** The folder (from an environment variable); nothing is taken without one. */
  dir: string | undefined;
  /** The file name before `-<lang>-<width>.png`. */
  name: string;
  /** The console's language switch. */
  language: Locator;
  /** English first, then the others to review; the page is left in English. */
  languages: readonly string[];
}

/** For review: the screen in each language at 1440 and 1280 pixels wide, full page. */
export async function screenShots(page: Page, { dir, name, language, languages }: Shots): Promise<void> {
  if (!dir) return;
  for (const lang of languages) {
    await language.selectOption(lang);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(250);
      await page.screenshot({ path: `${dir}/${name}-${lang}-${width}.png`, fullPage: true });
    }
  }
  await language.selectOption('en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
}

/**
 * On the console's account page: turns two-step sign-in on with the authenticator's code, checking the enrol
 * step with the journey's `axe`; answers the app's secret and the recovery codes, shown this once.
 */
export async function turnOnTwoStep(page: Page, axe: (page: Page, where: string) => Promise<void> = expectAxeClean): Promise<{ secret: string; recovery: string[] }> {
  const tfa = page.getByRole('region', { name: 'Two-step sign-in' });
  await tfa.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const secret = (await tfa.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await axe(page, `${new URL(page.url()).pathname} (enrol)`);
  await tfa.getByLabel('Code from the app').fill(totpCode(secret));
  await tfa.getByRole('button', { name: 'Confirm and turn on' }).click();
  const codes = tfa.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await codes.first().waitFor();
  const recovery = await codes.allTextContents();
  await tfa.getByRole('button', { name: 'I have saved them' }).click();
  await tfa.getByText('On', { exact: true }).waitFor();
  return { secret, recovery };
}
