import { z } from 'zod';
import { CODE_RE, EMAIL_RE, isStrongPassword } from '../../../shared/validation.js';
import { normalizeCountryCode, normalizePhone } from './codes.js';

// Forms send numbers as strings and vice versa; every field reads as a trimmed string first.
const text = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : v);

export const emailField = z.preprocess(
  text,
  z
    .string({ error: 'Please enter your email' })
    .min(1, 'Please enter your email')
    .max(255, 'The email is too long')
    .regex(EMAIL_RE, 'Please enter a correct email')
    .transform((s) => s.toLowerCase()),
);

/** Accepts "+44", "44" or "0044"-free digits; stored as digits only. */
export const countryCodeField = z.preprocess(
  text,
  z
    .string({ error: 'Please select a country code' })
    .min(1, 'Please select a country code')
    .regex(/^\+?\d{1,4}$/, 'Please select a correct country code')
    .transform(normalizeCountryCode),
);

export const phoneField = z.preprocess(
  text,
  z
    .string({ error: 'Please enter your phone number' })
    .min(1, 'Please enter your phone number')
    .regex(/^[\d\s()-]{4,24}$/, 'Please enter a correct phone number')
    .transform(normalizePhone)
    .refine((s) => s.length >= 4 && s.length <= 15, 'Please enter a correct phone number'),
);

export const captchaField = z.preprocess(
  text,
  z.string({ error: 'Please enter the verification code' }).min(1, 'Please enter the verification code').regex(CODE_RE, 'The verification code must be 6 digits'),
);

/** Sign-in takes any stored password; only its length is bounded (the strength rule is for new ones). */
export const loginPasswordField = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(128, 'Incorrect account or password'),
);

export const newPasswordField = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z
    .string({ error: 'Please enter a password' })
    .min(1, 'Please enter a password')
    .refine(isStrongPassword, 'Password must be 8-20 characters with at least three of upper case, lower case, digits and symbols'),
);

export const phonePasswordLogin = z.object({ countryCode: countryCodeField, phone: phoneField, password: loginPasswordField });
export const phoneCodeLogin = z.object({ countryCode: countryCodeField, phone: phoneField, captcha: captchaField });
export const emailPasswordLogin = z.object({ email: emailField, password: loginPasswordField });

export const visitorLogin = z.object({
  email: emailField,
  // Our addition: the code sent by /login/visitor/sendCode, to resume an earlier guest identity.
  captcha: z.preprocess((v) => (v === '' || v === null ? undefined : v), captchaField.optional()),
  phone: z.preprocess(text, z.string().max(24, 'Please enter a correct phone number').optional()),
  countryCode: z.preprocess(text, z.string().max(5, 'Please select a correct country code').optional()),
});

export const emailRegister = z.object({ email: emailField, captcha: captchaField, password: newPasswordField });
export const phoneRegister = z.object({ countryCode: countryCodeField, phone: phoneField, captcha: captchaField, password: newPasswordField });

export const phoneOnly = z.object({ countryCode: countryCodeField, phone: phoneField });
export const emailOnly = z.object({ email: emailField });

const passwordPair = {
  newPassword: newPasswordField,
  passwordAgain: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().min(1, 'Please confirm the password')),
};
const samePasswords = (v: { newPassword: string; passwordAgain: string }) => v.newPassword === v.passwordAgain;
const mismatch = { message: 'The two passwords do not match', path: ['passwordAgain'] };

export const emailReset = z.object({ email: emailField, captcha: captchaField, ...passwordPair }).refine(samePasswords, mismatch);
export const phoneReset = z
  .object({ countryCode: countryCodeField, phone: phoneField, captcha: captchaField, ...passwordPair })
  .refine(samePasswords, mismatch);
export const passwordUpdate = z.object({ captcha: captchaField, ...passwordPair }).refine(samePasswords, mismatch);

/** Images we serve ourselves, or an absolute http(s) URL; nothing that could run as script. */
const avatarField = z.preprocess(
  text,
  z
    .string()
    .max(500, 'The avatar address is too long')
    .refine((s) => s === '' || (/^\/?crmebimage\/[\w./-]+$/.test(s) && !s.includes('..')) || /^https?:\/\/[^\s"'<>]+$/i.test(s), 'Please upload a correct avatar image'),
);

export const userEdit = z.object({
  nickname: z.preprocess(
    text,
    z.string({ error: 'User name cannot be empty' }).min(1, 'User name cannot be empty').max(255, 'User name can be at most 255 characters'),
  ),
  avatar: avatarField.optional(),
});

export const changePhone = z.object({ phone: phoneField, sms_code: captchaField });
