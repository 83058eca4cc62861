/**
 * Request logs keep the path and query, which support staff need, but never the personal data some
 * contract calls put in the query string (the phone login code is requested with `?phone=…`):
 * values of sensitive parameters, and anything that looks like an email, become "[redacted]".
 */
const SENSITIVE_KEYS = /^(phone|mobile|email|account|captcha|code|password|newpassword|passwordagain|token|identity|realname|username|name|address|key|credential)$/i;
const EMAIL_LIKE = /[^\s@&=?]+@[^\s@&=?]+\.[^\s@&=?]+/;
const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const [k, v] of [...params.entries()]) {
    if (SENSITIVE_KEYS.test(k) || EMAIL_LIKE.test(v)) {
      params.set(k, REDACTED);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString().replaceAll('%5Bredacted%5D', REDACTED)}` : url;
}
