import { sql } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { Wire } from '../../../shared/contract/fields.js';
import { SUGGEST_LIMITS, suggestsFor, type suggestAnswer } from '../../../shared/contract/suggest.js';
import { money } from '../http/render.js';
import { GROUP_KEYS, groupList } from '../content/group-data.js';
import { loadDictionary } from '../catalogue-texts/translate.js';
import type { LanguageCode } from '../../../shared/constants.js';
import { buildTree, type CategoryNode } from './categories.js';
import { ftsPhrase } from './query.js';
import { bestMatches, catalogueIndex } from './catalogue-index.js';

/**
 * Suggestions as you type (docs/api-extensions.md "Suggestions as you type"): a few products, shops,
 * categories and hot keywords under the prefix the shopper has typed so far.
 *
 * A two-letter prefix is in a large share of a big catalogue, so the products are never counted or
 * ranked over every match. They come from two bounded looks:
 * 1. the best sellers (the top BEST_SELLERS visible products by sales, kept in memory and re-read
 *    every half minute): a prefix common enough to matter is found among them at once;
 * 2. when those give fewer than a full list, the CANDIDATES most relevant matches in the in-memory
 *    catalogue, by the search's relevance order (name tier, then units sold); while that catalogue is
 *    built, at most INDEX_CANDIDATES matches of the full-text index stand in (FTS5 trigrams on SQLite,
 *    the suffix index of product_search on PostgreSQL). A prefix that reaches this step is rare among
 *    the best sellers, so its matches are few.
 * The candidates are read once, with their shop, so an off-shelf product or a closed shop never shows,
 * however old the best-seller list or the catalogue copy, and ranked from what that read gives: names
 * starting with the prefix, then names with a word starting with it, then names containing it, then
 * keyword-only matches; within each, by sales.
 */

export type SuggestAnswer = Wire<typeof suggestAnswer>;

const BEST_SELLERS = 2000;
/** How long the best sellers, shops and category and keyword texts are kept before they are read again. */
const KEPT_MAX_AGE_MS = 30_000;
/** Candidates a list of SUGGEST_LIMITS.products is chosen from: a few more, so one taken down meanwhile leaves no gap. */
const CANDIDATES = SUGGEST_LIMITS.products * 3;
/** While the in-memory catalogue is built: how many full-text matches, in no useful order, are looked at. */
const INDEX_CANDIDATES = 100;
/** Two-character SQLite prefixes: how many index trigrams starting with them are read at most. */
const MAX_SHORT_GRAMS = 16;
/** The column end mark of migration 009; no product text holds it. */
const END_MARK = '\u001f';

/**
 * Case, width and Latin accents folded, as the indexes fold them (FTS5 remove_diacritics, storefront_fold).
 * Only the combining accents are dropped: Thai and Lao vowel and tone signs are marks too, but part of the word.
 */
export function foldForMatch(s: string): string {
  return s.normalize('NFKC').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

interface Candidate {
  id: number;
  name: string;
  keyword: string;
  sales: number;
}

/**
 * Lists every keystroke would otherwise read again (the best sellers; category and keyword texts per language),
 * kept per database and key for `maxAgeMs`. Only the first request for a key waits for the read, and concurrent
 * ones share it; after that a list past its age still answers while the next one is read behind the request, so
 * no keystroke waits on a re-read. A failed re-read keeps the previous list and says so once.
 */
class Kept<T> {
  private readonly byDb = new WeakMap<object, Map<string, { value?: T; at: number; reading?: Promise<T> }>>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly what: string,
  ) {}

  get(ctx: CommerceContext, key: string, read: () => Promise<T>): Promise<T> {
    let byKey = this.byDb.get(ctx.db);
    if (!byKey) this.byDb.set(ctx.db, (byKey = new Map()));
    let entry = byKey.get(key);
    if (!entry) byKey.set(key, (entry = { at: 0 }));
    const e = entry;
    if (e.value !== undefined && Date.now() - e.at < this.maxAgeMs) return Promise.resolve(e.value);
    if (!e.reading) {
      const reading = read().then((value) => {
        e.value = value;
        e.at = Date.now();
        return value;
      });
      e.reading = reading;
      reading.then(
        () => (e.reading = undefined),
        (err: unknown) => {
          e.reading = undefined;
          if (e.value !== undefined) ctx.log.warn({ err }, `suggestions: ${this.what} not re-read; the previous list stays`);
        },
      );
    }
    return e.value !== undefined ? Promise.resolve(e.value) : e.reading;
  }
}

