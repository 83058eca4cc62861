import { expect } from 'vitest';
import type { TestCommerce } from './commerce.js';
import { BffClient } from './bff-client.js';
import { forgetLastCode, insertShopOwner, totpCode } from './console-two-factor.js';
import { adminLoginChallenge, adminTotpLoginResponse } from '../../shared/contract/admin.js';
import { hashAdminPassword } from '../../server/commerce/admin-accounts/password.js';
import { adminDb, ADMIN_TYPE, freshAccount } from '../../server/commerce/admin-accounts/tables.js';
import { now } from '../../server/commerce/db/time.js';

export interface ConsoleAccount {
  account: string;
  password: string;
}

/**
 * Signs platform accounts in with their authenticator code: the first sign-in enrols and keeps the secret, a
 * later one of the same account forgets the last used step so its code is accepted again. Answers the token.
 */
export function operatorSignIn(c: TestCommerce): (who: ConsoleAccount) => Promise<string> {
  const secrets = new Map<string, string>();
  return async (who) => {
    const res = await c.call('POST', '/api/admin/platform/login', { body: { account: who.account, pwd: who.password } });
    expect(res.code, res.message).toBe(200);
    const challenge = adminLoginChallenge.strict.parse(res.data);
    if (challenge.twoFactor === 'enrol') secrets.set(who.account, challenge.secret);
    else await forgetLastCode(c.db, who.account);
    const done = await c.call('POST', '/api/admin/platform/login/totp', { body: { ticket: challenge.ticket, code: totpCode(secrets.get(who.account)!) } });
    expect(done.code, done.message).toBe(200);
    return adminTotpLoginResponse.strict.parse(done.data).token;
  };
}

/**
 * The same through the BFF, as the platform console's browser signs in: each call answers a new browser (its
 * own cookie jar) with the operator's session, enrolling the authenticator the first time.
 */
export function operatorBrowser(c: TestCommerce, bff: { readonly url: string }): (who: ConsoleAccount) => Promise<BffClient> {
  const secrets = new Map<string, string>();
  return async (who) => {
    const b = new BffClient(bff.url);
    const first = await b.post('/api/admin/platform/login', { account: who.account, pwd: who.password });
    expect(first.status).toBe(200);
    const challenge = adminLoginChallenge.lenient.parse(first.body);
    if (challenge.twoFactor === 'enrol') secrets.set(who.account, challenge.secret);
    else await forgetLastCode(c.db, who.account);
    expect((await b.post('/api/admin/platform/login/totp', { ticket: challenge.ticket, code: totpCode(secrets.get(who.account)!) })).status).toBe(200);
    return b;
  };
}

/** A new owner account of shop `merId`, and its browser signed in to the merchant console through the BFF. */
export async function ownerBrowser(c: TestCommerce, bff: { readonly url: string }, owner: ConsoleAccount & { merId: number }): Promise<BffClient> {
  await insertShopOwner(c.db, owner);
  const b = new BffClient(bff.url);
  expect((await b.post('/api/admin/merchant/login', { account: owner.account, pwd: owner.password })).status).toBe(200);
  return b;
}

/** A platform staff account whose one role holds only `rules`. */
export async function insertPlatformStaff(c: TestCommerce, who: ConsoleAccount, rules: string[], realName = 'Clerk'): Promise<void> {
  const db = adminDb(c.ctx);
  const stamp = now();
  const role = await db
    .insertInto('adminRoles')
    .values({ merId: 0, side: 'platform', roleName: `${realName}'s role`, rules: JSON.stringify(rules), status: 1, createdAt: stamp, updatedAt: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('adminAccounts')
    .values({ ...freshAccount(stamp), side: 'platform', account: who.account, pwdHash: await hashAdminPassword(who.password), realName, type: ADMIN_TYPE.platformStaff, merId: 0, roleId: role.id })
    .execute();
}
