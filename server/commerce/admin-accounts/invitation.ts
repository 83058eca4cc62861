import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Generated, Kysely } from 'kysely';
import type { z } from 'zod';
import type { CommerceContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { BusinessError } from '../http/envelope.js';
import { hashToken } from '../http/auth.js';
import { addSeconds, now } from '../db/time.js';
import { deliver } from '../accounts/delivery.js';
import { INVITATION_TTL_HOURS, type merchantInvitationPasswordRequest } from '../../../shared/contract/admin-platform.js';
import { hashAdminPassword } from './password.js';
import { revokeAllAdminTokens } from './sessions.js';
import { logOperation, SECRET } from './operation-log.js';
import { adminDb } from './tables.js';

/**
 * The set-password link a new shop's owner gets when the platform approves the application
 * (docs/api-extensions.md "Shops and applications"): a random 256-bit token, stored only as its hash, good
 * once and for INVITATION_TTL_HOURS (migration 013_platform_merchants).
 */
type AdminInvitationsTable = {
  id: Generated<number>;
  tokenHash: string;
  adminId: number;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
};

type InvitationTables = { adminInvitations: AdminInvitationsTable };

const invitationDb = (db: Kysely<Database>) => db.withTables<InvitationTables>();

/** What a link refused for any reason says: the owner can always get in through "Forgot password". */
const LINK_DEAD = 'This link has expired or has already been used. Use "Forgot password" on the merchant console sign-in page to get a code by email.';

/** Creates the link's token for an owner account, inside the caller's transaction; the token itself is returned once. */
export async function issueInvitation(db: Kysely<Database>, adminId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const stamp = now();
  await invitationDb(db)
    .insertInto('adminInvitations')
    .values({ tokenHash: hashToken(token), adminId, expiresAt: addSeconds(new Date(), INVITATION_TTL_HOURS * 3600), usedAt: null, createdAt: stamp })
    .execute();
  return token;
}

/** The link's address: the merchant console's set-password page on the public origin. */
export function invitationLink(ctx: Pick<CommerceContext, 'config'>, token: string): string {
  const origin = (ctx.config.PUBLIC_URL ?? '').replace(/\/+$/, '');
  return `${origin}/seller/invitation?token=${encodeURIComponent(token)}`;
}

/** Emails the link (SMTP, or the dev outbox in demo mode); the token goes in the outbox record's code field too. */
export async function sendInvitation(ctx: CommerceContext, to: { email: string; shopName: string; token: string }): Promise<void> {
  const link = invitationLink(ctx, to.token);
  await deliver(ctx, {
    to: to.email,
    channel: 'email',
    subject: 'Your shop is open: set your merchant console password',
    text: `Your shop "${to.shopName}" was approved. Set the password of your merchant console account (${to.email}) here: ${link} . The link works once, for ${INVITATION_TTL_HOURS} hours.`,
    code: to.token,
    purpose: 'merchant-invitation',
  });
}

/**
 * POST /api/admin/merchant/login/invitation/password: sets the owner's password once. The token is spent
 * by a conditional update, so two uses racing cannot both set a password; every other session of the
 * account ends, and the change goes to the shop's operation log.
 */
export async function acceptInvitation(
  ctx: CommerceContext,
  req: Pick<FastifyRequest, 'method' | 'url' | 'ip'>,
  input: z.output<typeof merchantInvitationPasswordRequest>,
): Promise<{ account: string }> {
  const stamp = now();
  const pwdHash = await hashAdminPassword(input.password);
  const account = await ctx.db.transaction().execute(async (trx) => {
    const spent = await invitationDb(trx)
      .updateTable('adminInvitations')
      .set({ usedAt: stamp })
      .where('tokenHash', '=', hashToken(input.token))
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', stamp)
      .returning('adminId')
      .executeTakeFirst();
    if (!spent) throw new BusinessError(LINK_DEAD);
    const row = await adminDb({ db: trx })
      .selectFrom('adminAccounts')
      .select(['id', 'account', 'merId', 'status', 'isDel'])
      .where('id', '=', spent.adminId)
      .where('side', '=', 'merchant')
      .executeTakeFirst();
    if (!row || row.status !== 1 || row.isDel !== 0) throw new BusinessError(LINK_DEAD);
    await adminDb({ db: trx }).updateTable('adminAccounts').set({ pwdHash, failedAttempts: 0, lockedUntil: null, updatedAt: stamp }).where('id', '=', row.id).execute();
    return row;
  });
  await revokeAllAdminTokens(ctx, account.id);
  await logOperation(ctx, req, { side: 'merchant', id: account.id, merId: account.merId, account: account.account }, {
    description: 'Set the password from the invitation link',
    method: 'merchant:login:invitation:password',
    methodType: 'update',
    requestParam: { account: account.account },
    changes: { password: { before: SECRET, after: SECRET } },
  });
  return { account: account.account };
}