// The list only chooses candidates; the answer reads them again as they are now.
const bestSellers = new Kept<Candidate[]>(KEPT_MAX_AGE_MS, 'best sellers');

async function readBestSellers(ctx: CommerceContext): Promise<Candidate[]> {
  // products_hot_idx (is_del, is_show, sales + ficti) walked from the top: BEST_SELLERS rows, whatever the catalogue's size.
  const rows = await sql<{ id: number; storeName: string; keyword: string; sold: number | string }>`select id, store_name, keyword, sales + ficti as sold
    from products where is_del = 0 and is_show = 1 order by sales + ficti desc, id desc limit ${BEST_SELLERS}`.execute(ctx.db);
  return rows.rows.map((r) => ({ id: Number(r.id), name: foldForMatch(r.storeName), keyword: foldForMatch(r.keyword), sales: Number(r.sold) }));
}

/** 0: the name starts with the prefix; 1: a word of the name does; 2: the name contains it; 3: only the keywords do; -1: no match. */
function matchClass(c: Candidate, prefix: string): number {
  const at = c.name.indexOf(prefix);
  if (at === 0) return 0;
  if (at > 0) {
    for (let i = at; i >= 0; i = c.name.indexOf(prefix, i + 1)) if (i === 0 || /[\s\-/(,.]/.test(c.name[i - 1]!)) return 1;
    return 2;
  }
  return c.keyword.includes(prefix) ? 3 : -1;
}

/** The FTS5 query for a prefix: a phrase from three characters on, else the index trigrams that start with it. */
async function sqliteMatch(ctx: CommerceContext, prefix: string): Promise<string | null> {
  if (Array.from(prefix).length >= 3) return ftsPhrase(prefix);
  const grams = await sql<{ term: string }>`select term from products_fts_vocab where term >= ${prefix} and term < ${`${prefix}\u{10FFFF}`} limit ${MAX_SHORT_GRAMS}`.execute(ctx.db);
  return grams.rows.length === 0 ? null : grams.rows.map((g) => ftsPhrase(g.term)).join(' OR ');
}

/** At most INDEX_CANDIDATES matches from the full-text index, which answers while the in-memory catalogue is built. */
async function fullTextCandidates(ctx: CommerceContext, prefix: string): Promise<number[]> {
  if (ctx.kind === 'postgres') {
    const rows = await sql<{ id: number }>`select id from product_search
      where storefront_suffixes(search_fold) @@ storefront_suffix_query(${prefix})
        and (storefront_suffix_exact(${prefix}) or strpos(search_fold, storefront_fold(${prefix})) > 0)
      limit ${INDEX_CANDIDATES}`.execute(ctx.db);
    return rows.rows.map((r) => Number(r.id));
  }
  const match = await sqliteMatch(ctx, prefix);
  if (match === null) return [];
  const rows = await sql<{ id: number }>`select rowid as id from products_fts where products_fts match ${match} order by rowid desc limit ${INDEX_CANDIDATES}`.execute(ctx.db);
  return rows.rows.map((r) => Number(r.id));
}

type Ranked = Candidate & { cls: number };

const byRank = (a: Ranked, b: Ranked) => a.cls - b.cls || b.sales - a.sales || b.id - a.id;

function rankInto(out: Map<number, Ranked>, list: Candidate[], prefix: string): void {
  for (const c of list) {
    if (out.has(c.id)) continue;
    const cls = matchClass(c, prefix);
    if (cls >= 0) out.set(c.id, { ...c, cls });
  }
}

async function suggestedProducts(ctx: CommerceContext, prefix: string): Promise<SuggestAnswer['products']> {
  const found = new Map<number, Ranked>();
  rankInto(found, await bestSellers.get(ctx, '', () => readBestSellers(ctx)), prefix);
  const chosen = [...found.values()].sort(byRank).slice(0, CANDIDATES).map((c) => c.id);
  // A prefix in one best seller of 250 fills the list from them; only a rarer one asks the in-memory catalogue
  // (catalog/catalogue-index.ts), or the full-text index while that is built. Its matches are few (about that
  // share of the catalogue at most), so the look stays cheap.
  let more: number[] = [];
  if (found.size < SUGGEST_LIMITS.products && !prefix.includes(END_MARK)) {
    try {
      more = (await bestMatches(ctx, prefix, CANDIDATES)) ?? (await fullTextCandidates(ctx, prefix));
    } catch (err) {
      // A prefix the index cannot read is answered from the best sellers alone, never with an error.
      ctx.log.warn({ err }, 'suggestions: index lookup failed; best sellers only');
    }
  }
  const ids = [...new Set([...chosen, ...more])];
  if (ids.length === 0) return [];
  // One read of every candidate as it is now, with its shop: an off-shelf product or a closed shop never shows,
  // and the ranking uses today's name and sales, however old the best-seller list.
  const rows = await ctx.db
    .selectFrom('products')
    .innerJoin('merchants', 'merchants.id', 'products.merId')
    .select(['products.id', 'products.image', 'products.storeName', 'products.keyword', 'products.price', 'products.sales', 'products.ficti'])
    .where('products.id', 'in', ids)
    .where('products.isDel', '=', 0)
    .where('products.isShow', '=', 1)
    .where('merchants.isShow', '=', 1)
    .execute();
  const ranked = new Map<number, Ranked>();
  rankInto(ranked, rows.map((r) => ({ id: r.id, name: foldForMatch(r.storeName), keyword: foldForMatch(r.keyword), sales: Number(r.sales) + Number(r.ficti) })), prefix);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...ranked.values()]
    .sort(byRank)
    .slice(0, SUGGEST_LIMITS.products)
    .map((c) => byId.get(c.id)!)
    .map((r) => ({ id: r.id, image: r.image, storeName: r.storeName, price: money(r.price) }));
}

