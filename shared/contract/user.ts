import * as z from 'zod/mini';
import { CODE_RE, EMAIL_RE, isStrongPassword } from '../validation';
import { bool, dateTime, int, money, object, picture, text } from './fields';
import { formText } from './request-fields';

/**
 * The answer of every sign-in and registration call (docs/upstream-contract.md §2 LoginResponse). The BFF keeps
 * `token` in its session cookie and takes it (and `key`) out of the answer the SPA sees.
 */
export const loginResponse = object({
  token: text,
  type: text,
  key: text,
  uid: int,
  nikeName: text,
  phone: text,
  email: text,
  identity: text,
  userType: text,
});

/** GET /api/front/user/info (UserCenterResponse). Note `nickname` here and `nikeName` in login answers. */
export const userCenter = object({
  uid: int,
  nickname: text,
  avatar: picture,
  phone: text,
  countryCode: text,
  email: text,
  integral: int,
  experience: int,
  couponCount: int,
  collectCount: int,
  userType: text,
});

/** GET /api/front/integral/user: the points account. */
export const pointsSummary = object({ integral: int, sumIntegral: int, deductionIntegral: int, frozenIntegral: int });

/** A points entry; type 1 earned, 2 spent. */
export const pointsEntry = object({ id: int, title: text, integral: int, type: int, balance: int, linkId: text, createTime: text });

/** A notification (our extension; docs/api-extensions.md). */
export const notification = object({ id: int, type: text, title: text, content: text, linkUrl: text, isRead: bool, createTime: text });

/** A liked product (GET /api/front/collect/product/list). */
export const collectedProduct = object({ id: int, productId: int, createTime: dateTime, storeName: text, image: picture, price: money });

/** A followed shop (GET /api/front/collect/merchant/list). */
export const followedShop = object({ uid: int, merId: int, merName: text, merAvatar: picture, createTime: dateTime });

/** POST /api/front/upload/image: where the picture now lives. */
export const uploadedImage = object({ url: text, fileName: text, extName: text, fileSize: int, type: text });

/** An entry of the shopper's menu (GET /api/front/user/menu/user, `routine_my_menus`). */
export const userMenu = object({ id: int, name: text, pc_url: text });

// ---- Requests (what the SPA sends, what the service reads) ----------------------------------

/** Digits only, so "+44", "44" and " 44 " are one country code. */
export function normalizeCountryCode(countryCode: string | null | undefined): string {
  return (countryCode ?? '').replace(/\D/g, '');
}

export function normalizePhone(phone: string): string {
  return phone.replace(/\D/g, '');
}

// Sign-in forms send numbers as strings and vice versa; every field reads as trimmed text first.
const asText = z.transform(formText);
const orEmpty = z.transform((v: unknown): unknown => (v === undefined || v === null ? '' : v));

/** An email, stored lower-cased. */
export const emailField = z.pipe(
  asText,
  z.pipe(
    z
      .string({ error: 'Please enter your email' })
      .check(z.minLength(1, 'Please enter your email'), z.maxLength(255, 'The email is too long'), z.regex(EMAIL_RE, 'Please enter a correct email')),
    z.transform((s) => s.toLowerCase()),
  ),
);

/** A dial code: "+44", "44" or 44; read as digits only. */
export const countryCodeField = z.pipe(
  asText,
  z.pipe(
    z.string({ error: 'Please select a country code' }).check(z.minLength(1, 'Please select a country code'), z.regex(/^\+?\d{1,4}$/, 'Please select a correct country code')),
    z.transform((s: string) => normalizeCountryCode(s)),
  ),
);

/** A national phone number with the usual separators; read as 4 to 15 digits. */
export const phoneField = z.pipe(
  asText,
  z
    .pipe(
      z.string({ error: 'Please enter your phone number' }).check(z.minLength(1, 'Please enter your phone number'), z.regex(/^[\d\s()-]{4,24}$/, 'Please enter a correct phone number')),
      z.transform(normalizePhone),
    )
    .check(z.refine((s) => s.length >= 4 && s.length <= 15, 'Please enter a correct phone number')),
);

/** A 6-digit code sent by email or text message. */
export const captchaField = z.pipe(
  asText,
  z.string({ error: 'Please enter the verification code' }).check(z.minLength(1, 'Please enter the verification code'), z.regex(CODE_RE, 'The verification code must be 6 digits')),
);

