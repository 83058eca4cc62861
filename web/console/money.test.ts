import { describe, expect, it } from 'vitest';
import { currencySign, formatAmount, formatMoney } from './money';

/** Intl's narrow and ordinary no-break spaces read as plain spaces in the expectations. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

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

describe('formatMoney', () => {
  it('places the currency where each language writes it, as Intl would for the same amount', () => {
    expect(formatMoney('1234.50', 'en', 'USD')).toBe('$1,234.50');
    expect(plain(formatMoney('1234.50', 'fr', 'USD'))).toBe('1 234,50 $US');
    expect(plain(formatMoney('1234.50', 'fr', 'EUR'))).toBe('1 234,50 €');
    expect(formatMoney('1234.50', 'th', 'THB')).toBe('฿1,234.50');
    expect(formatMoney('1234.50', 'zh-CN', 'USD')).toBe('US$1,234.50');
    expect(formatMoney('1234.50', 'zh-CN', 'CNY')).toBe('¥1,234.50');
    for (const [lang, code] of [['en', 'USD'], ['fr', 'USD'], ['th', 'THB'], ['zh-CN', 'CNY'], ['es', 'EUR'], ['lo', 'LAK']] as const) {
      expect(formatMoney('1234.50', lang, code)).toBe(new Intl.NumberFormat(lang, { style: 'currency', currency: code, minimumFractionDigits: 2 }).format(1234.5));
    }
  });

  it('keeps every digit of an amount no float can hold', () => {
    expect(formatMoney('9007199254740993.99', 'en', 'USD')).toBe('$9,007,199,254,740,993.99');
    expect(plain(formatMoney('9007199254740993.99', 'fr', 'EUR'))).toBe('9 007 199 254 740 993,99 €');
    expect(formatMoney('0.1', 'en', 'USD')).toBe('$0.10');
  });

  it('writes negative amounts with the sign where the language puts it', () => {
    expect(formatMoney('-1234.5', 'en', 'USD')).toBe('-$1,234.50');
    expect(plain(formatMoney('-1234.50', 'fr', 'EUR'))).toBe('-1 234,50 €');
    expect(formatMoney('-12.00', 'th', 'THB')).toBe('-฿12.00');
    expect(formatMoney('-0.00', 'en', 'USD')).toBe('$0.00');
  });

  it('shows the currency\'s own decimals and never rounds away a written cent', () => {
    expect(formatMoney('1234.00', 'en', 'JPY')).toBe('¥1,234');
    expect(formatMoney('1234.50', 'en', 'JPY')).toBe('¥1,234.50');
  });

  it('falls back to the code and the plain amount for a code Intl cannot place, and never throws', () => {
    expect(() => formatMoney('12.5', 'en', 'US')).not.toThrow();
    expect(formatMoney('12.5', 'en', 'US')).toBe('US 12.50');
    expect(formatMoney('12.5', 'en', '$$$')).toBe('$$$ 12.50');
    expect(plain(formatMoney('12.5', 'en', 'XYZ'))).toBe('XYZ 12.50');
  });

  it('draws the plain amount while the currency is unknown, and leaves what is not an amount as it came', () => {
    expect(formatMoney('1234.5', 'en', null)).toBe('1,234.50');
    expect(formatMoney('1234.5', 'en', '')).toBe('1,234.50');
    expect(formatMoney('n/a', 'en', 'USD')).toBe('n/a');
  });
});

describe('currencySign', () => {
  it('gives the sign an amount input shows beside it, or the code', () => {
    expect(currencySign('en', 'USD')).toBe('$');
    expect(currencySign('fr', 'USD')).toBe('$US');
    expect(currencySign('th', 'THB')).toBe('฿');
    expect(currencySign('en', 'US')).toBe('US');
  });
});
