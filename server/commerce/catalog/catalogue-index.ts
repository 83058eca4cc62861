import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { sql } from 'kysely';
import type { CommerceContext } from '../context.js';
import { catalogueSource } from '../catalog-read.js';
import { RATING_STEPS, type FacetSelection } from '../../../shared/contract/facets.js';
import { specGroups } from './facet-filter.js';
import { searchTerm, type ProductListQuery } from './query.js';
import { foldLikeFts, ftsQuery, suffixMatch } from './search.js';
import { CatalogueText, ftsFold, grow, type ProductText } from './catalogue-text.js';
import { foldWord } from '../db/search-words.js';

/**
 * The visible catalogue in memory, for facet counts and facet-narrowed lists (docs/adr/0014, docs/api-extensions.md
 * "Facets with counts"). Counting facet values in SQL costs an index probe per matched product, seconds at a
 * million products; here a page's counts are one pass over the matched products' columns.
 *
 * - Columns per slot (one slot per product on sale, whatever its shop's state): id, shop, platform category, price,
 *   stock, units sold, order weight, rating tenths, and the product's spec values as ids into a pool.
 * - A keyword's products come from the products' folded text in memory (catalog/catalogue-text.ts), or, for a
 *   keyword whose fold is not known here, from the full-text index (FTS5 or product_search). Either way they are kept
 *   (KEYWORD_SETS of them) until a product's text changes, when only the changed products are checked again.
 * - Relevance tiers (catalog/search.ts `relevance`) come from the same text, so a keyword list in relevance order is
 *   ranked here however many products it holds.
 * - Freshness: before every answer the change log (migration 029) is read past the last row applied; the products
 *   it names are read again. A bulk write, a log pruned past this process, or more than REBUILD_AFTER rows make a
 *   rebuild; while one runs on a large catalogue, answers come from SQL (the caller's fallback), so nothing waits.
 * - The build reads in ranges of ids and yields between them, so on SQLite (synchronous) no request waits for more
 *   than one range.
 */

const RANGE = 10_000;
const REBUILD_AFTER = 5_000;
/**
 * How far back (ms, by the database's clock) each read of the log looks again for rows it has not applied: on
 * PostgreSQL a transaction can commit after one that took a later seq. A catalogue write's transaction is short;
 * the periodic rebuild below bounds what a longer one could leave out.
 */
const LOOK_BACK_MS = 10_000;
const REBUILD_EVERY_MS = 15 * 60_000;
const KEYWORD_SETS = 200;
/** Text changes remembered for rechecking kept keyword sets; an older keyword set is read again. */
const TEXT_CHANGES_KEPT = 5_000;
/** A catalogue this small is built inside the request that finds the index missing (a few milliseconds). */
const BUILD_IN_REQUEST = 50_000;

/** id → slot for ids up to DENSE_IDS in a typed array (4 bytes each), a Map above (ids are auto-increment). */
const DENSE_IDS = 1 << 24;

class SlotMap {
  private dense = new Int32Array(1024);
  private sparse = new Map<number, number>();
  get(id: number): number {
    if (id < DENSE_IDS) return id < this.dense.length ? this.dense[id]! - 1 : -1;
    return this.sparse.get(id) ?? -1;
  }
  set(id: number, slot: number): void {
    if (id >= DENSE_IDS) {
      this.sparse.set(id, slot);
      return;
    }
    if (id >= this.dense.length) {
      const next = new Int32Array(Math.min(DENSE_IDS, Math.max(id + 1, this.dense.length * 2)));
      next.set(this.dense);
      this.dense = next;
    }
    this.dense[id] = slot + 1;
  }
}

interface ProductRow {
  id: number;
  merId: number;
  cateId: number;
  price: number;
  stock: number;
  sold: number;
  sort: number;
  rating: number;
}

