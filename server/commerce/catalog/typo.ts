import { sql } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { PageArgs, PageInfo } from '../http/envelope.js';
import type { SearchCorrection } from '../../../shared/contract/search-correction.js';
import { foldKeyword, foldWord, keywordPieces } from '../db/search-words.js';
import { ftsPhrase, searchTerm, type ProductListQuery } from './query.js';

/**
 * Typo tolerance (issue 28, requirement 3): a keyword that finds nothing, or very few products, is
 * corrected word by word from the catalogue's own vocabulary (migration 026) by trigram similarity, as
 * PostgreSQL's pg_trgm defines it, on both databases:
 *
 *   trigrams(w)     = the set of three-character runs of "  " + w + " " (two spaces before, one after)
 *   similarity(a,b) = |trigrams(a) ∩ trigrams(b)| / |trigrams(a) ∪ trigrams(b)|
 *
 * PostgreSQL fetches the candidates with pg_trgm's `%` on the words' trigram index; SQLite fetches every
 * word sharing a padded trigram from its FTS5 trigram table. Both then score the candidates with
 * `similarity` below and take the highest, then the word more products hold, then the word first in code
 * point order, so both databases choose the same correction for the same catalogue.
 */

/** Keywords shorter than this (in characters) are never corrected: too little to tell a typo from a word. */
export const TYPO_MIN_LENGTH = 3;

/** "Very few": with this many exact results or fewer, a better keyword is offered ("Did you mean"). */
export const FEW_RESULTS = 2;

/**
 * The least similarity a correction needs. pg_trgm's default (0.3) misses transposed letters in short
 * words ("iphnoe" is 0.27 from "iphone"), which are the commonest typos; 0.25 keeps them and still
 * refuses unrelated words (measured on the demo catalogue and the bench's).
 */
export const TYPO_THRESHOLD = 0.25;

/** The most words of one keyword that are corrected (a keyword is at most 64 characters anyway). */
const MAX_PIECES = 8;

/** Scripts written without spaces between words: their runs are whole phrases, not words to correct. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** pg_trgm's trigram set of one word (already folded). */
export function trigrams(word: string): Set<string> {
  const chars = Array.from(`  ${word} `);
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  return out;
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams of either. */
export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  const all = ta.size + tb.size - shared;
  return all === 0 ? 0 : shared / all;
}

/** A word of the keyword worth correcting: long enough, with letters, of a script that spaces its words. */
export function correctable(piece: string): boolean {
  return Array.from(piece).length >= TYPO_MIN_LENGTH && /\p{L}/u.test(piece) && !UNSPACED.test(piece);
}

interface Candidate {
  word: string;
  n: number;
}

/** The vocabulary's words sharing trigrams with each piece (the pieces worth correcting only). */
async function candidates(ctx: CommerceContext, pieces: string[]): Promise<Map<string, Candidate[]>> {
  const out = new Map<string, Candidate[]>();
  if (pieces.length === 0) return out;
  if (ctx.kind === 'postgres') {
    // `%` reads pg_trgm's threshold from the session; set for this transaction only (one for the whole keyword),
    // a little under ours so pg_trgm's single-precision figure never drops a word the exact score below keeps.
    // The words' trigram index answers in a fraction of a millisecond, but the planner, seeing a small table,
    // preferred scoring every word (57 ms at 23,000 words): sequential scans are off for these queries.
    await ctx.db.transaction().execute(async (trx) => {
      await sql`select set_config('pg_trgm.similarity_threshold', ${String(TYPO_THRESHOLD - 0.01)}, true), set_config('enable_seqscan', 'off', true)`.execute(trx);
      for (const piece of pieces) out.set(piece, (await sql<Candidate>`select word, n from search_words where word % ${piece}`.execute(trx)).rows);
    });
    return out;
  }
  for (const piece of pieces) {
    // The word padded as the table holds it (U+001F for pg_trgm's spaces); any shared trigram makes a candidate.
    const grams = [...trigrams(piece)].map((t) => ftsPhrase(t.replace(/ /g, '\u001f')));
    const rows = await sql<Candidate>`select search_words.word, search_words.n from search_words_fts
        join search_words on search_words.rowid = search_words_fts.rowid
        where search_words_fts match ${grams.join(' OR ')}`.execute(ctx.db);
    out.set(piece, rows.rows);
  }
  return out;
}

