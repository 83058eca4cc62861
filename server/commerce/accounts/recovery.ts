import type { CommerceContext } from '../context.js';
import { BusinessError } from '../http/envelope.js';
import { hashToken } from '../http/auth.js';
import { now } from '../db/time.js';
import { emailTarget, phoneTarget, sendCode, verifyCode } from './codes.js';
import { hashPassword } from './password.js';
import { findUserByEmail, findUserByPhone, getUser, revokeOtherTokens, type User } from './users.js';

const NO_EMAIL_ACCOUNT = 'No account is registered with this email';
const NO_PHONE_ACCOUNT = 'No account is registered with this phone number';

/** Sets a new password; a guest who proves the email this way becomes an email account. */
async function setPassword(ctx: CommerceContext, user: User, password: string): Promise<void> {
  await ctx.db
    .updateTable('users')
    .set({ passwordHash: await hashPassword(password), userType: user.userType === 'tourist' ? 'email' : user.userType, updatedAt: now() })
    .where('id', '=', user.id)
    .execute();
}

// Reset codes answer alike whether or not an account exists ("if an account exists, a code was
// sent"): without an account a code is recorded but never sent, so nothing can be learnt.
export async function sendEmailResetCode(ctx: CommerceContext, email: string): Promise<void> {
  const exists = (await findUserByEmail(ctx, email)) !== undefined;
  await sendCode(ctx, { purpose: 'reset', target: emailTarget(email), channel: 'email', deliver: exists });
}

export async function sendPhoneResetCode(ctx: CommerceContext, input: { countryCode: string; phone: string }): Promise<void> {
  const exists = (await findUserByPhone(ctx, input.countryCode, input.phone)) !== undefined;
  await sendCode(ctx, { purpose: 'reset', target: phoneTarget(input.countryCode, input.phone), channel: 'sms', deliver: exists });
}

/** A reset signs the account out everywhere: whoever knew the old password loses the session too. */
export async function resetPasswordByEmail(ctx: CommerceContext, input: { email: string; captcha: string; newPassword: string }): Promise<void> {
  // The code first: without an account it can only be wrong, exactly as a wrong code for a real one.
  await verifyCode(ctx, { purpose: 'reset', target: emailTarget(input.email), code: input.captcha });
  const user = await findUserByEmail(ctx, input.email);
  if (!user) throw new BusinessError(NO_EMAIL_ACCOUNT);
  await setPassword(ctx, user, input.newPassword);
  await revokeOtherTokens(ctx, user.id);
}

export async function resetPasswordByPhone(
  ctx: CommerceContext,
  input: { countryCode: string; phone: string; captcha: string; newPassword: string },
): Promise<void> {
  await verifyCode(ctx, { purpose: 'reset', target: phoneTarget(input.countryCode, input.phone), code: input.captcha });
  const user = await findUserByPhone(ctx, input.countryCode, input.phone);
  if (!user) throw new BusinessError(NO_PHONE_ACCOUNT);
  await setPassword(ctx, user, input.newPassword);
  await revokeOtherTokens(ctx, user.id);
}

function userEmailTarget(user: User): string {
  if (!user.email) throw new BusinessError('Your account has no email address');
  return emailTarget(user.email);
}

function userPhoneTarget(user: User): string {
  if (!user.phone || !user.countryCode) throw new BusinessError('Your account has no phone number');
  return phoneTarget(user.countryCode, user.phone);
}

/** The password-change code goes to the signed-in shopper's own email or phone, never to an address they name. */
export async function sendPasswordChangeCode(ctx: CommerceContext, uid: number, channel: 'email' | 'sms'): Promise<void> {
  const user = await getUser(ctx, uid);
  const target = channel === 'email' ? userEmailTarget(user) : userPhoneTarget(user);
  await sendCode(ctx, { purpose: 'password', target, channel });
}

/** Changing the password keeps the session that did it and ends every other one. */
export async function changePassword(
  ctx: CommerceContext,
  uid: number,
  token: string,
  channel: 'email' | 'sms',
  input: { captcha: string; newPassword: string },
): Promise<void> {
  const user = await getUser(ctx, uid);
  const target = channel === 'email' ? userEmailTarget(user) : userPhoneTarget(user);
  await verifyCode(ctx, { purpose: 'password', target, code: input.captcha });
  await setPassword(ctx, user, input.newPassword);
  await revokeOtherTokens(ctx, uid, hashToken(token));
}

/** The merchant-settlement code, checked later by the settlement application. */
export async function sendSettledCode(ctx: CommerceContext, email: string): Promise<void> {
  await sendCode(ctx, { purpose: 'settled', target: emailTarget(email), channel: 'email' });
}
