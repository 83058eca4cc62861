import type { ProductAttr, SkuData } from '../../api/product';

export interface AttrGroup {
  name: string;
  values: string[];
}

/** attrValues is a comma-separated option list (docs/upstream-contract.md §3). */
export function attrGroups(attrs: ProductAttr[]): AttrGroup[] {
  return attrs
    .map((a) => ({
      name: a.attrName,
      values: a.attrValues
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    }))
    .filter((g) => g.name !== '' && g.values.length > 0);
}

/** The productValue key: chosen options joined by ',' in productAttr order; "" with no attrs. */
export function skuKey(groups: AttrGroup[], chosen: (string | null)[]): string | null {
  if (groups.length === 0) return '';
  const parts: string[] = [];
  for (let i = 0; i < groups.length; i++) {
    const v = chosen[i];
    if (!v) return null;
    parts.push(v);
  }
  return parts.join(',');
}

export function findSku(values: Record<string, SkuData>, groups: AttrGroup[], chosen: (string | null)[]): SkuData | null {
  const key = skuKey(groups, chosen);
  if (key === null) return null;
  return values[key] ?? null;
}

/** Starts on the first SKU with stock (else the first SKU at all), so price and stock show at once. */
export function initialChoice(values: Record<string, SkuData>, groups: AttrGroup[]): (string | null)[] {
  if (groups.length === 0) return [];
  const keys = Object.keys(values);
  const inStock = keys.find((k) => (values[k]?.stock ?? 0) > 0) ?? keys[0];
  if (inStock === undefined) return groups.map(() => null);
  const parts = inStock.split(',');
  if (parts.length !== groups.length || parts.some((p, i) => !groups[i]!.values.includes(p))) return groups.map(() => null);
  return parts;
}

/** Whether choosing `value` for group `index` (keeping the other choices) reaches an SKU that exists with stock. */
export function optionAvailable(values: Record<string, SkuData>, groups: AttrGroup[], chosen: (string | null)[], index: number, value: string): boolean {
  const trial = chosen.slice();
  trial[index] = value;
  return Object.entries(values).some(([key, sku]) => {
    if (sku.stock <= 0) return false;
    const parts = key.split(',');
    return trial.every((c, i) => c === null || parts[i] === c);
  });
}

export function clampQuantity(n: number, stock: number): number {
  const max = Math.max(1, Math.min(stock, 99));
  if (!Number.isFinite(n)) return 1;
  return Math.min(max, Math.max(1, Math.floor(n)));
}
