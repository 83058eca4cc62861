import { describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import { adminLoginChallenge, adminTotpLoginResponse, loginAdminResponse, sensitiveMethodLogPage, systemLoginResponse } from '../../../shared/contract/admin.js';
import { forgetLastCode, totpCode } from '../../helpers/console-two-factor.js';
import { hashAdminPassword } from '../../../server/commerce/admin-accounts/password.js';
import { adminDb, ADMIN_TYPE, freshAccount, type AdminSide } from '../../../server/commerce/admin-accounts/tables.js';
import { MAX_FAILED_SIGN_INS } from '../../../server/commerce/admin-accounts/service.js';
import { requirePermission } from '../../../server/commerce/admin-accounts/guard.js';
import { addSeconds, now } from '../../../server/commerce/db/time.js';
import { hashToken } from '../../../server/commerce/http/auth.js';
import { DEMO_OPERATOR, DEMO_SHOP_OWNERS, seedConsoleAccounts } from '../../../server/commerce/seed/console-accounts.js';
import { sql } from 'kysely';

const OWNER_PW = 'Owner#2026pass';
const STAFF_PW = 'Staff#2026pass';
let seq = 0;

describe('console access (docs/api-extensions.md "Admin side")', () => {
  const c = commerceSuite();

  /** A console account with a known password; staff get a role with exactly `rules`. */
  async function account(side: AdminSide, opts: { merId?: number; type?: number; rules?: string[] } = {}) {
    const db = adminDb(c.ctx);
    const stamp = now();
    let roleId = 0;
    if (opts.rules) {
      const role = await db
        .insertInto('adminRoles')
        .values({ merId: opts.merId ?? 0, side, roleName: 'Clerk', rules: JSON.stringify(opts.rules), status: 1, createdAt: stamp, updatedAt: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      roleId = role.id;
    }
    const name = `${side}${++seq}@shop${seq}.test`;
    const password = opts.rules ? STAFF_PW : OWNER_PW;
    const type = opts.type ?? (side === 'merchant' ? ADMIN_TYPE.merchantOwner : ADMIN_TYPE.platformSuper);
    await db
      .insertInto('adminAccounts')
      .values({ ...freshAccount(stamp), side, account: name, pwdHash: await hashAdminPassword(password), realName: `Person ${seq}`, type, merId: opts.merId ?? 0, roleId })
      .execute();
    return { account: name, password };
  }

  /** Authenticator secrets of the accounts enrolled so far (operators enrol at their first sign-in). */
  const secrets = new Map<string, string>();

  async function signIn(side: AdminSide, who: { account: string; password: string }) {
    const res = await c.call('POST', `/api/admin/${side}/login`, { body: { account: who.account, pwd: who.password } });
    expect(res.code, res.message).toBe(200);
    const answer = side === 'platform' ? await codeStep(side, who.account, res.data) : systemLoginResponse.strict.parse(res.data);
    expect(answer.token.startsWith(side)).toBe(true);
    expect(answer.token.length).toBeGreaterThan(40);
    return answer.token;
  }

  /** The code step every operator sign-in takes: enrolment the first time, the authenticator's code after. */
  async function codeStep(side: AdminSide, account: string, data: unknown) {
    const challenge = adminLoginChallenge.strict.parse(data);
    if (challenge.twoFactor === 'enrol') secrets.set(account, challenge.secret);
    else await forgetLastCode(c.db, account);
    const res = await c.call('POST', `/api/admin/${side}/login/totp`, { body: { ticket: challenge.ticket, code: totpCode(secrets.get(account)!) } });
    expect(res.code, res.message).toBe(200);
    return adminTotpLoginResponse.strict.parse(res.data);
  }

  it('signs a shop owner in, and answers who they are with every permission of the shop', async () => {
    const owner = await account('merchant', { merId: 1 });
    const token = await signIn('merchant', owner);
    const info = await c.call('GET', '/api/admin/merchant/getAdminInfoByToken', { token });
    expect(info.code).toBe(200);
    const me = loginAdminResponse.strict.parse(info.data);
    expect(me.account).toBe(owner.account);
    expect(me.merId).toBe(1);
    expect(me.permissionsList).toEqual(['*:*:*']);
    expect(me.loginCount).toBe(1);
    expect(me.lastTime).not.toBeNull();
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const owner = await account('merchant', { merId: 1 });
    const wrong = await c.call('POST', '/api/admin/merchant/login', { body: { account: owner.account, pwd: 'Wrong#2026pass' } });
    const unknown = await c.call('POST', '/api/admin/merchant/login', { body: { account: 'nobody@nowhere.test', pwd: 'Wrong#2026pass' } });
    expect(wrong.code).toBe(500);
    expect(unknown).toEqual(wrong);
    expect(wrong.data).toBeNull();
    const missing = await c.call('POST', '/api/admin/merchant/login', { body: { account: owner.account } });
    expect(missing.code).toBe(400);
  });

  it('locks an account after repeated wrong passwords, even against the right one', async () => {
    const owner = await account('merchant', { merId: 1 });
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++) {
      const res = await c.call('POST', '/api/admin/merchant/login', { body: { account: owner.account, pwd: 'Wrong#2026pass' } });
      expect(res.message).toBe('Account or password is incorrect');
    }
    const locking = await c.call('POST', '/api/admin/merchant/login', { body: { account: owner.account, pwd: 'Wrong#2026pass' } });
    expect(locking.code).toBe(500);
    expect(locking.message).toMatch(/locked/);
    const right = await c.call('POST', '/api/admin/merchant/login', { body: { account: owner.account, pwd: owner.password } });
    expect(right.code).toBe(500);
    expect(right.message).toMatch(/locked/);
    // Once the lock has run out, the right password works again.
    await adminDb(c.ctx).updateTable('adminAccounts').set({ lockedUntil: addSeconds(new Date(), -1) }).where('account', '=', owner.account).execute();
    await signIn('merchant', owner);
  });

  it('ends a session at logout and when its token expires', async () => {
    const owner = await account('merchant', { merId: 1 });
    const token = await signIn('merchant', owner);
    expect((await c.call('GET', '/api/admin/merchant/logout', { token })).code).toBe(200);
    expect((await c.call('GET', '/api/admin/merchant/getAdminInfoByToken', { token })).code).toBe(401);

    const second = await signIn('merchant', owner);
    await adminDb(c.ctx).updateTable('adminTokens').set({ expiresAt: addSeconds(new Date(), -1) }).where('tokenHash', '=', hashToken(second)).execute();
    expect((await c.call('GET', '/api/admin/merchant/getAdminInfoByToken', { token: second })).code).toBe(401);
    expect((await c.call('GET', '/api/admin/merchant/getAdminInfoByToken')).code).toBe(401);
  });

  it('keeps shopper and console tokens apart, and the two consoles apart', async () => {
    const shopper = await c.createUser();
    expect((await c.call('GET', '/api/admin/merchant/getAdminInfoByToken', { token: shopper.token })).code).toBe(401);
    expect((await c.call('GET', '/api/admin/platform/getAdminInfoByToken', { token: shopper.token })).code).toBe(401);

    const merchant = await signIn('merchant', await account('merchant', { merId: 1 }));
    expect((await c.call('GET', '/api/front/user/info', { token: merchant })).code).toBe(401);
    expect((await c.call('GET', '/api/admin/platform/getAdminInfoByToken', { token: merchant })).code).toBe(401);

    const operatorAccount = await account('platform');
    const operator = await signIn('platform', operatorAccount);
    expect((await c.call('GET', '/api/admin/merchant/getAdminInfoByToken', { token: operator })).code).toBe(401);
    // A merchant account cannot sign in to the platform console with its password.
    const cross = await c.call('POST', '/api/admin/merchant/login', { body: { account: operatorAccount.account, pwd: operatorAccount.password } });
    expect(cross.code).toBe(500);
  });

  it('gives staff only their role, with 403 for the rest, on the service', async () => {
    const staff = await account('merchant', { merId: 2, type: ADMIN_TYPE.merchantStaff, rules: ['merchant:login:user:info', 'merchant:logout'] });
    const token = await signIn('merchant', staff);
    const me = loginAdminResponse.strict.parse((await c.call('GET', '/api/admin/merchant/getAdminInfoByToken', { token })).data);
    expect(me.permissionsList).toEqual(['merchant:login:user:info', 'merchant:logout']);
    expect(me.roleNames).toBe('Clerk');
    expect((await c.call('GET', '/api/admin/merchant/log/sensitive/list', { token })).code).toBe(403);
    const update = await c.call('POST', '/api/admin/merchant/login/admin/update', { token, body: { realName: 'X', password: 'New#2026pass', oldPassword: STAFF_PW } });
    expect(update.code).toBe(403);
  });

  it('attaches the caller and their shop for later routes to scope by', async () => {
    const app = (await import('fastify')).default();
    app.get('/probe', { preHandler: requirePermission(c.ctx, 'merchant:product:save') }, async (req) => ({ code: 200, data: { merId: req.admin?.merId, account: req.admin?.account } }));
    app.setErrorHandler((err: { code?: number }, _req, reply) => reply.send({ code: err.code }));
    const staff = await account('merchant', { merId: 7, type: ADMIN_TYPE.merchantStaff, rules: ['merchant:product:save'] });
    const token = await signIn('merchant', staff);
    const ok = await app.inject({ method: 'GET', url: '/probe', headers: { 'authori-zation': token } });
    expect(ok.json()).toEqual({ code: 200, data: { merId: 7, account: staff.account } });
    const none = await app.inject({ method: 'GET', url: '/probe' });
    expect(none.json()).toEqual({ code: 401 });
    await app.close();
  });

  it('changes the account with the current password, ends its other sessions, and logs it for the shop only', async () => {
    const owner = await account('merchant', { merId: 3 });
    const token = await signIn('merchant', owner);
    const other = await signIn('merchant', owner);
    const wrongOld = await c.call('POST', '/api/admin/merchant/login/admin/update', { token, body: { realName: 'New Name', password: 'Fresh#2026pass', oldPassword: 'Nope#2026pass' } });
    expect(wrongOld.code).toBe(500);
    const weak = await c.call('POST', '/api/admin/merchant/login/admin/update', { token, body: { realName: 'New Name', password: 'short', oldPassword: owner.password } });
    expect(weak.code).toBe(400);
    const done = await c.call('POST', '/api/admin/merchant/login/admin/update', { token, body: { realName: 'New Name', password: 'Fresh#2026pass', oldPassword: owner.password } });
    expect(done.code, done.message).toBe(200);
    expect((await c.call('GET', '/api/admin/merchant/getAdminInfoByToken', { token })).code).toBe(200);
    expect((await c.call('GET', '/api/admin/merchant/getAdminInfoByToken', { token: other })).code).toBe(401);
    await signIn('merchant', { account: owner.account, password: 'Fresh#2026pass' });

    const page = sensitiveMethodLogPage.strict.parse((await c.call('GET', '/api/admin/merchant/log/sensitive/list', { token, query: { page: 1, limit: 10 } })).data);
    expect(page.total).toBe(1);
    const entry = page.list[0]!;
    expect(entry).toMatchObject({ adminAccount: owner.account, merId: 3, methodType: 'update', requestMethod: 'POST', url: '/api/admin/merchant/login/admin/update', status: 1 });
    expect(JSON.parse(entry.changes)).toMatchObject({ realName: { after: 'New Name' } });
    expect(JSON.stringify(entry)).not.toContain('Fresh#2026pass');

    // Another shop's owner sees none of it.
    const stranger = await signIn('merchant', await account('merchant', { merId: 4 }));
    const theirs = sensitiveMethodLogPage.strict.parse((await c.call('GET', '/api/admin/merchant/log/sensitive/list', { token: stranger })).data);
    expect(theirs.total).toBe(0);
  });

  it('seeds an owner for each demo shop and one operator, who can sign in', async () => {
    const volt = DEMO_SHOP_OWNERS.find((o) => o.shop === 'Volt Electronics')!;
    await sql`insert into merchants (name, real_name) values (${volt.shop}, ${'Volt Owner'})`.execute(c.db);
    const shop = await c.db.selectFrom('merchants').select('id').where('name', '=', volt.shop).executeTakeFirstOrThrow();
    await seedConsoleAccounts(c.ctx);
    const owner = await signIn('merchant', volt);
    const me = loginAdminResponse.strict.parse((await c.call('GET', '/api/admin/merchant/getAdminInfoByToken', { token: owner })).data);
    expect(me).toMatchObject({ account: 'owner@volt.test', merId: shop.id, type: ADMIN_TYPE.merchantOwner, permissionsList: ['*:*:*'] });
    const operator = await signIn('platform', DEMO_OPERATOR);
    const op = loginAdminResponse.strict.parse((await c.call('GET', '/api/admin/platform/getAdminInfoByToken', { token: operator })).data);
    expect(op).toMatchObject({ account: DEMO_OPERATOR.account, merId: 0, type: ADMIN_TYPE.platformSuper });
    const log = sensitiveMethodLogPage.strict.parse((await c.call('GET', '/api/admin/platform/log/sensitive/list', { token: operator })).data);
    expect(log.list.every((e) => e.merId === 0)).toBe(true);
    // Demo passwords are strong by the storefront's own rule, within A's 6 to 30 characters.
    for (const a of [...DEMO_SHOP_OWNERS, DEMO_OPERATOR]) expect(a.password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,30}$/);
  });
});
