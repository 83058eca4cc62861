import { Suspense, lazy, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../i18n';
import { isSearchResults, refinedSearch, searchPath, searchShown, type SearchType } from './search';
import { SUGGEST_LIST_ID, optionId } from './suggestIds';
import type { SuggestItem } from './suggestItems';
import styles from './SearchBox.module.css';

/**
 * The suggestions (waiting for a pause in typing, asking for them, their lines, the list's drawing and its
 * announcement) load the first time the box takes the focus: most page views never type in it, and the
 * file is there well before the first pause in typing.
 */
const SearchSuggestions = lazy(() => import('./SearchSuggestions'));

/** What a results page shows, as one comparable value. */
const showingOf = (shown: { type: SearchType; keywords: string }) => `${shown.type} ${shown.keywords}`;

/**
 * The site's one search box. On the results page it is also that page's box: it shows the search
 * being looked at (a hot word, a tab switch or Back change it), and a new search there keeps the
 * category and the tab's sorts and filters; blank words there show the whole list again.
 *
 * While the shopper types it suggests (docs/api-extensions.md "Suggestions as you type"): an ARIA 1.2
 * combobox whose list follows the Product/Store selector. The arrow keys walk the list, Enter opens the
 * highlighted line (or searches the typed words when none is, as before), Escape and a click elsewhere close it.
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
  const showing = onResults ? showingOf(shown) : null;
  const [seen, setSeen] = useState(showing);
  // The search this box asked for last, and whether the shopper has changed the box since. The results page
  // arrives in a transition that can finish after the shopper has already picked Store or typed on: that
  // choice stays. Any other change of what is shown (the page's tabs, a link, Back) writes the box anew.
  const [asked, setAsked] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);
  if (seen !== showing) {
    setSeen(showing);
    if (onResults && !(showing === asked && edited)) {
      setType(shown.type);
      setWords(shown.keywords);
    }
  }
  /** Remembers the search about to be shown: its query, or the address of the page it opens. */
  const ask = (target: URLSearchParams | string) => {
    setAsked(showingOf(searchShown(typeof target === 'string' ? new URL(target, 'http://link').searchParams : target)));
    setEdited(false);
  };

  // The list: open while the shopper is typing in the box, closed by Escape, a pick, a search or leaving the box.
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wrapRef = useRef<HTMLDivElement>(null);
  // Whether the suggestions' code is wanted yet (from the first focus or keystroke on), and the lines it found.
  const [wanted, setWanted] = useState(false);
  const [items, setItems] = useState<SuggestItem[]>([]);
  const expanded = open && items.length > 0;
  const current = expanded && active >= 0 && active < items.length ? active : -1;
  // Drawn from the first time it opens on (then hidden while closed), so the box names its list only once it exists.
  const [drawn, setDrawn] = useState(false);
  if (expanded && !drawn) setDrawn(true);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (item: SuggestItem) => {
    close();
    if (item.group === 'keywords') setWords(item.label);
    ask(item.href);
    void navigate(item.href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!open) {
        setOpen(true);
        setActive(-1);
        e.preventDefault();
        return;
      }
      if (items.length === 0) return;
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // Past either end the highlight leaves the list, back to the typed words, then wraps.
      setActive((a) => {
        const from = a >= items.length ? -1 : a;
        const next = from + step;
        return next < -1 ? items.length - 1 : next >= items.length ? -1 : next;
      });
    } else if (e.key === 'Escape') {
      if (expanded) e.preventDefault();
      close();
    } else if (e.key === 'Enter' && current >= 0) {
      e.preventDefault();
      pick(items[current]!);
    }
  };

  // A form: Enter in the field submits, and so does the button.
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    close();
    if (onResults) {
      const next = refinedSearch(params, type, words);
      setWords(words.trim());
      ask(next);
      setParams(next);
      return;
    }
    const path = searchPath(type, words);
    if (!path) return;
    setWords(words.trim());
    ask(path);
    void navigate(localePath(path));
  };

  return (
    <div
      ref={wrapRef}
      className={styles.wrap}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <form role="search" className={styles.search} onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor="header-search-type">
          {t('header.searchType')}
        </label>
        <select
          id="header-search-type"
          className={styles.type}
          value={type}
          onChange={(e) => {
            setType(e.target.value === 'Store' ? 'Store' : 'Product');
            setEdited(true);
            setActive(-1);
          }}
        >
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
          onFocus={() => setWanted(true)}
          onChange={(e) => {
            setWanted(true);
            setWords(e.target.value);
            setEdited(true);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('header.searchPlaceholder')}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={drawn ? SUGGEST_LIST_ID : undefined}
          aria-activedescendant={current >= 0 ? optionId(SUGGEST_LIST_ID, current) : undefined}
        />
        <button type="submit" className={styles.submit}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{t('header.searchSubmit')}</span>
        </button>
      </form>
      {wanted && (
        <Suspense fallback={null}>
          <SearchSuggestions
            listId={SUGGEST_LIST_ID}
            words={words}
            enabled={open}
            wrapRef={wrapRef}
            onAway={setOpen}
            type={type}
            drawn={drawn}
            active={current}
            open={expanded}
            onItems={setItems}
            onPick={pick}
            onHover={setActive}
          />
        </Suspense>
      )}
    </div>
  );
}
