import type { ReactNode } from 'react';
import s from './Field.module.css';

/** What every labelled control takes besides its own element attributes. */
export interface FieldProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** Visually hide the label (it stays the accessible name). */
  hideLabel?: boolean;
}

/** The ids a control is described by, so a screen reader reads its error, hint and counter with it. */
export function describedBy(id: string, error?: string | null, hint?: ReactNode, counter?: boolean): string | undefined {
  return [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null, counter ? `${id}-count` : null].filter(Boolean).join(' ') || undefined;
}

/** Hint (while there is no error), the error as an alert, and an optional "n / max" counter under a control. */
export function FieldFoot({ id, error, hint, counter }: { id: string; error?: string | null; hint?: ReactNode; counter?: { value: number; max: number } }) {
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className={s.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={s.error} role="alert">
          {error}
        </p>
      )}
      {counter && (
        <span id={`${id}-count`} className={s.counter} aria-live="polite">
          {counter.value} / {counter.max}
        </span>
      )}
    </>
  );
}
