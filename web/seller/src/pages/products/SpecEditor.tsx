import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { PRODUCT_RULES } from '../../../../../shared/contract/admin-product';
import { comboLabel, type Spec } from './skuMatrix';
import type { ProductFormValues } from './productFormModel';
import c from '../../../../console/console.module.css';
import { ICONS, Icon } from './parts';
import s from './products.module.css';
import { FormProblem } from '../../../../console/dialog';
import { CurrencyTag } from '../../../../console/CurrencySign';

/** One spec: its name and its values as removable chips; a value is added with Enter or the button. */
function SpecCard({ spec, index, onChange, onRemove }: { spec: Spec; index: number; onChange: (s: Spec) => void; onRemove?: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const label = spec.name.trim() || t('productForm.specN', { n: index + 1 });
  const add = () => {
    const v = draft.trim();
    if (!v || spec.values.includes(v) || spec.values.length >= PRODUCT_RULES.maxSpecValues) return;
    onChange({ ...spec, values: [...spec.values, v] });
    setDraft('');
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };
  return (
    <div className={s.spec} role="group" aria-label={label}>
      <div className={s.specHead}>
        <TextField label={t('productForm.specName')} placeholder={t('productForm.specNamePlaceholder')} value={spec.name} maxLength={PRODUCT_RULES.specName} onChange={(e) => onChange({ ...spec, name: e.target.value })} />
        {onRemove && (
          <Button variant="ghost" onClick={onRemove}>
            {t('productForm.removeSpec', { name: label })}
          </Button>
        )}
      </div>
      {spec.values.length > 0 && (
        <ul className={s.chips} aria-label={t('productForm.values', { name: label })}>
          {spec.values.map((v) => (
            <li key={v} className={s.chip}>
              {v}
              <button type="button" className={s.chipRemove} aria-label={t('productForm.removeValue', { value: v })} onClick={() => onChange({ ...spec, values: spec.values.filter((x) => x !== v) })}>
                <Icon d={ICONS.remove} size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={s.addValue}>
        <TextField label={t('productForm.newValue', { name: label })} placeholder={t('productForm.valuePlaceholder')} value={draft} maxLength={PRODUCT_RULES.specValue} onChange={(e) => setDraft(e.target.value)} onKeyDown={onKey} />
        <Button variant="secondary" onClick={add} disabled={!draft.trim()}>
          {t('productForm.addValue')}
        </Button>
      </div>
    </div>
  );
}

export function SpecEditor({ specs, onChange, error }: { specs: Spec[]; onChange: (s: Spec[]) => void; error?: string }) {
  const { t } = useTranslation();
  return (
    <div className={s.summary}>
      {specs.map((spec, i) => (
        <SpecCard
          key={i}
          spec={spec}
          index={i}
          onChange={(next) => onChange(specs.map((x, j) => (j === i ? next : x)))}
          onRemove={specs.length > 1 ? () => onChange(specs.filter((_, j) => j !== i)) : undefined}
        />
      ))}
      <FormProblem className={s.fieldError}>{error}</FormProblem>
      {specs.length < PRODUCT_RULES.maxSpecs && (
        <div className={c.actions}>
          <Button variant="secondary" onClick={() => onChange([...specs, { name: '', values: [] }])}>
            {t('productForm.addSpec')}
          </Button>
        </div>
      )}
    </div>
  );
}

type Figure = 'stock' | 'price' | 'otPrice' | 'cost' | 'weight';
export const FIGURES: Figure[] = ['stock', 'price', 'otPrice', 'cost', 'weight'];
/** The figures that are amounts of money: their headings carry the shop currency. */
export const MONEY_FIGURES: ReadonlySet<Figure> = new Set<Figure>(['price', 'otPrice', 'cost']);

type Translate = (key: string, o?: Record<string, unknown>) => string;

/** A figure's input in a table cell: labelled for screen readers by its column and row, its error under it. */
export function FigureCell({
  name,
  figure,
  rowLabel,
  register,
  error,
  t,
}: {
  name: `skus.${number}` | 'single';
  figure: Figure;
  rowLabel: string;
  register: UseFormRegister<ProductFormValues>;
  error?: string;
  t: Translate;
}) {
  const errId = `${name}-${figure}-err`.replace(/\./g, '-');
  return (
    <>
      <input
        className={s.cellInput}
        inputMode={figure === 'stock' ? 'numeric' : 'decimal'}
        aria-label={t('productForm.fieldFor', { field: t(`productForm.${figure}`), sku: rowLabel })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errId : undefined}
        {...register(`${name}.${figure}`)}
      />
      {error && (
        <span className={s.cellError} id={errId}>
          {error}
        </span>
      )}
    </>
  );
}

/** The matrix: one row per combination of the specs' values, with its stock and prices. */
export function SkuTable({ values, register, errors, onCopyFirst }: { values: ProductFormValues; register: UseFormRegister<ProductFormValues>; errors: FieldErrors<ProductFormValues>; onCopyFirst: () => void }) {
  const { t } = useTranslation();
  if (values.skus.length === 0) return <p className={s.hint}>{t('productForm.noSkus')}</p>;
  return (
    <div className={s.summary}>
      <div className={c.cardHead}>
        <h3 className={s.legend}>{t('productForm.skuCount', { count: values.skus.length })}</h3>
        {values.skus.length > 1 && (
          <Button size="sm" variant="ghost" onClick={onCopyFirst}>
            {t('productForm.applyAll')}
          </Button>
        )}
      </div>
      <div className={c.tableWrap}>
        <table className={`${c.table} ${s.skuTable}`}>
          <caption className="visually-hidden">{t('productForm.skus')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('productForm.sku')}</th>
              {FIGURES.map((f) => (
                <th key={f} scope="col">
                  {t(`productForm.${f}`)}
                  {MONEY_FIGURES.has(f) && <CurrencyTag />}
                  {(f === 'stock' || f === 'price') && ' *'}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {values.skus.map((row, i) => {
              const label = comboLabel(row.combo);
              return (
                <tr key={label}>
                  <th scope="row" className={s.skuName}>
                    {label}
                  </th>
                  {FIGURES.map((f) => (
                    <td key={f}>
                      <FigureCell name={`skus.${i}`} figure={f} rowLabel={label} register={register} error={errors.skus?.[i]?.[f]?.message} t={t} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
