import { describe, expect, it } from 'vitest';
import type { SkuData } from '../../api/product';
import { attrGroups, clampQuantity, findSku, initialChoice, optionAvailable, skuKey } from './sku';

const sku = (id: number, key: string, stock: number, price = '10.00'): [string, SkuData] => [
  key,
  { id, productId: 1, sku: key, stock, sales: 0, price, otPrice: '12.00', image: `/img/${id}.png` },
];

const attrs = [
  { id: 1, attrName: 'Colour', attrValues: 'Red,Blue' },
  { id: 2, attrName: 'Size', attrValues: 'S, M ,L' },
];
const values = Object.fromEntries([sku(11, 'Red,S', 0), sku(12, 'Red,M', 3, '11.00'), sku(13, 'Blue,S', 5, '9.50'), sku(14, 'Blue,L', 0)]);

describe('spec → SKU key', () => {
  const groups = attrGroups(attrs);

  it('parses comma-separated option values in productAttr order', () => {
    expect(groups).toEqual([
      { name: 'Colour', values: ['Red', 'Blue'] },
      { name: 'Size', values: ['S', 'M', 'L'] },
    ]);
  });

  it('joins the chosen options with "," in attribute order, null while incomplete', () => {
    expect(skuKey(groups, ['Blue', 'S'])).toBe('Blue,S');
    expect(skuKey(groups, ['Blue', null])).toBeNull();
    expect(findSku(values, groups, ['Red', 'M'])?.id).toBe(12);
    expect(findSku(values, groups, ['Red', 'M'])?.price).toBe('11.00');
    expect(findSku(values, groups, ['Red', 'L'])).toBeNull();
  });

  it('uses the key "" when the product has no attributes', () => {
    const single = Object.fromEntries([sku(99, '', 7)]);
    expect(skuKey([], [])).toBe('');
    expect(findSku(single, [], [])?.id).toBe(99);
    expect(initialChoice(single, [])).toEqual([]);
  });

  it('starts on the first SKU that has stock', () => {
    expect(initialChoice(values, groups)).toEqual(['Red', 'M']);
  });

  it('marks options that reach no SKU in stock', () => {
    expect(optionAvailable(values, groups, ['Red', null], 1, 'S')).toBe(false);
    expect(optionAvailable(values, groups, ['Red', null], 1, 'M')).toBe(true);
    expect(optionAvailable(values, groups, [null, 'L'], 0, 'Blue')).toBe(false);
    expect(optionAvailable(values, groups, [null, null], 0, 'Blue')).toBe(true);
  });

  it('bounds the quantity by stock (and the cart limit of 99)', () => {
    expect(clampQuantity(5, 3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(500, 1000)).toBe(99);
    expect(clampQuantity(2, 0)).toBe(1);
  });
});
