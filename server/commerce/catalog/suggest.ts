import { sql } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { Wire } from '../../../shared/contract/fields.js';
import { SUGGEST_LIMITS, suggestsFor, type suggestAnswer } from '../../../shared/contract/suggest.js';
import { money } from '../http/render.js';
import { GROUP_KEYS, groupList } from '../content/group-data.js';
import { loadDictionary } from '../catalogue-texts/translate.js';
import type { LanguageCode } from '../../../shared/constants.js';
import { buildTree, type CategoryNode } from './categories.js';
import { ftsPhrase, likeContains } from './query.js';
import { bestMatches } from './catalogue-index.js';

/**
 * Suggestions as you type (docs/api-extensions.md "Suggestions as you type"): a few products, shops,
 * categories and hot keywords under the prefix the shopper has typed so far.
 *
 * A two-letter prefix is in a large share of a big catalogue, so the products are never counted or
 * ranked over every match. They come from two bounded looks:
 * 1. the best sellers (the top BEST_SELLERS visible products by sales, kept in memory and re-read
 *    every half minute): a prefix common enough to matter is found among them at once;
 * 2. when those give fewer than a full list, the full-text index (FTS5 trigrams on SQLite, the
 *    suffix index of product_search on PostgreSQL), read for at most INDEX_CANDIDATES matches; a
 *    prefix that reaches this step is rare among the best sellers, so its index entries are few.
 * The candidates are ranked: names starting with the prefix, then names with a word starting with it,
 * then names containing it, then keyword-only matches; within each, by sales. The chosen few are read
 * again with their shop, so an off-shelf product or a closed shop never shows, however fresh the list.
 */

export type SuggestAnswer = Wire<typeof suggestAnswer>;

const BEST_SELLERS = 2000;
const BEST_SELLERS_MAX_AGE_MS = 30_000;
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

interface BestSellers {
  list: Candidate[];
  at: number;
  refreshing?: Promise<void>;
}

const bestSellers = new WeakMap<object, BestSellers>();

async function readBestSellers(ctx: CommerceContext): Promise<Candidate[]> {
  // products_hot_idx (is_del, is_show, sales + ficti) walked from the top: BEST_SELLERS rows, whatever the catalogue's size.
  const rows = await sql<{ id: number; storeName: string; keyword: string; sold: number | string }>`select id, store_name, keyword, sales + ficti as sold
    from products where is_del = 0 and is_show = 1 order by sales + ficti desc, id desc limit ${BEST_SELLERS}`.execute(ctx.db);
  return rows.rows.map((r) => ({ id: Number(r.id), name: foldForMatch(r.storeName), keyword: foldForMatch(r.keyword), sales: Number(r.sold) }));
}

