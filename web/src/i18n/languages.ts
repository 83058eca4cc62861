import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../../../shared/constants';
import { LANGUAGE_TAGS } from '../../../shared/contract/codes';

export { DEFAULT_LANGUAGE, LANGUAGES };
export type { LanguageCode };

/** BCP 47 tags for Intl and <html lang>; our code "lao" is the ISO 639-2 code, browsers and axe want "lo". */
const BCP47 = LANGUAGE_TAGS;

export function isLanguage(v: unknown): v is LanguageCode {
  return typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
}

export function bcp47(lang: LanguageCode): string {
  return BCP47[lang];
}

/** The language named by the first path segment, when it is one of the non-default ones. */
export function languageFromPath(pathname: string): LanguageCode | null {
  const first = pathname.split('/')[1] ?? '';
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : null;
}

/** The path without its language prefix ("/fr/cart" → "/cart", "/fr" → "/"). */
export function stripLanguagePrefix(pathname: string): string {
  const lang = languageFromPath(pathname);
  if (!lang) return pathname || '/';
  const rest = pathname.slice(lang.length + 1);
  return rest === '' ? '/' : rest;
}

/** The path for a language: plain for the default one, prefixed with the code for the others. */
export function prefixPath(path: string, lang: LanguageCode): string {
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut);
  const tail = cut < 0 ? '' : path.slice(cut);
  const plain = stripLanguagePrefix(pathname.startsWith('/') ? pathname : `/${pathname}`);
  if (lang === DEFAULT_LANGUAGE) return plain + tail;
  return (plain === '/' ? `/${lang}` : `/${lang}${plain}`) + tail;
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

/** The spec keeps the choice in two cookies, `locale` and `language`; both are read by the BFF and by old clients. */
export function writeLanguageCookies(lang: LanguageCode): void {
  const attrs = `; path=/; max-age=${60 * 60 * 24 * 365}; SameSite=Lax`;
  document.cookie = `locale=${encodeURIComponent(lang)}${attrs}`;
  document.cookie = `language=${encodeURIComponent(lang)}${attrs}`;
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
