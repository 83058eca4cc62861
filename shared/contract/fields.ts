// zod/mini: the SPA's first bundle parses the session and the site settings through these, where
// full zod would cost ~25 KB gzip. Full zod accepts these schemas anywhere it takes a schema.
import * as z from 'zod/mini';
import { imageList } from '../pictures';

/**
 * One definition of every contract field, in two forms:
 *
 * - `strict`: what the embedded commerce service must send (docs/upstream-contract.md §14's real formats: absolute
 *   picture URLs, money as two-decimal strings, times as `yyyy-MM-dd HH:mm:ss`). The integration
 *   tests parse answers through it.
 * - `lenient`: what the SPA reads from any upstream through the BFF. It absorbs the upstream's habits
 *   (numbers as strings, 0/1 booleans, `null` for "nothing configured", picture lists in three forms)
 *   and never throws on one malformed field: the field reads as empty instead.
 *
 * Both forms of an object come from one shape, so a field renamed here renames it on both sides,
 * and the SPA's types (z.output of the lenient form) follow.
 */
export interface Field<S extends z.ZodMiniType = z.ZodMiniType, L extends z.ZodMiniType = z.ZodMiniType> {
  strict: S;
  lenient: L;
}

export type Shape = Record<string, Field>;
type StrictShape<S extends Shape> = { [K in keyof S]: S[K]['strict'] };
type LenientShape<S extends Shape> = { [K in keyof S]: S[K]['lenient'] };

export interface ObjectField<S extends Shape> extends Field<z.ZodMiniObject<StrictShape<S>>, z.ZodMiniObject<LenientShape<S>>> {
  shape: S;
}

/** What the service sends for a field (strict form). */
export type Wire<F extends Field> = z.output<F['strict']>;
/** What the SPA reads for a field (lenient form). */
export type Read<F extends Field> = z.output<F['lenient']>;

function field<S extends z.ZodMiniType, L extends z.ZodMiniType>(strict: S, lenient: L): Field<S, L> {
  return { strict, lenient };
}

export function object<S extends Shape>(shape: S): ObjectField<S> {
  const strict = {} as Record<string, z.ZodMiniType>;
  const lenient = {} as Record<string, z.ZodMiniType>;
  for (const [k, f] of Object.entries(shape)) {
    strict[k] = f.strict;
    lenient[k] = f.lenient;
  }
  return {
    shape,
    strict: z.object(strict) as z.ZodMiniObject<StrictShape<S>>,
    lenient: z.object(lenient) as z.ZodMiniObject<LenientShape<S>>,
  };
}

/** A shape with more fields (a detail view over a list row). */
export function extend<S extends Shape, T extends Shape>(base: ObjectField<S>, more: T): ObjectField<Omit<S, keyof T> & T> {
  return object({ ...base.shape, ...more } as Omit<S, keyof T> & T);
}

/**
 * Only some fields of a shape: the SPA reads a part of a wider answer under the same names. `nested`
 * swaps the field of a nested object or list for a narrower one; its keys must be fields of the shape.
 */
export function pick<S extends Shape, K extends keyof S & string, N extends Shape = Record<never, Field>>(
  base: ObjectField<S>,
  keys: readonly K[],
  nested?: N & { [P in Exclude<keyof N, keyof S>]: never },
): ObjectField<Omit<Pick<S, K>, keyof N> & N> {
  const out: Record<string, Field> = {};
  for (const k of keys) out[k] = base.shape[k] as Field;
  return object({ ...out, ...nested } as Omit<Pick<S, K>, keyof N> & N);
}

// ---- Lenient readers (the SPA side) ----------------------------------------------------------

function leniently<T>(read: (v: unknown) => T) {
  return z.pipe(z.optional(z.unknown()), z.transform(read));
}

export const readMoney = (v: unknown): string =>
  typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' && v.trim() !== '' ? v : '0';
export const readBool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';
export const readNum = (v: unknown): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};
export const readText = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Picture lists in the upstream's three forms (docs/upstream-contract.md §14), read without throwing. */
export { imageList };

// ---- Strict formats (the service side) -------------------------------------------------------

export const MONEY_RE = /^-?\d+\.\d{2}$/;
/** docs/upstream-contract.md §14 "Dates": wall-clock time in the deployment's zone. */
export const DATE_TIME_RE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** docs/upstream-contract.md §14 "Image URLs": clients receive absolute URLs on the image domain. */
export const ABSOLUTE_URL_RE = /^https?:\/\/[^\s"'<>]+$/;

const isPicture = (s: string) => ABSOLUTE_URL_RE.test(s);

/** The entries of a picture list as the service wrote it, or null when it is none of the three forms. */
export function strictPictureEntries(s: string): string[] | null {
  const t = s.trim();
  if (t === '') return [];
  if (t.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(t);
    } catch {
      return null;
    }
    if (!Array.isArray(parsed)) return null;
    const out: string[] = [];
    for (const v of parsed) {
      if (typeof v === 'string') out.push(v);
      else if (v && typeof v === 'object' && typeof (v as { sattDir?: unknown }).sattDir === 'string') out.push((v as { sattDir: string }).sattDir);
      else return null;
    }
    return out;
  }
  return t.split(',').map((p) => p.trim());
}

