import type { CommerceContext } from '../context.js';
import { BusinessError } from '../http/envelope.js';
import { now } from '../db/time.js';
import { emailTarget, phoneTarget, sendCode, verifyCode } from './codes.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';
import {
  assertActive,
  findUserByEmail,
  findUserByPhone,
  insertUser,

  loginResponse,
  maskPhone,
  newIdentity,
  type LoginResponse,
  type User,
} from './users.js';

const BAD_CREDENTIALS = 'Incorrect account or password';
export const EMAIL_TAKEN = 'This email is already registered, please log in';
export const PHONE_TAKEN = 'This phone number is already registered, please log in';

/**
 * Password check that takes the same work whether or not the account exists, and answers
 * the same message either way, so sign-in can't be used to find out who has an account.
 */
async function checkPassword(user: User | undefined, password: string): Promise<User> {
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !user.passwordHash || !ok) throw new BusinessError(BAD_CREDENTIALS);
  assertActive(user);
  return user;
}

export async function loginByPhonePassword(
  ctx: CommerceContext,
  input: { countryCode: string; phone: string; password: string },
): Promise<LoginResponse> {
  const user = await checkPassword(await findUserByPhone(ctx, input.countryCode, input.phone), input.password);
  return loginResponse(ctx, user, 'login');
}

export async function loginByEmailPassword(ctx: CommerceContext, input: { email: string; password: string }): Promise<LoginResponse> {
  const user = await checkPassword(await findUserByEmail(ctx, input.email), input.password);
  return loginResponse(ctx, user, 'login');
}

/** The login code goes out whether or not the phone has an account, so the call reveals nothing. */
export async function sendPhoneLoginCode(ctx: CommerceContext, input: { countryCode: string; phone: string }): Promise<void> {
  await sendCode(ctx, { purpose: 'login', target: phoneTarget(input.countryCode, input.phone), channel: 'sms' });
}

/**
 * Phone + code: the code proves the phone, so as in the upstream a phone without an account gets
 * one on the spot (type "register"); it has no password until the shopper sets one by reset.
 */
export async function loginByPhoneCode(
  ctx: CommerceContext,
  input: { countryCode: string; phone: string; captcha: string },
): Promise<LoginResponse> {
  await verifyCode(ctx, { purpose: 'login', target: phoneTarget(input.countryCode, input.phone), code: input.captcha });
  const existing = await findUserByPhone(ctx, input.countryCode, input.phone);
  if (existing) {
    assertActive(existing);
    return loginResponse(ctx, existing, 'login');
  }
  try {
    const user = await insertUser(
      ctx,
      { countryCode: input.countryCode, phone: input.phone, nickname: maskPhone(input.phone), userType: 'phone' },
      PHONE_TAKEN,
    );
    return loginResponse(ctx, user, 'register');
  } catch (err) {
    // Two sign-ins racing for a new phone: the loser signs in to the account the winner created.
    const again = await findUserByPhone(ctx, input.countryCode, input.phone);
    if (again) return loginResponse(ctx, again, 'login');
    throw err;
  }
}

/**
 * Guest entry by email. Without proof that the shopper owns the email, every entry is a fresh, empty
 * guest identity: it never reaches an earlier guest's orders or addresses, and the answer is the same
 * whether or not the email is known. With the code sent to that email (`captcha`), the earlier
 * guest identity of the email is resumed, or a guest bound to the email is created.
 */
export async function visitorLogin(ctx: CommerceContext, input: { email: string; captcha?: string }): Promise<LoginResponse> {
  if (!ctx.config.VISITOR_OPEN) throw new BusinessError('Guest access is not enabled');
  if (!input.captcha) {
    // Unproven, so not the account's email; kept as the guest's contact for the profile and the address form.
    const user = await insertUser(ctx, { email: null, contactEmail: input.email, nickname: input.email.split('@')[0] || 'Guest', userType: 'tourist', identity: newIdentity() }, EMAIL_TAKEN);
    return loginResponse(ctx, user, 'register');
  }
  await verifyCode(ctx, { purpose: 'visitor', target: emailTarget(input.email), code: input.captcha });
  const existing = await findUserByEmail(ctx, input.email);
  if (existing) {
    // The code proved the email is theirs, so saying it belongs to an account leaks nothing.
    if (existing.userType !== 'tourist') throw new BusinessError('This email is registered, please log in with your account');
    assertActive(existing);
    return loginResponse(ctx, existing, 'login');
  }
  try {
    const user = await insertUser(
      ctx,
      { email: input.email, nickname: input.email.split('@')[0] || 'Guest', userType: 'tourist', identity: newIdentity() },
      EMAIL_TAKEN,
    );
    return loginResponse(ctx, user, 'register');
  } catch (err) {
    const again = await findUserByEmail(ctx, input.email);
    if (again?.userType === 'tourist') return loginResponse(ctx, again, 'login');
    throw err;
  }
}

