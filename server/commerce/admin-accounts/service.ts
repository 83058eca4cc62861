import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { BusinessError, commonPage, readPage, type CommonPage } from '../http/envelope.js';
import { addSeconds, now, parseDateTime } from '../db/time.js';
import { wallTimeIn } from '../../../shared/time-zone.js';
import type {
  adminLoginChallenge,
  adminLoginRequest,
  adminTotpLoginRequest,
  adminTotpLoginResponse,
  loginAdminResponse,
  loginAdminUpdateRequest,
  sensitiveMethodLog,
  systemLoginResponse,
} from '../../../shared/contract/admin.js';
import type { Wire } from '../../../shared/contract/fields.js';
import { dummyAdminHash, hashAdminPassword, verifyAdminPassword } from './password.js';
import { issueAdminToken, revokeOtherAdminTokens } from './sessions.js';
import { changedFields, logOperation, SECRET } from './operation-log.js';
import type { AdminPrincipal } from './guard.js';
import { adminDb, type AdminSide } from './tables.js';
import {
  acceptSecondFactor,
  acceptTotp,
  consumeLoginTicket,
  countTicketFailure,
  issueLoginTicket,
  issueRecoveryCodes,
  newAuthenticator,
  readLoginTicket,
  SIGN_IN_AGAIN,
  TICKET_TTL_SECONDS,
  type NewAuthenticator,
} from './two-factor.js';

/** Wrong passwords in a row before an account locks, and for how long. */
export const MAX_FAILED_SIGN_INS = 5;
const LOCK_SECONDS = 15 * 60;

const WRONG = 'Account or password is incorrect';

class AccountLockedError extends BusinessError {
  constructor(until: string) {
    const minutes = Math.max(1, Math.ceil((parseDateTime(until).getTime() - Date.now()) / 60_000));
    super(`Too many failed sign-ins: this account is locked for ${minutes} more minute${minutes === 1 ? '' : 's'}`);
  }
}

/**
 * Sign-in for either console (A's merchantLogin / platformLogin): the account of that side, its password,
 * and the lock after MAX_FAILED_SIGN_INS wrong ones in a row. A missing account costs the same hashing
 * time as a wrong password and gets the same message. An account with an authenticator, and every
 * operator, gets a ticket for the code step instead of a token (two-factor.ts); an operator without an
 * authenticator enrols one there, on the first sign-in.
 */
export async function adminLogin(
  ctx: CommerceContext,
  side: AdminSide,
  input: z.output<typeof adminLoginRequest>,
  ip: string,
): Promise<Wire<typeof systemLoginResponse> | Wire<typeof adminLoginChallenge>> {
  const row = await adminDb(ctx)
    .selectFrom('adminAccounts')
    .select(['id', 'account', 'realName', 'pwdHash', 'status', 'lockedUntil', 'totpSecret'])
    .where('side', '=', side)
    .where('account', '=', input.account.toLowerCase())
    .where('isDel', '=', 0)
    .executeTakeFirst();
  assertNotLocked(row);
  const good = await verifyAdminPassword(input.pwd, row ? row.pwdHash : await dummyAdminHash());
  if (!row || !good) {
    if (row) await countFailure(ctx, row.id);
    throw new BusinessError(WRONG);
  }
  if (row.status !== 1) throw new BusinessError('This account is disabled');
  if (row.totpSecret) return challenge(ctx, side, row, 'verify', null);
  if (side === 'platform') return challenge(ctx, side, row, 'enrol', newAuthenticator(ctx, side, row.account));
  return startSession(ctx, side, row.id, ip);
}

function assertNotLocked(row: { lockedUntil: string | null } | undefined): void {
  if (row?.lockedUntil && row.lockedUntil > now()) throw new AccountLockedError(row.lockedUntil);
}

