import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './TextField.module.css';
import f from './Field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Visually hide the label (it stays the accessible name). */
  hideLabel?: boolean;
  /** Content drawn inside the field before the input (e.g. a country-code button). */
  prefix?: ReactNode;
  suffix?: ReactNode;
}

export function TextField({ label, error, hint, hideLabel = false, prefix, suffix, id, className, ...rest }: TextFieldProps) {
  const auto = useId();
  const inputId = id ?? `tf${auto}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint && !error ? hintId : null, rest['aria-describedby'] ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${f.field} ${className ?? ''}`}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : f.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        {prefix}
        <input {...rest} id={inputId} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
        {suffix}
      </div>
      {hint && !error && (
        <p id={hintId} className={f.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={f.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
