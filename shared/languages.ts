import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from './constants';

/**
 * Which language a page runs in, read the same way by the SPA (web/src/i18n) and by the BFF, which
 * draws a page only in the language the SPA will take it over in (docs/adr/0009).
 */

export function isLanguage(v: unknown): v is LanguageCode {
  return typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
}

/** The language named by the first path segment, when it is one of the non-default ones. */
export function languageFromPath(pathname: string): LanguageCode | null {
  const first = pathname.split('/')[1] ?? '';
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : null;
}

export function readCookie(name: string, cookie: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Which language a page load runs in: the path prefix wins; a plain path uses the `locale`
 * cookie, so a shopper who chose French and follows a plain link still gets French.
 */
export function detectLanguage(pathname: string, cookie?: string): LanguageCode {
  const fromPath = languageFromPath(pathname);
  if (fromPath) return fromPath;
  const fromCookie = readCookie('locale', cookie) ?? readCookie('language', cookie);
  return isLanguage(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}
