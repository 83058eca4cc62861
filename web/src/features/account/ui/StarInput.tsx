import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './StarInput.module.css';

/** A 1-5 rating as a radio group: arrow keys move, each star has a spoken value. */
export function StarInput({ label, value, onChange, name }: { label: string; value: number; onChange: (v: number) => void; name?: string }) {
  const { t } = useTranslation('account');
  const auto = useId();
  const group = name ?? `stars${auto}`;
  return (
    <fieldset className={styles.set}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.stars}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={styles.star} data-on={n <= value || undefined}>
            <input type="radio" name={group} value={n} checked={value === n} onChange={() => onChange(n)} className="visually-hidden" />
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3 6.1 20.5l1.3-6.5L2.5 9.4l6.6-.8z" />
            </svg>
            <span className="visually-hidden">{t('review.starValue', { count: n })}</span>
          </label>
        ))}
        <span className={styles.caption} aria-hidden="true">
          {t(`review.starWord.${value}`)}
        </span>
      </div>
    </fieldset>
  );
}
