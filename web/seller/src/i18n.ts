import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../../../shared/constants';

/**
 * The console's texts: its own `console` namespace (./locales/<lang>/console.json) and the storefront's
 * `common` one, which the shared primitives (toasts, dialogs, pager) read. Each language loads as its
 * own chunk; the merchant's choice is kept in this browser.
 */
const consoleTexts = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/console.json');
const commonTexts = import.meta.glob<{ default: Record<string, unknown> }>('../../src/i18n/locales/*/common.json');

const STORAGE_KEY = 'seller.lang';

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

const isLanguage = (v: unknown): v is LanguageCode => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

function firstLanguage(): LanguageCode {
  try {
    const kept = localStorage.getItem(STORAGE_KEY);
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
  const [own, common] = await Promise.all([consoleTexts[`./locales/${lang}/console.json`]!(), commonTexts[`../../src/i18n/locales/${lang}/common.json`]!()]);
  instance.addResourceBundle(lang, 'console', own.default, true, true);
  instance.addResourceBundle(lang, 'common', common.default, true, true);
}

export async function startI18n(): Promise<I18n> {
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
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not kept across visits then; the switch still works for this one.
  }
}

export const currentLanguage = (): LanguageCode => (isLanguage(i18next.language) ? i18next.language : 'en');
