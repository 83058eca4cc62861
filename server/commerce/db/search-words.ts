/**
 * The catalogue's own words, the vocabulary "Did you mean …?" draws its corrections from (migration 026).
 *
 * One definition for both databases: PostgreSQL's trigger splits with the same separator class (written
 * into its SQL function by the migration) after `storefront_fold`; SQLite's trigger calls `storefront_words`,
 * registered on every connection from this module. So a catalogue yields the same words on either database.
 *
 * - Fold: accents and case, as search folds (PostgreSQL: lower(unaccent()); here: the combining accents of
 *   the canonical decomposition removed, then lower case). Width is folded on the shopper's keyword only
 *   (NFKC, see `foldKeyword`), so a full-width "ｈｅｄｐｈｏｎｅｓ" still finds "headphones".
 * - Split: on white space and punctuation/symbols (ASCII, Latin-1, general and CJK punctuation, full-width
 *   punctuation). Chinese, Japanese and Thai names have no spaces, so their runs are taken as they occur.
 * - Bound: words of one character are skipped, longer ones are cut to `MAX_WORD_LENGTH` characters, so a
 *   long CJK or Thai run adds one bounded word, never an unbounded one.
 */

export const MAX_WORD_LENGTH = 32;

/**
 * The separator class as `\uXXXX` ranges, valid both in a JavaScript `u` regex and in a PostgreSQL regex
 * (the migration embeds it in `storefront_words`).
 */
export const WORD_SEPARATOR_CLASS =
  '\\u0001-\\u0020\\u0021-\\u002F\\u003A-\\u0040\\u005B-\\u0060\\u007B-\\u00BF\\u00D7\\u00F7\\u2000-\\u206F\\u3000-\\u303F\\uFF01-\\uFF0F\\uFF1A-\\uFF20\\uFF3B-\\uFF40\\uFF5B-\\uFF65';

const SEPARATORS = new RegExp(`[${WORD_SEPARATOR_CLASS}]+`, 'u');

/** Accents and case, the fold of the vocabulary (PostgreSQL's storefront_fold does the same for Latin text). */
export function foldWord(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().normalize('NFC');
}

/** The shopper's keyword: width too (NFKC), then as the vocabulary. */
export function foldKeyword(text: string): string {
  return foldWord(text.normalize('NFKC'));
}

/** The distinct words of a product's name and keywords, as the vocabulary keeps them. */
export function wordsOf(text: string): string[] {
  const out = new Set<string>();
  for (const piece of foldWord(text).split(SEPARATORS)) {
    const chars = Array.from(piece);
    if (chars.length < 2) continue;
    out.add(chars.length > MAX_WORD_LENGTH ? chars.slice(0, MAX_WORD_LENGTH).join('') : piece);
  }
  return [...out];
}

/** The keyword's pieces, split as product text is (kept in order, repeats kept). */
export function keywordPieces(keyword: string): string[] {
  return foldKeyword(keyword)
    .split(SEPARATORS)
    .filter((p) => p !== '');
}

/** SQLite: `storefront_words(text)` as a JSON array, read by the vocabulary triggers through json_each. */
export function storefrontWordsJson(text: unknown): string {
  return JSON.stringify(typeof text === 'string' ? wordsOf(text) : []);
}

/**
 * The relevance tier of a product name for a folded keyword (docs/api-extensions.md "Relevance"): 0 the name is
 * the keyword, 1 it starts with it, 2 a word of it does, 3 it contains it elsewhere, 4 it does not (only the
 * product's keywords do). SQLite calls it as `storefront_tier(name, keyword)`, once per match; PostgreSQL
 * computes the same in SQL (catalog/search.ts `relevance`).
 */
export function matchTier(name: unknown, term: unknown): number {
  if (typeof name !== 'string' || typeof term !== 'string') return 4;
  const f = foldWord(name);
  if (f === term) return 0;
  if (f.startsWith(term)) return 1;
  if (` ${f}`.includes(` ${term}`)) return 2;
  return f.includes(term) ? 3 : 4;
}
