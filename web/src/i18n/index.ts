import i18next, { type Resource } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_SERVER_TIME_ZONE, isTimeZone, parseWireTime } from '../../../shared/time-zone';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  bcp47,
  detectLanguage,
  isLanguage,
  prefixPath,
  type LanguageCode,
} from './languages';
import { readInlineTexts } from './inlineTexts';

export * from './languages';

/**
 * Catalogues are one JSON file per language and namespace. Vite turns each into its own chunk,
 * so a page load fetches only the files of its language. No English fallback is fetched: the
 * catalogue test guarantees every language has every key.
 */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

export const i18n = i18next.createInstance();

function filesOf(lang: LanguageCode): { ns: string; load: () => Promise<{ default: Record<string, unknown> }> }[] {
  const prefix = `./locales/${lang}/`;
  return Object.entries(catalogues)
    .filter(([path]) => path.startsWith(prefix))
    .map(([path, load]) => ({ ns: path.slice(prefix.length, -'.json'.length), load }));
}

export function namespaces(): string[] {
  return [...new Set(filesOf(DEFAULT_LANGUAGE).map((f) => f.ns))].sort();
}

async function loadLanguage(lang: LanguageCode): Promise<Record<string, Record<string, unknown>>> {
  // The page's own language usually travels in the page (the BFF writes it there): no file to wait for.
  const inline = readInlineTexts(lang, namespaces());
  if (inline) return inline;
  const files = filesOf(lang);
  const loaded = await Promise.all(files.map(async (f) => [f.ns, (await f.load()).default] as const));
  return Object.fromEntries(loaded);
}

/** Loads every namespace of `lang` before the first render and sets <html lang>. */
export async function initI18n(lang: LanguageCode = detectLanguage(window.location.pathname)): Promise<typeof i18n> {
  const langs = [lang];
  const bundles = await Promise.all(langs.map(loadLanguage));
  const resources: Resource = {};
  langs.forEach((l, i) => {
    resources[l] = bundles[i]!;
  });
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources,
      ns: namespaces(),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // i18next otherwise writes an advertisement to every shopper's console.
      showSupportNotice: false,
    });
  } else {
    for (const l of langs) for (const [ns, bundle] of Object.entries(resources[l]!)) i18n.addResourceBundle(l, ns, bundle, true, true);
    await i18n.changeLanguage(lang);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = bcp47(lang);
  return i18n;
}

export function currentLanguage(): LanguageCode {
  const l = i18n.language;
  return isLanguage(l) ? l : DEFAULT_LANGUAGE;
}

/** The language of this page load (it only changes with a reload). */
export function useLocale(): LanguageCode {
  const { i18n: inst } = useTranslation();
  return isLanguage(inst.language) ? inst.language : DEFAULT_LANGUAGE;
}

/** `path` with the current language's prefix ("/cart" → "/fr/cart"; unchanged in English). */
export function localePath(path: string): string {
  return prefixPath(path, currentLanguage());
}

function intlLocale(): string {
  return bcp47(currentLanguage());
}

let serverTimeZone = DEFAULT_SERVER_TIME_ZONE;

/** The zone the upstream writes its dates in (the BFF's boot config says which); unknown names are ignored. */
export function setServerTimeZone(zone: string | null | undefined): void {
  if (zone && isTimeZone(zone)) serverTimeZone = zone;
}

/**
 * Upstream dates are "yyyy-MM-dd HH:mm:ss" wall-clock times in the server's zone (docs/upstream-contract.md §14); the
 * instant they name is then shown in the shopper's own zone by Intl.
 */
export function parseUpstreamDate(value: string | number | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return new Date(value);
  const wire = parseWireTime(value, serverTimeZone);
  if (wire) return wire;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t);
}

export function formatDate(value: string | number | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string {
  const d = parseUpstreamDate(value);
  // A malformed date from an upstream shows as an empty field, never as raw text or "Invalid Date".
  if (!d) return '';
  return new Intl.DateTimeFormat(intlLocale(), options).format(d);
}

export function formatNumber(n: number | string, options?: Intl.NumberFormatOptions): string {
  const fmt = new Intl.NumberFormat(intlLocale(), options);
  if (typeof n === 'number') return fmt.format(n);
  return /^-?\d+(\.\d+)?$/.test(n.trim()) ? fmt.format(n.trim() as `${number}`) : n;
}

const DECIMAL = /^[-+]?\d+(\.\d+)?$/;

/**
 * A decimal money string in the shop currency, e.g. "1234.5" → "$1,234.50". The string goes to
 * Intl as an exact decimal (ES2023 Intl.NumberFormat takes numeric strings without turning them
 * into floats), which rounds half away from zero to the currency's minor unit. No float ever
 * holds the amount, and decimal.js stays out of the first page's bundle.
 */
export function formatMoney(value: string | number, currency = 'USD'): string {
  const text = typeof value === 'number' ? String(value) : value.trim() || '0';
  if (!DECIMAL.test(text)) return String(value);
  return new Intl.NumberFormat(intlLocale(), { style: 'currency', currency }).format(text as `${number}`);
}
