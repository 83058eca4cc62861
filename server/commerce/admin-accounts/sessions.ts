import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CommerceContext } from '../context.js';
import { hashToken } from '../http/auth.js';
import { addSeconds, now } from '../db/time.js';
import { adminDb, type AdminSide } from './tables.js';

/**
 * Console tokens, apart from shoppers': their own table, a random 256-bit value stored only as its hash,
 * and A's life of five hours that slides with use once less than twenty minutes are left. The value starts
 * with its side (`merchant…` / `platform…`), as A's do, so a token of one console is refused by the other
 * before any lookup.
 */
const ADMIN_TOKEN_TTL_SECONDS = 5 * 3600;
const SLIDE_WHEN_LEFT_SECONDS = 20 * 60;

export async function issueAdminToken(ctx: CommerceContext, adminId: number, side: AdminSide): Promise<string> {
  const token = side + randomBytes(32).toString('base64url');
  await adminDb(ctx)
    .insertInto('adminTokens')
    .values({ tokenHash: hashToken(token), adminId, side, expiresAt: addSeconds(new Date(), ADMIN_TOKEN_TTL_SECONDS), createdAt: now() })
    .execute();
  return token;
}

export async function revokeAdminToken(ctx: CommerceContext, token: string): Promise<void> {
  await adminDb(ctx).deleteFrom('adminTokens').where('tokenHash', '=', hashToken(token)).execute();
}

/** Ends every other session of an account (after its password changed). */
export async function revokeOtherAdminTokens(ctx: CommerceContext, adminId: number, keep: string): Promise<void> {
  await adminDb(ctx).deleteFrom('adminTokens').where('adminId', '=', adminId).where('tokenHash', '<>', hashToken(keep)).execute();
}

/** The console token of a request: A's `Authori-zation` header (any case), on the side's own prefix. */
export function readAdminToken(req: FastifyRequest, side: AdminSide): string | null {
  const raw = req.headers['authori-zation'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value || value.length > 200 || !value.startsWith(side)) return null;
  return value;
}

/** The account a live token belongs to, or null (unknown, expired, or another side's). */
export async function resolveAdminToken(ctx: CommerceContext, token: string, side: AdminSide): Promise<number | null> {
  const db = adminDb(ctx);
  const hash = hashToken(token);
  const row = await db.selectFrom('adminTokens').select(['adminId', 'side', 'expiresAt']).where('tokenHash', '=', hash).executeTakeFirst();
  if (!row || row.side !== side || row.expiresAt <= now()) return null;
  const renewed = addSeconds(new Date(), ADMIN_TOKEN_TTL_SECONDS);
  if (addSeconds(row.expiresAt, ADMIN_TOKEN_TTL_SECONDS - SLIDE_WHEN_LEFT_SECONDS) < renewed) {
    await db.updateTable('adminTokens').set({ expiresAt: renewed }).where('tokenHash', '=', hash).execute();
  }
  return row.adminId;
}

/** Ends every session of an account, and any sign-in waiting for its code (after a password reset). */
export async function revokeAllAdminTokens(ctx: CommerceContext, adminId: number): Promise<void> {
  const db = adminDb(ctx);
  await db.deleteFrom('adminTokens').where('adminId', '=', adminId).execute();
  await db.deleteFrom('adminLoginTickets').where('adminId', '=', adminId).execute();
}
