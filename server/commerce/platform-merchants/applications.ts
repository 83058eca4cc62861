import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { CommerceContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { BusinessError, commonPage, readPage, ValidationError, type CommonPage } from '../http/envelope.js';
import { now } from '../db/time.js';
import { splitList } from '../http/render.js';
import { assertDeliverable } from '../accounts/delivery.js';
import { AUDIT, renderApplication, reviewApplication } from '../merchants/settlement.js';
import { hashAdminPassword } from '../admin-accounts/password.js';
import { adminDb, ADMIN_TYPE, freshAccount } from '../admin-accounts/tables.js';
import { issueInvitation, sendInvitation } from '../admin-accounts/invitation.js';
import { logOperation } from '../admin-accounts/operation-log.js';
import type { AdminPrincipal } from '../admin-accounts/guard.js';
import type { Wire } from '../../../shared/contract/fields.js';
import type { merchantApply, merchantApplyAuditRequest, merchantApplyAuditResponse, merchantApplyHeaderNum, merchantApplySearchRequest } from '../../../shared/contract/admin-platform.js';
import { EMAIL_RE } from '../../../shared/validation.js';
import { absolutePictures, consoleTime, platformDb, type PlatformDatabase } from './tables.js';
import { likeContains, searchTerm } from '../catalog/query.js';

/**
 * The platform's side of the settlement loop (A's MerchantApplyController): the applications by state,
 * one in full, and the decision. The decision itself is the storefront's (merchants/settlement.ts), so the
 * CLI and the console decide alike; on approval the console adds, in the same transaction, the new shop's
 * commission and origin, its owner's console account and the owner's set-password link.
 */

/** A console account's name is at most 32 characters (the sign-in request's limit). */
const ACCOUNT_MAX = 32;

type ApplyRow = Selectable<PlatformDatabase['merchantApplications']> & { categoryName: string | null; typeName: string | null };

function render(ctx: CommerceContext, domain: string, a: ApplyRow): Wire<typeof merchantApply> {
  return {
    ...renderApplication(a),
    uid: a.uid,
    categoryName: a.categoryName ?? '',
    typeName: a.typeName ?? '',
    auditorId: a.auditorId,
    qualificationPicture: absolutePictures(domain, splitList(a.qualificationPicture)),
    createTime: consoleTime(ctx, a.createdAt),
    updateTime: consoleTime(ctx, a.updatedAt),
  };
}

function withNames(db: Kysely<PlatformDatabase>) {
  return db
    .selectFrom('merchantApplications as a')
    .leftJoin('merchantCategories as c', 'c.id', 'a.categoryId')
    .leftJoin('merchantTypes as t', 't.id', 'a.typeId');
}

export async function applicationPage(
  ctx: CommerceContext,
  domain: string,
  query: z.output<typeof merchantApplySearchRequest>,
  rawQuery: unknown,
): Promise<CommonPage<Wire<typeof merchantApply>>> {
  const args = readPage(rawQuery);
  let q = withNames(platformDb(ctx.db));
  if (query.auditStatus) q = q.where('a.auditStatus', '=', Number(query.auditStatus));
  if (query.categoryId) q = q.where('a.categoryId', '=', Number(query.categoryId));
  if (query.typeId) q = q.where('a.typeId', '=', Number(query.typeId));
  if (query.keywords) {
    // Shop name, contact or email; emails are stored lower-cased.
    const p = likeContains(searchTerm(query.keywords));
    q = q.where(sql<SqlBool>`(lower(${sql.ref('a.name')}) like ${p} escape '\\' or lower(${sql.ref('a.realName')}) like ${p} escape '\\' or ${sql.ref('a.email')} like ${p} escape '\\')`);
  }
  const [total, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q.selectAll('a').select(['c.name as categoryName', 't.name as typeName']).orderBy('a.id', 'desc').limit(args.limit).offset(args.offset).execute(),
  ]);
  return commonPage(rows.map((r) => render(ctx, domain, r)), Number(total.n), args);
}

export async function applicationCounts(ctx: CommerceContext): Promise<Wire<typeof merchantApplyHeaderNum>> {
  const rows = await ctx.db
    .selectFrom('merchantApplications')
    .select((eb) => ['auditStatus', eb.fn.countAll<number>().as('n')])
    .groupBy('auditStatus')
    .execute();
  const n = (s: number) => Number(rows.find((r) => r.auditStatus === s)?.n ?? 0);
  return { pendingNum: n(AUDIT.pending), approvedNum: n(AUDIT.approved), rejectedNum: n(AUDIT.rejected) };
}

