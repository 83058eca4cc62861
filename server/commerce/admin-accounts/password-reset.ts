import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { BusinessError } from '../http/envelope.js';
import { now } from '../db/time.js';
import { emailTarget, sendCode, verifyCode, type CodePurpose } from '../accounts/codes.js';
import type { adminForgetPasswordRequest, adminResetPasswordRequest } from '../../../shared/contract/admin.js';
import { hashAdminPassword } from './password.js';
import { revokeAllAdminTokens } from './sessions.js';
import { logOperation, SECRET } from './operation-log.js';
import { adminDb, type AdminSide } from './tables.js';

/**
 * Password reset for console accounts by a code emailed to the account (its sign-in name is its email),
 * with the shoppers' code rules (shared/constants: 6 digits, 5 minutes, 60 s between sends, 5 wrong tries)
 * and delivery (SMTP, or the dev outbox in demo mode). The code's purpose names the console, so neither a
 * shopper's reset code nor the other console's opens the account. As for shoppers, the send answers the
 * same whether or not the account exists: without one a code is recorded and never sent.
 */
const purposeOf = (side: AdminSide): CodePurpose => (side === 'merchant' ? 'merchant-reset' : 'platform-reset');

async function findAccount(ctx: CommerceContext, side: AdminSide, account: string) {
  return adminDb(ctx)
    .selectFrom('adminAccounts')
    .select(['id', 'account', 'merId', 'status'])
    .where('side', '=', side)
    .where('account', '=', account.trim().toLowerCase())
    .where('isDel', '=', 0)
    .executeTakeFirst();
}

export async function sendAdminResetCode(ctx: CommerceContext, side: AdminSide, input: z.output<typeof adminForgetPasswordRequest>): Promise<void> {
  const row = await findAccount(ctx, side, input.account);
  const deliverable = row !== undefined && row.status === 1 && row.account.includes('@');
  await sendCode(ctx, { purpose: purposeOf(side), target: emailTarget(input.account), channel: 'email', deliver: deliverable });
}

/**
 * Sets the new password once the code checks out. Every session of the account ends, its lock after
 * wrong passwords is lifted, and the reset is written to the operation log. The authenticator stays:
 * an emailed code alone never takes two-factor sign-in away.
 */
export async function resetAdminPassword(
  ctx: CommerceContext,
  req: Pick<FastifyRequest, 'method' | 'url' | 'ip'>,
  side: AdminSide,
  input: z.output<typeof adminResetPasswordRequest>,
): Promise<void> {
  // The code first: without an account it can only be wrong, exactly as a wrong code for a real one.
  await verifyCode(ctx, { purpose: purposeOf(side), target: emailTarget(input.account), code: input.captcha });
  const row = await findAccount(ctx, side, input.account);
  if (!row || row.status !== 1) throw new BusinessError('No console account is registered with this email');
  const stamp = now();
  await adminDb(ctx)
    .updateTable('adminAccounts')
    .set({ pwdHash: await hashAdminPassword(input.password), failedAttempts: 0, lockedUntil: null, updatedAt: stamp })
    .where('id', '=', row.id)
    .execute();
  await revokeAllAdminTokens(ctx, row.id);
  await logOperation(ctx, req, { side, id: row.id, merId: row.merId, account: row.account }, {
    description: 'Reset the password with an emailed code',
    method: `${side}:login:reset:password`,
    methodType: 'update',
    requestParam: { account: row.account },
    changes: { password: { before: SECRET, after: SECRET } },
  });
}
