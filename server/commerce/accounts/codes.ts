import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CommerceContext } from '../context.js';
import { BusinessError } from '../http/envelope.js';
import { addSeconds, formatDateTime, now, parseDateTime } from '../db/time.js';
import { CODE_MAX_TRIES, CODE_RESEND_SECONDS, CODE_TTL_SECONDS } from '../../../shared/constants.js';
import { CODE_RE } from '../../../shared/validation.js';
import { normalizeCountryCode, normalizePhone } from '../../../shared/contract/user.js';
import { assertDeliverable, deliver, type Channel } from './delivery.js';

export type CodePurpose = 'login' | 'register' | 'reset' | 'password' | 'settled' | 'visitor' | 'merchant-reset' | 'platform-reset';

export interface SendCodeInput {
  purpose: CodePurpose;
  /** emailTarget(...) or phoneTarget(...) */
  target: string;
  channel: Channel;
  /**
   * false: record a code but send nothing. Used where the target has no account, so the answer, the
   * resend wait and a later wrong-code message are the same whether or not the account exists.
   */
  deliver?: boolean;
}

export interface VerifyCodeInput {
  purpose: CodePurpose;
  target: string;
  code: string;
}

/** The stored form of an email recipient: trimmed and lower-cased. */
export function emailTarget(email: string): string {
  return email.trim().toLowerCase();
}

/** The stored form of a phone recipient: `+<country digits><national digits>`. */
export function phoneTarget(countryCode: string, phone: string): string {
  return `+${normalizeCountryCode(countryCode)}${normalizePhone(phone)}`;
}

/**
 * Codes are keyed by the server secret and bound to purpose and target, so a leaked table row can't be
 * brute-forced offline over the million possible codes, and a code for one purpose never fits another.
 */
function hashCode(ctx: CommerceContext, purpose: string, target: string, code: string): string {
  return createHmac('sha256', ctx.config.SESSION_SECRETS[0]!).update(`${purpose}\n${target}\n${code}`).digest('hex');
}

const SUBJECTS: Record<CodePurpose, string> = {
  login: 'Your sign-in code',
  register: 'Your registration code',
  reset: 'Your password reset code',
  password: 'Your password change code',
  settled: 'Your merchant application code',
  visitor: 'Your guest order access code',
  'merchant-reset': 'Your merchant console password reset code',
  'platform-reset': 'Your platform console password reset code',
};

function messageText(purpose: CodePurpose, code: string): string {
  const minutes = Math.round(CODE_TTL_SECONDS / 60);
  return `${SUBJECTS[purpose]} is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, ignore this message.`;
}

/**
 * Creates and delivers a 6-digit code. A new code replaces the earlier one for the same purpose and
 * target (one row each, unique index), but only once the resend interval has passed: the replace is
 * a single conditional upsert, so two racing requests cannot both get a code out.
 */
export async function sendCode(ctx: CommerceContext, input: SendCodeInput): Promise<void> {
  assertDeliverable(ctx, input.channel);
  const current = new Date();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const fresh = {
    codeHash: hashCode(ctx, input.purpose, input.target, code),
    tries: 0,
    sentAt: formatDateTime(current),
    expiresAt: addSeconds(current, CODE_TTL_SECONDS),
    consumedAt: null,
  };
  const row = await ctx.db
    .insertInto('verificationCodes')
    .values({ purpose: input.purpose, target: input.target, ...fresh })
    .onConflict((oc) =>
      oc
        .columns(['purpose', 'target'])
        .doUpdateSet(fresh)
        .where('verificationCodes.sentAt', '<=', addSeconds(current, -CODE_RESEND_SECONDS)),
    )
    .returning('id')
    .executeTakeFirst();
  if (!row) {
    const last = await ctx.db
      .selectFrom('verificationCodes')
      .select('sentAt')
      .where('purpose', '=', input.purpose)
      .where('target', '=', input.target)
      .executeTakeFirst();
    const waited = last ? Math.floor((current.getTime() - parseDateTime(last.sentAt).getTime()) / 1000) : 0;
    const wait = Math.min(CODE_RESEND_SECONDS, Math.max(1, CODE_RESEND_SECONDS - waited));
    throw new BusinessError(`Please wait ${wait} seconds before requesting a new code`);
  }
  if (input.deliver === false) return;
  try {
    await deliver(ctx, {
      to: input.target,
      channel: input.channel,
      subject: SUBJECTS[input.purpose],
      text: messageText(input.purpose, code),
      code,
      purpose: input.purpose,
    });
  } catch (err) {
    // A code nobody received must not block the shopper's retry for a minute.
    await ctx.db.deleteFrom('verificationCodes').where('id', '=', row.id).where('codeHash', '=', fresh.codeHash).execute();
    throw err;
  }
}

/**
 * Checks and consumes a code. Wrong guesses count against the code; after the limit it is locked
 * and a new one must be requested. Success consumes it, so it works once.
 */
export async function verifyCode(ctx: CommerceContext, input: VerifyCodeInput): Promise<void> {
  const code = String(input.code ?? '').trim();
  if (!CODE_RE.test(code)) throw new BusinessError('The verification code must be 6 digits', 400);
  const row = await ctx.db
    .selectFrom('verificationCodes')
    .selectAll()
    .where('purpose', '=', input.purpose)
    .where('target', '=', input.target)
    .where('consumedAt', 'is', null)
    .orderBy('sentAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw new BusinessError('Please request a verification code first');
  if (row.expiresAt <= now()) throw new BusinessError('The verification code has expired, please request a new one');
  if (row.tries >= CODE_MAX_TRIES) throw new BusinessError('Too many wrong attempts, please request a new code');

  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(hashCode(ctx, input.purpose, input.target, code), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    // Conditional, so concurrent wrong guesses can't run past the limit.
    const res = await ctx.db
      .updateTable('verificationCodes')
      .set((eb) => ({ tries: eb('tries', '+', 1) }))
      .where('id', '=', row.id)
      .where('tries', '<', CODE_MAX_TRIES)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw new BusinessError('Too many wrong attempts, please request a new code');
    const left = CODE_MAX_TRIES - row.tries - 1;
    throw new BusinessError(
      left > 0 ? `Incorrect verification code, ${left} ${left === 1 ? 'try' : 'tries'} left` : 'Incorrect verification code, please request a new code',
    );
  }
  // Two requests racing with the same right code: only one consumes it.
  const used = await ctx.db
    .updateTable('verificationCodes')
    .set({ consumedAt: now() })
    .where('id', '=', row.id)
    .where('consumedAt', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) === 0) throw new BusinessError('Please request a verification code first');
}

/**
 * Deletes codes that can no longer be used (expired a day ago, or consumed), so the table holds only
 * live codes; meant for the periodic background jobs. Returns how many rows went.
 */
export async function purgeStaleCodes(ctx: CommerceContext): Promise<number> {
  const cutoff = addSeconds(new Date(), -86_400);
  const res = await ctx.db
    .deleteFrom('verificationCodes')
    .where((eb) => eb.or([eb('expiresAt', '<', cutoff), eb.and([eb('consumedAt', 'is not', null), eb('sentAt', '<', cutoff)])]))
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
