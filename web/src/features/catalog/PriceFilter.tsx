import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isPriceInput } from './listState';
import styles from './PriceFilter.module.css';

export interface PriceFilterProps {
  min: string;
  max: string;
  onApply: (min: string, max: string) => void;
}

/** Min/max price with clear and confirm; a reversed range is swapped rather than refused. */
export function PriceFilter({ min, max, onApply }: PriceFilterProps) {
  const { t } = useTranslation('shop');
  const [lo, setLo] = useState(min);
  const [hi, setHi] = useState(max);
  const [seen, setSeen] = useState({ min, max });
  if (seen.min !== min || seen.max !== max) {
    // The URL changed (back button, clear): show what it now says.
    setSeen({ min, max });
    setLo(min);
    setHi(max);
  }
  const valid = isPriceInput(lo.trim()) && isPriceInput(hi.trim());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    let a = lo.trim();
    let b = hi.trim();
    if (a && b && Number(a) > Number(b)) [a, b] = [b, a];
    onApply(a, b);
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={t('price.label')}>
      <label className={styles.field}>
        <span className="visually-hidden">{t('price.min')}</span>
        <input inputMode="decimal" value={lo} onChange={(e) => setLo(e.target.value)} placeholder={t('price.min')} className={styles.input} name="minPrice" />
      </label>
      <span aria-hidden="true">–</span>
      <label className={styles.field}>
        <span className="visually-hidden">{t('price.max')}</span>
        <input inputMode="decimal" value={hi} onChange={(e) => setHi(e.target.value)} placeholder={t('price.max')} className={styles.input} name="maxPrice" />
      </label>
      <button
        type="button"
        className={styles.clear}
        onClick={() => {
          setLo('');
          setHi('');
          if (min || max) onApply('', '');
        }}
      >
        {t('price.clear')}
      </button>
      <button type="submit" className={styles.confirm} disabled={!valid}>
        {t('price.confirm')}
      </button>
      {!valid && (
        <span role="alert" className={styles.error}>
          {t('price.invalid')}
        </span>
      )}
    </form>
  );
}
