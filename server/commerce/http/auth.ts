import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CommerceContext } from '../context.js';
import { NotLoggedInError } from './envelope.js';
import { addSeconds, now } from '../db/time.js';

export const TOKEN_TTL_SECONDS = 24 * 3600;
// Sliding expiry is refreshed at most this often, so a busy shopper doesn't cause a write per request.
const REFRESH_AFTER_SECONDS = 10 * 60;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random 256-bit token; only its hash is stored. */
export async function issueToken(ctx: CommerceContext, uid: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await ctx.db
    .insertInto('userTokens')
    .values({ tokenHash: hashToken(token), uid, expiresAt: addSeconds(new Date(), TOKEN_TTL_SECONDS), createdAt: now() })
    .execute();
  return token;
}

export async function revokeToken(ctx: CommerceContext, token: string): Promise<void> {
  await ctx.db.deleteFrom('userTokens').where('tokenHash', '=', hashToken(token)).execute();
}

/** The token from `authori-zation` (any case), without an optional `TOKEN_USER:` or `Bearer ` prefix. */
export function readToken(req: FastifyRequest): string | null {
  const raw = req.headers['authori-zation'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) return null;
  const token = value.replace(/^TOKEN_USER:/, '').replace(/^Bearer\s+/i, '').trim();
  return token.length >= 16 && token.length <= 200 ? token : null;
}

export async function resolveUid(ctx: CommerceContext, token: string): Promise<number | null> {
  const row = await ctx.db
    .selectFrom('userTokens')
    .select(['uid', 'expiresAt'])
    .where('tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  const current = now();
  if (!row || row.expiresAt <= current) return null;
  const renewed = addSeconds(new Date(), TOKEN_TTL_SECONDS);
  if (addSeconds(row.expiresAt, REFRESH_AFTER_SECONDS) < renewed) {
    await ctx.db.updateTable('userTokens').set({ expiresAt: renewed }).where('tokenHash', '=', hashToken(token)).execute();
  }
  return row.uid;
}

/** The signed-in shopper's id, or code 401. */
export async function requireUser(ctx: CommerceContext, req: FastifyRequest): Promise<number> {
  const uid = await optionalUser(ctx, req);
  if (uid === null) throw new NotLoggedInError();
  return uid;
}

/** The shopper's id when a valid token came along (public routes that personalise, e.g. userCollect). */
export async function optionalUser(ctx: CommerceContext, req: FastifyRequest): Promise<number | null> {
  const token = readToken(req);
  if (!token) return null;
  return resolveUid(ctx, token);
}
