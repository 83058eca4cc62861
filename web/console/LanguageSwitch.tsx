import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../../shared/constants';
import { currentLanguage, LANGUAGE_NAMES, switchLanguage } from './i18n';
import s from './console.module.css';

/** The language switch of every console screen; the choice is kept in this browser. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const id = useId();
  const [lang, setLang] = useState<LanguageCode>(currentLanguage());
  return (
    <span className={s.lang}>
      <label htmlFor={id}>{t('app.language')}</label>
      <select
        id={id}
        className={s.langSelect}
        value={lang}
        onChange={(e) => {
          const next = e.target.value as LanguageCode;
          setLang(next);
          void switchLanguage(next);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code === 'lao' ? 'lo' : code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
