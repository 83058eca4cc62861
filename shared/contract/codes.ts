import { LANGUAGES, type LanguageCode } from '../constants';

// No zod here: the SPA's first script reads these codes, and a validator in it would cost ~25 KB gzip.

/**
 * Codes that mean "the session is gone" (docs/upstream-contract.md §1): the BFF drops its cookie and answers 401,
 * and the SPA opens sign-in. 401 itself, and CRMEB's token-expired/invalid/missing codes.
 */
export const LOGGED_OUT_CODES = [401, 410000, 410001, 410002] as const;
export const isLoggedOutCode = (code: unknown): boolean => (LOGGED_OUT_CODES as readonly unknown[]).includes(code);

/**
 * Our language codes (the contract's, in paths, cookies and `languageCode`) and their BCP 47 tags
 * for `<html lang>`, hreflang and Intl. Lao is `lao` (ISO 639-2) in the contract and `lo` for browsers.
 */
export const LANGUAGE_TAGS: Readonly<Record<LanguageCode, string>> = { en: 'en', 'zh-CN': 'zh-CN', es: 'es', fr: 'fr', th: 'th', lao: 'lo' };
export const languageTag = (code: string): string => ((LANGUAGES as readonly string[]).includes(code) ? LANGUAGE_TAGS[code as LanguageCode] : code);
