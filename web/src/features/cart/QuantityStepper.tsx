import { useState } from 'react';
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

/** − / number / +, bounded by [min, max]; typing is accepted on blur or Enter. */
export function QuantityStepper({ value, max, min = 1, onChange, label, disabled = false, size = 'md' }: QuantityStepperProps) {
  const { t } = useTranslation('shop');
  const [draft, setDraft] = useState<string | null>(null);
  const upper = Math.max(min, max);
  const set = (n: number) => {
    const clamped = Math.min(upper, Math.max(min, Math.floor(n)));
    if (clamped !== value) onChange(clamped);
  };
  const commit = () => {
    if (draft === null) return;
    const n = Number(draft);
    setDraft(null);
    if (Number.isFinite(n) && draft.trim() !== '') set(n);
  };
  return (
    <div className={`${styles.stepper} ${size === 'sm' ? styles.sm : ''}`} role="group" aria-label={label}>
      <button type="button" className={styles.btn} onClick={() => set(value - 1)} disabled={disabled || value <= min} aria-label={t('qty.decrease')}>
        −
      </button>
      <input
        className={styles.input}
        inputMode="numeric"
        aria-label={t('qty.quantity')}
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
  );
}
