import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { BusinessError, commonPage, readPage, type CommonPage } from '../http/envelope.js';
import { addSeconds, now, parseDateTime } from '../db/time.js';
import { wallTimeIn } from '../../../shared/time-zone.js';
import type { adminLoginRequest, loginAdminResponse, loginAdminUpdateRequest, sensitiveMethodLog, systemLoginResponse } from '../../../shared/contract/admin.js';
import type { Wire } from '../../../shared/contract/fields.js';
import { dummyAdminHash, hashAdminPassword, verifyAdminPassword } from './password.js';
import { issueAdminToken, revokeOtherAdminTokens } from './sessions.js';
import { changedFields, logOperation, SECRET } from './operation-log.js';
import type { AdminPrincipal } from './guard.js';
import { adminDb, type AdminSide } from './tables.js';

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
 * time as a wrong password and gets the same message.
 */
export async function adminLogin(ctx: CommerceContext, side: AdminSide, input: z.output<typeof adminLoginRequest>, ip: string): Promise<Wire<typeof systemLoginResponse>> {
  const db = adminDb(ctx);
  const row = await db
    .selectFrom('adminAccounts')
    .select(['id', 'account', 'realName', 'pwdHash', 'status', 'failedAttempts', 'lockedUntil', 'loginCount'])
    .where('side', '=', side)
    .where('account', '=', input.account.toLowerCase())
    .where('isDel', '=', 0)
    .executeTakeFirst();
  const stamp = now();
  if (row?.lockedUntil && row.lockedUntil > stamp) throw new AccountLockedError(row.lockedUntil);
  const good = await verifyAdminPassword(input.pwd, row ? row.pwdHash : await dummyAdminHash());
  if (!row || !good) {
    if (row) await countFailure(ctx, row.id);
    throw new BusinessError(WRONG);
  }
  if (row.status !== 1) throw new BusinessError('This account is disabled');
  await db
    .updateTable('adminAccounts')
    .set({ failedAttempts: 0, lockedUntil: null, loginCount: row.loginCount + 1, lastIp: ip, lastTime: stamp, updatedAt: stamp })
    .where('id', '=', row.id)
    .execute();
  const token = await issueAdminToken(ctx, row.id, side);
  return { id: row.id, account: row.account, realName: row.realName, token, isSms: false };
}

/** One more wrong password; the one that reaches the limit locks the account and starts the count again. */
async function countFailure(ctx: CommerceContext, id: number): Promise<void> {
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
    .select(['lastIp', 'lastTime', 'createdAt', 'loginCount', 'status', 'phone'])
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