/** The in-memory catalogue of one database (see above). */
class Catalogue {
  n = 0;
  id = new Int32Array(0);
  mer = new Int32Array(0);
  cate = new Int32Array(0);
  price = new Float64Array(0);
  stock = new Int32Array(0);
  sold = new Float64Array(0);
  sort = new Int32Array(0);
  rating = new Uint16Array(0);
  alive = new Uint8Array(0);
  vOff = new Uint32Array(0);
  vLen = new Uint16Array(0);
  pool = new Uint32Array(0);
  poolLen = 0;
  slots = new SlotMap();
  /** Spec values: `name\0value` → value id; per value id its name id and text. */
  valueIds = new Map<string, number>();
  valueName: number[] = [];
  valueText: string[] = [];
  nameIds = new Map<string, number>();
  names: string[] = [];
  /** 1 at an open shop's id (shop ids are small auto-increment numbers). */
  openShops: Uint8Array = new Uint8Array(0);
  /** Scratch for `relevancePage`: each listed product's relevance tier. */
  tiers: Uint8Array = new Uint8Array(0);
  /**
   * Change log position: the last seq applied, the newest `at` seen, and the seqs applied within LOOK_BACK_MS;
   * rows up to `builtSeq` were in the log when the build began, and are in what it read.
   */
  builtSeq = 0;
  lastSeq = 0;
  maxAt = 0;
  recent = new Map<number, number>();
  builtAt = Date.now();
  textEpoch = 0;
  textChanges: { epoch: number; id: number }[] = [];
  keywords = new Map<string, { slots: Int32Array; epoch: number }>();
  /** PostgreSQL: keywords as storefront_fold folds them (FOLDS_KEPT at most), so a kept keyword costs no round trip. */
  folds = new Map<string, string | undefined>();
  /** Name and keywords, folded as the database folds them, and their words (catalog/catalogue-text.ts). */
  text = new CatalogueText();
  /** Keyword sets being read, so the list and its facets, asked together, read a keyword once. */
  reading = new Map<string, Promise<Int32Array>>();

  private reserve(size: number): void {
    if (size <= this.id.length) return;
    this.id = grow(this.id, size);
    this.mer = grow(this.mer, size);
    this.cate = grow(this.cate, size);
    this.price = grow(this.price, size);
    this.stock = grow(this.stock, size);
    this.sold = grow(this.sold, size);
    this.sort = grow(this.sort, size);
    this.rating = grow(this.rating, size);
    this.alive = grow(this.alive, size);
    this.vOff = grow(this.vOff, size);
    this.vLen = grow(this.vLen, size);
  }

  /**
   * Puts a visible product in its slot (a new one at the end). True when it was not listed before (new, or back on
   * sale): the kept keyword sets, read while it was not in the full-text index, must check it again.
   */
  put(r: ProductRow): boolean {
    let slot = this.slots.get(r.id);
    const fresh = slot < 0 || this.alive[slot] === 0;
    if (slot < 0) {
      slot = this.n++;
      this.reserve(this.n);
      this.slots.set(r.id, slot);
      this.id[slot] = r.id;
      this.vLen[slot] = 0;
    }
    this.mer[slot] = r.merId;
    this.cate[slot] = r.cateId;
    this.price[slot] = r.price;
    this.stock[slot] = r.stock;
    this.sold[slot] = r.sold;
    this.sort[slot] = r.sort;
    this.rating[slot] = r.rating;
    this.alive[slot] = 1;
    return fresh;
  }

  hide(id: number): void {
    const slot = this.slots.get(id);
    if (slot >= 0) this.alive[slot] = 0;
  }

  valueId(name: string, value: string): number {
    const key = `${name}\u0000${value}`;
    let v = this.valueIds.get(key);
    if (v === undefined) {
      let nameId = this.nameIds.get(name);
      if (nameId === undefined) {
        nameId = this.names.length;
        this.names.push(name);
        this.nameIds.set(name, nameId);
      }
      v = this.valueText.length;
      this.valueIds.set(key, v);
      this.valueName.push(nameId);
      this.valueText.push(value);
    }
    return v;
  }

  /** A product's spec values, replacing what it had (appended to the pool; a rebuild compacts it). */
  setValues(slot: number, values: number[]): void {
    if (values.length > this.vLen[slot]! || this.vLen[slot] === 0) {
      this.pool = grow(this.pool, this.poolLen + values.length);
      this.vOff[slot] = this.poolLen;
      this.poolLen += values.length;
    }
    this.pool.set(values, this.vOff[slot]!);
    this.vLen[slot] = values.length;
  }

  noteText(id: number): void {
    this.textEpoch++;
    this.textChanges.push({ epoch: this.textEpoch, id });
    if (this.textChanges.length > TEXT_CHANGES_KEPT) this.textChanges.splice(0, this.textChanges.length - TEXT_CHANGES_KEPT);
  }
}

type Db = CommerceContext['db'];

const productColumns = sql`products.id, products.mer_id, products.cate_id, products.price, products.stock, products.sales + products.ficti as sold, products.sort`;

/** A products row as read (the connection's plugin gives raw SQL's columns camelCase names too). */
function productRow(r: Record<string, unknown>): ProductRow {
  return {
    id: Number(r.id),
    merId: Number(r.merId),
    cateId: Number(r.cateId),
    price: Number(r.price),
    stock: Number(r.stock),
    sold: Number(r.sold),
    sort: Number(r.sort),
    rating: Number(r.starTenths ?? 0),
  };
}

