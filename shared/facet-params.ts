/**
 * The facet filters of a product list as query parameters (docs/api-extensions.md "Facets with counts"), apart
 * from the contract's shapes so the storefront's list state (shared/list-query.ts) and the BFF's first screen can
 * read and write them without loading a validator.
 *
 * In A's style, scalar parameters and comma lists:
 * - `spec`: spec values as `name:value` pairs, each name and value percent-encoded (so a value holding a comma or a
 *   colon survives), pairs joined by commas: `spec=Colour:Red,Colour:Navy%20blue,Size:M`;
 * - `merIds`: shop ids, a comma list;
 * - `minRating`: 4 or 3 (average review star, as the product card rounds it);
 * - `inStock`: 1 for in-stock products only.
 * Several values of one facet (one spec name, or several shops) widen the list; different facets narrow it.
 */

export const FACETS_PATH = '/api/front/product/facets';

/** How many facet values (spec values and shops together) one list may be narrowed by. */
export const FACET_MAX_VALUES = 100;

/** The longest spec name or value looked at; longer ones cannot be stored, so they are dropped. */
export const FACET_MAX_TEXT = 128;

export const RATING_STEPS = [4, 3] as const;
export type RatingStep = (typeof RATING_STEPS)[number];

export interface SpecPick {
  name: string;
  value: string;
}

export interface FacetSelection {
  specs: SpecPick[];
  merIds: number[];
  minRating?: RatingStep;
  inStock: boolean;
}

export const EMPTY_FACETS: FacetSelection = { specs: [], merIds: [], inStock: false };

export const TOO_MANY_FACET_VALUES = `Too many filter values: a list can be narrowed by at most ${FACET_MAX_VALUES} values at once`;

/** Thrown by readFacetParams when a hand-built address asks for more than FACET_MAX_VALUES values. */
export class TooManyFacetValues extends Error {
  constructor() {
    super(TOO_MANY_FACET_VALUES);
    this.name = 'TooManyFacetValues';
  }
}

function decode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

function one(v: unknown): string {
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string').join(',');
  return '';
}

/** The comma list's items, refusing (before any work per item) a list longer than the bound. */
function items(raw: string, room: number): string[] {
  if (raw.trim() === '') return [];
  let commas = 0;
  for (let i = 0; i < raw.length; i++) if (raw.charCodeAt(i) === 44 && ++commas >= room) throw new TooManyFacetValues();
  return raw.split(',').filter((s) => s.trim() !== '');
}

export function encodeSpecPick(p: SpecPick): string {
  return `${encodeURIComponent(p.name)}:${encodeURIComponent(p.value)}`;
}

export const specKey = (p: SpecPick) => `${p.name}\u0000${p.value}`;

/**
 * The selection in a query (an object of strings, or URLSearchParams). Malformed items are dropped (a link cut
 * short still opens); duplicates count once; more than FACET_MAX_VALUES values throw TooManyFacetValues.
 */
export function readFacetParams(query: URLSearchParams | Record<string, unknown>): FacetSelection {
  const get = (k: string) => (query instanceof URLSearchParams ? query.getAll(k).join(',') : one(query[k]));
  const specs: SpecPick[] = [];
  const seen = new Set<string>();
  const rawSpecs = items(get('spec'), FACET_MAX_VALUES);
  for (const item of rawSpecs) {
    const at = item.indexOf(':');
    if (at <= 0) continue;
    const name = decode(item.slice(0, at))?.trim();
    const value = decode(item.slice(at + 1))?.trim();
    if (!name || !value || name.length > FACET_MAX_TEXT || value.length > FACET_MAX_TEXT) continue;
    const pick = { name, value };
    if (seen.has(specKey(pick))) continue;
    seen.add(specKey(pick));
    specs.push(pick);
  }
  const merIds = [
    ...new Set(
      items(get('merIds'), FACET_MAX_VALUES - rawSpecs.length)
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647),
    ),
  ];
  if (specs.length + merIds.length > FACET_MAX_VALUES) throw new TooManyFacetValues();
  const rating = Number(get('minRating'));
  const inStock = get('inStock').trim();
  const out: FacetSelection = { specs, merIds, inStock: inStock === '1' || inStock === 'true' };
  if (rating === 4 || rating === 3) out.minRating = rating;
  return out;
}

/** The selection as query parameters (only those that narrow), the form readFacetParams reads. */
export function facetParams(s: FacetSelection): Record<string, string> {
  const out: Record<string, string> = {};
  if (s.specs.length > 0) out.spec = s.specs.map(encodeSpecPick).join(',');
  if (s.merIds.length > 0) out.merIds = s.merIds.join(',');
  if (s.minRating !== undefined) out.minRating = String(s.minRating);
  if (s.inStock) out.inStock = '1';
  return out;
}

export function hasFacets(s: FacetSelection): boolean {
  return s.specs.length > 0 || s.merIds.length > 0 || s.minRating !== undefined || s.inStock;
}
