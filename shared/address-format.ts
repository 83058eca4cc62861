/**
 * How a shipping address is written, in the order each shop language writes it, and the phone with its
 * dial code. An order keeps the address it was placed with as one text (`userAddress`, contract §6): the
 * embedded service writes it as six lines in a fixed order (`addressSnapshot`), so the storefront can
 * write it again in the shopper's own order (docs/api-extensions.md "An order's address"). A text in any
 * other form (an upstream's own, an older order) is shown as it is.
 */

export interface AddressParts {
  detail: string;
  district: string;
  city: string;
  province: string;
  postCode: string;
  country: string;
}

const ORDER = ['detail', 'district', 'city', 'province', 'postCode', 'country'] as const;

const clean = (v: string | null | undefined) => (v ?? '').replace(/\s+/g, ' ').trim();

/** The six parts, smallest first, one a line (an empty part keeps its empty line). */
export function addressSnapshot(p: Partial<Record<keyof AddressParts, string | null>>): string {
  return ORDER.map((k) => clean(p[k])).join('\n');
}

/** The parts of a text `addressSnapshot` wrote; null for any other text. */
export function parseAddressSnapshot(text: string): AddressParts | null {
  const lines = text.split('\n');
  if (lines.length !== ORDER.length || lines.every((l) => l.trim() === '')) return null;
  return Object.fromEntries(ORDER.map((k, i) => [k, lines[i]!.trim()])) as unknown as AddressParts;
}

const join = (parts: string[], sep: string) => parts.filter(Boolean).join(sep);

/**
 * The address as `lang` writes it: Chinese from the country down to the street, the post code last;
 * English from the street up, the post code after the region; French and Spanish with the post code
 * before the town; Thai and Lao from the street up, the post code before the country.
 */
export function formatAddress(p: AddressParts, lang: string): string {
  const { detail, district, city, province, postCode, country } = p;
  switch (lang) {
    case 'zh-CN':
      return join([join([country, province, city, district, detail], ' '), postCode], ' ');
    case 'fr':
    case 'es':
      return join([detail, district, join([postCode, city], ' '), province, country], ', ');
    case 'th':
      return join([detail, district, city, province, postCode, country], ' ');
    case 'lao':
      return join([detail, district, city, province, join([postCode, country], ' ')], ', ');
    default:
      return join([detail, district, city, join([province, postCode], ' '), country], ', ');
  }
}

/** A stored order address as `lang` writes it: a snapshot reordered, any other text as it is. */
export function orderAddressText(userAddress: string, lang: string): string {
  const parts = parseAddressSnapshot(userAddress);
  return parts ? formatAddress(parts, lang) : userAddress.trim();
}

/** "+44 7700 900123": the phone with its dial code ("44" or "+44"); a phone already in + form stays as it is. */
export function phoneWithDial(countryCode: string | null | undefined, phone: string | null | undefined): string {
  const number = clean(phone);
  const dial = clean(countryCode).replace(/^\+/, '');
  if (!number || number.startsWith('+') || !/^\d{1,4}$/.test(dial)) return number;
  return `+${dial} ${number}`;
}
