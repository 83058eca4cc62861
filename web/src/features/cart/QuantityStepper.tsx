import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  value: number;
  max: number;
  min?: number;
  onChange: (n: number) => void;
  label: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/**
 * − / number / +, bounded by [min, max]; typing is accepted on blur or Enter. A typed number above the
 * limit is brought down to it and the shopper is told the limit, so 999 never silently becomes 99.
 */
export function QuantityStepper({ value, max, min = 1, onChange, label, disabled = false, size = 'md' }: QuantityStepperProps) {
  const { t } = useTranslation('shop');
  const [draft, setDraft] = useState<string | null>(null);
  const [capped, setCapped] = useState<number | null>(null);
  const limitId = useId();
  const upper = Math.max(min, max);
  const set = (n: number, typed = false) => {
    const clamped = Math.min(upper, Math.max(min, Math.floor(n)));
    setCapped(typed && Math.floor(n) > upper ? upper : null);
    if (clamped !== value) onChange(clamped);
  };
  const commit = () => {
    if (draft === null) return;
    const n = Number(draft);
    setDraft(null);
    if (Number.isFinite(n) && draft.trim() !== '') set(n, true);
  };
  return (
    <>
      <div className={`${styles.stepper} ${size === 'sm' ? styles.sm : ''}`} role="group" aria-label={label}>
        <button type="button" className={styles.btn} onClick={() => set(value - 1)} disabled={disabled || value <= min} aria-label={t('qty.decrease')}>
          −
        </button>
        <input
          className={styles.input}
          inputMode="numeric"
          aria-label={t('qty.quantity')}
          aria-describedby={capped !== null ? limitId : undefined}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value.replace(/[^\d]/g, ''))}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        />
        <button type="button" className={styles.btn} onClick={() => set(value + 1)} disabled={disabled || value >= upper} aria-label={t('qty.increase')}>
          +
        </button>
      </div>
      {capped !== null && (
        <span id={limitId} role="alert" className={styles.limit}>
          {t('qty.max', { max: capped })}
        </span>
      )}
    </>
  );
}
