import { LANGUAGES, type LanguageCode } from '../constants';

// No zod here: the SPA's first script reads these codes, and a validator in it would cost ~25 KB gzip.

/**
 * Codes that mean "the session is gone" (docs/upstream-contract.md §1): the BFF drops its cookie and answers 401,
 * and the SPA opens sign-in. 401 itself, and CRMEB's token-expired/invalid/missing codes.
 */
export const LOGGED_OUT_CODES = [401, 410000, 410001, 410002] as const;
export const isLoggedOutCode = (code: unknown): boolean => (LOGGED_OUT_CODES as readonly unknown[]).includes(code);

/**
 * A's generic envelope messages (ExceptionCodeEnum: success, failed, bad parameters, signed out, no permission,
 * not found, system error). They stay on the wire as A sends them, but say nothing the status does not, and only
 * in Chinese: a shopper or merchant is shown the translated text for the status instead.
 */
const A_DEFAULT_MESSAGES: ReadonlySet<string> = new Set(['操作成功', '操作失败', '参数不正确', '参数检验失败', '未登录或token过期，请登录！', '没有相关权限', '没有找到相关数据', '系统异常']);
export const isDefaultMessage = (message: string): boolean => A_DEFAULT_MESSAGES.has(message.trim());

/**
 * Our language codes (the contract's, in paths, cookies and `languageCode`) and their BCP 47 tags
 * for `<html lang>`, hreflang and Intl. Lao is `lao` (ISO 639-2) in the contract and `lo` for browsers.
 */
export const LANGUAGE_TAGS: Readonly<Record<LanguageCode, string>> = { en: 'en', 'zh-CN': 'zh-CN', es: 'es', fr: 'fr', th: 'th', lao: 'lo' };
export const languageTag = (code: string): string => ((LANGUAGES as readonly string[]).includes(code) ? LANGUAGE_TAGS[code as LanguageCode] : code);