/**
 * What a correction is for: `correct` when the keyword found nothing (a piece that is a catalogue word stays);
 * `suggest` when it found a few (a piece may give way to a similar word more products hold).
 */
export type CorrectionMode = 'correct' | 'suggest';

/** The vocabulary's best word for one piece of a keyword, or the piece itself when nothing is close enough. */
function correctPiece(piece: string, found: Candidate[] | undefined, mode: CorrectionMode): string {
  if (!correctable(piece) || !found) return piece;
  const own = found.find((c) => c.word === piece);
  if (own && mode === 'correct') return piece;
  const floor = own ? Number(own.n) : 0;
  let best: { word: string; n: number; score: number } | null = null;
  for (const c of found) {
    const n = Number(c.n);
    if (c.word === piece || n <= floor) continue;
    const score = similarity(piece, c.word);
    if (score < TYPO_THRESHOLD) continue;
    if (!best || score > best.score || (score === best.score && (n > best.n || (n === best.n && c.word < best.word)))) best = { word: c.word, n, score };
  }
  return best ? best.word : piece;
}

/**
 * The corrected keyword, or null when it would be the same search: every word corrected on its own, the
 * words then joined by spaces. A keyword that differs only by width ("ｈｅａｄｐｈｏｎｅｓ") reads as corrected too.
 */
export async function correctKeyword(ctx: CommerceContext, keyword: string, mode: CorrectionMode): Promise<string | null> {
  const typed = searchTerm(keyword);
  if (Array.from(typed).length < TYPO_MIN_LENGTH) return null;
  const pieces = keywordPieces(keyword);
  if (pieces.length === 0 || pieces.length > MAX_PIECES || !pieces.some(correctable)) return null;
  const found = await candidates(ctx, [...new Set(pieces.filter(correctable))]);
  const corrected = pieces.map((piece) => correctPiece(piece, found.get(piece), mode));
  const changed = corrected.some((w, i) => w !== pieces[i]) || foldKeyword(typed) !== foldWord(typed);
  return changed ? corrected.join(' ') : null;
}

type ProductPage<T> = PageInfo<T> & SearchCorrection;

/**
 * The product list with typo tolerance: `exact` is the typed keyword's page; `run` lists another keyword
 * with the same filters. No exact results: the corrected keyword's page with `correctedKeyword`. A few:
 * the exact page with `suggestedKeyword`, when the corrected keyword finds more. Fuzzy matches are never
 * mixed into an exact list, so they always rank below exact ones.
 */
export async function withTypoRetry<T>(
  f: ProductListQuery,
  page: PageArgs,
  exact: PageInfo<T>,
  correct: (keyword: string, mode: CorrectionMode) => Promise<string | null>,
  run: (g: ProductListQuery, p: PageArgs) => Promise<PageInfo<T>>,
): Promise<ProductPage<T>> {
  if (!f.keyword || f.autocorrect === '0' || exact.total > FEW_RESULTS) return exact;
  if (exact.total === 0) {
    const corrected = await correct(f.keyword, 'correct');
    if (!corrected) return exact;
    const again = await run({ ...f, keyword: corrected }, page);
    return again.total > 0 ? { ...again, correctedKeyword: corrected } : exact;
  }
  const suggested = await correct(f.keyword, 'suggest');
  if (!suggested) return exact;
  const probe = await run({ ...f, keyword: suggested }, { page: 1, limit: 1, offset: 0 });
  return probe.total > exact.total ? { ...exact, suggestedKeyword: suggested } : exact;
}
