import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../../../shared/constants';
import { detectLanguage, isLanguage, languageFromPath, readCookie } from '../../../shared/languages';
import { LANGUAGE_TAGS } from '../../../shared/contract/codes';

export { DEFAULT_LANGUAGE, LANGUAGES, detectLanguage, isLanguage, languageFromPath, readCookie };
export type { LanguageCode };

/** BCP 47 tags for Intl and <html lang>; our code "lao" is the ISO 639-2 code, browsers and axe want "lo". */
const BCP47 = LANGUAGE_TAGS;

export function bcp47(lang: LanguageCode): string {
  return BCP47[lang];
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

/** The spec keeps the choice in two cookies, `locale` and `language`; both are read by the BFF and by old clients. */
export function writeLanguageCookies(lang: LanguageCode): void {
  const attrs = `; path=/; max-age=${60 * 60 * 24 * 365}; SameSite=Lax`;
  document.cookie = `locale=${encodeURIComponent(lang)}${attrs}`;
  document.cookie = `language=${encodeURIComponent(lang)}${attrs}`;
}