/** The columns the database matches a keyword against (PostgreSQL: its stored fold; SQLite: FTS5's columns). */
function textColumns(kind: CommerceContext['kind']) {
  return kind === 'postgres' ? sql`products.search_fold, length(products.store_name) as name_length` : sql`products.store_name, products.keyword`;
}

function productText(kind: CommerceContext['kind'], r: Record<string, unknown>): ProductText {
  return kind === 'postgres'
    ? { kind, searchFold: String(r.searchFold ?? ''), nameLength: Number(r.nameLength ?? 0) }
    : { kind, name: String(r.storeName ?? ''), keyword: String(r.keyword ?? '') };
}

async function readOpenShops(db: Db): Promise<Uint8Array> {
  const ids = (await sql<{ id: number }>`select id from merchants where is_show = 1`.execute(db)).rows.map((r) => Number(r.id));
  const open = new Uint8Array(Math.max(0, ...ids) + 1);
  for (const id of ids) open[id] = 1;
  return open;
}

async function logHead(db: Db): Promise<{ seq: number; at: number }> {
  const r = await sql<{ seq: number | null; at: number | null }>`select max(seq) as seq, max(at) as at from catalogue_changes`.execute(db);
  return { seq: Number(r.rows[0]?.seq ?? 0), at: Number(r.rows[0]?.at ?? 0) };
}

async function build(db: Db, kind: CommerceContext['kind']): Promise<Catalogue> {
  const c = new Catalogue();
  // The log position first: whatever is written while the ranges are read is applied again after.
  const head = await logHead(db);
  c.builtSeq = head.seq;
  c.lastSeq = head.seq;
  c.maxAt = head.at;
  c.openShops = await readOpenShops(db);
  const top = Number((await sql<{ id: number | null }>`select max(id) as id from products`.execute(db)).rows[0]?.id ?? 0);
  for (let from = 0; from < top; from += RANGE) {
    const to = from + RANGE;
    const [products, values] = await Promise.all([
      sql<Record<string, unknown>>`select ${productColumns}, ${textColumns(kind)}, product_ratings.star_tenths from products
        left join product_ratings on product_ratings.product_id = products.id
        where products.id > ${from} and products.id <= ${to} and products.is_del = 0 and products.is_show = 1 order by products.id`.execute(db),
      sql<{ productId: number; name: string; value: string }>`select product_id, name, value from product_facet_values
        where product_id > ${from} and product_id <= ${to} order by product_id`.execute(db),
    ]);
    for (const r of products.rows) {
      const row = productRow(r);
      c.put(row);
      c.text.set(c.slots.get(row.id), productText(kind, r));
    }
    let i = 0;
    const rows = values.rows;
    while (i < rows.length) {
      const pid = Number(rows[i]!.productId);
      const ids: number[] = [];
      for (; i < rows.length && Number(rows[i]!.productId) === pid; i++) ids.push(c.valueId(rows[i]!.name, rows[i]!.value));
      const slot = c.slots.get(pid);
      if (slot >= 0) c.setValues(slot, ids);
    }
    await yieldToRequests();
  }
  c.text.seal(c.n);
  return c;
}

