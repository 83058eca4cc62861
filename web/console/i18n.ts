import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../../shared/constants';

/**
 * A console's texts: its own `console` namespace (every file of the app's locales/<lang>/, one per part of
 * the console, merged; handed in by its entry) and the storefront's `common` one, which the shared primitives (toasts, dialogs, pager) read. Each
 * language loads as its own chunk; the account holder's choice is kept in this browser, per console.
 */
type Catalogue = () => Promise<{ default: Record<string, unknown> }>;
const commonTexts = import.meta.glob<{ default: Record<string, unknown> }>('../src/i18n/locales/*/common.json');

/** The console's own catalogues by language code, and the storage key of its language choice. */
export interface ConsoleTexts {
  catalogues: Partial<Record<LanguageCode, Catalogue>>;
  storageKey: string;
}

const isLanguage = (v: unknown): v is LanguageCode => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

let texts: ConsoleTexts = { catalogues: {}, storageKey: 'console.lang' };

/**
 * Each language's catalogue from an `import.meta.glob('./locales/*\/*.json')`, by its code: a language's
 * files (console.json, orders.json, ...) load together and merge, each owning its own top-level keys.
 */
export function cataloguesByLanguage(glob: Record<string, Catalogue>): ConsoleTexts['catalogues'] {
  const files: Partial<Record<LanguageCode, Catalogue[]>> = {};
  for (const [path, load] of Object.entries(glob)) {
    const code = /\/locales\/([^/]+)\//.exec(path)?.[1];
    if (isLanguage(code)) (files[code] ??= []).push(load);
  }
  const out: ConsoleTexts['catalogues'] = {};
  for (const [code, loads] of Object.entries(files) as [LanguageCode, Catalogue[]][]) {
    out[code] = async () => ({ default: Object.assign({}, ...(await Promise.all(loads.map((l) => l()))).map((m) => m.default)) as Record<string, unknown> });
  }
  return out;
}

/** The name of each language in itself, as the switch lists them. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  es: 'Español',
  fr: 'Français',
  th: 'ไทย',
  lao: 'ລາວ',
};

/** The BCP 47 tag of the page for each language code (the shop's `lao` is `lo`). */
export const htmlLang = (lang: LanguageCode): string => (lang === 'lao' ? 'lo' : lang);


function firstLanguage(): LanguageCode {
  try {
    const kept = localStorage.getItem(texts.storageKey);
    if (isLanguage(kept)) return kept;
  } catch {
    // Storage may be off; the browser's language decides.
  }
  for (const tag of navigator.languages ?? []) {
    if (isLanguage(tag)) return tag;
    const base = tag.split('-')[0];
    if (base === 'zh') return 'zh-CN';
    if (base === 'lo') return 'lao';
    if (isLanguage(base)) return base;
  }
  return 'en';
}

async function load(instance: I18n, lang: LanguageCode): Promise<void> {
  if (instance.hasResourceBundle(lang, 'console')) return;
  const [own, common] = await Promise.all([texts.catalogues[lang]!(), commonTexts[`../src/i18n/locales/${lang}/common.json`]!()]);
  instance.addResourceBundle(lang, 'console', own.default, true, true);
  instance.addResourceBundle(lang, 'common', common.default, true, true);
}

export async function startI18n(own: ConsoleTexts): Promise<I18n> {
  texts = own;
  const lang = firstLanguage();
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    ns: ['console', 'common'],
    defaultNS: 'console',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await load(i18next, lang);
  if (lang !== 'en') await load(i18next, 'en');
  document.documentElement.lang = htmlLang(lang);
  return i18next;
}

export async function switchLanguage(lang: LanguageCode): Promise<void> {
  await load(i18next, lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = htmlLang(lang);
  try {
    localStorage.setItem(texts.storageKey, lang);
  } catch {
    // Not kept across visits then; the switch still works for this one.
  }
}

export const currentLanguage = (): LanguageCode => (isLanguage(i18next.language) ? i18next.language : 'en');
