import type { ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import { TextArea } from '@/components/TextArea';
import { TextField } from '@/components/TextField';
import type { ProductFormValues } from './productFormModel';
import c from '../../../../console/console.module.css';
import s from './products.module.css';

/** The catalogue screens' line icons (24-unit paths), drawn in the text's colour. */
export const ICONS = {
  earlier: 'M15 18l-6-6 6-6',
  later: 'M9 18l6-6-6-6',
  up: 'M6 15l6-6 6 6',
  down: 'M6 9l6 6 6-6',
  remove: 'M6 6l12 12M18 6 6 18',
  bin: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
};

export function Icon({ d, size = 16 }: { d: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

/** A titled white panel of the product form, named by its heading. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={c.card} aria-labelledby={id}>
      <h2 className={s.sectionTitle} id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

type TextName = 'storeName' | 'storeInfo' | 'keyword' | 'unitName' | 'content' | 'postage';

/**
 * A product-form text bound through the form's controller: the storefront's fields take no ref, so they
 * are driven by value rather than registered. `multiline` draws a TextArea, with a counter when `max` is given.
 */
export function BoundText({
  control,
  name,
  label,
  hint,
  max,
  multiline,
  rows,
  inputMode,
  prefix,
}: {
  control: Control<ProductFormValues>;
  name: TextName;
  label: string;
  hint?: string;
  max?: number;
  multiline?: boolean;
  rows?: number;
  inputMode?: 'decimal';
  /** Drawn inside the field before the input: the currency of an amount. */
  prefix?: ReactNode;
}) {
  const { field, fieldState } = useController({ control, name });
  const common = { label, hint, name: field.name, value: field.value, onChange: field.onChange, onBlur: field.onBlur, error: fieldState.error?.message ?? null };
  return multiline ? (
    <TextArea {...common} rows={rows} maxLength={max} counter={max ? { value: field.value.length, max } : undefined} />
  ) : (
    <TextField {...common} maxLength={max} inputMode={inputMode} prefix={prefix} />
  );
}