interface Shop {
  id: number;
  name: string;
  avatar: string;
  starLevel: number;
  /** Open when the list was read; the in-memory catalogue's open shops are fresher, and win when it is built. */
  isShow: number;
  folded: string;
}

/** Shops are few (hundreds to thousands) and their names change rarely: kept like the texts, not read per keystroke. */
const keptShops = new Kept<Shop[]>(KEPT_MAX_AGE_MS, 'shops');

async function readShops(ctx: CommerceContext): Promise<Shop[]> {
  const rows = await ctx.db.selectFrom('merchants').select(['id', 'name', 'avatar', 'starLevel', 'isShow']).execute();
  return rows.map((r) => ({ ...r, folded: foldForMatch(r.name) }));
}

/** Open shops whose name holds the prefix (folded as the products are): names starting with it first, then by star level. */
async function suggestedShops(ctx: CommerceContext, prefix: string): Promise<SuggestAnswer['shops']> {
  const [shops, c] = await Promise.all([keptShops.get(ctx, '', () => readShops(ctx)), catalogueIndex(ctx)]);
  // A shop closed a moment ago never shows: the catalogue reads every open and close as it happens.
  const open = (s: Shop) => (c ? c.openShops[s.id] === 1 : s.isShow === 1);
  return shops
    .map((s) => ({ s, at: s.folded.indexOf(prefix) }))
    .filter(({ s, at }) => at >= 0 && open(s))
    .sort((a, b) => Number(a.at > 0) - Number(b.at > 0) || b.s.starLevel - a.s.starLevel || a.s.id - b.s.id)
    .slice(0, SUGGEST_LIMITS.shops)
    .map(({ s }) => ({ id: s.id, name: s.name, avatar: s.avatar }));
}

