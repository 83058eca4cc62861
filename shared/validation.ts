/** docs/storefront-spec.md §5 email pattern: letters, digits, underscore, hyphen, dot, @, and a domain with a dot. */
export const EMAIL_RE = /^[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
export const CAPTCHA_RE = /^[A-Za-z0-9]+$/;
export const CODE_RE = /^\d{6}$/;

/** 8–20 characters with at least three of: upper case, lower case, digits, symbols. */
export function isStrongPassword(pw: string): boolean {
  if (pw.length < 8 || pw.length > 20) return false;
  const classes = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(pw)).length;
  return classes >= 3;
}
