import { describe, expect, it } from 'vitest';
import { launchBrowser } from './helpers/browser';
import { startedForSuite } from '../helpers/started-for-suite';
import { TEST_TOKEN } from '../helpers/test-upstream';
import { bffOnTestUpstream } from '../integration/bff/harness';

/**
 * In Debian's Chromium: the page comes through the BFF, signs in with fetch against the test
 * upstream's login route, and the session cookie is set but invisible to page scripts.
 */
// Secure cookies are allowed on http://127.0.0.1 (a trustworthy origin), so the production
// cookie (__Host-sid, Secure) is what the browser gets here.
const { up, bff } = bffOnTestUpstream({ COOKIE_SECURE: 'true' });
const browser = startedForSuite('Chromium', launchBrowser, (b) => b.close());

describe('session cookie in a real browser', () => {
  it('is set on sign-in, sent back on API calls, and hidden from document.cookie', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const res = await page.goto(`${bff.url}/`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('#root').textContent()).resolves.toBe('fixture-spa');

    const login = await page.evaluate(async () => {
      const r = await fetch('/api/front/login/email', {
        method: 'POST',
        headers: { 'X-CSRF': '1', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.com', password: 'Secret#Pass1' }),
      });
      return { status: r.status, text: await r.text() };
    });
    expect(login.status).toBe(200);
    expect(login.text).not.toContain(TEST_TOKEN);
    expect(JSON.parse(login.text)).toMatchObject({ uid: 7 });

    const cookies = await context.cookies(bff.url);
    const sid = cookies.find((c) => c.name === '__Host-sid');
    expect(sid).toBeDefined();
    expect(sid!.httpOnly).toBe(true);
    expect(sid!.secure).toBe(true);
    expect(sid!.sameSite).toBe('Strict');
    expect(sid!.path).toBe('/');
    expect(sid!.value).not.toContain(TEST_TOKEN);

    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain('sid');
    expect(visible).not.toContain(sid!.value);

    const me = await page.evaluate(async () => {
      const r = await fetch('/api/front/user/info', { headers: { 'X-CSRF': '1' } });
      return { status: r.status, body: (await r.json()) as unknown };
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ nickname: 'Ada' });
    expect(up.last('/api/front/user/info')!.headers['authori-zation']).toBe(TEST_TOKEN);
    expect(up.last('/api/front/user/info')!.headers.cookie).toBeUndefined();

    const out = await page.evaluate(async () => (await fetch('/api/front/login/logout', { headers: { 'X-CSRF': '1' } })).status);
    expect(out).toBe(200);
    expect((await context.cookies(bff.url)).find((c) => c.name === '__Host-sid')).toBeUndefined();
    await context.close();
  });
});