/** Reads the changed products again (see the module comment); false when the change calls for a rebuild. */
async function refresh(db: Db, kind: CommerceContext['kind'], c: Catalogue): Promise<boolean> {
  if (Date.now() - c.builtAt > REBUILD_EVERY_MS) return false;
  // SQLite has one writer at a time, so its log commits in seq order and needs no look back.
  const lookBack = kind === 'postgres' ? LOOK_BACK_MS : 0;
  const log = await sql<{ seq: number; productId: number; merId: number; textChange: number; at: number; first: number }>`select seq, product_id, mer_id, text_change, at,
      (select min(seq) from catalogue_changes) as first
    from catalogue_changes where seq > ${c.builtSeq} and (seq > ${c.lastSeq} or at > ${c.maxAt - lookBack}) order by seq limit ${REBUILD_AFTER + 1}`.execute(db);
  const fresh = log.rows.filter((r) => !c.recent.has(Number(r.seq)));
  if (fresh.length === 0) return true;
  if (log.rows.length > REBUILD_AFTER || Number(fresh[0]!.first) > c.lastSeq + 1) return false;
  const products = new Map<number, boolean>();
  let shops = false;
  for (const r of fresh) {
    const seq = Number(r.seq);
    const at = Number(r.at);
    if (Number(r.productId) === -1) return false;
    if (Number(r.merId) > 0) shops = true;
    if (Number(r.productId) > 0) products.set(Number(r.productId), (products.get(Number(r.productId)) ?? false) || Number(r.textChange) === 1);
    c.recent.set(seq, at);
    if (seq > c.lastSeq) c.lastSeq = seq;
    if (at > c.maxAt) c.maxAt = at;
  }
  for (const [seq, at] of c.recent) if (at < c.maxAt - lookBack) c.recent.delete(seq);
  if (shops) c.openShops = await readOpenShops(db);
  const ids = [...products.keys()];
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500);
    const [rows, values] = await Promise.all([
      sql<Record<string, unknown>>`select ${productColumns}, ${textColumns(kind)}, products.is_show, products.is_del, product_ratings.star_tenths from products
        left join product_ratings on product_ratings.product_id = products.id where products.id in (${sql.join(part)})`.execute(db),
      sql<{ productId: number; name: string; value: string }>`select product_id, name, value from product_facet_values where product_id in (${sql.join(part)})`.execute(db),
    ]);
    const seen = new Set<number>();
    for (const r of rows.rows) {
      const row = productRow(r);
      seen.add(row.id);
      if (Number(r.isShow) !== 1 || Number(r.isDel) !== 0) {
        c.hide(row.id);
        continue;
      }
      if (c.put(row) || products.get(row.id)) {
        c.text.set(c.slots.get(row.id), productText(kind, r));
        c.noteText(row.id);
      }
    }
    for (const id of part) if (!seen.has(id)) c.hide(id);
    const byProduct = new Map<number, number[]>();
    for (const v of values.rows) {
      const pid = Number(v.productId);
      byProduct.set(pid, [...(byProduct.get(pid) ?? []), c.valueId(v.name, v.value)]);
    }
    for (const id of part) {
      const slot = c.slots.get(id);
      if (slot >= 0) c.setValues(slot, byProduct.get(id) ?? []);
    }
  }
  return true;
}

interface IndexState {
  current?: Catalogue;
  building?: Promise<Catalogue>;
  /** Whether the catalogue being built is too large to build inside a request (counted once per build). */
  large?: Promise<boolean>;
  refreshing?: Promise<boolean>;
}

const states = new WeakMap<object, IndexState>();

function startBuild(ctx: CommerceContext, state: IndexState): Promise<Catalogue> {
  if (!state.building) {
    state.large = sql<{ n: number }>`select count(*) as n from products where is_del = 0 and is_show = 1`
      .execute(ctx.db)
      .then((r) => Number(r.rows[0]?.n ?? 0) > BUILD_IN_REQUEST);
    state.building = build(ctx.db, ctx.kind).then(
      (c) => {
        state.current = c;
        state.building = undefined;
        return c;
      },
      (e: unknown) => {
        state.building = undefined;
        throw e;
      },
    );
    state.building.catch((e: unknown) => ctx.log.warn({ err: e }, 'catalogue index build failed; facets answer from SQL'));
  }
  return state.building;
}

async function current(ctx: CommerceContext, state: IndexState, again = true): Promise<Catalogue | undefined> {
  const c = state.current;
  if (!c) {
    const building = startBuild(ctx, state);
    return (await state.large) ? undefined : building;
  }
  if (!state.refreshing) {
    state.refreshing = refresh(ctx.db, ctx.kind, c).finally(() => {
      state.refreshing = undefined;
    });
  }
  if (await state.refreshing) return c;
  // A bulk change: start again; a large catalogue answers from SQL until the new copy is ready.
  if (state.current === c) state.current = undefined;
  return again ? current(ctx, state, false) : undefined;
}

/**
 * The up-to-date in-memory catalogue, or undefined while a large one is (re)built in the background, or when the
 * database could not be read: the caller then answers from SQL. Concurrent requests share one read of the log.
 */
export async function catalogueIndex(ctx: CommerceContext): Promise<Catalogue | undefined> {
  let state = states.get(catalogueSource(ctx));
  if (!state) {
    state = {};
    states.set(catalogueSource(ctx), state);
  }
  try {
    return await current(ctx, state);
  } catch (e) {
    ctx.log.warn({ err: e }, 'catalogue index unavailable; facets answer from SQL');
    return undefined;
  }
}

/** Waits until the index of this context's database is built and current (the bench; a server start warms it). */
export async function readyCatalogueIndex(ctx: CommerceContext): Promise<void> {
  for (let tries = 0; tries < 10; tries++) {
    if (await catalogueIndex(ctx)) return;
    await states.get(catalogueSource(ctx))?.building?.catch(() => undefined);
  }
  throw new Error('The catalogue index could not be built');
}

export type { Catalogue };

