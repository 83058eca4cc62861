import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './FilterRow.module.css';

export interface FilterRowProps {
  label: string;
  options: { id: number; name: string }[];
  value: number;
  onChange: (id: number) => void;
  /** How many options show before "expand all". */
  collapsedCount?: number;
  expanded?: boolean;
  onExpandedChange?: (v: boolean) => void;
}

/** One filter line (merchant type, classification): "all" plus options, with expand all for long lists. */
export function FilterRow({ label, options, value, onChange, collapsedCount = 8, expanded, onExpandedChange }: FilterRowProps) {
  const { t } = useTranslation('shop');
  const [ownExpanded, setOwnExpanded] = useState(false);
  const open = expanded ?? ownExpanded;
  const setOpen = onExpandedChange ?? setOwnExpanded;
  const labelId = useId();
  const shown = open ? options : options.slice(0, collapsedCount);
  return (
    <div className={styles.row} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <ul className={styles.options}>
        <li>
          <button type="button" className={`${styles.option} ${value === 0 ? styles.active : ''}`} aria-pressed={value === 0} onClick={() => onChange(0)}>
            {t('filter.all')}
          </button>
        </li>
        {shown.map((o) => (
          <li key={o.id}>
            <button type="button" className={`${styles.option} ${value === o.id ? styles.active : ''}`} aria-pressed={value === o.id} onClick={() => onChange(o.id)}>
              {o.name}
            </button>
          </li>
        ))}
      </ul>
      {options.length > collapsedCount && (
        <button type="button" className={styles.more} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('filter.collapse') : t('filter.expandAll')}
        </button>
      )}
    </div>
  );
}
