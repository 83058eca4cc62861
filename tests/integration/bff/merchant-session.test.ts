import { describe, expect, it } from 'vitest';
import { commerceBehindBff } from '../../helpers/commerce-behind-bff.js';
import { BffClient } from '../../helpers/bff-client.js';
import { loginAdminResponse } from '../../../shared/contract/admin.js';
import { hashAdminPassword } from '../../../server/commerce/admin-accounts/password.js';
import { adminDb, ADMIN_TYPE, freshAccount } from '../../../server/commerce/admin-accounts/tables.js';
import { hashPassword } from '../../../server/commerce/accounts/password.js';
import { now } from '../../../server/commerce/db/time.js';

const OWNER = { account: 'owner@merchant-session.test', password: 'Owner#2026pass' };
const SHOPPER = { email: 'shopper@merchant-session.test', password: 'Shopper#2026pass' };

describe('the merchant console session through the BFF', () => {
  const { c, bff } = commerceBehindBff({ bff: { RATE_LIMIT_AUTH_MAX: 8 } });

  async function accounts() {
    const stamp = now();
    await adminDb(c.ctx)
      .insertInto('adminAccounts')
      .values({ ...freshAccount(stamp), side: 'merchant', account: OWNER.account, pwdHash: await hashAdminPassword(OWNER.password), realName: 'Owner', type: ADMIN_TYPE.merchantOwner, merId: 1 })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const user = await c.createUser({ email: SHOPPER.email });
    await c.db.updateTable('users').set({ passwordHash: await hashPassword(SHOPPER.password) }).where('id', '=', user.uid).execute();
  }

  const signInMerchant = (b: BffClient) => b.post('/api/admin/merchant/login', { account: OWNER.account, pwd: OWNER.password });
  const signInShopper = (b: BffClient) => b.post('/api/front/login/email', { email: SHOPPER.email, password: SHOPPER.password });

  it('keeps the merchant token in its own sealed, path-scoped, strict cookie, out of the answer', async () => {
    await accounts();
    const b = new BffClient(bff.url);
    const res = await signInMerchant(b);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toMatch(/"token"/);
    const line = res.headers.getSetCookie().find((l) => l.startsWith('msid='));
    expect(line).toBeDefined();
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Strict/i);
    expect(line).toMatch(/Path=\/api\/admin\/merchant/);
    expect(b.jar.has('sid')).toBe(false);
    expect(b.jar.get('msid')).not.toContain('merchant');
    const me = await b.get('/api/admin/merchant/getAdminInfoByToken');
    expect(me.status).toBe(200);
    expect(loginAdminResponse.lenient.parse(me.body).account).toBe(OWNER.account);
  });

  it('needs the CSRF header and forwards only the allowlisted console calls', async () => {
    const b = new BffClient(bff.url);
    await signInMerchant(b);
    const noCsrf = await fetch(new URL('/api/admin/merchant/getAdminInfoByToken', bff.url), { headers: { cookie: b.cookieHeader } });
    expect(noCsrf.status).toBe(403);
    expect((await b.get('/api/admin/merchant/getMenus')).status).toBe(404);
    // The platform console's calls exist, but the merchant's cookie is no session there.
    expect((await b.get('/api/admin/platform/getAdminInfoByToken')).status).toBe(401);
    expect((await b.get('/api/admin/platform/getMenus')).status).toBe(404);
  });

  it('holds both sessions in one browser without mixing them', async () => {
    const b = new BffClient(bff.url);
    expect((await signInShopper(b)).status).toBe(200);
    expect((await signInMerchant(b)).status).toBe(200);
    expect(b.jar.has('sid') && b.jar.has('msid')).toBe(true);
    expect((await b.get('/api/front/user/info')).status).toBe(200);
    expect((await b.get('/api/admin/merchant/getAdminInfoByToken')).status).toBe(200);

    // The merchant's cookie alone is no shopper session, even when a careless client sends it on a shopper call.
    const merchantOnly = new BffClient(bff.url);
    merchantOnly.jar.set('msid', b.jar.get('msid')!);
    expect((await merchantOnly.get('/api/front/user/info')).status).toBe(401);
    // The shopper's cookie alone is no console session, nor is it opened under the console's name.
    const shopperOnly = new BffClient(bff.url);
    shopperOnly.jar.set('sid', b.jar.get('sid')!);
    expect((await shopperOnly.get('/api/admin/merchant/getAdminInfoByToken')).status).toBe(401);
    shopperOnly.jar.set('msid', b.jar.get('sid')!);
    expect((await shopperOnly.get('/api/admin/merchant/getAdminInfoByToken')).status).toBe(401);

    // Signing out of the console leaves the shopper signed in.
    const out = await b.get('/api/admin/merchant/logout');
    expect(out.status).toBe(200);
    expect(out.headers.get('clear-site-data')).toBeNull();
    expect(b.jar.has('msid')).toBe(false);
    expect((await b.get('/api/front/user/info')).status).toBe(200);
  });

  it('refuses a logged-out console cookie even when replayed', async () => {
    const b = new BffClient(bff.url);
    await signInMerchant(b);
    const sealed = b.jar.get('msid')!;
    await b.get('/api/admin/merchant/logout');
    const replay = new BffClient(bff.url);
    replay.jar.set('msid', sealed);
    expect((await replay.get('/api/admin/merchant/getAdminInfoByToken')).status).toBe(401);
  });

  it('rate-limits console sign-in like the shopper sign-in', async () => {
    const b = new BffClient(bff.url);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await b.post('/api/admin/merchant/login', { account: 'nobody@nowhere.test', pwd: 'Wrong#2026pass' })).status);
    expect(statuses).toContain(429);
  });
});
