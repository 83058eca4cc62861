import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../i18n';
import { isSearchResults, refinedSearch, searchPath, searchShown, type SearchType } from './search';
import styles from './SearchBox.module.css';

/**
 * The site's one search box. On the results page it is also that page's box: it shows the search
 * being looked at (a hot word, a tab switch or Back change it), and a new search there keeps the
 * category and the tab's sorts and filters; blank words there show the whole list again.
 */
export function SearchBox() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const onResults = isSearchResults(pathname);
  const shown = searchShown(params);
  const [type, setType] = useState<SearchType>(onResults ? shown.type : params.get('type') === 'Store' ? 'Store' : 'Product');
  const [words, setWords] = useState(onResults ? shown.keywords : (params.get('keywords') ?? ''));
  const showing = onResults ? `${shown.type} ${shown.keywords}` : null;
  const [seen, setSeen] = useState(showing);
  if (seen !== showing) {
    setSeen(showing);
    if (onResults) {
      setType(shown.type);
      setWords(shown.keywords);
    }
  }

  // A form: Enter in the field submits, and so does the button.
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (onResults) {
      setWords(words.trim());
      setParams(refinedSearch(params, type, words));
      return;
    }
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