/** Whether a keyword's products are kept and current (a list can use them at no cost). */
function keywordKept(c: Catalogue, key: string): boolean {
  return c.keywords.get(key)?.epoch === c.textEpoch;
}

/** The keyword's products as slots: from `read` (memory or the full-text index) once, then kept and patched (see above). */
function keywordSlots(c: Catalogue, key: string, read: KeywordRead): Promise<Int32Array> {
  const kept = c.keywords.get(key);
  if (kept && kept.epoch === c.textEpoch) {
    c.keywords.delete(key);
    c.keywords.set(key, kept);
    return Promise.resolve(kept.slots);
  }
  const pending = c.reading.get(key);
  if (pending) return pending;
  const reading = readKeyword(c, key, kept, read).finally(() => c.reading.delete(key));
  c.reading.set(key, reading);
  return reading;
}

async function readKeyword(c: Catalogue, key: string, kept: { slots: Int32Array; epoch: number } | undefined, read: KeywordRead): Promise<Int32Array> {
  const oldest = c.textChanges[0]?.epoch ?? c.textEpoch + 1;
  const epoch = c.textEpoch;
  let slots: Int32Array;
  if (kept && kept.epoch + 1 >= oldest) {
    // Only the products whose text changed since this set was read are asked again.
    const changed = [...new Set(c.textChanges.filter((t) => t.epoch > kept.epoch && t.epoch <= epoch).map((t) => t.id))];
    const matching = await read(changed);
    const changedSlots = new Set(changed.map((id) => c.slots.get(id)));
    const out: number[] = [];
    for (const s of kept.slots) if (!changedSlots.has(s)) out.push(s);
    out.push(...matching);
    slots = Int32Array.from(out);
  } else {
    slots = Int32Array.from(await read());
  }
  c.keywords.delete(key);
  c.keywords.set(key, { slots, epoch });
  if (c.keywords.size > KEYWORD_SETS) c.keywords.delete(c.keywords.keys().next().value!);
  return slots;
}

/**
 * A keyword's ids as one comma list, not a row each: a common word is 100,000 products at a million, and a row
 * object per id (and its renaming by the connection's plugin) cost more than the index read.
 */
function idList(r: { rows: { ids: string | null }[] }): number[] {
  const text = r.rows[0]?.ids;
  return text ? text.split(',').map(Number) : [];
}

/** A keyword's products as slots: all of them, or those of the products `ids` that match. */
type KeywordRead = (ids?: number[]) => Promise<number[]>;

/** The slots of the ids the index holds (the full-text index answers in ids). */
function slotsOf(c: Catalogue, ids: number[]): number[] {
  const out: number[] = [];
  for (const id of ids) {
    const s = c.slots.get(id);
    if (s >= 0) out.push(s);
  }
  return out;
}

const encoder = new TextEncoder();

/** SQLite: past this many products of unknown fold, asking the full-text index about them costs as much as all. */
const UNSURE_AT_MOST = 500;

/** How many keywords' PostgreSQL folds are kept (the set is emptied when full). */
const FOLDS_KEPT = 1_000;

/** The keyword as the database folds it to match (PostgreSQL: storefront_fold; SQLite: FTS5's tokenizer fold). */
async function matchFold(ctx: CommerceContext, c: Catalogue, term: string): Promise<string | undefined> {
  if (ctx.kind !== 'postgres') return ftsFold(term);
  if (c.folds.has(term)) return c.folds.get(term);
  const f = (await sql<{ f: string | null }>`select storefront_fold(${term}) as f`.execute(ctx.db)).rows[0]?.f ?? undefined;
  if (c.folds.size >= FOLDS_KEPT) c.folds.clear();
  c.folds.set(term, f);
  return f;
}

/**
 * How to read a keyword's products (all of them, or which of `ids` match): from the text in memory where the
 * keyword's fold is known here, else from the full-text index; both the same match as the whole-catalogue search
 * (catalog/search.ts). Undefined for a keyword neither answers (a single character, or two that start too many
 * trigrams), which SQL answers.
 */
