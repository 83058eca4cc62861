/**
 * The spec editor's arithmetic: several specs with values give one SKU per combination (A's `attrValue`
 * rows, keyed by a JSON object of spec name → value), and a SKU the merchant already priced keeps its
 * figures when a value is added or a spec renamed elsewhere.
 */
export interface Spec {
  name: string;
  values: string[];
}

export interface SkuFigures {
  stock: string;
  price: string;
  otPrice: string;
  cost: string;
  weight: string;
  image: string;
}

export interface SkuRow extends SkuFigures {
  /** Spec name → value, in the specs' order. */
  combo: Record<string, string>;
  /** The row's id on the service when editing (kept so its sales history stays with it). */
  id?: number;
}

export const EMPTY_FIGURES: SkuFigures = { stock: '0', price: '', otPrice: '', cost: '', weight: '', image: '' };

/** The specs a merchant has filled in: named, with at least one value, names and values trimmed and unique. */
export function usableSpecs(specs: Spec[]): Spec[] {
  const seen = new Set<string>();
  const out: Spec[] = [];
  for (const spec of specs) {
    const name = spec.name.trim();
    const values = [...new Set(spec.values.map((v) => v.trim()).filter(Boolean))];
    if (!name || seen.has(name) || values.length === 0) continue;
    seen.add(name);
    out.push({ name, values });
  }
  return out;
}

/** Every combination of the specs' values, the first spec varying slowest (as A lists them). */
function combinations(specs: Spec[]): Record<string, string>[] {
  let rows: Record<string, string>[] = [{}];
  for (const spec of specs) rows = rows.flatMap((row) => spec.values.map((value) => ({ ...row, [spec.name]: value })));
  return specs.length === 0 ? [] : rows;
}

/** A combination's key: A's `attrValue` JSON, the specs in their order. */
export const comboKey = (combo: Record<string, string>): string => JSON.stringify(combo);

/** The SKU rows for these specs, keeping the figures of rows whose combination still exists. */
export function skuMatrix(specs: Spec[], previous: SkuRow[]): SkuRow[] {
  const kept = new Map(previous.map((row) => [comboKey(row.combo), row]));
  return combinations(usableSpecs(specs)).map((combo) => {
    const old = kept.get(comboKey(combo));
    return old ? { ...old, combo } : { ...EMPTY_FIGURES, combo };
  });
}

/** A SKU's label for tables and screen readers: its values in spec order. */
export const comboLabel = (combo: Record<string, string>): string => Object.values(combo).join(' · ');
