import type { FastifyBaseLogger } from 'fastify';
import type { CommerceContext } from '../context.js';
import { DEFAULT_LANGUAGE } from '../../../shared/constants.js';
import type { CatalogueTextKind } from './kinds.js';

/**
 * Writes a front answer's catalogue texts in the shopper's language (docs/api-extensions.md "Catalogue texts
 * in the shopper's language"). Only whole texts the catalogue_texts table knows are replaced, and only in the
 * fields that carry that kind of text, so product names, shop names and anything a merchant wrote in free text
 * pass unchanged. Ids never change: a SKU is added to the cart by its `productAttrUnique` id, so a cart filled
 * in one language reads in any other.
 */

/** Which kinds of text each answer field may hold. */
const FIELD_KINDS: Record<string, readonly CatalogueTextKind[]> = {
  name: ['category', 'banner', 'guarantee', 'shop'],
  cateName: ['category'],
  categoryName: ['category'],
  typeName: ['shop'],
  title: ['keyword', 'banner'],
  info: ['banner', 'shop'],
  content: ['guarantee'],
  headline: ['banner'],
  sub: ['banner'],
  subtitle: ['banner'],
  cta: ['banner'],
  attrName: ['specName'],
  unitName: ['unit'],
};

/** Fields holding spec values joined by commas (a SKU's name, `suk` as A spells it in the cart, an attribute's options). */
const VALUE_LIST_FIELDS = new Set(['attrValues', 'sku', 'suk']);
/** A SKU's values as a JSON object string, spec name → value. */
const ATTR_VALUE_FIELD = 'attrValue';
/** The goods answer's SKUs keyed by their names. */
const SKU_MAP_FIELD = 'productValue';

export interface CatalogueDictionary {
  /** The text in the language, or the stored text itself when the language has none for it. */
  text(kinds: readonly CatalogueTextKind[], source: string): string;
  /** The stored text a shopper typed in their language (a translated hot keyword or category), or null. */
  source(kinds: readonly CatalogueTextKind[], text: string): string | null;
}

const key = (kind: string, s: string) => `${kind}\u0000${s}`;

/** Missing translations already logged, so each shows once per process however often it is read. */
const reported = new Set<string>();
const MAX_REPORTED = 10_000;

function reportMissing(log: FastifyBaseLogger, languageCode: string, kind: string, source: string): void {
  const k = `${languageCode}\u0000${kind}\u0000${source}`;
  if (reported.has(k) || reported.size >= MAX_REPORTED) return;
  reported.add(k);
  // Catalogue words only (a category, a spec value): no shopper data is ever looked up here.
  log.warn({ languageCode, kind, source }, 'catalogue text has no translation; shown as stored');
}

/** The language's dictionary: its rows and the stored texts (language "en" rows) it falls back to. */
export async function loadDictionary(ctx: CommerceContext, languageCode: string): Promise<CatalogueDictionary> {
  const rows = await ctx.db
    .selectFrom('catalogueTexts')
    .select(['kind', 'source', 'languageCode', 'text'])
    .where('languageCode', 'in', [languageCode, DEFAULT_LANGUAGE])
    .execute();
  const known = new Set<string>();
  const forward = new Map<string, string>();
  const backward = new Map<string, string>();
  for (const r of rows) {
    if (r.languageCode === DEFAULT_LANGUAGE) known.add(key(r.kind, r.source));
    if (r.languageCode === languageCode) {
      forward.set(key(r.kind, r.source), r.text);
      backward.set(key(r.kind, r.text.toLowerCase()), r.source);
    }
  }
  return {
    text(kinds, source) {
      for (const kind of kinds) {
        const k = key(kind, source);
        const t = forward.get(k);
        if (t !== undefined) return t;
        if (known.has(k)) {
          reportMissing(ctx.log, languageCode, kind, source);
          return source;
        }
      }
      return source;
    },
    source(kinds, text) {
      const wanted = text.trim().toLowerCase();
      for (const kind of kinds) {
        const s = backward.get(key(kind, wanted));
        if (s !== undefined) return s;
      }
      return null;
    },
  };
}

function valueList(d: CatalogueDictionary, list: string): string {
  return list
    .split(',')
    .map((v) => d.text(['specValue'], v))
    .join(',');
}

function attrValueJson(d: CatalogueDictionary, raw: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return raw;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return raw;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(parsed as Record<string, unknown>)) out[d.text(['specName'], k)] = typeof v === 'string' ? d.text(['specValue'], v) : v;
  return JSON.stringify(out);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (!v || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A translated copy of `value`; parts without catalogue texts are shared, not copied. */
export function translateAnswer(d: CatalogueDictionary, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => translateAnswer(d, v));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [field, v] of Object.entries(value)) {
    if (typeof v === 'string') {
      const kinds = FIELD_KINDS[field];
      if (kinds) out[field] = d.text(kinds, v);
      else if (VALUE_LIST_FIELDS.has(field)) out[field] = valueList(d, v);
      else if (field === ATTR_VALUE_FIELD) out[field] = attrValueJson(d, v);
      else out[field] = v;
    } else if (field === SKU_MAP_FIELD && isPlainObject(v)) {
      const skus: Record<string, unknown> = {};
      for (const [sku, row] of Object.entries(v)) skus[valueList(d, sku)] = translateAnswer(d, row);
      out[field] = skus;
    } else {
      out[field] = translateAnswer(d, v);
    }
  }
  return out;
}
