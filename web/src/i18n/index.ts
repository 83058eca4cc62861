import i18next, { type Resource } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
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

/**
 * The zones the shop configuration named (the BFF's boot config says which zone the upstream writes its dates
 * in), in order. Dates are read and formatted by i18n/format.ts, which checks the names when it first needs
 * them (unknown ones are ignored): the zone code stays out of every page's first script.
 */
export const serverTimeZones: string[] = [];

export function setServerTimeZone(zone: string | null | undefined): void {
  if (zone && serverTimeZones[serverTimeZones.length - 1] !== zone) serverTimeZones.push(zone);
}

export function formatNumber(n: number | string, options?: Intl.NumberFormatOptions): string {
  const fmt = new Intl.NumberFormat(intlLocale(), options);
  if (typeof n === 'number') return fmt.format(n);
  return /^-?\d+(\.\d+)?$/.test(n.trim()) ? fmt.format(n.trim() as `${number}`) : n;
}

