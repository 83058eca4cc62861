import { describe, expect, it } from 'vitest';
import { commerceBehindBff } from '../../helpers/commerce-behind-bff.js';
import { BffClient } from '../../helpers/bff-client.js';
import { adminLoginChallenge, adminTotpLoginResponse, loginAdminResponse } from '../../../shared/contract/admin.js';
import { createOperator } from '../../../server/commerce/admin-accounts/operators.js';
import { hashPassword } from '../../../server/commerce/accounts/password.js';
import { forgetLastCode, insertShopOwner, totpCode } from '../../helpers/console-two-factor.js';

const OPERATOR = { account: 'ops@platform-session.test', password: 'Operator#2026pass' };
const OWNER = { account: 'owner@platform-session.test', password: 'Owner#2026pass', merId: 1 };
const SHOPPER = { email: 'shopper@platform-session.test', password: 'Shopper#2026pass' };

describe('the platform console session through the BFF', () => {
  const { c, bff } = commerceBehindBff({ bff: { RATE_LIMIT_AUTH_MAX: 12 } });
  let secret = '';

  /** The operator's sign-in through the BFF: the password, then the authenticator's code. */
  async function signInOperator(b: BffClient) {
    const first = await b.post('/api/admin/platform/login', { account: OPERATOR.account, pwd: OPERATOR.password });
    expect(first.status).toBe(200);
    // The password step sets no cookie: there is no session before the code.
    expect(first.headers.getSetCookie()).toEqual([]);
    const challenge = adminLoginChallenge.lenient.parse(first.body);
    if (challenge.twoFactor === 'enrol') secret = challenge.secret;
    else await forgetLastCode(c.db, OPERATOR.account);
    return b.post('/api/admin/platform/login/totp', { ticket: challenge.ticket, code: totpCode(secret) });
  }

  it('signs an operator in with the code step, keeping the token in its own path-scoped cookie', async () => {
    await createOperator(c.ctx, { email: OPERATOR.account, password: OPERATOR.password });
    await insertShopOwner(c.db, OWNER);
    const user = await c.createUser({ email: SHOPPER.email });
    await c.db.updateTable('users').set({ passwordHash: await hashPassword(SHOPPER.password) }).where('id', '=', user.uid).execute();

    const b = new BffClient(bff.url);
    const res = await signInOperator(b);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toMatch(/"token"/);
    expect(adminTotpLoginResponse.lenient.parse(res.body).recoveryCodes).toHaveLength(10);
    const line = res.headers.getSetCookie().find((l) => l.startsWith('psid='));
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Strict/i);
    expect(line).toMatch(/Path=\/api\/admin\/platform/);
    expect(b.jar.has('sid') || b.jar.has('msid')).toBe(false);
    const me = await b.get('/api/admin/platform/getAdminInfoByToken');
    expect(me.status).toBe(200);
    expect(loginAdminResponse.lenient.parse(me.body)).toMatchObject({ account: OPERATOR.account, twoFactor: true });
  });

  it('needs the CSRF header and forwards only the platform calls that exist', async () => {
    const b = new BffClient(bff.url);
    await signInOperator(b);
    const noCsrf = await fetch(new URL('/api/admin/platform/getAdminInfoByToken', bff.url), { headers: { cookie: b.cookieHeader } });
    expect(noCsrf.status).toBe(403);
    expect((await b.get('/api/admin/platform/getMenus')).status).toBe(404);
    // Operators keep two-factor sign-in: there is no call to turn it off.
    expect((await b.post('/api/admin/platform/login/admin/totp/disable', { pwd: OPERATOR.password, code: '123456' })).status).toBe(404);
  });

  it('keeps the platform, merchant and shopper cookies apart in one browser', async () => {
    const b = new BffClient(bff.url);
    expect((await b.post('/api/front/login/email', { email: SHOPPER.email, password: SHOPPER.password })).status).toBe(200);
    expect((await b.post('/api/admin/merchant/login', { account: OWNER.account, pwd: OWNER.password })).status).toBe(200);
    expect((await signInOperator(b)).status).toBe(200);
    expect(b.jar.has('sid') && b.jar.has('msid') && b.jar.has('psid')).toBe(true);
    expect((await b.get('/api/front/user/info')).status).toBe(200);
    expect((await b.get('/api/admin/merchant/getAdminInfoByToken')).status).toBe(200);
    expect((await b.get('/api/admin/platform/getAdminInfoByToken')).status).toBe(200);

    // Each cookie alone opens only its own side, even sent under another side's name.
    for (const [from, to, path] of [
      ['psid', 'msid', '/api/admin/merchant/getAdminInfoByToken'],
      ['msid', 'psid', '/api/admin/platform/getAdminInfoByToken'],
      ['sid', 'psid', '/api/admin/platform/getAdminInfoByToken'],
      ['psid', 'sid', '/api/front/user/info'],
    ] as const) {
      const alone = new BffClient(bff.url);
      alone.jar.set(to, b.jar.get(from)!);
      expect((await alone.get(path)).status, `${from} as ${to}`).toBe(401);
    }
    const platformOnly = new BffClient(bff.url);
    platformOnly.jar.set('psid', b.jar.get('psid')!);
    expect((await platformOnly.get('/api/admin/merchant/getAdminInfoByToken')).status).toBe(401);
    expect((await platformOnly.get('/api/front/user/info')).status).toBe(401);

    // Signing out of the platform console leaves the other two sessions.
    expect((await b.get('/api/admin/platform/logout')).status).toBe(200);
    expect(b.jar.has('psid')).toBe(false);
    expect((await b.get('/api/admin/merchant/getAdminInfoByToken')).status).toBe(200);
    expect((await b.get('/api/front/user/info')).status).toBe(200);
  });

  it('sends a reset code through the BFF without a session, and rate-limits the code step', async () => {
    const b = new BffClient(bff.url);
    const sent = await b.post('/api/admin/platform/login/forget/password', { account: OPERATOR.account });
    expect(sent.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await b.post('/api/admin/platform/login/totp', { ticket: 'platform-2fa-nothing', code: '000000' })).status);
    expect(statuses).toContain(429);
  });
});