async function currentBestSellers(ctx: CommerceContext): Promise<Candidate[]> {
  const known = bestSellers.get(ctx.db);
  if (!known) {
    const list = await readBestSellers(ctx);
    bestSellers.set(ctx.db, { list, at: Date.now() });
    return list;
  }
  if (Date.now() - known.at >= BEST_SELLERS_MAX_AGE_MS && !known.refreshing) {
    // Read behind the request that noticed; the list only chooses candidates, the answer re-checks them.
    known.refreshing = readBestSellers(ctx)
      .then((list) => {
        bestSellers.set(ctx.db, { list, at: Date.now() });
      })
      .catch((err: unknown) => {
        known.refreshing = undefined;
        ctx.log.warn({ err }, 'suggestions: best sellers not re-read; the previous list stays');
      });
  }
  return known.list;
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

async function indexCandidates(ctx: CommerceContext, prefix: string): Promise<Candidate[]> {
  // The best-selling INDEX_CANDIDATES matches from the in-memory catalogue (catalog/catalogue-index.ts).
  const ids = (await bestMatches(ctx, prefix, INDEX_CANDIDATES)) ?? (await fullTextCandidates(ctx, prefix));
  if (ids.length === 0) return [];
  const rows = await ctx.db.selectFrom('products').select(['id', 'storeName', 'keyword', 'sales', 'ficti']).where('id', 'in', ids).execute();
  return rows.map((r) => ({ id: r.id, name: foldForMatch(r.storeName), keyword: foldForMatch(r.keyword), sales: Number(r.sales) + Number(r.ficti) }));
}

type Ranked = Candidate & { cls: number };

function rankInto(out: Map<number, Ranked>, list: Candidate[], prefix: string): void {
  for (const c of list) {
    if (out.has(c.id)) continue;
    const cls = matchClass(c, prefix);
    if (cls >= 0) out.set(c.id, { ...c, cls });
  }
}

async function suggestedProducts(ctx: CommerceContext, prefix: string): Promise<SuggestAnswer['products']> {
  const found = new Map<number, Ranked>();
  rankInto(found, await currentBestSellers(ctx), prefix);
  // A prefix in one best seller of 250 fills the list from them; only a rarer one asks the index, whose
  // matches are then few (about that share of the catalogue at most), so its look stays cheap.
  if (found.size < SUGGEST_LIMITS.products && !prefix.includes(END_MARK)) {
    try {
      rankInto(found, await indexCandidates(ctx, prefix), prefix);
    } catch (err) {
      // A prefix the index cannot read is answered from the best sellers alone, never with an error.
      ctx.log.warn({ err }, 'suggestions: index lookup failed; best sellers only');
    }
  }
  const ranked = [...found.values()].sort((a, b) => a.cls - b.cls || b.sales - a.sales || b.id - a.id);
  // A few more than shown, so a product taken down since the list was read leaves no gap.
  const chosen = ranked.slice(0, SUGGEST_LIMITS.products * 3).map((c) => c.id);
  if (chosen.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('products')
    .innerJoin('merchants', 'merchants.id', 'products.merId')
    .select(['products.id', 'products.image', 'products.storeName', 'products.price'])
    .where('products.id', 'in', chosen)
    .where('products.isDel', '=', 0)
    .where('products.isShow', '=', 1)
    .where('merchants.isShow', '=', 1)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return chosen
    .map((id) => byId.get(id))
    .filter((r) => r !== undefined)
    .slice(0, SUGGEST_LIMITS.products)
    .map((r) => ({ id: r.id, image: r.image, storeName: r.storeName, price: money(r.price) }));
}

async function suggestedShops(ctx: CommerceContext, prefix: string): Promise<SuggestAnswer['shops']> {
  const pattern = likeContains(prefix);
  const starts = `${pattern.slice(1)}`;
  // Shops are few (hundreds to thousands): a scan of the open ones is cheap; names starting with the prefix first.
  const name = ctx.kind === 'postgres' ? sql`lower(merchants.name)` : sql`merchants.name`;
  const rows = await sql<{ id: number; name: string; avatar: string }>`select id, name, avatar from merchants
    where is_show = 1 and ${name} like ${pattern} escape '\\'
    order by case when ${name} like ${starts} escape '\\' then 0 else 1 end, star_level desc, id
    limit ${SUGGEST_LIMITS.shops}`.execute(ctx.db);
  return rows.rows.map((r) => ({ id: Number(r.id), name: r.name, avatar: r.avatar }));
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
  at: number;
  loading?: Promise<Texts>;
}

/**
 * Categories, hot keywords and their texts in one language, kept per database and language for
 * TEXTS_MAX_AGE_MS: a few hundred rows that every keystroke would otherwise read again. A console edit
 * shows in the suggestions within that time (the catalogue pages show it at once).
 */
const TEXTS_MAX_AGE_MS = 30_000;
const textsByDb = new WeakMap<object, Map<string, Texts>>();

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
    at: Date.now(),
  };
}

async function currentTexts(ctx: CommerceContext, lang: LanguageCode): Promise<Texts> {
  let byLang = textsByDb.get(ctx.db);
  if (!byLang) textsByDb.set(ctx.db, (byLang = new Map()));
  const known = byLang.get(lang);
  if (known && Date.now() - known.at < TEXTS_MAX_AGE_MS) return known;
  if (known?.loading) return known.loading;
  const loading = readTexts(ctx, lang).then(
    (t) => {
      byLang.set(lang, t);
      return t;
    },
    (err: unknown) => {
      byLang.delete(lang);
      throw err;
    },
  );
  byLang.set(lang, { ...(known ?? { categories: [], keywords: [], at: 0 }), loading });
  return loading;
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
  const [products, shops, texts] = await Promise.all([suggestedProducts(ctx, folded), suggestedShops(ctx, prefix), currentTexts(ctx, lang)]);
  return {
    products,
    shops,
    categories: pickMatching(texts.categories, folded, SUGGEST_LIMITS.categories),
    keywords: pickMatching(texts.keywords, folded, SUGGEST_LIMITS.keywords),
  };
}
