import { useEffect, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSuggestions } from '../../api/suggest';
import { Price } from '../../components/Price';
import { pictureSources } from '../../components/pictureSources';
import { usePressOutside } from '../../components/usePressOutside';
import { optionId } from './suggestIds';
import type { SearchType } from './search';
import { suggestItems, type SuggestGroup, type SuggestItem } from './suggestItems';
import { splitOnMatch } from './suggestMatch';
import styles from './SearchSuggestions.module.css';

/** How long typing must pause before suggestions are asked for (the spec's default is 500 ms; less feels live). */
export const SUGGEST_DEBOUNCE_MS = 200;

/** The value once it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Highlighted({ text, prefix }: { text: string; prefix: string }) {
  const [before, match, after] = splitOnMatch(text, prefix);
  if (!match) return <>{text}</>;
  return (
    <>
      {before}
      <mark className={styles.mark}>{match}</mark>
      {after}
    </>
  );
}

interface Props {
  listId: string;
  /** The box's words, and whether the list is open (suggestions are asked for only then). */
  words: string;
  enabled: boolean;
  /** The box with its list: a click outside it closes the list (`onAway(false)`). */
  wrapRef: RefObject<HTMLDivElement | null>;
  onAway: (open: false) => void;
  type: SearchType;
  /** Whether the list exists yet: from the first time it opened on, so the box names it only once it is there. */
  drawn: boolean;
  active: number;
  open: boolean;
  /** Tells the box the lines, which its arrow keys, Enter and announcement walk. */
  onItems: (items: SuggestItem[]) => void;
  onPick: (item: SuggestItem) => void;
  onHover: (i: number) => void;
}

const GROUPS: SuggestGroup[] = ['products', 'categories', 'keywords', 'shops'];

/**
 * The suggestions under the header's search box: asks for them as the shopper types and draws them as an
 * ARIA 1.2 listbox of grouped options. Loaded the first time the box takes the focus, so the header's first
 * script stays small; the box keeps the combobox (focus, keys, highlight) and learns the lines from here.
 */
export default function SearchSuggestions({ listId, words, enabled, type, wrapRef, onAway, drawn, active, open, onItems, onPick, onHover }: Props) {
  const { t } = useTranslation('suggest');
  const typed = useDebounced(words, SUGGEST_DEBOUNCE_MS);
  const { prefix, query, on } = useSuggestions(typed, enabled);
  const items = useMemo(() => (on ? suggestItems(query.data, type) : []), [on, query.data, type]);
  // Before the paint, so the box's aria-expanded and the list's visibility never disagree on screen.
  useLayoutEffect(() => onItems(items), [items, onItems]);

  usePressOutside([wrapRef], () => onAway(false), enabled);

  return (
    <>
      {drawn && <List listId={listId} items={items} prefix={prefix} active={active} open={open} onPick={onPick} onHover={onHover} />}
      <p className="visually-hidden" role="status">
        {open ? t('suggest.available', { count: items.length }) : ''}
      </p>
    </>
  );
}

interface ListProps {
  listId: string;
  items: SuggestItem[];
  prefix: string;
  active: number;
  open: boolean;
  onPick: (item: SuggestItem) => void;
  onHover: (i: number) => void;
}

function List({ listId, items, prefix, active, open, onPick, onHover }: ListProps) {
  const { t } = useTranslation('suggest');
  return (
    <div className={styles.popup} hidden={!open}>
      <div role="listbox" id={listId} aria-label={t('suggest.label')} className={styles.list}>
        {GROUPS.map((g) => {
          const start = items.findIndex((it) => it.group === g);
          if (start < 0) return null;
          const headId = `${listId}-${g}`;
          return (
            <div role="group" aria-labelledby={headId} key={g} className={styles.group}>
              <div role="presentation" id={headId} className={styles.groupTitle}>
                {t(`suggest.${g}`)}
              </div>
              {items.map((it, i) =>
                it.group !== g ? null : (
                  <div
                    key={it.key}
                    id={optionId(listId, i)}
                    role="option"
                    aria-selected={i === active}
                    className={`${styles.option} ${i === active ? styles.active : ''}`}
                    // Keeps the focus in the box, so the list stays a combobox's popup while it is clicked.
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => onPick(it)}
                    onMouseMove={() => i !== active && onHover(i)}
                  >
                    {it.group === 'products' || it.group === 'shops' ? (
                      <img {...pictureSources(it.image ?? '', 40)} alt="" width={40} height={40} className={it.group === 'shops' ? styles.avatar : styles.thumb} loading="lazy" />
                    ) : (
                      <span className={styles.glyph} aria-hidden="true">
                        {it.group === 'keywords' ? (
                          <svg viewBox="0 0 24 24" width="18" height="18">
                            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
                            <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                          </svg>
                        ) : (
                          <svg viewBox="0 0 24 24" width="18" height="18">
                            <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" fill="none" stroke="currentColor" strokeWidth="2" />
                          </svg>
                        )}
                      </span>
                    )}
                    <span className={styles.name}>
                      <Highlighted text={it.label} prefix={prefix} />
                    </span>
                    {it.price !== undefined && <Price value={it.price} className={styles.price} />}
                  </div>
                ),
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
