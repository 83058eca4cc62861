/**
 * The prefix rules of suggestions as you type (docs/api-extensions.md "Suggestions as you type"), apart from
 * the contract's shapes so the storefront's header can use them without loading a validator in its first script.
 */

export const SUGGEST_PATH = '/api/front/product/suggest';

/** The longest prefix looked at: longer input is cut, never refused (a pasted paragraph still gets an answer). */
export const SUGGEST_MAX_PREFIX = 64;

/**
 * The prefix as every side compares it: width-folded (full-width Latin and half-width kana become
 * their usual forms), lower-case, spaces trimmed and collapsed, control characters and unpaired
 * surrogates dropped, at most SUGGEST_MAX_PREFIX characters. The BFF keys its cache by it, so "Phone",
 * " phone " and "ｐｈｏｎｅ" are one entry.
 */
export function normaliseSuggestPrefix(raw: string): string {
  const cleaned = raw
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}\uFFFD]/gu, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(cleaned).slice(0, SUGGEST_MAX_PREFIX).join('').trim();
}

/** Scripts written without spaces between words, where one character is already a word (CJK, Thai, Lao). */
const ONE_CHARACTER_WORDS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}]/u;

/** Whether a normalised prefix is long enough to suggest for: 2 characters, 1 in CJK, Thai and Lao. */
export function suggestsFor(prefix: string): boolean {
  const n = Array.from(prefix).length;
  return n >= 2 || (n === 1 && ONE_CHARACTER_WORDS.test(prefix));
}

