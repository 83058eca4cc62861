import { useTranslation } from 'react-i18next';
import { Price } from '../../components/Price';
import { pictureSources } from '../../components/pictureSources';
import { optionId, type SuggestGroup, type SuggestItem } from './suggestItems';
import { splitOnMatch } from './suggestMatch';
import styles from './SearchSuggestions.module.css';

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
  items: SuggestItem[];
  prefix: string;
  active: number;
  open: boolean;
  onPick: (item: SuggestItem) => void;
  onHover: (i: number) => void;
}

const GROUPS: SuggestGroup[] = ['products', 'categories', 'keywords', 'shops'];

/**
 * The suggestion list under the header's search box: an ARIA 1.2 listbox of grouped options. Loaded the first
 * time the list opens, so the header's first script stays small.
 */
export default function SearchSuggestions({ listId, items, prefix, active, open, onPick, onHover }: Props) {
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
