import { describe, expect, it } from 'vitest';
import { comboLabel, skuMatrix, usableSpecs } from './skuMatrix';

describe('the SKU matrix', () => {
  it('gives one row per combination of two specs with three values each, the first spec slowest', () => {
    const rows = skuMatrix(
      [
        { name: 'Colour', values: ['Red', 'Blue', 'Green'] },
        { name: 'Size', values: ['S', 'M', 'L'] },
      ],
      [],
    );
    expect(rows).toHaveLength(9);
    expect(rows.map((r) => comboLabel(r.combo)).slice(0, 4)).toEqual(['Red · S', 'Red · M', 'Red · L', 'Blue · S']);
    expect(rows[0]!.stock).toBe('0');
  });

  it('keeps the figures of a SKU whose combination survives a new value', () => {
    const first = skuMatrix([{ name: 'Colour', values: ['Red'] }], []);
    first[0]!.price = '12.50';
    const next = skuMatrix([{ name: 'Colour', values: ['Red', 'Blue'] }], first);
    expect(next.map((r) => r.price)).toEqual(['12.50', '']);
  });

  it('leaves out unnamed specs, specs without values, repeated names and blank or repeated values', () => {
    expect(
      usableSpecs([
        { name: ' Colour ', values: ['Red', ' Red', ''] },
        { name: '', values: ['x'] },
        { name: 'Size', values: [] },
        { name: 'Colour', values: ['Blue'] },
      ]),
    ).toEqual([{ name: 'Colour', values: ['Red'] }]);
    expect(skuMatrix([], [])).toEqual([]);
  });
});
