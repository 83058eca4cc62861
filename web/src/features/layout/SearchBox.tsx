import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../i18n';
import { searchPath, type SearchType } from './search';
import styles from './SearchBox.module.css';

export function SearchBox() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [type, setType] = useState<SearchType>(params.get('type') === 'Store' ? 'Store' : 'Product');
  const [words, setWords] = useState(params.get('keywords') ?? '');

  // A form: Enter in the field submits, and so does the button.
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const path = searchPath(type, words);
    if (!path) return;
    setWords(words.trim());
    void navigate(localePath(path));
  };

  return (
    <form role="search" className={styles.search} onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor="header-search-type">
        {t('header.searchType')}
      </label>
      <select id="header-search-type" className={styles.type} value={type} onChange={(e) => setType(e.target.value === 'Store' ? 'Store' : 'Product')}>
        <option value="Product">{t('header.product')}</option>
        <option value="Store">{t('header.store')}</option>
      </select>
      <label className="visually-hidden" htmlFor="header-search-input">
        {t('header.searchLabel')}
      </label>
      <input
        id="header-search-input"
        type="search"
        className={styles.input}
        value={words}
        onChange={(e) => setWords(e.target.value)}
        placeholder={t('header.searchPlaceholder')}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
      />
      <button type="submit" className={styles.submit}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{t('header.searchSubmit')}</span>
      </button>
    </form>
  );
}