async function keywordReader(ctx: CommerceContext, c: Catalogue, term: string): Promise<{ read: KeywordRead; inMemory: boolean } | undefined> {
  if (Array.from(term).length < 2) return undefined;
  // SQLite: `+rowid`, an expression, so SQLite tests the list itself: FTS5 given `rowid IN (…)` beside MATCH
  // returned every match (measured: one id asked, 22 answered).
  const only = (ids?: number[], column = sql`+rowid`) => (ids ? (ids.length === 0 ? sql` and 1 = 0` : sql` and ${column} in (${sql.join(ids)})`) : sql``);
  let fromIndex: KeywordRead;
  if (ctx.kind === 'postgres') {
    fromIndex = async (ids) => slotsOf(c, idList(await sql<{ ids: string | null }>`select string_agg(id::text, ',') as ids from product_search where ${suffixMatch('product_search', term)}${only(ids, sql`product_search.id`)}`.execute(ctx.db)));
  } else {
    const match = await ftsQuery(ctx, term);
    if (match === null) return undefined;
    if (match === false) return { read: async () => [], inMemory: true };
    fromIndex = async (ids) => slotsOf(c, idList(await sql<{ ids: string | null }>`select group_concat(rowid) as ids from products_fts where products_fts match ${match}${only(ids)}`.execute(ctx.db)));
  }
  const folded = await matchFold(ctx, c, term);
  // A two-character keyword's FTS5 trigrams are looked up by its JavaScript fold (search.ts `ftsQuery`): memory
  // gives the same products only where that fold is FTS5's.
  const known = folded !== undefined && folded.trim() !== '' && (ctx.kind === 'postgres' || Array.from(term).length >= 3 || foldLikeFts(term) === folded);
  if (!known || c.text.unsure.size > UNSURE_AT_MOST) return { read: fromIndex, inMemory: false };
  const bytes = encoder.encode(folded);
  const text = c.text;
  const read: KeywordRead = async (ids) => {
    const out = ids ? slotsOf(c, ids).filter((s) => !text.unsure.has(s) && text.contains(s, bytes)) : text.match(folded);
    if (!out) return fromIndex(ids);
    if (text.unsure.size > 0) {
      // Products whose fold is not known here: the full-text index says which of them match.
      const asked = ids ? new Set(ids) : undefined;
      const unsure = [...text.unsure].map((s) => c.id[s]!).filter((id) => !asked || asked.has(id));
      if (unsure.length > 0) out.push(...(await fromIndex(unsure)));
    }
    return out;
  };
  return { read, inMemory: true };
}

/** What narrows a scan: the base (keyword slots, category branch, open shop, on sale) and the facets that can fail. */
export interface ScanQuery {
  keyword?: Int32Array;
  cateIds?: number[];
  minPrice?: number;
  maxPrice?: number;
  sel: FacetSelection;
}

/** Spec names one scan tracks (a bit each). */
const MAX_GROUPS = 30;

/** The facets a product can fail, after the spec groups (0..groups-1). */
const SHOPS = -2;
const RATING = -3;
const IN_STOCK = -4;
const PRICE = -5;

/**
 * Walks the products the base keeps and calls `visit(slot, failed)` for each that fails at most one facet:
 * `failed` is NONE, a spec group index, or one of SHOPS/RATING/IN_STOCK/PRICE. A product that fails nothing is in
 * the list; one that fails exactly facet F counts toward F's values only (F's own selection is left out of its
 * counts, so ticking more of F's values widens the list).
 */
const NONE = -1;
function scan(c: Catalogue, q: ScanQuery, visit: (slot: number, failed: number) => void): void {
  const groups = [...specGroups(q.sel.specs).entries()];
  const groupOfValue = new Int16Array(c.valueText.length).fill(-1);
  groups.forEach(([name, values], g) => {
    for (const v of values) {
      const id = c.valueIds.get(`${name}\u0000${v}`);
      if (id !== undefined) groupOfValue[id] = g;
    }
  });
  const allGroups = groups.length === 0 ? 0 : (1 << groups.length) - 1;
  let cate: Uint8Array | undefined;
  if (q.cateIds) {
    cate = new Uint8Array(Math.max(0, ...q.cateIds) + 1);
    for (const id of q.cateIds) cate[id] = 1;
  }
  const shops = q.sel.merIds.length > 0 ? new Set(q.sel.merIds) : undefined;
  const minTenths = q.sel.minRating !== undefined ? q.sel.minRating * 10 : -1;
  const lo = q.minPrice ?? -Infinity;
  const hi = q.maxPrice ?? Infinity;
  // The columns as locals: this loop runs once per product of a category page (a million at most).
  const { alive, mer, cate: cateOf, price, rating, stock, vOff, vLen, pool, openShops: open } = c;
  const keyword = q.keyword;
  const n = keyword ? keyword.length : c.n;
  for (let i = 0; i < n; i++) {
    const s = keyword ? keyword[i]! : i;
    if (cate && cate[cateOf[s]!] !== 1) continue;
    if (alive[s] === 0 || open[mer[s]!] !== 1) continue;
    let fails = 0;
    let failed = NONE;
    const p = price[s]!;
    if (p < lo || p > hi) {
      fails++;
      failed = PRICE;
    }
    if (shops && !shops.has(mer[s]!)) {
      fails++;
      failed = SHOPS;
    }
    if (minTenths >= 0 && rating[s]! < minTenths) {
      if (++fails > 1) continue;
      failed = RATING;
    }
    if (q.sel.inStock && stock[s]! <= 0) {
      if (++fails > 1) continue;
      failed = IN_STOCK;
    }
    if (fails > 1) continue;
    if (allGroups !== 0) {
      let hit = 0;
      const off = vOff[s]!;
      const end = off + vLen[s]!;
      for (let k = off; k < end; k++) {
        const g = groupOfValue[pool[k]!]!;
        if (g >= 0) hit |= 1 << g;
      }
      const missing = allGroups & ~hit;
      if (missing !== 0) {
        // More than one spec group missing, or one plus another facet: in nobody's count.
        if (fails > 0 || (missing & (missing - 1)) !== 0) continue;
        fails = 1;
        failed = 31 - Math.clz32(missing);
      }
    }
    visit(s, failed);
  }
}

