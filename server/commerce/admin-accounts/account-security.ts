import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { BusinessError } from '../http/envelope.js';
import { now } from '../db/time.js';
import type { recoveryCodesResponse, totpDisableRequest, totpEnrolment } from '../../../shared/contract/admin.js';
import type { Wire } from '../../../shared/contract/fields.js';
import type { AdminPrincipal } from './guard.js';
import { logOperation } from './operation-log.js';
import { verifyAdminPassword } from './password.js';
import { countFailure } from './service.js';
import { acceptSecondFactor, acceptTotp, dropSecondFactor, issueRecoveryCodes, newAuthenticator } from './two-factor.js';
import { adminDb } from './tables.js';

/**
 * A signed-in account's own two-factor settings (ours): enrol an authenticator (a shop's staff choose to;
 * operators enrol at their first sign-in), renew the recovery codes, and, for a shop's staff only, turn
 * it off again with the password and a code. Each change goes to the operation log.
 */
type Req = Pick<FastifyRequest, 'method' | 'url' | 'ip'>;

async function securityOf(ctx: CommerceContext, who: AdminPrincipal) {
  return adminDb(ctx).selectFrom('adminAccounts').select(['pwdHash', 'totpSecret', 'totpPending']).where('id', '=', who.id).executeTakeFirstOrThrow();
}

const ALREADY_ON = 'Two-factor sign-in is already on for this account';
const NOT_ON = 'Two-factor sign-in is not on for this account';
const WRONG_CODE = 'Incorrect code';

/** A new authenticator entry, kept pending until its first code confirms it. */
export async function startTotpEnrolment(ctx: CommerceContext, who: AdminPrincipal): Promise<Wire<typeof totpEnrolment>> {
  if ((await securityOf(ctx, who)).totpSecret) throw new BusinessError(ALREADY_ON);
  const entry = newAuthenticator(ctx, who.side, who.account);
  await adminDb(ctx).updateTable('adminAccounts').set({ totpPending: entry.sealed, updatedAt: now() }).where('id', '=', who.id).execute();
  return { secret: entry.secret, otpauthUrl: entry.otpauthUrl };
}

/** The pending authenticator's code turns two-factor sign-in on; the answer has the recovery codes, shown this once. */
export async function confirmTotpEnrolment(ctx: CommerceContext, req: Req, who: AdminPrincipal, code: string, permission: string): Promise<Wire<typeof recoveryCodesResponse>> {
  const row = await securityOf(ctx, who);
  if (row.totpSecret) throw new BusinessError(ALREADY_ON);
  if (!row.totpPending) throw new BusinessError('Please start the enrolment first');
  if (!(await acceptTotp(ctx, who.id, row.totpPending, code))) throw new BusinessError(WRONG_CODE);
  await adminDb(ctx).updateTable('adminAccounts').set({ totpSecret: row.totpPending, totpPending: '', updatedAt: now() }).where('id', '=', who.id).execute();
  const recoveryCodes = await issueRecoveryCodes(ctx, who.id);
  await logOperation(ctx, req, who, {
    description: 'Turned on two-factor sign-in',
    method: permission,
    methodType: 'update',
    changes: { twoFactor: { before: false, after: true } },
  });
  return { recoveryCodes };
}

/** New recovery codes for an authenticator code; the earlier ones stop working. */
export async function renewRecoveryCodes(ctx: CommerceContext, req: Req, who: AdminPrincipal, code: string, permission: string): Promise<Wire<typeof recoveryCodesResponse>> {
  const row = await securityOf(ctx, who);
  if (!row.totpSecret) throw new BusinessError(NOT_ON);
  if (!(await acceptTotp(ctx, who.id, row.totpSecret, code))) throw new BusinessError(WRONG_CODE);
  const recoveryCodes = await issueRecoveryCodes(ctx, who.id);
  await logOperation(ctx, req, who, { description: 'Renewed the recovery codes', method: permission, methodType: 'update', changes: {} });
  return { recoveryCodes };
}

/**
 * Turns two-factor sign-in off (a shop's staff only: an operator must keep it). Needs the password and a
 * code, so a session left open cannot do it; a wrong one counts towards the account's lock.
 */
export async function disableTotp(ctx: CommerceContext, req: Req, who: AdminPrincipal, input: z.output<typeof totpDisableRequest>, permission: string): Promise<void> {
  if (who.side !== 'merchant') throw new BusinessError('Operators must keep two-factor sign-in', 403);
  const row = await securityOf(ctx, who);
  if (!row.totpSecret) throw new BusinessError(NOT_ON);
  const good = (await verifyAdminPassword(input.pwd, row.pwdHash)) && (await acceptSecondFactor(ctx, who.id, row.totpSecret, input.code));
  if (!good) {
    await countFailure(ctx, who.id);
    throw new BusinessError('The password or the code is incorrect');
  }
  await dropSecondFactor(ctx, who.id);
  await logOperation(ctx, req, who, {
    description: 'Turned off two-factor sign-in',
    method: permission,
    methodType: 'update',
    changes: { twoFactor: { before: true, after: false } },
  });
}
