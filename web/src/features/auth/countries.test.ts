import { describe, expect, it } from 'vitest';
import { countryOptions, DEFAULT_COUNTRY, dialCodeOf, phoneExample, searchCountries } from './countries';

describe('country list', () => {
  it('defaults to the United Kingdom, +44 with the plus', () => {
    expect(DEFAULT_COUNTRY).toBe('GB');
    expect(dialCodeOf(DEFAULT_COUNTRY)).toBe('+44');
  });

  it('names countries in the current language and sorts by that name', () => {
    const en = countryOptions('en');
    expect(en.length).toBeGreaterThan(200);
    expect(en.find((c) => c.code === 'FR')?.name).toBe('France');
    const zh = countryOptions('zh-CN');
    expect(zh.find((c) => c.code === 'GB')?.name).toBe('英国');
    const names = en.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('carries dial codes and example formats from libphonenumber', () => {
    const gb = countryOptions('en').find((c) => c.code === 'GB')!;
    expect(gb.dialCode).toBe('44');
    expect(gb.phoneFormat).toMatch(/^07\d{3} \d{6}$/);
    expect(phoneExample('FR')).toMatch(/^0\d( \d\d){4}$/);
  });
});

describe('searchCountries', () => {
  const en = countryOptions('en');

  it('returns everything for an empty query', () => {
    expect(searchCountries(en, '  ')).toHaveLength(en.length);
  });

  it('matches names without case or accents', () => {
    const codes = searchCountries(en, 'united k').map((c) => c.code);
    expect(codes).toEqual(['GB']);
    const fr = countryOptions('fr');
    expect(searchCountries(fr, 'etats-unis').map((c) => c.code)).toContain('US');
  });

  it('matches the English name in every language, and the ISO code', () => {
    expect(searchCountries(countryOptions('th'), 'germany').map((c) => c.code)).toEqual(['DE']);
    expect(searchCountries(en, 'de').map((c) => c.code)).toContain('DE');
  });

  it('matches dial codes with or without the plus, exact codes first', () => {
    const r = searchCountries(en, '+33').map((c) => c.code);
    expect(r[0]).toBe('FR');
    const one = searchCountries(en, '1');
    expect(one.slice(0, 2).every((c) => c.dialCode === '1')).toBe(true);
    expect(one.some((c) => c.code === 'US')).toBe(true);
    expect(searchCountries(en, '44').map((c) => c.code)).toEqual(expect.arrayContaining(['GB', 'GG', 'IM', 'JE']));
  });

  it('finds nothing for nonsense', () => {
    expect(searchCountries(en, 'zzzz')).toEqual([]);
  });
});

describe('searchCountries ranking', () => {
  it('puts names that start with the query before names that merely contain it', () => {
    const r = searchCountries(countryOptions('en'), 'fr').map((c) => c.name);
    expect(r[0]).toBe('France');
    expect(r.indexOf('Central African Republic')).toBeGreaterThan(r.indexOf('French Polynesia'));
  });
});
