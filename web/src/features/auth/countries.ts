import { getCountries, getCountryCallingCode, getExampleNumber, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { DEFAULT_DIAL_CODE } from '../../../../shared/constants';

/** One entry of the country-code picker (docs/storefront-spec.md §3 "Country entry"). */
export interface CountryOption {
  code: CountryCode;
  name: string;
  /** Name in English, searched too so "United" finds the UK in every language. */
  englishName: string;
  /** Digits only, e.g. "44". */
  dialCode: string;
  /** A national example number, used as the phone placeholder. */
  phoneFormat: string;
}

/**
 * The picker holds a country, the spec gives a dial code (44). Several countries share +44
 * (GB, GG, IM, JE); the alphabetical first of them is the main one.
 */
export const DEFAULT_COUNTRY: CountryCode =
  getCountries().find((c) => getCountryCallingCode(c) === DEFAULT_DIAL_CODE) ?? 'GB';

const cache = new Map<string, CountryOption[]>();

function displayNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
  } catch {
    return null;
  }
}

export function phoneExample(code: CountryCode): string {
  try {
    return getExampleNumber(code, examples)?.formatNational() ?? '';
  } catch {
    return '';
  }
}

/** Every country libphonenumber knows, named in `locale` (a BCP 47 tag) and sorted by that name. */
export function countryOptions(locale: string): CountryOption[] {
  const hit = cache.get(locale);
  if (hit) return hit;
  const local = displayNames(locale);
  const en = displayNames('en');
  const collator = new Intl.Collator(locale);
  const list = getCountries()
    .map((code) => ({
      code,
      name: local?.of(code) ?? code,
      englishName: en?.of(code) ?? code,
      dialCode: getCountryCallingCode(code),
      phoneFormat: phoneExample(code),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, list);
  return list;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Filters by name (local or English, accents ignored), ISO code or dial code ("44", "+44").
 * A dial-code query ranks exact matches first so "+1" puts the US and Canada on top.
 */
export function searchCountries(list: CountryOption[], query: string): CountryOption[] {
  const q = fold(query.trim());
  if (!q) return list;
  const digits = q.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) {
    const matches = list.filter((c) => c.dialCode.startsWith(digits));
    return [...matches.filter((c) => c.dialCode === digits), ...matches.filter((c) => c.dialCode !== digits)];
  }
  // Rank: ISO code, then a name that starts with the query, then a word that does, then the rest.
  const rank = (c: CountryOption) => {
    const names = [fold(c.name), fold(c.englishName)];
    if (c.code.toLowerCase() === q) return 0;
    if (names.some((n) => n.startsWith(q))) return 1;
    if (names.some((n) => n.split(/[\s,.'()-]+/).some((w) => w.startsWith(q)))) return 2;
    if (names.some((n) => n.includes(q))) return 3;
    return -1;
  };
  return list
    .map((c, i) => ({ c, i, r: rank(c) }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.c);
}

/** The "+44" form the upstream expects in countryCode. */
export function dialCodeOf(code: CountryCode): string {
  return `+${getCountryCallingCode(code)}`;
}
