import { describe, expect, it } from 'vitest';
import { formatAmount } from './money';

describe('formatAmount', () => {
  it('groups and marks the decimals in the reader\'s language without rounding a digit', () => {
    expect(formatAmount('1234567.05', 'en')).toBe('1,234,567.05');
    expect(formatAmount('9007199254740993.99', 'en')).toBe('9,007,199,254,740,993.99');
    expect(formatAmount('-12.5', 'en')).toBe('-12.50');
    expect(formatAmount('1234.50', 'fr').replace(/\s/g, ' ')).toBe('1 234,50');
  });

  it('leaves what is not an amount as it came', () => {
    expect(formatAmount('n/a', 'en')).toBe('n/a');
  });
});