async function challenge(
  ctx: CommerceContext,
  side: AdminSide,
  row: { id: number; account: string },
  step: 'verify' | 'enrol',
  enrol: NewAuthenticator | null,
): Promise<Wire<typeof adminLoginChallenge>> {
  const ticket = await issueLoginTicket(ctx, row.id, side, step, enrol?.sealed ?? '');
  return { twoFactor: step, ticket, account: row.account, secret: enrol?.secret ?? '', otpauthUrl: enrol?.otpauthUrl ?? '', expiresIn: TICKET_TTL_SECONDS };
}

/** The account signed in: the failure count cleared, the visit counted, and a new token. */
async function startSession(ctx: CommerceContext, side: AdminSide, id: number, ip: string): Promise<Wire<typeof systemLoginResponse>> {
  const db = adminDb(ctx);
  const stamp = now();
  await db
    .updateTable('adminAccounts')
    .set((eb) => ({ failedAttempts: 0, lockedUntil: null, loginCount: eb('loginCount', '+', 1), lastIp: ip, lastTime: stamp, updatedAt: stamp }))
    .where('id', '=', id)
    .execute();
  const row = await db.selectFrom('adminAccounts').select(['account', 'realName']).where('id', '=', id).executeTakeFirstOrThrow();
  const token = await issueAdminToken(ctx, id, side);
  return { id, account: row.account, realName: row.realName, token, isSms: false };
}

/**
 * The code step of sign-in (ours): the ticket of the password step and an authenticator code, or a
 * recovery code. On an operator's first sign-in the code confirms the new authenticator, which is then
 * stored, and the answer carries the recovery codes, shown this once. A wrong code counts against the
 * ticket (five, then the password again) and against the account's lock, as a wrong password does.
 */
export async function adminTotpLogin(
  ctx: CommerceContext,
  req: Pick<FastifyRequest, 'method' | 'url' | 'ip'>,
  side: AdminSide,
  input: z.output<typeof adminTotpLoginRequest>,
): Promise<Wire<typeof adminTotpLoginResponse>> {
  const ticket = await readLoginTicket(ctx, side, input.ticket);
  const db = adminDb(ctx);
  const row = await db
    .selectFrom('adminAccounts')
    .select(['id', 'merId', 'status', 'isDel', 'lockedUntil', 'totpSecret'])
    .where('id', '=', ticket.adminId)
    .executeTakeFirst();
  if (!row || row.status !== 1 || row.isDel !== 0) throw new BusinessError(SIGN_IN_AGAIN);
  assertNotLocked(row);
  const enrolling = ticket.step === 'enrol';
  const good = enrolling ? await acceptTotp(ctx, row.id, ticket.pendingSecret, input.code) : await acceptSecondFactor(ctx, row.id, row.totpSecret, input.code);
  if (!good) {
    const left = await countTicketFailure(ctx, ticket);
    await countFailure(ctx, row.id);
    throw new BusinessError(left > 0 ? `Incorrect code, ${left} ${left === 1 ? 'try' : 'tries'} left` : 'Incorrect code, please enter your password again');
  }
  if (!(await consumeLoginTicket(ctx, ticket))) throw new BusinessError(SIGN_IN_AGAIN);
  let recoveryCodes: string[] = [];
  if (enrolling) {
    await db.updateTable('adminAccounts').set({ totpSecret: ticket.pendingSecret, totpPending: '', updatedAt: now() }).where('id', '=', row.id).execute();
    recoveryCodes = await issueRecoveryCodes(ctx, row.id);
  }
  const session = await startSession(ctx, side, row.id, req.ip);
  if (enrolling) {
    await logOperation(ctx, req, { id: row.id, account: session.account, side, merId: row.merId }, {
      description: 'Enrolled an authenticator for two-factor sign-in',
      method: `${side}:login`,
      methodType: 'update',
      changes: { twoFactor: { before: false, after: true } },
    });
  }
  return { ...session, recoveryCodes };
}

