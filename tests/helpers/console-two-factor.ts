import { authenticator } from 'otplib';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/commerce/db/schema.js';
import { adminDb, ADMIN_TYPE, freshAccount } from '../../server/commerce/admin-accounts/tables.js';
import { hashAdminPassword } from '../../server/commerce/admin-accounts/password.js';
import { now } from '../../server/commerce/db/time.js';

/** The authenticator app's code for `secret`, `steps` 30-second steps from now. */
export function totpCode(secret: string, steps = 0): string {
  return authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);
}

/**
 * Forgets the last accepted step of an account, as if its last code were older than the current one; a
 * test that signs the same account in twice within 30 seconds needs it, since each code works once.
 */
export async function forgetLastCode(db: Kysely<Database>, account: string): Promise<void> {
  await adminDb({ db }).updateTable('adminAccounts').set({ totpLastStep: 0 }).where('account', '=', account).execute();
}

/** A shop owner's console account with a known password, written straight to the database. */
export async function insertShopOwner(db: Kysely<Database>, who: { account: string; password: string; merId: number }): Promise<void> {
  const stamp = now();
  await adminDb({ db })
    .insertInto('adminAccounts')
    .values({ ...freshAccount(stamp), side: 'merchant', account: who.account, pwdHash: await hashAdminPassword(who.password), realName: 'Owner', type: ADMIN_TYPE.merchantOwner, merId: who.merId })
    .execute();
}