export interface IndexTallies {
  total: number;
  stocked: number;
  specs: { name: string; value: string; n: number }[];
  shops: { merId: number; n: number }[];
  r4: number;
  r3: number;
  /** Prices of the list without its own price range, for the price bands and the spread. */
  unpriced: Float64Array;
}

/** Every count the facets answer needs, in one scan (catalog/facets.ts turns them into the answer). */
export function tally(c: Catalogue, q: ScanQuery): IndexTallies {
  const specCounts = new Int32Array(c.valueText.length);
  const shopCounts = new Map<number, number>();
  const byShops = q.sel.merIds.length > 0;
  const byRating = q.sel.minRating !== undefined;
  let total = 0;
  let stocked = 0;
  let r4 = 0;
  let r3 = 0;
  let prices = new Float64Array(1024);
  let np = 0;
  const r4Tenths = RATING_STEPS[0] * 10;
  const r3Tenths = RATING_STEPS[1] * 10;
  // Spec group g's name id, the groups in the order first asked for (as scan numbers them).
  const groupNames = [...specGroups(q.sel.specs).keys()].map((name) => c.nameIds.get(name) ?? -2);
  scan(c, q, (s, failed) => {
    if (failed === NONE || failed === PRICE) {
      if (np === prices.length) prices = grow(prices, np * 2);
      prices[np++] = c.price[s]!;
    }
    if (failed === NONE || (failed === SHOPS && byShops)) shopCounts.set(c.mer[s]!, (shopCounts.get(c.mer[s]!) ?? 0) + 1);
    if (failed === NONE || (failed === RATING && byRating)) {
      if (c.rating[s]! >= r4Tenths) r4++;
      if (c.rating[s]! >= r3Tenths) r3++;
    }
    const off = c.vOff[s]!;
    const end = off + c.vLen[s]!;
    if (failed === NONE) {
      total++;
      if (c.stock[s]! > 0) stocked++;
      for (let k = off; k < end; k++) specCounts[c.pool[k]!]!++;
    } else if (failed >= 0) {
      // Failing only spec group `failed`: counts toward that group's values (its own selection left out).
      const name = groupNames[failed];
      for (let k = off; k < end; k++) if (c.valueName[c.pool[k]!] === name) specCounts[c.pool[k]!]!++;
    }
  });
  const specs: IndexTallies['specs'] = [];
  specCounts.forEach((n, v) => {
    if (n > 0) specs.push({ name: c.names[c.valueName[v]!]!, value: c.valueText[v]!, n });
  });
  return {
    total,
    stocked,
    specs,
    shops: [...shopCounts.entries()].map(([merId, n]) => ({ merId, n })),
    r4,
    r3,
    unpriced: prices.subarray(0, np),
  };
}

/** A list order the index can answer: price or units sold (then newest id), or the shop's order weight (then id). */
export type IndexOrder = { by: 'price' | 'sales'; dir: 'asc' | 'desc' } | { by: 'weight' };

/** The ids of one page of the products that fail no facet, in `order`, and how many there are. */
export function page(c: Catalogue, q: ScanQuery, order: IndexOrder, offset: number, limit: number): { ids: number[]; total: number } {
  const key = order.by === 'price' ? c.price : order.by === 'sales' ? c.sold : c.sort;
  const sign = order.by === 'weight' || order.dir === 'desc' ? -1 : 1;
  // a before b: by key in the asked direction, then the newer (higher) id first.
  const before = (a: number, b: number) => {
    const d = (key[a]! - key[b]!) * sign;
    return d !== 0 ? d < 0 : c.id[a]! > c.id[b]!;
  };
  return topK(c, q, before, offset, limit);
}

