import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldFoot, describedBy, type FieldProps } from './fieldParts';
import s from './Field.module.css';

export interface TextAreaProps extends FieldProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Shows "n / max" under the control. */
  counter?: { value: number; max: number };
}

/** A labelled multi-line text control in the TextField style. */
export function TextArea({ label, error, hint, required, hideLabel = false, counter, id, className, ...rest }: TextAreaProps) {
  const auto = useId();
  const fid = id ?? `ta${auto}`;
  return (
    <div className={`${s.field} ${className ?? ''}`}>
      <label htmlFor={fid} className={hideLabel ? 'visually-hidden' : s.label}>
        {label}
      </label>
      <textarea
        {...rest}
        id={fid}
        className={s.control}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fid, error, hint, !!counter)}
      />
      <FieldFoot id={fid} error={error} hint={hint} counter={counter} />
    </div>
  );
}