/** The code that lets a guest resume their earlier guest identity; sent to any email, answered alike. */
export async function sendVisitorCode(ctx: CommerceContext, email: string): Promise<void> {
  if (!ctx.config.VISITOR_OPEN) throw new BusinessError('Guest access is not enabled');
  await sendCode(ctx, { purpose: 'visitor', target: emailTarget(email), channel: 'email' });
}

// The answer never says whether the address is registered: a registered one gets no code (the
// register step then reports the code as wrong), anything else gets one.
export async function sendEmailRegisterCode(ctx: CommerceContext, email: string): Promise<void> {
  const existing = await findUserByEmail(ctx, email);
  await sendCode(ctx, { purpose: 'register', target: emailTarget(email), channel: 'email', deliver: !existing || existing.userType === 'tourist' });
}

export async function sendPhoneRegisterCode(ctx: CommerceContext, input: { countryCode: string; phone: string }): Promise<void> {
  const existing = await findUserByPhone(ctx, input.countryCode, input.phone);
  await sendCode(ctx, { purpose: 'register', target: phoneTarget(input.countryCode, input.phone), channel: 'sms', deliver: !existing });
}

export async function registerByEmail(
  ctx: CommerceContext,
  input: { email: string; captcha: string; password: string },
): Promise<LoginResponse> {
  // The code first: a registered email never got one, so a guess fails like any wrong code.
  await verifyCode(ctx, { purpose: 'register', target: emailTarget(input.email), code: input.captcha });
  const existing = await findUserByEmail(ctx, input.email);
  if (existing && existing.userType !== 'tourist') throw new BusinessError(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  if (existing) {
    // The code proved the guest owns the email: the guest account (and its orders) becomes a real one.
    const res = await ctx.db
      .updateTable('users')
      .set({ passwordHash, userType: 'email', updatedAt: now() })
      .where('id', '=', existing.id)
      .where('userType', '=', 'tourist')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw new BusinessError(EMAIL_TAKEN);
    return loginResponse(ctx, { ...existing, passwordHash, userType: 'email' }, 'register');
  }
  const user = await insertUser(
    ctx,
    { email: input.email, passwordHash, nickname: input.email.split('@')[0] || input.email, userType: 'email' },
    EMAIL_TAKEN,
  );
  return loginResponse(ctx, user, 'register');
}

export async function registerByPhone(
  ctx: CommerceContext,
  input: { countryCode: string; phone: string; captcha: string; password: string },
): Promise<LoginResponse> {
  const target = phoneTarget(input.countryCode, input.phone);
  // A real backend keeps one code per phone, so clients (the PC client among them) register with the
  // code from /login/sendCode; the newest open code of either kind proves the number.
  const newest = await ctx.db
    .selectFrom('verificationCodes')
    .select('purpose')
    .where('target', '=', target)
    .where('purpose', 'in', ['register', 'login'])
    .where('consumedAt', 'is', null)
    .orderBy('sentAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  await verifyCode(ctx, { purpose: newest?.purpose === 'login' ? 'login' : 'register', target, code: input.captcha });
  if (await findUserByPhone(ctx, input.countryCode, input.phone)) throw new BusinessError(PHONE_TAKEN);
  const user = await insertUser(
    ctx,
    {
      countryCode: input.countryCode,
      phone: input.phone,
      passwordHash: await hashPassword(input.password),
      nickname: maskPhone(input.phone),
      userType: 'phone',
    },
    PHONE_TAKEN,
  );
  return loginResponse(ctx, user, 'register');
}