/** The best `offset + limit` of the products that fail no facet by `before` (`prepare` sees each first), paged. */
function topK(c: Catalogue, q: ScanQuery, before: (a: number, b: number) => boolean, offset: number, limit: number, prepare?: (slot: number) => void): { ids: number[]; total: number } {
  const k = offset + limit;
  // A heap of the best k seen, its worst at the root.
  const heap: number[] = [];
  let total = 0;
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let w = i;
      if (l < heap.length && before(heap[w]!, heap[l]!)) w = l;
      if (r < heap.length && before(heap[w]!, heap[r]!)) w = r;
      if (w === i) return;
      [heap[i], heap[w]] = [heap[w]!, heap[i]!];
      i = w;
    }
  };
  scan(c, q, (s, failed) => {
    if (failed !== NONE) return;
    total++;
    if (k === 0) return;
    prepare?.(s);
    if (heap.length < k) {
      heap.push(s);
      for (let i = heap.length - 1; i > 0; ) {
        const p = (i - 1) >> 1;
        if (!before(heap[p]!, heap[i]!)) break;
        [heap[p], heap[i]] = [heap[i]!, heap[p]!];
        i = p;
      }
    } else if (before(s, heap[0]!)) {
      heap[0] = s;
      down(0);
    }
  });
  const sorted = heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  return { ids: sorted.slice(offset).map((s) => c.id[s]!), total };
}

/**
 * The index and the scan for a platform list or its facets (keyword, category branch, price range, facets), or
 * undefined when SQL answers: the index is being built, the keyword is one the full-text index cannot answer, or
 * more spec names are picked than a scan tracks. `cheapOnly`: also undefined when the keyword's products would be
 * read from the full-text index, which costs what SQL's own answer does (the whole-catalogue keyword list).
 */
export async function indexedQuery(ctx: CommerceContext, f: ProductListQuery, cateIds: number[] | undefined, sel: FacetSelection, cheapOnly = false): Promise<{ c: Catalogue; q: ScanQuery } | undefined> {
  if (specGroups(sel.specs).size > MAX_GROUPS) return undefined;
  const term = f.keyword ? searchTerm(f.keyword) : undefined;
  if (term !== undefined && Array.from(term).length < 2) return undefined;
  const c = await catalogueIndex(ctx);
  if (!c) return undefined;
  let keyword: Int32Array | undefined;
  if (term !== undefined) {
    const reader = await keywordReader(ctx, c, term);
    if (!reader || (cheapOnly && !reader.inMemory && !keywordKept(c, term))) return undefined;
    keyword = await keywordSlots(c, term, reader.read);
  }
  return { c, q: { keyword, cateIds, minPrice: f.minPrice, maxPrice: f.maxPrice, sel } };
}

/**
 * One page of the products that fail no facet in the relevance order of catalog/search.ts `relevance`: the tier of
 * the name's match of `term` (the keyword as typed, folded here as the vocabulary folds), then units sold, then the
 * rating, then the newest id. The ids, and how many there are.
 */
export function relevancePage(c: Catalogue, q: ScanQuery, term: string, offset: number, limit: number): { ids: number[]; total: number } {
  const t = encoder.encode(foldWord(term));
  // Written for each product before it is compared; kept between pages, not a catalogue-sized array per page.
  if (c.tiers.length < c.n) c.tiers = new Uint8Array(c.n);
  const tiers = c.tiers;
  const { sold, rating, id } = c;
  const before = (a: number, b: number) =>
    tiers[a] !== tiers[b] ? tiers[a]! < tiers[b]! : sold[a] !== sold[b] ? sold[a]! > sold[b]! : rating[a] !== rating[b] ? rating[a]! > rating[b]! : id[a]! > id[b]!;
  return topK(c, q, before, offset, limit, (s) => {
    tiers[s] = c.text.tier(s, t);
  });
}

/**
 * Up to `max` ids of the products on sale in open shops whose text holds `term`, in the search's relevance order
 * (`relevancePage`), or undefined when memory cannot say (the catalogue is being built, or the keyword's fold is
 * not known here). For suggestions as you type, which rank the few again by their own rule: nothing is kept, so
 * keystrokes never push a popular keyword's set out.
 */
export async function bestMatches(ctx: CommerceContext, term: string, max: number): Promise<number[] | undefined> {
  const c = await catalogueIndex(ctx);
  if (!c) return undefined;
  const reader = await keywordReader(ctx, c, term);
  if (!reader?.inMemory) return undefined;
  return relevancePage(c, { keyword: Int32Array.from(await reader.read()), sel: { specs: [], merIds: [], inStock: false } }, term, 0, max).ids;
}
