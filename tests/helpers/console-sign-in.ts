import { expect } from 'vitest';
import type { TestCommerce } from './commerce.js';
import { forgetLastCode, totpCode } from './console-two-factor.js';
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