/** One more wrong password or code; the one that reaches the limit locks the account and starts the count again. */
export async function countFailure(ctx: CommerceContext, id: number): Promise<void> {
  const db = adminDb(ctx);
  const after = await db
    .updateTable('adminAccounts')
    .set((eb) => ({ failedAttempts: eb('failedAttempts', '+', 1) }))
    .where('id', '=', id)
    .returning('failedAttempts')
    .executeTakeFirst();
  if (after && after.failedAttempts >= MAX_FAILED_SIGN_INS) {
    const until = addSeconds(new Date(), LOCK_SECONDS);
    await db.updateTable('adminAccounts').set({ failedAttempts: 0, lockedUntil: until }).where('id', '=', id).execute();
    throw new AccountLockedError(until);
  }
}

const wire = (ctx: CommerceContext, stored: string | null): string => (stored ? wallTimeIn(parseDateTime(stored), ctx.config.SERVER_TIME_ZONE) : '');

/** A's getInfoByToken: the account, its role and its permission strings. */
export async function adminInfo(ctx: CommerceContext, who: AdminPrincipal): Promise<Wire<typeof loginAdminResponse>> {
  const row = await adminDb(ctx)
    .selectFrom('adminAccounts')
    .select(['lastIp', 'lastTime', 'createdAt', 'loginCount', 'status', 'phone', 'totpSecret'])
    .where('id', '=', who.id)
    .executeTakeFirstOrThrow();
  return {
    id: who.id,
    account: who.account,
    realName: who.realName,
    roles: who.roleId > 0 ? String(who.roleId) : '',
    roleNames: who.roleName,
    lastIp: row.lastIp,
    lastTime: wire(ctx, row.lastTime) || null,
    addTime: Math.floor(parseDateTime(row.createdAt).getTime() / 1000),
    loginCount: row.loginCount,
    level: who.type,
    status: row.status === 1,
    phone: row.phone,
    isSms: false,
    twoFactor: row.totpSecret !== '',
    permissionsList: who.permissions,
    merId: who.merId,
    type: who.type,
  };
}

/**
 * A's loginAdminUpdate: the account's name and a new password, given the current one. Every other
 * session of the account ends; the change goes to the operation log without either password.
 */
export async function updateSignedInAdmin(ctx: CommerceContext, req: FastifyRequest, who: AdminPrincipal, input: z.output<typeof loginAdminUpdateRequest>, permission: string): Promise<void> {
  const db = adminDb(ctx);
  const row = await db.selectFrom('adminAccounts').select(['pwdHash', 'realName']).where('id', '=', who.id).executeTakeFirstOrThrow();
  if (!(await verifyAdminPassword(input.oldPassword, row.pwdHash))) throw new BusinessError('The current password is incorrect');
  const pwdHash = await hashAdminPassword(input.password);
  await db.updateTable('adminAccounts').set({ realName: input.realName, pwdHash, updatedAt: now() }).where('id', '=', who.id).execute();
  await revokeOtherAdminTokens(ctx, who.id, who.token);
  await logOperation(ctx, req, who, {
    description: 'Changed own account details',
    method: permission,
    methodType: 'update',
    requestParam: { realName: input.realName },
    changes: { ...changedFields({ realName: row.realName }, { realName: input.realName }), password: { before: SECRET, after: SECRET } },
  });
}

/** A's sensitive-operation log, newest first: a shop sees its own entries, the platform its operators'. */
export async function operationLogPage(ctx: CommerceContext, who: AdminPrincipal, query: unknown): Promise<CommonPage<Wire<typeof sensitiveMethodLog>>> {
  const args = readPage(query);
  const db = adminDb(ctx);
  let q = db.selectFrom('adminOperationLogs').where('side', '=', who.side);
  if (who.side === 'merchant') q = q.where('merId', '=', who.merId);
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('id', 'desc').limit(args.limit).offset(args.offset).execute();
  const list = rows.map(({ createdAt, side: _side, ...r }) => ({ ...r, createTime: wire(ctx, createdAt) || null }));
  return commonPage(list, Number(total.n), args);
}
