import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { authenticator } from 'otplib';
import type { CommerceContext } from '../context.js';
import { BusinessError } from '../http/envelope.js';
import { hashToken } from '../http/auth.js';
import { addSeconds, now } from '../db/time.js';
import { openSecret, sealSecret } from './secret-box.js';
import { adminDb, type AdminSide } from './tables.js';

/**
 * Two-factor sign-in for the consoles (RFC 6238 TOTP, the codes of any authenticator app): optional for
 * a shop's staff, required for operators. A code is accepted one step either side of now (clock drift)
 * and only once; recovery codes stand in for a lost phone, each once, and are stored only as hashes.
 */
const totp = authenticator.clone({ window: 1 });
const STEP_SECONDS = 30;

/** How long the step between the password and the code may take, and how many codes it may try. */
export const TICKET_TTL_SECONDS = 5 * 60;
export const TICKET_MAX_TRIES = 5;
export const RECOVERY_CODE_COUNT = 10;

const ISSUER: Record<AdminSide, string> = { merchant: 'Storefront Merchant', platform: 'Storefront Platform' };

export interface NewAuthenticator {
  secret: string;
  otpauthUrl: string;
  sealed: string;
}

/** A new authenticator entry for an account: the secret to type in, the otpauth URL for a QR code, and the sealed form to store. */
export function newAuthenticator(ctx: Pick<CommerceContext, 'config'>, side: AdminSide, account: string): NewAuthenticator {
  const secret = totp.generateSecret(20);
  return { secret, otpauthUrl: totp.keyuri(account, ISSUER[side], secret), sealed: sealSecret(ctx, secret) };
}

const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);

/**
 * Whether `code` is the authenticator's for `sealed`, at a step later than any accepted before; the
 * accepted step is written conditionally, so the same code raced twice signs in once.
 */
export async function acceptTotp(ctx: CommerceContext, adminId: number, sealed: string, code: string): Promise<boolean> {
  const secret = openSecret(ctx, sealed);
  if (!secret || !isTotpCode(code)) return false;
  const delta = totp.checkDelta(code, secret);
  if (delta === null) return false;
  const step = Math.floor(Date.now() / 1000 / STEP_SECONDS) + delta;
  const res = await adminDb(ctx)
    .updateTable('adminAccounts')
    .set({ totpLastStep: step })
    .where('id', '=', adminId)
    .where('totpLastStep', '<', step)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

// Recovery codes: ten `xxxxx-xxxxx` codes of a 31-letter alphabet without look-alikes (about 49 bits each).
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]!);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

const normalise = (code: string): string => code.trim().toLowerCase().replace(/-/g, '');

/** Keyed by the server secret, so a copied table cannot be searched offline; any current or earlier secret checks. */
function recoveryHashes(ctx: Pick<CommerceContext, 'config'>, code: string): string[] {
  return ctx.config.SESSION_SECRETS.map((s) => createHmac('sha256', s).update(`console-recovery\n${normalise(code)}`).digest('hex'));
}

/** Replaces the account's recovery codes with new ones and answers them, the only time they are seen. */
export async function issueRecoveryCodes(ctx: CommerceContext, adminId: number): Promise<string[]> {
  const db = adminDb(ctx);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  const stamp = now();
  await db.deleteFrom('adminRecoveryCodes').where('adminId', '=', adminId).execute();
  await db
    .insertInto('adminRecoveryCodes')
    .values(codes.map((c) => ({ adminId, codeHash: recoveryHashes(ctx, c)[0]!, usedAt: null, createdAt: stamp })))
    .execute();
  return codes;
}

/** Uses up one unused recovery code of the account; false when it is not one, or was used already. */
export async function useRecoveryCode(ctx: CommerceContext, adminId: number, code: string): Promise<boolean> {
  if (isTotpCode(code)) return false;
  const res = await adminDb(ctx)
    .updateTable('adminRecoveryCodes')
    .set({ usedAt: now() })
    .where('adminId', '=', adminId)
    .where('codeHash', 'in', recoveryHashes(ctx, code))
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) >= 1;
}

/** An authenticator code, or else one of the account's recovery codes. */
export async function acceptSecondFactor(ctx: CommerceContext, adminId: number, sealed: string, code: string): Promise<boolean> {
  return (await acceptTotp(ctx, adminId, sealed, code)) || (await useRecoveryCode(ctx, adminId, code));
}

export async function dropSecondFactor(ctx: CommerceContext, adminId: number): Promise<void> {
  const db = adminDb(ctx);
  await db.updateTable('adminAccounts').set({ totpSecret: '', totpPending: '', updatedAt: now() }).where('id', '=', adminId).execute();
  await db.deleteFrom('adminRecoveryCodes').where('adminId', '=', adminId).execute();
}

// ---- Sign-in tickets: the password step passed, the code step to come ----

export interface LoginTicket {
  adminId: number;
  step: 'verify' | 'enrol';
  pendingSecret: string;
  tries: number;
  hash: string;
}

/** A new ticket for the code step; any earlier ticket of the account stops working. */
export async function issueLoginTicket(ctx: CommerceContext, adminId: number, side: AdminSide, step: 'verify' | 'enrol', pendingSecret = ''): Promise<string> {
  const db = adminDb(ctx);
  const ticket = `${side}-2fa-${randomBytes(32).toString('base64url')}`;
  await db.deleteFrom('adminLoginTickets').where('adminId', '=', adminId).execute();
  await db
    .insertInto('adminLoginTickets')
    .values({ ticketHash: hashToken(ticket), adminId, side, step, pendingSecret, tries: 0, expiresAt: addSeconds(new Date(), TICKET_TTL_SECONDS), createdAt: now() })
    .execute();
  return ticket;
}

const SIGN_IN_AGAIN = 'The sign-in has expired, please enter your password again';

/** The live ticket, or code 500 asking for the password again (unknown, expired, another side's, or out of tries). */
export async function readLoginTicket(ctx: CommerceContext, side: AdminSide, ticket: string): Promise<LoginTicket> {
  const hash = hashToken(ticket);
  const row = await adminDb(ctx).selectFrom('adminLoginTickets').selectAll().where('ticketHash', '=', hash).executeTakeFirst();
  if (!row || row.side !== side || row.expiresAt <= now() || row.tries >= TICKET_MAX_TRIES) throw new BusinessError(SIGN_IN_AGAIN);
  return { adminId: row.adminId, step: row.step, pendingSecret: row.pendingSecret, tries: row.tries, hash };
}

/** One wrong code on the ticket; the last allowed one ends it. Answers the tries left. */
export async function countTicketFailure(ctx: CommerceContext, t: LoginTicket): Promise<number> {
  const db = adminDb(ctx);
  await db.updateTable('adminLoginTickets').set((eb) => ({ tries: eb('tries', '+', 1) })).where('ticketHash', '=', t.hash).execute();
  const left = TICKET_MAX_TRIES - t.tries - 1;
  if (left <= 0) await db.deleteFrom('adminLoginTickets').where('ticketHash', '=', t.hash).execute();
  return left;
}

/** Ends the ticket; answers false when a racing request ended it first. */
export async function consumeLoginTicket(ctx: CommerceContext, t: LoginTicket): Promise<boolean> {
  const res = await adminDb(ctx).deleteFrom('adminLoginTickets').where('ticketHash', '=', t.hash).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

export { SIGN_IN_AGAIN };