function flatten(nodes: CategoryNode[], out: CategoryNode[] = []): CategoryNode[] {
  for (const n of nodes) {
    out.push(n);
    flatten(n.childList ?? [], out);
  }
  return out;
}

/** A shown category or hot keyword with the folded forms a shopper may type (as stored and in one language). */
interface Named<T> {
  item: T;
  forms: string[];
}

interface Texts {
  categories: Named<{ id: number; name: string }>[];
  keywords: Named<{ id: number; title: string }>[];
}

/**
 * Categories, hot keywords and their texts in one language, kept per language for KEPT_MAX_AGE_MS: a few hundred
 * rows. A console edit shows in the suggestions from the first keystroke after that time (the catalogue pages
 * show it at once).
 */
const keptTexts = new Kept<Texts>(KEPT_MAX_AGE_MS, 'category and keyword texts');

async function readTexts(ctx: CommerceContext, lang: LanguageCode): Promise<Texts> {
  const [categoryRows, hot, dictionary] = await Promise.all([
    ctx.db.selectFrom('categories').select(['id', 'pid', 'name', 'icon', 'level', 'sort', 'isShow']).execute(),
    groupList(ctx, GROUP_KEYS.hotKeywords),
    loadDictionary(ctx, lang),
  ]);
  const forms = (stored: string, translated: string) => [...new Set([foldForMatch(stored), foldForMatch(translated)])];
  return {
    categories: flatten(buildTree(categoryRows)).map((c) => ({ item: { id: c.id, name: c.name }, forms: forms(c.name, dictionary.text(['category'], c.name)) })),
    keywords: hot
      .map((k) => ({ id: k.id, title: typeof k.title === 'string' ? k.title : '' }))
      .filter((k) => k.title.trim() !== '')
      .map((k) => ({ item: k, forms: forms(k.title, dictionary.text(['keyword'], k.title)) })),
  };
}

/** Starts-with before contains, then the given order. */
function pickMatching<T>(items: Named<T>[], prefix: string, limit: number): T[] {
  const scored: { item: T; cls: number; i: number }[] = [];
  items.forEach(({ item, forms }, i) => {
    let cls = -1;
    for (const f of forms) {
      const at = f.indexOf(prefix);
      if (at === 0) cls = 0;
      else if (at > 0 && cls !== 0) cls = 1;
    }
    if (cls >= 0) scored.push({ item, cls, i });
  });
  return scored
    .sort((a, b) => a.cls - b.cls || a.i - b.i)
    .slice(0, limit)
    .map((s) => s.item);
}

/**
 * Suggestions for a normalised prefix (shared/contract/suggest.ts) in the asked language. Category and
 * keyword texts are matched in that language and as stored, and sent as stored: the catalogue-texts hook
 * writes them in the shopper's language like every other front answer.
 */
export async function suggest(ctx: CommerceContext, prefix: string, lang: LanguageCode): Promise<SuggestAnswer> {
  const empty: SuggestAnswer = { products: [], shops: [], categories: [], keywords: [] };
  const folded = foldForMatch(prefix);
  if (!suggestsFor(prefix) || folded.trim() === '') return empty;
  const [products, shops, texts] = await Promise.all([suggestedProducts(ctx, folded), suggestedShops(ctx, folded), keptTexts.get(ctx, lang, () => readTexts(ctx, lang))]);
  return {
    products,
    shops,
    categories: pickMatching(texts.categories, folded, SUGGEST_LIMITS.categories),
    keywords: pickMatching(texts.keywords, folded, SUGGEST_LIMITS.keywords),
  };
}
