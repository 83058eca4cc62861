import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';

/**
 * Post codes are text: UK and Canadian codes hold letters and spaces, and US, French and many other
 * codes start with a zero that a number would drop. The address form names its country in words
 * (in any of the shop's languages), so the country is first resolved to its ISO 3166 code and the
 * code is then checked against that country's own pattern. Countries without a known pattern get a
 * sane general rule instead of a refusal.
 */

export const POSTCODE_MAX = 12;

/** Letters, digits, spaces and hyphens, starting and ending with a letter or digit. */
const GENERAL_RE = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,10}[A-Za-z0-9])?$/;

/** Names a shopper may type that Intl does not produce. */
const ALIASES: Record<string, string> = {
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  usa: 'US',
  'u.s.a.': 'US',
  'u.s.': 'US',
  america: 'US',
  'united states of america': 'US',
  laos: 'LA',
  'lao pdr': 'LA',
  'korea': 'KR',
  holland: 'NL',
  'the netherlands': 'NL',
};

/** One example per country, so a refusal can show the shopper the expected form. */
export const POSTCODE_EXAMPLES: Record<string, string> = {
  GB: 'SW1A 1AA',
  US: '02139',
  CA: 'K1A 0B1',
  FR: '75008',
  TH: '10110',
  LA: '01000',
  CN: '100000',
  ES: '28013',
  DE: '10115',
  IT: '00184',
  NL: '1012 AB',
  IE: 'D02 X285',
  AU: '2000',
  NZ: '6011',
  JP: '100-0001',
  KR: '04524',
  IN: '110001',
  SG: '018956',
  MY: '50450',
  VN: '100000',
  BR: '01310-100',
  MX: '06000',
  PT: '1100-148',
  PL: '00-950',
  SE: '111 22',
  CH: '8001',
  BE: '1000',
  AT: '1010',
};

/** The languages the shop speaks; a country typed in any of them is recognised. */
const NAME_LANGUAGES = ['en', 'zh-CN', 'es', 'fr', 'th', 'lo'];

let names: Map<string, string> | undefined;

function normaliseName(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function countryNames(): Map<string, string> {
  if (names) return names;
  const map = new Map<string, string>();
  const A = 'A'.charCodeAt(0);
  for (const lang of NAME_LANGUAGES) {
    let display: Intl.DisplayNames;
    try {
      display = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
    } catch {
      continue;
    }
    for (let i = 0; i < 26; i++) {
      for (let j = 0; j < 26; j++) {
        const code = String.fromCharCode(A + i, A + j);
        if (code === 'ZZ') continue;
        let name: string | undefined;
        try {
          name = display.of(code);
        } catch {
          name = undefined;
        }
        if (!name || name === code) continue;
        const key = normaliseName(name);
        if (!map.has(key)) map.set(key, code);
      }
    }
  }
  for (const [alias, code] of Object.entries(ALIASES)) map.set(alias, code);
  names = map;
  return map;
}

/** ISO 3166-1 alpha-2 code for a country name (any shop language) or code; undefined when unknown. */
export function resolveCountry(country: string): string | undefined {
  const raw = country.trim();
  if (!raw) return undefined;
  if (/^[A-Za-z]{2}$/.test(raw)) {
    const code = raw.toUpperCase();
    return code === 'UK' ? 'GB' : code;
  }
  return countryNames().get(normaliseName(raw));
}

export type PostCodeCheck =
  | { ok: true; postCode: string }
  | { ok: false; reason: 'invalid'; country?: string; example?: string };

/** Upper-cases and collapses spaces, as postal services print codes. */
export function normalisePostCode(code: string): string {
  return code.trim().replace(/\s+/g, ' ').toUpperCase();
}

/**
 * Checks a post code for a country. An empty code is accepted (some countries have none); callers
 * that require one check emptiness themselves.
 */
export function checkPostCode(code: string, country: string): PostCodeCheck {
  const postCode = normalisePostCode(code);
  if (postCode === '') return { ok: true, postCode };
  const iso = resolveCountry(country);
  const refusal = (): PostCodeCheck => ({ ok: false, reason: 'invalid', country: iso, example: iso ? POSTCODE_EXAMPLES[iso] : undefined });
  if (postCode.length > POSTCODE_MAX || !GENERAL_RE.test(postCode)) return refusal();
  if (iso && postcodeValidatorExistsForCountry(iso)) {
    return postcodeValidator(postCode, iso) ? { ok: true, postCode } : refusal();
  }
  return { ok: true, postCode };
}

/**
 * Whether an upstream that keeps post codes as integers can hold this code unchanged: digits only,
 * no leading zero, within a 32-bit integer.
 */
export function fitsIntegerPostCode(code: string): boolean {
  const c = code.trim();
  if (c === '') return true;
  return /^[1-9]\d{0,8}$/.test(c);
}

/** How the upstream keeps post codes: as text (the embedded service) or as integers (some upstreams). */
export type PostCodeFormat = 'text' | 'integer';

export type PostCodeProblem = { kind: 'empty' } | { kind: 'invalid'; example?: string } | { kind: 'integer' };

/**
 * What is wrong with a post code for a country, for the address forms: the country's own pattern
 * first, then whether the upstream can store it. null when it can be saved as typed.
 */
export function postCodeProblem(code: string, country: string, format: PostCodeFormat): PostCodeProblem | null {
  if (code.trim() === '') return { kind: 'empty' };
  const check = checkPostCode(code, country);
  if (!check.ok) return { kind: 'invalid', example: check.example };
  if (format === 'integer' && !fitsIntegerPostCode(check.postCode)) return { kind: 'integer' };
  return null;
}

/** A post code as the wire gives it: a number from integer upstreams (0 meaning none) or text. */
export function postCodeText(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? String(value) : '';
  if (typeof value === 'string') return value.trim() === '0' ? '' : value.trim();
  return '';
}

/** An example post code for the country, to show the expected form in a message. */
export function postCodeExample(country: string): string | undefined {
  const iso = resolveCountry(country);
  return iso ? POSTCODE_EXAMPLES[iso] : undefined;
}
