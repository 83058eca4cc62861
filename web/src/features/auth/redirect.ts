import { readCookie, stripLanguagePrefix } from '../../i18n/languages';

/**
 * Where to go after sign-in. Only same-site relative paths are ever followed: a single leading
 * slash, no "//" (protocol-relative), no backslash (browsers treat it as "/"), no control
 * characters, and nothing that resolves to another origin.
 */
export function isSafeRedirect(path: unknown): path is string {
  if (typeof path !== 'string' || path.length === 0 || path.length > 2048) return false;
  if (!path.startsWith('/') || path.includes('//') || path.includes('\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(path)) return false;
  try {
    const base = 'http://storefront.invalid';
    return new URL(path, base).origin === base;
  } catch {
    return false;
  }
}

/** Pages that make no sense to come back to once signed in. */
const SIGN_IN_PAGES = new Set(['/login', '/login/user', '/forget', '/register/user', '/middlewares/callback_twitter']);

/** True on the pages that show the sign-in panels themselves (any language prefix). */
export function isSignInPage(pathname: string): boolean {
  return SIGN_IN_PAGES.has(stripLanguagePrefix(pathname));
}

export function safeRedirectTarget(path: unknown, fallback = '/'): string {
  if (!isSafeRedirect(path)) return fallback;
  const bare = stripLanguagePrefix(path.split(/[?#]/)[0] ?? '/');
  return SIGN_IN_PAGES.has(bare) ? fallback : path;
}

export const FROM_PATH_COOKIE = 'fromPath';

/** Remembers where the shopper was (path + query) for after sign-in; unsafe paths are ignored. */
export function saveFromPath(path: string): void {
  if (!isSafeRedirect(path)) return;
  document.cookie = `${FROM_PATH_COOKIE}=${encodeURIComponent(path)}; path=/; max-age=1800; SameSite=Lax`;
}

export function readFromPath(): string | null {
  const v = readCookie(FROM_PATH_COOKIE);
  return isSafeRedirect(v) ? v : null;
}

export function clearFromPath(): void {
  document.cookie = `${FROM_PATH_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

/** Reads and forgets the saved path; the fallback when none (or an unsafe one) was saved. */
export function takeFromPath(fallback = '/'): string {
  const v = readFromPath();
  clearFromPath();
  return safeRedirectTarget(v, fallback);
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
