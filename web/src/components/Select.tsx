import { useId, type SelectHTMLAttributes } from 'react';
import { FieldFoot, describedBy, type FieldProps } from './fieldParts';
import s from './Field.module.css';

export type SelectProps = FieldProps & SelectHTMLAttributes<HTMLSelectElement>;

/** A labelled drop-down in the TextField style; the options are its children. */
export function Select({ label, error, hint, required, hideLabel = false, id, className, children, ...rest }: SelectProps) {
  const auto = useId();
  const fid = id ?? `se${auto}`;
  return (
    <div className={`${s.field} ${className ?? ''}`}>
      <label htmlFor={fid} className={hideLabel ? 'visually-hidden' : s.label}>
        {label}
      </label>
      <select
        {...rest}
        id={fid}
        className={s.control}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fid, error, hint)}
      >
        {children}
      </select>
      <FieldFoot id={fid} error={error} hint={hint} />
    </div>
  );
}
