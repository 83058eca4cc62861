import { useTranslation } from 'react-i18next';
import type { ListState, SortKey, SortValue } from './listState';
import styles from './SortBar.module.css';

export interface SortBarProps {
  state: ListState;
  onDefault: () => void;
  onCycle: (key: SortKey) => void;
  /** Labels per key; the search page calls sales "seller". */
  labels?: Partial<Record<SortKey | 'default', string>>;
}

function Arrow({ value }: { value: SortValue }) {
  return (
    <span className={styles.arrows} aria-hidden="true">
      <span className={value === 1 ? styles.on : ''}>▲</span>
      <span className={value === 2 ? styles.on : ''}>▼</span>
    </span>
  );
}

/** default / sales / price; sales and price cycle none → asc → desc on each press. */
export function SortBar({ state, onDefault, onCycle, labels }: SortBarProps) {
  const { t } = useTranslation('shop');
  const isDefault = state.sales === 0 && state.price === 0;
  const dirText = (v: SortValue) => (v === 1 ? t('sort.asc') : v === 2 ? t('sort.desc') : t('sort.none'));
  const keys: SortKey[] = ['sales', 'price'];
  return (
    <div className={styles.bar} role="group" aria-label={t('sort.label')}>
      <button type="button" className={`${styles.item} ${isDefault ? styles.active : ''}`} aria-pressed={isDefault} onClick={onDefault}>
        {labels?.default ?? t('sort.default')}
      </button>
      {keys.map((k) => (
        <button
          key={k}
          type="button"
          className={`${styles.item} ${state[k] !== 0 ? styles.active : ''}`}
          aria-pressed={state[k] !== 0}
          aria-label={`${labels?.[k] ?? t(`sort.${k}`)}: ${dirText(state[k])}`}
          data-sort={k}
          data-value={state[k]}
          onClick={() => onCycle(k)}
        >
          {labels?.[k] ?? t(`sort.${k}`)}
          <Arrow value={state[k]} />
        </button>
      ))}
    </div>
  );
}
