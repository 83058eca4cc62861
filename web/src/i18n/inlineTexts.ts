import { FIRST_TEXTS_ELEMENT_ID } from '../../../shared/first-screen';

/** One language's texts: a catalogue per namespace, nested objects whose leaves are strings. */
export type Catalogues = Record<string, Record<string, unknown>>;

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Nested objects of strings only, as a catalogue file is; anything else means a damaged page. */
function isCatalogue(v: unknown, depth = 0): v is Record<string, unknown> {
  if (!isPlainObject(v) || depth > 8) return false;
  return Object.values(v).every((x) => typeof x === 'string' || isCatalogue(x, depth + 1));
}

/**
 * The texts of `lang` the BFF wrote into the page (shared/first-screen.ts), when they are there, are
 * for that language and hold every namespace as a well-formed catalogue; otherwise null, and the
 * catalogue files load as usual.
 */
export function readInlineTexts(lang: string, namespaces: readonly string[], doc: Document | undefined = globalThis.document): Catalogues | null {
  const text = doc?.getElementById(FIRST_TEXTS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isPlainObject(raw) || raw.lang !== lang || !isPlainObject(raw.texts)) return null;
  const texts = raw.texts;
  const out: Catalogues = {};
  for (const ns of namespaces) {
    const catalogue = texts[ns];
    if (!isCatalogue(catalogue)) return null;
    out[ns] = catalogue;
  }
  return out;
}