export async function applicationDetail(ctx: CommerceContext, domain: string, id: number): Promise<Wire<typeof merchantApply>> {
  const row = await withNames(platformDb(ctx.db)).selectAll('a').select(['c.name as categoryName', 't.name as typeName']).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('Application not found');
  return render(ctx, domain, row);
}

/**
 * Inside the approval's transaction: the shop takes the application's commission and is marked as from an
 * application, and its owner's console account is created (every permission of the shop, as the seeded
 * owners; a random password nobody knows until the link sets one) with its link's token.
 */
async function openOwnerAccount(trx: Kysely<Database>, app: { name: string; realName: string; email: string; phone: string; handlingFee: number }, merId: number): Promise<{ account: string; token: string }> {
  const account = app.email.trim().toLowerCase();
  const db = adminDb({ db: trx });
  const taken = await db.selectFrom('adminAccounts').select('id').where('side', '=', 'merchant').where('account', '=', account).executeTakeFirst();
  if (taken) throw new BusinessError(`A merchant console account with the email ${account} exists already: reject the application and ask for another email`);
  await platformDb(trx).updateTable('merchants').set({ handlingFee: app.handlingFee, createType: 'apply' }).where('id', '=', merId).execute();
  const stamp = now();
  const row = await db
    .insertInto('adminAccounts')
    .values({ ...freshAccount(stamp), side: 'merchant', account, pwdHash: await hashAdminPassword(randomBytes(24).toString('base64url')), realName: app.realName.slice(0, 32), type: ADMIN_TYPE.merchantOwner, merId, phone: app.phone })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { account, token: await issueInvitation(trx, row.id) };
}

/**
 * POST .../apply/audit: approve (2) or reject (3, with the reason the applicant reads in the storefront's
 * application record; they may apply again). Deciding twice, or two operators at once, decides once: the
 * second is refused and nothing of it stays. The owner's email goes out after the transaction commits;
 * if it cannot be sent the approval stands and the owner can still use "Forgot password" with that email.
 */
export async function auditApplication(
  ctx: CommerceContext,
  req: Pick<FastifyRequest, 'method' | 'url' | 'ip'>,
  who: AdminPrincipal,
  input: z.output<typeof merchantApplyAuditRequest>,
  permission: string,
): Promise<Wire<typeof merchantApplyAuditResponse>> {
  const approve = input.auditStatus === AUDIT.approved;
  const reason = (input.denialReason ?? '').trim();
  if (!approve && reason === '') throw new ValidationError('Please give the reason for the rejection');
  if (approve) {
    const app = await ctx.db.selectFrom('merchantApplications').select(['email', 'auditStatus']).where('id', '=', input.id).executeTakeFirst();
    if (!app) throw new BusinessError('Application not found');
    const email = app.email.trim().toLowerCase();
    if (app.auditStatus === AUDIT.pending && (email.length > ACCOUNT_MAX || !EMAIL_RE.test(email))) {
      throw new BusinessError(`The applicant's email is longer than ${ACCOUNT_MAX} characters, the merchant console's limit for an account: reject the application and ask for a shorter one`);
    }
    // Nothing is created when the link could not be sent at all.
    assertDeliverable(ctx, 'email');
  }
  let owner: { account: string; token: string } | null = null;
  const decided = await reviewApplication(ctx, {
    id: input.id,
    approve,
    reason,
    alsoInTransaction: async (trx, { app, merId }) => {
      await platformDb(trx).updateTable('merchantApplications').set({ auditorId: who.id }).where('id', '=', app.id).execute();
      if (merId > 0) owner = await openOwnerAccount(trx, app, merId);
    },
  });
  const opened = owner as { account: string; token: string } | null;
  if (opened) {
    try {
      await sendInvitation(ctx, { email: opened.account, shopName: decided.name, token: opened.token });
    } catch (err) {
      ctx.log.error({ err, merId: decided.merId }, 'the new shop owner\'s set-password email could not be sent');
    }
  }
  await logOperation(ctx, req, who, {
    description: approve ? `Approved the shop application "${decided.name}"` : `Rejected the shop application "${decided.name}"`,
    method: permission,
    methodType: 'update',
    requestParam: { id: input.id, auditStatus: input.auditStatus, denialReason: reason },
    changes: {
      auditStatus: { before: AUDIT.pending, after: decided.auditStatus },
      ...(approve ? { merId: { before: 0, after: decided.merId } } : { denialReason: { before: '', after: reason } }),
    },
  });
  return { id: decided.id, auditStatus: decided.auditStatus, merId: decided.merId, account: opened?.account ?? '' };
}
