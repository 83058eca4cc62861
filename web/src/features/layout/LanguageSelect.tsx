import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../../api/site';
import { LANGUAGES, isLanguage, prefixPath, useLocale, writeLanguageCookies, type LanguageCode } from '../../i18n';
import styles from './LanguageSelect.module.css';

/** Each language's own name, used only while the server's list is unavailable. */
const ENDONYMS: Record<LanguageCode, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  es: 'Español',
  fr: 'Français',
  th: 'ไทย',
  lao: 'ລາວ',
};

export interface LanguageSelectProps {
  /** How to load the new address; a full load, so every catalogue and cached text is fetched anew. */
  onNavigate?: (url: string) => void;
}

export function LanguageSelect({ onNavigate = (url) => window.location.assign(url) }: LanguageSelectProps) {
  const { t } = useTranslation('common');
  const current = useLocale();
  const location = useLocation();
  const { data } = useLanguages();
  const fromServer = (data ?? []).filter((l) => isLanguage(l.code)).map((l) => ({ code: l.code as LanguageCode, name: l.name }));
  const options = fromServer.length > 0 ? fromServer : LANGUAGES.map((code) => ({ code, name: ENDONYMS[code] }));
  if (!options.some((o) => o.code === current)) options.unshift({ code: current, name: ENDONYMS[current] });

  const change = (code: string) => {
    if (!isLanguage(code) || code === current) return;
    writeLanguageCookies(code);
    onNavigate(prefixPath(`${location.pathname}${location.search}${location.hash}`, code));
  };

  return (
    <label className={styles.wrap}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={styles.globe}>
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      <span className="visually-hidden">{t('header.language')}</span>
      <select className={styles.select} value={current} onChange={(e) => change(e.target.value)}>
        {options.map((o) => (
          <option key={o.code} value={o.code} lang={o.code === 'lao' ? 'lo' : o.code}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}
