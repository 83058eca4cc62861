import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Stack } from '../../helpers/stack';
import { axeViolations, describeViolations, openPage } from '../helpers/browser';
import { AdminApi, ShopperApi } from './shopper';

export const PASSWORD = 'Shopper2024!';
let seq = 0;
export const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${++seq}@example.com`;

export interface Shopper {
  api: ShopperApi;
  uid: number;
  email: string;
  addressId: number;
}

/** A registered, signed-in shopper with a default address and (optionally) some balance. */
export async function newShopper(stack: Stack, opts: { balance?: string; address?: boolean } = {}): Promise<Shopper> {
  const api = new ShopperApi(stack.baseUrl);
  const email = uniqueEmail('acct');
  const uid = await api.registerByEmail(email, PASSWORD, (to) => stack.latestCode(to));
  if (opts.balance) await new AdminApi(stack.adminUrl, stack.adminToken).topUp(uid, opts.balance);
  const addressId = opts.address === false ? 0 : await api.addAddress();
  return { api, uid, email, addressId };
}

/** A browser page signed in as `shopper` (the BFF's session cookie handed over). CSP is bypassed only for axe. */
export async function pageAs(browser: Browser, stack: Stack, shopper: Shopper | null, contexts: BrowserContext[]): Promise<Page> {
  return openPage(browser, contexts, shopper ? { cookies: shopper.api.cookieList().map((c) => ({ ...c, url: stack.baseUrl })) } : {});
}

/** Waits until no spinner or busy region is left, so assertions and screenshots see the loaded page. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('main [role=status] [aria-hidden=true], [aria-busy=true]'), undefined, { timeout: 15_000 });
}

/** Whole-page axe (WCAG 2.1 A/AA): '' when clean. */
export async function axePage(page: Page): Promise<string> {
  await settled(page);
  await page.waitForTimeout(300);
  return describeViolations(await axeViolations(page));
}

/** Screenshots for review when ACCOUNT_SHOTS names a folder. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.ACCOUNT_SHOTS;
  if (!dir) return;
  await settled(page).catch(() => {});
  // From the top, so the header (fixed once scrolled) does not float over the content in a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** A 1×1 PNG, enough for the upload endpoint's type sniffing. */
export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** A tiny valid JPEG (1×1), for the settlement's JPEG-only pictures. */
export const JPEG_1PX = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/APn+iiigD//Z',
  'base64',
);