/** Sign-in takes any stored password; only its length is bounded (the strength rule is for new ones). */
export const loginPasswordField = z.pipe(
  orEmpty,
  z.string({ error: 'Please enter your password' }).check(z.minLength(1, 'Please enter your password'), z.maxLength(128, 'Incorrect account or password')),
);

/** A new password: 8-20 characters with three of the four kinds. */
export const newPasswordField = z.pipe(
  orEmpty,
  z
    .string({ error: 'Please enter a password' })
    .check(
      z.minLength(1, 'Please enter a password'),
      z.refine(isStrongPassword, 'Password must be 8-20 characters with at least three of upper case, lower case, digits and symbols'),
    ),
);

/** POST /api/front/login/mobile/password. */
export const phonePasswordLogin = z.object({ countryCode: countryCodeField, phone: phoneField, password: loginPasswordField });
/** POST /api/front/login/mobile/captcha. */
export const phoneCodeLogin = z.object({ countryCode: countryCodeField, phone: phoneField, captcha: captchaField });
/** POST /api/front/login/email. */
export const emailPasswordLogin = z.object({ email: emailField, password: loginPasswordField });

/** POST /api/front/login/register/visitor: a guest identity for an email. */
export const visitorLogin = z.object({
  email: emailField,
  // Our addition: the code sent by /login/visitor/sendCode, to resume an earlier guest identity.
  captcha: z.pipe(z.transform((v: unknown): unknown => (v === '' || v === null ? undefined : v)), z.optional(captchaField)),
  phone: z.pipe(asText, z.optional(z.string().check(z.maxLength(24, 'Please enter a correct phone number')))),
  countryCode: z.pipe(asText, z.optional(z.string().check(z.maxLength(5, 'Please select a correct country code')))),
});

/** POST /api/front/login/register/email. */
export const emailRegister = z.object({ email: emailField, captcha: captchaField, password: newPasswordField });
/** POST /api/front/login/register/mobile. */
export const phoneRegister = z.object({ countryCode: countryCodeField, phone: phoneField, captcha: captchaField, password: newPasswordField });

/** The phone code calls (/login/sendCode, /login/register/sendCode, /login/phone/forget/password), as form, query or JSON. */
export const phoneOnly = z.object({ countryCode: countryCodeField, phone: phoneField });
/** POST /api/front/login/visitor/sendCode; the email code calls take the bare email string as their body. */
export const emailOnly = z.object({ email: emailField });

const passwordPair = {
  newPassword: newPasswordField,
  passwordAgain: z.pipe(orEmpty, z.string().check(z.minLength(1, 'Please confirm the password'))),
};
const samePasswords = z.refine<{ newPassword: string; passwordAgain: string }>((v) => v.newPassword === v.passwordAgain, {
  message: 'The two passwords do not match',
  path: ['passwordAgain'],
});

/** POST /api/front/login/email/reset/password. */
export const emailReset = z.object({ email: emailField, captcha: captchaField, ...passwordPair }).check(samePasswords);
/** POST /api/front/login/phone/reset/password. */
export const phoneReset = z.object({ countryCode: countryCodeField, phone: phoneField, captcha: captchaField, ...passwordPair }).check(samePasswords);
/** POST /api/front/user/{email,phone}/update/password: a signed-in change, proven with a code. */
export const passwordUpdate = z.object({ captcha: captchaField, ...passwordPair }).check(samePasswords);

/** Pictures the service serves itself, or an absolute http(s) URL; nothing that could run as script. */
const avatarField = z.pipe(
  asText,
  z
    .string()
    .check(
      z.maxLength(500, 'The avatar address is too long'),
      z.refine((s) => s === '' || (/^\/?crmebimage\/[\w./-]+$/.test(s) && !s.includes('..')) || /^https?:\/\/[^\s"'<>]+$/i.test(s), 'Please upload a correct avatar image'),
    ),
);

/** POST /api/front/user/edit. */
export const userEdit = z.object({
  nickname: z.pipe(
    asText,
    z.string({ error: 'User name cannot be empty' }).check(z.minLength(1, 'User name cannot be empty'), z.maxLength(255, 'User name can be at most 255 characters')),
  ),
  avatar: z.optional(avatarField),
});

/** POST /api/user/change/phone: the account's new phone, proven with the sign-in code sent to it. */
export const changePhone = z.object({ phone: phoneField, sms_code: captchaField });
