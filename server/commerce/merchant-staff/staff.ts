import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { CommerceContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { BusinessError, commonPage, readPage, type CommonPage } from '../http/envelope.js';
import { addSeconds, now } from '../db/time.js';
import { assertDeliverable, deliver } from '../accounts/delivery.js';
import { INVITATION_TTL_HOURS } from '../../../shared/contract/admin-platform.js';
import { INVITATION_STATE, type staffInviteRequest, type staffUpdateRequest, type systemAdminResponse, type systemAdminSearchRequest } from '../../../shared/contract/admin-staff.js';
import type { Wire } from '../../../shared/contract/fields.js';
import { hashAdminPassword } from '../admin-accounts/password.js';
import { issueInvitation, invitationLink } from '../admin-accounts/invitation.js';
import { revokeAllAdminTokens } from '../admin-accounts/sessions.js';
import { changedFields, logOperation } from '../admin-accounts/operation-log.js';
import type { AdminPrincipal } from '../admin-accounts/guard.js';
import { adminDb, ADMIN_TYPE, freshAccount } from '../admin-accounts/tables.js';
import { assignableRole, consoleTime } from './roles.js';

/**
 * A shop's console accounts (A's MerchantAdminController): the owner invites staff by email and gives each
 * one role; the new account can do nothing until its holder sets a password through the emailed link
 * (admin-accounts/invitation.ts: 256 random bits stored as a hash, single use, INVITATION_TTL_HOURS). Only
 * the caller's shop is reachable (another shop's account reads as not found); the owner's account and the
 * caller's own are never changed here, so nobody locks the shop out or raises their own role.
 */
type Req = Pick<FastifyRequest, 'method' | 'url' | 'ip'>;

type InvitationRow = { adminId: number; expiresAt: string; usedAt: string | null; createdAt: string };
const invitations = (db: Kysely<Database>) => db.withTables<{ adminInvitations: InvitationRow & { id: number; tokenHash: string } }>();

const NOT_FOUND = 'Account not found';

/** The set-password link's state of each account: accepted once a link was used or the account signed in. */
async function invitationStates(ctx: CommerceContext, rows: { id: number; loginCount: number }[]): Promise<Map<number, string>> {
  const ids = rows.map((r) => r.id);
  const out = new Map<number, string>();
  if (ids.length === 0) return out;
  const links = await invitations(ctx.db).selectFrom('adminInvitations').select(['adminId', 'expiresAt', 'usedAt']).where('adminId', 'in', ids).execute();
  const stamp = now();
  for (const r of rows) {
    const mine = links.filter((l) => l.adminId === r.id);
    if (mine.length === 0) out.set(r.id, r.loginCount > 0 ? INVITATION_STATE.accepted : '');
    else if (r.loginCount > 0 || mine.some((l) => l.usedAt)) out.set(r.id, INVITATION_STATE.accepted);
    else out.set(r.id, mine.some((l) => l.expiresAt > stamp) ? INVITATION_STATE.pending : INVITATION_STATE.expired);
  }
  return out;
}

/** GET .../admin/list: the shop's accounts, the owner first, then staff by id. */
export async function staffPage(ctx: CommerceContext, merId: number, query: z.output<typeof systemAdminSearchRequest>, rawQuery: unknown): Promise<CommonPage<Wire<typeof systemAdminResponse>>> {
  const args = readPage(rawQuery);
  let q = adminDb(ctx).selectFrom('adminAccounts as a').leftJoin('adminRoles as r', 'r.id', 'a.roleId').where('a.side', '=', 'merchant').where('a.merId', '=', merId).where('a.isDel', '=', 0);
  if (query.realName) {
    const like = `%${query.realName.replace(/[%_\\]/g, '')}%`;
    q = q.where((eb) => eb.or([eb('a.realName', 'like', like), eb('a.account', 'like', like.toLowerCase())]));
  }
  if (query.roles) q = q.where('a.roleId', '=', Number(query.roles));
  if (query.status !== undefined) q = q.where('a.status', '=', query.status === true || query.status === 'true' ? 1 : 0);
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(['a.id', 'a.account', 'a.realName', 'a.roleId', 'a.lastIp', 'a.lastTime', 'a.status', 'a.phone', 'a.type', 'a.merId', 'a.loginCount', 'a.createdAt', 'r.roleName'])
    .orderBy('a.type')
    .orderBy('a.id')
    .limit(args.limit)
    .offset(args.offset)
    .execute();
  const states = await invitationStates(ctx, rows);
  const list = rows.map((r) => ({
    id: r.id,
    account: r.account,
    realName: r.realName,
    roles: r.roleId > 0 ? String(r.roleId) : '',
    roleNames: r.roleName ?? '',
    lastIp: r.lastIp,
    lastTime: consoleTime(ctx, r.lastTime) || null,
    status: r.status === 1,
    phone: r.phone,
    type: r.type,
    merId: r.merId,
    invitation: states.get(r.id) ?? '',
    createTime: consoleTime(ctx, r.createdAt) || null,
  }));
  return commonPage(list, Number(total.n), args);
}

/** Emails a staff member their set-password link (SMTP, or the dev outbox in demo mode, purpose `merchant-invitation`). */
async function sendStaffInvitation(ctx: CommerceContext, to: { email: string; shopName: string; token: string }): Promise<void> {
  const link = invitationLink(ctx, to.token);
  await deliver(ctx, {
    to: to.email,
    channel: 'email',
    subject: `You are invited to the merchant console of ${to.shopName}`,
    text: `You have been given a staff account (${to.email}) in the merchant console of "${to.shopName}". Set your password here: ${link} . The link works once, for ${INVITATION_TTL_HOURS} hours.`,
    code: to.token,
    purpose: 'merchant-invitation',
  });
}

async function shopName(ctx: CommerceContext, merId: number): Promise<string> {
  const row = await ctx.db.selectFrom('merchants').select('name').where('id', '=', merId).executeTakeFirst();
  return row?.name ?? '';
}

/**
 * POST .../admin/save: a staff account for the email, with the role, and its set-password link emailed. The
 * account's password is random until the link is used, so it cannot sign in before then. An email that
 * already has a console account anywhere is refused (the message does not say where); one removed from this
 * shop before is taken back with the new name and role.
 */
export async function inviteStaff(ctx: CommerceContext, req: Req, who: AdminPrincipal, input: z.output<typeof staffInviteRequest>, permission: string): Promise<{ id: number }> {
  assertDeliverable(ctx, 'email');
  const role = await assignableRole(ctx, who, Number(input.roles));
  const stamp = now();
  const pwdHash = await hashAdminPassword(randomBytes(24).toString('base64url'));
  const { id, token } = await ctx.db.transaction().execute(async (trx) => {
    const db = adminDb({ db: trx });
    const existing = await db.selectFrom('adminAccounts').select(['id', 'merId', 'type', 'isDel']).where('side', '=', 'merchant').where('account', '=', input.account).executeTakeFirst();
    let accountId: number;
    if (existing) {
      if (!(existing.isDel === 1 && existing.merId === who.merId && existing.type === ADMIN_TYPE.merchantStaff)) throw new BusinessError('This email already has a merchant console account');
      await db
        .updateTable('adminAccounts')
        .set({ ...freshAccount(stamp), createdAt: stamp, pwdHash, realName: input.realName, roleId: role.id, phone: input.phone, totpSecret: '', totpPending: '', totpLastStep: 0 })
        .where('id', '=', existing.id)
        .execute();
      accountId = existing.id;
    } else {
      const row = await db
        .insertInto('adminAccounts')
        .values({ ...freshAccount(stamp), side: 'merchant', account: input.account, pwdHash, realName: input.realName, type: ADMIN_TYPE.merchantStaff, merId: who.merId, roleId: role.id, phone: input.phone })
        .returning('id')
        .executeTakeFirstOrThrow();
      accountId = row.id;
    }
    return { id: accountId, token: await issueInvitation(trx, accountId) };
  });
  try {
    await sendStaffInvitation(ctx, { email: input.account, shopName: await shopName(ctx, who.merId), token });
  } catch (err) {
    // The account stands; the owner can send the link again from the staff list.
    ctx.log.error({ err, adminId: id }, 'the staff invitation email could not be sent');
  }
  await logOperation(ctx, req, who, {
    description: `Invited ${input.account} as "${role.roleName}"`,
    method: permission,
    methodType: 'create',
    requestParam: { id, account: input.account, roles: String(role.id) },
    changes: changedFields({}, { account: input.account, realName: input.realName, roleNames: role.roleName }),
  });
  return { id };
}

/** A staff account of the caller's shop that the caller may change: never the owner's, never the caller's own. */
async function changeableStaff(ctx: CommerceContext, who: AdminPrincipal, id: number) {
  const row = await adminDb(ctx)
    .selectFrom('adminAccounts as a')
    .leftJoin('adminRoles as r', 'r.id', 'a.roleId')
    .select(['a.id', 'a.account', 'a.realName', 'a.roleId', 'a.status', 'a.type', 'a.phone', 'r.roleName', 'r.rules'])
    .where('a.id', '=', id)
    .where('a.side', '=', 'merchant')
    .where('a.merId', '=', who.merId)
    .where('a.isDel', '=', 0)
    .executeTakeFirst();
  if (!row) throw new BusinessError(NOT_FOUND);
  if (row.type !== ADMIN_TYPE.merchantStaff) throw new BusinessError('The shop owner\'s account cannot be changed here');
  if (row.id === who.id) throw new BusinessError('You cannot change your own account here: ask the shop owner');
  // Staff trusted with accounts reach only accounts whose role they could have granted themselves.
  if (row.roleId > 0 && row.rules !== null) await assignableRole(ctx, who, row.roleId);
  return row;
}

/** POST .../admin/update: the name, phone and role; the account's sessions carry the new role at their next call. */
export async function updateStaff(ctx: CommerceContext, req: Req, who: AdminPrincipal, input: z.output<typeof staffUpdateRequest>, permission: string): Promise<void> {
  const before = await changeableStaff(ctx, who, input.id);
  const role = await assignableRole(ctx, who, Number(input.roles));
  const phone = input.phone ?? before.phone;
  await adminDb(ctx).updateTable('adminAccounts').set({ realName: input.realName, roleId: role.id, phone, updatedAt: now() }).where('id', '=', before.id).where('merId', '=', who.merId).execute();
  await logOperation(ctx, req, who, {
    description: `Changed the account ${before.account}`,
    method: permission,
    methodType: 'update',
    requestParam: { id: before.id },
    changes: changedFields({ realName: before.realName, roleNames: before.roleName ?? '', phone: before.phone }, { realName: input.realName, roleNames: role.roleName, phone }),
  });
}

/** GET .../admin/updateStatus: disabling ends every session of the account at once; enabling lets it sign in again. */
export async function setStaffStatus(ctx: CommerceContext, req: Req, who: AdminPrincipal, id: number, status: boolean, permission: string): Promise<void> {
  const before = await changeableStaff(ctx, who, id);
  await adminDb(ctx).updateTable('adminAccounts').set({ status: status ? 1 : 0, updatedAt: now() }).where('id', '=', before.id).where('merId', '=', who.merId).execute();
  if (!status) await revokeAllAdminTokens(ctx, before.id);
  await logOperation(ctx, req, who, {
    description: `${status ? 'Enabled' : 'Disabled'} the account ${before.account}`,
    method: permission,
    methodType: 'update',
    requestParam: { id: before.id, status },
    changes: changedFields({ status: before.status === 1 }, { status }),
  });
}

/** GET .../admin/delete: the account is removed (A's isDel), its sessions and unused links die with it. */
export async function deleteStaff(ctx: CommerceContext, req: Req, who: AdminPrincipal, id: number, permission: string): Promise<void> {
  const before = await changeableStaff(ctx, who, id);
  await adminDb(ctx).updateTable('adminAccounts').set({ isDel: 1, status: 0, updatedAt: now() }).where('id', '=', before.id).where('merId', '=', who.merId).execute();
  await revokeAllAdminTokens(ctx, before.id);
  await invitations(ctx.db).deleteFrom('adminInvitations').where('adminId', '=', before.id).where('usedAt', 'is', null).execute();
  await logOperation(ctx, req, who, {
    description: `Deleted the account ${before.account}`,
    method: permission,
    methodType: 'delete',
    requestParam: { id: before.id },
    changes: changedFields({ account: before.account, roleNames: before.roleName ?? '' }, { account: null, roleNames: null }),
  });
}

/** Seconds before the same account can be sent another link. */
const RESEND_WAIT_SECONDS = 60;

/**
 * POST /api/admin/merchant/login/invitation/resend (ours): a new set-password link for an account still
 * waiting for its first password (an invited staff member, or a new shop's owner), at most one a minute; the
 * earlier unused links stop working. The answer is the same whether or not the email has such an account.
 */
export async function resendInvitation(ctx: CommerceContext, account: string): Promise<void> {
  const row = await adminDb(ctx)
    .selectFrom('adminAccounts')
    .select(['id', 'account', 'merId', 'status', 'loginCount'])
    .where('side', '=', 'merchant')
    .where('account', '=', account.trim().toLowerCase())
    .where('isDel', '=', 0)
    .executeTakeFirst();
  if (!row || row.status !== 1 || row.loginCount > 0) return;
  const links = await invitations(ctx.db).selectFrom('adminInvitations').select(['usedAt', 'createdAt']).where('adminId', '=', row.id).execute();
  // Only an account that came from an invitation and never used one; "Forgot password" serves everyone else.
  if (links.length === 0 || links.some((l) => l.usedAt)) return;
  const latest = links.map((l) => l.createdAt).sort().pop() ?? '';
  if (latest > addSeconds(new Date(), -RESEND_WAIT_SECONDS)) return;
  const token = await ctx.db.transaction().execute(async (trx) => {
    await invitations(trx).deleteFrom('adminInvitations').where('adminId', '=', row.id).where('usedAt', 'is', null).execute();
    return issueInvitation(trx, row.id);
  });
  try {
    await sendStaffInvitation(ctx, { email: row.account, shopName: await shopName(ctx, row.merId), token });
  } catch (err) {
    ctx.log.error({ err, adminId: row.id }, 'the set-password link could not be sent again');
  }
}
