import type { CommerceContext } from '../context.js';
import { BusinessError } from '../http/envelope.js';
import { now } from '../db/time.js';
import { EMAIL_RE, isStrongPassword } from '../../../shared/validation.js';
import { hashAdminPassword } from './password.js';
import { adminDb, ADMIN_TYPE, freshAccount } from './tables.js';

export interface NewOperator {
  email: string;
  password: string;
  realName?: string;
}

/**
 * A platform operator account (the first one comes from `npm run admin -- operator:create`): a super
 * operator, holding every platform permission. It has no authenticator yet: its first sign-in enrols one
 * (docs/api-extensions.md "Two-factor sign-in"), since operators cannot sign in without.
 */
export async function createOperator(ctx: CommerceContext, input: NewOperator): Promise<{ id: number; account: string }> {
  const account = input.email.trim().toLowerCase();
  if (!EMAIL_RE.test(account) || account.length > 32) throw new BusinessError('The email must be a valid address of at most 32 characters', 400);
  if (!isStrongPassword(input.password)) throw new BusinessError('The password must be 8-20 characters with three of: upper case, lower case, digits, symbols', 400);
  const realName = (input.realName ?? '').trim() || 'Operator';
  if (realName.length > 32) throw new BusinessError('The name is at most 32 characters', 400);
  const db = adminDb(ctx);
  const taken = await db.selectFrom('adminAccounts').select('id').where('side', '=', 'platform').where('account', '=', account).executeTakeFirst();
  if (taken) throw new BusinessError('An operator account with this email exists already');
  const stamp = now();
  const row = await db
    .insertInto('adminAccounts')
    .values({ ...freshAccount(stamp), side: 'platform', account, pwdHash: await hashAdminPassword(input.password), realName, type: ADMIN_TYPE.platformSuper, merId: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, account };
}
