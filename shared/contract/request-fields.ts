// zod/mini, as the answer fields: the SPA types its calls from these shapes, and the service parses
// with them (full zod takes them anywhere it takes a schema).
import * as z from 'zod/mini';
import { isMoneyString, parseMoney } from '../money';

/**
 * The builders of the request fields the service reads, each written once. Their texts are the
 * code-400 messages a client sees (the service reports the first issue), so a builder names its field.
 *
 * Two families, as real clients send them:
 * - JSON fields (`id`, `qty`, `flag`, `requiredText`, `amount`): numbers may come as strings, a
 *   boolean as `"true"`/`"false"`, anything else is refused with the field's message;
 * - form fields (`formText`, `formFlag`): form posts send numbers as strings and vice versa, and
 *   empty or missing values; every value reads as trimmed text (or a 0/1 flag) before it is checked.
 */

/**
 * What a client sends for a request shape: its fields as the service reads them, the `Optional` ones
 * (which the service reads as empty when left out) optional. The SPA types its call inputs with it.
 */
export type Send<S extends z.core.$ZodType, Optional extends keyof z.output<S> = never> = Omit<z.output<S>, Optional> & Partial<Pick<z.output<S>, Optional>>;

/** A positive whole number the caller must give (an id, a count); `message` when it is missing or not positive. */
/* @__NO_SIDE_EFFECTS__ */
export function id(name: string, message = `${name} is required`) {
  return z.coerce.number({ error: message }).check(z.int(`${name} must be an integer`), z.positive(message));
}

/** A quantity from 1 to `max`. */
/* @__NO_SIDE_EFFECTS__ */
export function qty(name: string, max: number) {
  return z.coerce
    .number({ error: `${name} is required` })
    .check(z.int(`${name} must be an integer`), z.minimum(1, `${name} must be at least 1`), z.maximum(max, `${name} must be at most ${max}`));
}

const booleanOrText = (name: string) => z.union([z.boolean(), z.enum(['true', 'false'])], { error: `${name} must be true or false` });
const isTrue = (v: boolean | 'true' | 'false') => v === true || v === 'true';

/** A boolean sent as JSON `true`/`false` or, in a query string, as `"true"`/`"false"`. */
/* @__NO_SIDE_EFFECTS__ */
export function flag(name: string) {
  return z.pipe(booleanOrText(name), z.transform(isTrue));
}

/** The same, false when left out. */
/* @__NO_SIDE_EFFECTS__ */
export function optionalFlag(name: string) {
  return z.pipe(z.optional(booleanOrText(name)), z.transform((v: boolean | 'true' | 'false' | undefined) => v !== undefined && isTrue(v)));
}

/** Text that must be there, trimmed, at most `max` characters. */
/* @__NO_SIDE_EFFECTS__ */
export function requiredText(name: string, max: number, missing = `${name} is required`, tooLong = `${name} is at most ${max} characters`) {
  return z.string({ error: missing }).check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));
}

/** An amount as a decimal string or number ("10.00", 10), read as integer minor units. */
/* @__NO_SIDE_EFFECTS__ */
export function amount(name: string, example = '10.00') {
  const message = `${name} must be an amount like "${example}"`;
  return z.pipe(
    z.union([z.string(), z.number()], { error: message }).check(z.refine((v) => isMoneyString(String(v)), message)),
    z.transform((v) => parseMoney(String(v))),
  );
}

/** A form value as trimmed text: nothing reads as empty, a number as its digits; anything else is left for the check to refuse. */
export const formText = (v: unknown): unknown => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : v);

/** A form's yes/no: true/false, 1/0 or their strings; empty or missing is no. */
/* @__NO_SIDE_EFFECTS__ */
export function formFlag(message: string) {
  return z.pipe(
    z.transform((v: unknown): unknown => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 || v === '' || v == null ? false : v)),
    z.boolean({ error: message }),
  );
}

/**
 * A stored or sent list (pictures, ids): a comma list, or a JSON array of strings or of `{ sattDir }`
 * as a real client writes it. A malformed JSON list falls back to the comma reading.
 */
export function splitList(s: string): string[] {
  const t = s.trim();
  if (t.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(t);
      if (Array.isArray(parsed)) {
        return parsed
          .map((v) => (typeof v === 'string' ? v : v && typeof v === 'object' && typeof (v as { sattDir?: unknown }).sattDir === 'string' ? (v as { sattDir: string }).sattDir : typeof v === 'number' ? String(v) : ''))
          .map((x) => x.trim())
          .filter(Boolean);
      }
    } catch {
      // Not JSON: read it as a comma list below.
    }
  }
  return t.split(',').map((x) => x.trim().replace(/^["[]+|["\]]+$/g, '')).filter(Boolean);
}
