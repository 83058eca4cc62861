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
 * Guest entry by email: reuses the guest account of that email (same identity for order lookup)
 * or creates one. A registered account's email can't be entered as a guest.
 */
export async function visitorLogin(ctx: CommerceContext, input: { email: string }): Promise<LoginResponse> {
  if (!ctx.config.VISITOR_OPEN) throw new BusinessError('Guest access is not enabled');
  const existing = await findUserByEmail(ctx, input.email);
  if (existing) {
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

/** The registration code by email; a guest account of that email may still register (it is upgraded). */
export async function sendEmailRegisterCode(ctx: CommerceContext, email: string): Promise<void> {
  const existing = await findUserByEmail(ctx, email);
  if (existing && existing.userType !== 'tourist') throw new BusinessError(EMAIL_TAKEN);
  await sendCode(ctx, { purpose: 'register', target: emailTarget(email), channel: 'email' });
}

export async function sendPhoneRegisterCode(ctx: CommerceContext, input: { countryCode: string; phone: string }): Promise<void> {
  if (await findUserByPhone(ctx, input.countryCode, input.phone)) throw new BusinessError(PHONE_TAKEN);
  await sendCode(ctx, { purpose: 'register', target: phoneTarget(input.countryCode, input.phone), channel: 'sms' });
}

export async function registerByEmail(
  ctx: CommerceContext,
  input: { email: string; captcha: string; password: string },
): Promise<LoginResponse> {
  const existing = await findUserByEmail(ctx, input.email);
  if (existing && existing.userType !== 'tourist') throw new BusinessError(EMAIL_TAKEN);
  await verifyCode(ctx, { purpose: 'register', target: emailTarget(input.email), code: input.captcha });
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
  if (await findUserByPhone(ctx, input.countryCode, input.phone)) throw new BusinessError(PHONE_TAKEN);
  await verifyCode(ctx, { purpose: 'register', target: phoneTarget(input.countryCode, input.phone), code: input.captcha });
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

