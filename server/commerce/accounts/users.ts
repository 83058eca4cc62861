import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { Wire } from '../../../shared/contract/fields.js';
import type { loginResponse as loginResponseShape } from '../../../shared/contract/user.js';
import type { UsersTable } from '../db/schema.js';
import { issueToken } from '../http/auth.js';
import { BusinessError } from '../http/envelope.js';
import { now } from '../db/time.js';
import { SITE_KEYS, siteString } from '../content/site-config.js';

export type User = Selectable<UsersTable>;
export type UserType = 'email' | 'phone' | 'tourist' | 'twitter' | 'google' | 'facebook';

/** The contract's LoginResponse (`nikeName` is the contract's spelling). */
export type LoginResponse = Wire<typeof loginResponseShape>;
/** Whether the answer signed in an existing account or registered a new one. */
type LoginKind = 'login' | 'register';

/** A unique index refused the row (SQLite or PostgreSQL): someone else took the email/phone first. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}

export async function findUserByEmail(ctx: CommerceContext, email: string): Promise<User | undefined> {
  return ctx.db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export async function findUserByPhone(ctx: CommerceContext, countryCode: string, phone: string): Promise<User | undefined> {
  return ctx.db.selectFrom('users').selectAll().where('countryCode', '=', countryCode).where('phone', '=', phone).executeTakeFirst();
}

export async function getUser(ctx: CommerceContext, uid: number): Promise<User> {
  const u = await ctx.db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirst();
  if (!u) throw new BusinessError('User does not exist');
  return u;
}

export function assertActive(user: User): void {
  if (user.status !== 1) throw new BusinessError('This account has been disabled, please contact customer service');
}

/** "138****5678": enough for the shopper to recognise, not enough to read off a screen. */
export function maskPhone(phone: string): string {
  if (phone.length <= 4) return phone;
  const keep = Math.min(3, Math.max(0, phone.length - 7));
  return `${phone.slice(0, keep)}****${phone.slice(-4)}`;
}

export function newIdentity(): string {
  return randomBytes(16).toString('hex');
}

export interface NewUser {
  email?: string | null;
  countryCode?: string | null;
  phone?: string | null;
  passwordHash?: string | null;
  nickname: string;
  userType: UserType;
  identity?: string | null;
  /** A guest's unproven email (migration 020). */
  contactEmail?: string;
}

/** Inserts a shopper; a duplicate email/phone (a concurrent registration) becomes a readable 500. */
export async function insertUser(ctx: CommerceContext, u: NewUser, duplicateMessage: string): Promise<User> {
  const stamp = now();
  try {
    const row = await ctx.db
      .insertInto('users')
      .values({
        email: u.email ?? null,
        phone: u.phone ?? null,
        countryCode: u.phone ? (u.countryCode ?? null) : null,
        passwordHash: u.passwordHash ?? null,
        nickname: u.nickname.slice(0, 255),
        // As A: every new account starts with the site's default picture, so no client shows a broken image.
        avatar: await siteString(ctx, SITE_KEYS.defaultAvatar),
        userType: u.userType,
        identity: u.identity ?? null,
        ...(u.contactEmail ? { contactEmail: u.contactEmail } : {}),
        balance: 0,
        integral: 0,
        frozenIntegral: 0,
        experience: 0,
        status: 1,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw new BusinessError(duplicateMessage);
    throw err;
  }
}

export async function loginResponse(ctx: CommerceContext, user: User, type: LoginKind): Promise<LoginResponse> {
  const token = await issueToken(ctx, user.id);
  return {
    token,
    type,
    key: '',
    uid: user.id,
    nikeName: user.nickname,
    phone: user.phone ?? '',
    // A guest's given email reads as theirs (profile, checkout contact), though it never signs them in.
    email: user.email || user.contactEmail || '',
    identity: user.identity ?? '',
    userType: user.userType,
  };
}

/** Ends every session of a user except, optionally, the one making the change. */
export async function revokeOtherTokens(ctx: CommerceContext, uid: number, keepTokenHash?: string): Promise<void> {
  let q = ctx.db.deleteFrom('userTokens').where('uid', '=', uid);
  if (keepTokenHash) q = q.where('tokenHash', '!=', keepTokenHash);
  await q.execute();
}
