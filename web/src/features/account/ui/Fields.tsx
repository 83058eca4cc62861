import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import s from './account.module.css';

/** Labelled textarea and select in the TextField style (the shell ships only the text input). */
interface FieldShell {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** Shows "n / max" under the control. */
  counter?: { value: number; max: number };
}

function describedBy(id: string, error?: string | null, hint?: ReactNode, counter?: boolean): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null, counter ? `${id}-count` : null].filter(Boolean).join(' ') || undefined;
}

function Foot({ id, error, hint, counter }: { id: string; error?: string | null; hint?: ReactNode; counter?: { value: number; max: number } }) {
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

export function TextAreaField({ label, error, hint, required, counter, id, ...rest }: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const auto = useId();
  const fid = id ?? `ta${auto}`;
  return (
    <div className={s.field}>
      <label htmlFor={fid} className={s.label}>
        {label}
      </label>
      <textarea {...rest} id={fid} className={s.control} aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fid, error, hint, !!counter)} />
      <Foot id={fid} error={error} hint={hint} counter={counter} />
    </div>
  );
}

export function SelectField({ label, error, hint, required, id, children, ...rest }: FieldShell & SelectHTMLAttributes<HTMLSelectElement>) {
  const auto = useId();
  const fid = id ?? `se${auto}`;
  return (
    <div className={s.field}>
      <label htmlFor={fid} className={s.label}>
        {label}
      </label>
      <select {...rest} id={fid} className={s.control} aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fid, error, hint)}>
        {children}
      </select>
      <Foot id={fid} error={error} hint={hint} />
    </div>
  );
}
