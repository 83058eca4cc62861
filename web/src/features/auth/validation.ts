import { CAPTCHA_RE, EMAIL_RE, isStrongPassword } from '../../../../shared/validation';

/**
 * The rules of docs/storefront-spec.md §5 as pure functions. Each returns the key of the message (under
 * auth:validation.*) or null, so the same rules serve the forms and the tests.
 */
export type FieldError =
  | 'emailEmpty'
  | 'emailInvalid'
  | 'phoneEmpty'
  | 'passwordEmpty'
  | 'passwordRule'
  | 'agreement'
  | 'captchaEmpty'
  | 'captchaInvalid'
  | 'confirmEmpty'
  | 'passwordsDiffer';

export type Errors<F extends string> = Partial<Record<F, FieldError>>;

export function checkEmail(v: string): FieldError | null {
  const s = v.trim();
  if (!s) return 'emailEmpty';
  return EMAIL_RE.test(s) ? null : 'emailInvalid';
}

export function checkPhone(v: string): FieldError | null {
  return v.trim() ? null : 'phoneEmpty';
}

/** Sign-in only needs a password; accounts may predate the current rule. */
export function checkPassword(v: string): FieldError | null {
  return v ? null : 'passwordEmpty';
}

/** New passwords (register, reset) follow the shared rule. */
export function checkNewPassword(v: string): FieldError | null {
  if (!v) return 'passwordEmpty';
  return isStrongPassword(v) ? null : 'passwordRule';
}

export function checkCaptcha(v: string): FieldError | null {
  const s = v.trim();
  if (!s) return 'captchaEmpty';
  return CAPTCHA_RE.test(s) ? null : 'captchaInvalid';
}

export function checkConfirm(password: string, again: string): FieldError | null {
  if (!again) return 'confirmEmpty';
  return password === again ? null : 'passwordsDiffer';
}

export function checkAgreement(agreed: boolean): FieldError | null {
  return agreed ? null : 'agreement';
}

function collect<F extends string>(checks: Record<F, FieldError | null>): Errors<F> {
  const out: Errors<F> = {};
  for (const k of Object.keys(checks) as F[]) {
    const e = checks[k];
    if (e) out[k] = e;
  }
  return out;
}

export const hasErrors = (e: Errors<string>) => Object.keys(e).length > 0;

export const validatePhoneLogin = (f: { phone: string; password: string; agreed: boolean }) =>
  collect({ phone: checkPhone(f.phone), password: checkPassword(f.password), agreed: checkAgreement(f.agreed) });

export const validateEmailLogin = (f: { email: string; password: string; agreed: boolean }) =>
  collect({ email: checkEmail(f.email), password: checkPassword(f.password), agreed: checkAgreement(f.agreed) });

export const validatePhoneCodeLogin = (f: { phone: string; captcha: string; agreed: boolean }) =>
  collect({ phone: checkPhone(f.phone), captcha: checkCaptcha(f.captcha), agreed: checkAgreement(f.agreed) });

export const validateEmailRegister = (f: { email: string; captcha: string; password: string; agreed: boolean }) =>
  collect({
    email: checkEmail(f.email),
    captcha: checkCaptcha(f.captcha),
    password: checkNewPassword(f.password),
    agreed: checkAgreement(f.agreed),
  });

export const validatePhoneRegister = (f: { phone: string; captcha: string; password: string; agreed: boolean }) =>
  collect({
    phone: checkPhone(f.phone),
    captcha: checkCaptcha(f.captcha),
    password: checkNewPassword(f.password),
    agreed: checkAgreement(f.agreed),
  });

/** docs/storefront-spec.md §5: the email code for registration needs a valid email and the password. */
export const validateRegisterEmailCodeRequest = (f: { email: string; password: string }) =>
  collect({ email: checkEmail(f.email), password: checkNewPassword(f.password) });

/** docs/storefront-spec.md §5: a phone code request needs the phone (register, guest and recovery ask no password first). */
export const validatePhoneCodeRequest = (f: { phone: string }) => collect({ phone: checkPhone(f.phone) });

export const validateEmailCodeRequest = (f: { email: string }) => collect({ email: checkEmail(f.email) });

export const validateReset = (f: { captcha: string; password: string; again: string }) =>
  collect({ captcha: checkCaptcha(f.captcha), password: checkNewPassword(f.password), again: checkConfirm(f.password, f.again) });

/** docs/storefront-spec.md §5: guest entry needs a valid email; the phone is optional. */
/** A returning guest proves the email with a code; a new guest needs only the email. */
export const validateGuest = (f: { email: string; resume?: boolean; captcha?: string }) =>
  collect({ email: checkEmail(f.email), captcha: f.resume ? checkCaptcha(f.captcha ?? '') : null });