// ---- Fields ----------------------------------------------------------------------------------

/** A whole number (ids, counts, states). */
export const int = field(z.int(), leniently(readNum));
/** An id A declares as a String (e.g. a cart line's `productAttrUnique`): digits on the wire, a number once read; a reader takes either. */
export const idText = field(z.string().check(z.regex(/^\d+$/, 'an id in digits')), leniently(readNum));
/** A number that may have decimals (weights, ratings). */
export const decimal = field(z.number(), leniently(readNum));
/** Money: a two-decimal string on the wire (BigDecimal as Jackson renders it). */
export const money = field(z.string().check(z.regex(MONEY_RE, 'money is a two-decimal string')), leniently(readMoney));
export const text = field(z.string(), leniently(readText));
export const bool = field(z.boolean(), leniently(readBool));
/** A date-time, `yyyy-MM-dd HH:mm:ss`. */
export const dateTime = field(z.string().check(z.regex(DATE_TIME_RE, 'times are yyyy-MM-dd HH:mm:ss')), leniently(readText));
/** A date-time that is empty until the thing happens (paid, shipped, used). */
export const dateTimeOrEmpty = field(
  z.nullable(z.string().check(z.refine((s) => s === '' || DATE_TIME_RE.test(s), 'times are yyyy-MM-dd HH:mm:ss'))),
  leniently(readText),
);
/** One picture: an absolute URL, or empty when there is none. */
export const picture = field(
  z.string().check(z.refine((s) => s === '' || isPicture(s), 'pictures are absolute URLs (docs/upstream-contract.md §14)')),
  leniently(readText),
);
/**
 * A picture list as a string in one of the three forms (JSON array string of URLs, JSON array
 * string of `{ sattDir }`, comma list), every entry an absolute URL. The SPA reads it as an array.
 */
export const pictureList = field(
  z.string().check(
    z.refine((s) => {
      const entries = strictPictureEntries(s);
      return entries !== null && entries.every(isPicture);
    }, 'picture lists are a JSON array or comma list of absolute URLs (docs/upstream-contract.md §14)'),
  ),
  leniently(imageList),
);
/** A picture list the service sends already as a JSON array of absolute URLs (review pictures). */
export const pictureArray = field(
  z.array(z.string().check(z.refine(isPicture, 'pictures are absolute URLs (docs/upstream-contract.md §14)'))),
  leniently(imageList),
);
/** A value the contract leaves open (the SPA reads it with a reader of its own). */
export const unknown = field(z.unknown(), z.optional(z.unknown()));

/** One of a few numbers (states, types). */
export function oneOf<const T extends readonly [number, ...number[]]>(values: T) {
  return field(
    z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodMiniLiteral<T[number]>, ...z.ZodMiniLiteral<T[number]>[]]),
    leniently(readNum),
  );
}

/** A list: the service always sends an array; the SPA reads `null` or a missing list as empty. */
export function list<F extends Field>(item: F) {
  const f = field(
    z.array(item.strict) as z.ZodMiniArray<F['strict']>,
    z.pipe(
      z.nullish(z.array(item.lenient)),
      z.transform((l): z.output<F['lenient']>[] => (l ?? []) as z.output<F['lenient']>[]),
    ),
  );
  return { ...f, item };
}

/** A field some upstreams send and the embedded service does not; the SPA reads it as empty when absent. */
export function optional<F extends Field>(f: F) {
  return field(z.optional(f.strict) as z.ZodMiniOptional<F['strict']>, f.lenient as F['lenient']);
}

/** A field the service may send as null (nothing configured); the SPA reads it as null too. */
export function nullable<F extends Field>(f: F) {
  return { ...field(z.nullable(f.strict) as z.ZodMiniNullable<F['strict']>, z.nullish(f.lenient) as z.ZodMiniOptional<z.ZodMiniNullable<F['lenient']>>), inner: f };
}

/** A map keyed by text (product SKUs by spec). */
export function record<F extends Field>(item: F) {
  return field(
    z.record(z.string(), item.strict) as z.ZodMiniRecord<z.ZodMiniString, F['strict']>,
    z.pipe(
      z.nullish(z.record(z.string(), item.lenient)),
      z.transform((v): Record<string, z.output<F['lenient']>> => (v ?? {}) as Record<string, z.output<F['lenient']>>),
    ),
  );
}
