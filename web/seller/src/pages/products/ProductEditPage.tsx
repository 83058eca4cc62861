import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@/api/client';
import { toast } from '@/api/toastStore';
import { Button } from '@/components/Button';
import { PageHead } from '@/components/PageHead';
import { PRODUCT_RULES } from '../../../../../shared/contract/admin-product';
import { consoleError } from '../../../../console/errors';
import { LoadFailure } from '../../../../console/DataTable';
import { ShellSkeleton } from '../../../../console/Shell';
import { fetchProductInfo, useProductInfo, useSaveProduct, type ProductInfo } from '../../api/products';
import { AuditNotice } from './AuditState';
import { PlatformCategory, ShopCategories } from './CategoryFields';
import { Gallery, MainPicture } from './Pictures';
import { RichTextEditor } from './RichTextEditor';
import { FIGURES, MONEY_FIGURES, FigureCell, SkuTable, SpecEditor } from './SpecEditor';
import { emptyProduct, fromInfo, productFormSchema, salesByCombo, toSaveBody, type ProductFormValues } from './productFormModel';
import { comboKey, skuMatrix } from './skuMatrix';
import c from '../../../../console/console.module.css';
import { BoundText, FormSection } from './parts';
import s from './products.module.css';
import { FormProblem } from '../../../../console/dialog';
import { CurrencySign, CurrencyTag } from '../../../../console/CurrencySign';

type Translate = (key: string, o?: Record<string, unknown>) => string;

/** Every message of the schema is a text key: read it in the merchant's language, however deep the field. */
function translateErrors(errors: unknown, t: Translate): void {
  if (!errors || typeof errors !== 'object') return;
  for (const [k, v] of Object.entries(errors as Record<string, unknown>)) {
    if (k === 'ref') continue;
    if (k === 'message' && typeof v === 'string' && v.startsWith('productForm.')) (errors as Record<string, unknown>)[k] = t(v, { max: PRODUCT_RULES.content });
    else translateErrors(v, t);
  }
}

function productResolver(t: Translate): Resolver<ProductFormValues> {
  const base = zodResolver(productFormSchema as never) as unknown as Resolver<ProductFormValues>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    translateErrors(result.errors, t);
    // The resolver's output would drop what the schema does not name; the form keeps its own values.
    return Object.keys(result.errors).length ? result : { values, errors: {} };
  };
}

/** The SKU rows follow the specs: a new value adds rows, a removed one drops them, priced rows keep their figures. */
function useMatrix(form: ReturnType<typeof useForm<ProductFormValues>>) {
  const specs = useWatch({ control: form.control, name: 'specs' });
  const multiple = useWatch({ control: form.control, name: 'multiple' });
  useEffect(() => {
    if (!multiple) return;
    const before = form.getValues('skus');
    const next = skuMatrix(specs, before);
    const same = next.length === before.length && next.every((r, i) => comboKey(r.combo) === comboKey(before[i]!.combo));
    if (!same) form.setValue('skus', next);
  }, [specs, multiple, form]);
}

function ProductForm({ id, saved }: { id: number; saved?: ProductInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveProduct();
  // A ref, not state: a re-save right after a conflict must send the version just read.
  const version = useRef(saved?.version ?? 0);
  const [conflict, setConflict] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  const form = useForm<ProductFormValues>({ defaultValues: saved ? fromInfo(saved) : emptyProduct(), resolver: productResolver(t), mode: 'onTouched' });
  const { register, control, handleSubmit, formState } = form;
  const errors: FieldErrors<ProductFormValues> = formState.errors;
  useMatrix(form);
  const values = useWatch({ control }) as ProductFormValues;

  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);

  const submit = handleSubmit(
    async (v) => {
      setProblem(null);
      let body;
      try {
        body = toSaveBody(v, id ? { id, version: version.current } : undefined);
      } catch {
        setProblem(t('productForm.invalid'));
        return;
      }
      try {
        await save.mutateAsync(body);
        setConflict(false);
        toast.success(id ? t('productForm.saved') : t('productForm.created'));
        void navigate('/products');
      } catch (err) {
        // A stale version: the merchant's input stays in the form, untouched.
        if (err instanceof ApiError && err.status === 409) setConflict(true);
        else if (err instanceof ApiError && err.status === 400 && /description/i.test(err.message)) {
          // Cleaning can make a description longer (escaped characters, closed tags): told at the editor.
          form.setError('content', { message: t('productEditor.tooLarge', { max: PRODUCT_RULES.content.toLocaleString() }) }, { shouldFocus: true });
          setProblem(t('productForm.invalid'));
        } else setProblem(consoleError(err, t));
      }
    },
    () => setProblem(t('productForm.invalid')),
  );

  /** Keep the input: take the saved version's number (and its SKUs' sales, so stock stays exact), then save again. */
  const keepMine = async () => {
    const latest = await fetchProductInfo(id);
    version.current = latest.version;
    const sold = salesByCombo(latest);
    const single = form.getValues('single');
    form.setValue('single', { ...single, sales: latest.attrValue[0]?.sales ?? single.sales });
    form.setValue(
      'skus',
      form.getValues('skus').map((row) => ({ ...row, sales: sold.get(comboKey(row.combo)) ?? row.sales })),
    );
    setConflict(false);
    await submit();
  };
  const loadTheirs = async () => {
    const latest = await fetchProductInfo(id);
    version.current = latest.version;
    form.reset(fromInfo(latest));
    setConflict(false);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className={s.column}>
      {conflict && (
        <div className={s.conflict} role="alert" tabIndex={-1} ref={conflictRef}>
          <p className={c.cardText}>{t('productForm.conflict')}</p>
          <div className={c.actions}>
            <Button onClick={() => void keepMine()}>{t('productForm.keepMine')}</Button>
            <Button variant="secondary" onClick={() => void loadTheirs()}>
              {t('productForm.loadTheirs')}
            </Button>
          </div>
        </div>
      )}
      <div className={s.formGrid}>
        <div className={s.column}>
          <FormSection id="pf-basics" title={t('productForm.basics')}>
            <BoundText control={control} name="storeName" label={`${t('productForm.name')} *`} max={PRODUCT_RULES.storeName} />
            <BoundText control={control} name="storeInfo" label={`${t('productForm.intro')} *`} hint={t('productForm.introHint')} multiline rows={2} max={PRODUCT_RULES.storeInfo} />
            <div className="grid-2">
              <BoundText control={control} name="keyword" label={`${t('productForm.keywords')} *`} hint={t('productForm.keywordsHint')} max={PRODUCT_RULES.keyword} />
              <BoundText control={control} name="unitName" label={`${t('productForm.unit')} *`} hint={t('productForm.unitHint')} max={PRODUCT_RULES.unitName} />
            </div>
            <Controller control={control} name="categoryId" render={({ field }) => <PlatformCategory value={field.value} onChange={field.onChange} error={errors.categoryId?.message} />} />
            <Controller control={control} name="cateIds" render={({ field }) => <ShopCategories value={field.value} onChange={field.onChange} />} />
          </FormSection>

          <FormSection id="pf-pictures" title={t('productForm.pictures')}>
            <Controller control={control} name="image" render={({ field }) => <MainPicture value={field.value} onChange={field.onChange} error={errors.image?.message} />} />
            <Controller control={control} name="slider" render={({ field }) => <Gallery value={field.value} onChange={field.onChange} error={errors.slider?.message} />} />
          </FormSection>

          <FormSection id="pf-specs" title={t('productForm.specs')}>
            <Controller
              control={control}
              name="multiple"
              render={({ field }) => (
                <fieldset className={s.fieldset}>
                  <legend className={s.legend}>{t('productForm.specType')}</legend>
                  <div className={s.segmented}>
                    <label>
                      <input className="visually-hidden" type="radio" name="specType" checked={!field.value} onChange={() => field.onChange(false)} />
                      {t('productForm.single')}
                    </label>
                    <label>
                      <input className="visually-hidden" type="radio" name="specType" checked={field.value} onChange={() => field.onChange(true)} />
                      {t('productForm.multiple')}
                    </label>
                  </div>
                </fieldset>
              )}
            />
            {values.multiple ? (
              <>
                <Controller control={control} name="specs" render={({ field }) => <SpecEditor specs={field.value} onChange={field.onChange} error={errors.specs?.message ?? errors.specs?.root?.message} />} />
                <SkuTable
                  values={values}
                  register={register}
                  errors={errors}
                  onCopyFirst={() => {
                    const [first, ...rest] = form.getValues('skus');
                    if (!first) return;
                    form.setValue('skus', [first, ...rest.map((r) => ({ ...r, stock: first.stock, price: first.price, otPrice: first.otPrice, cost: first.cost, weight: first.weight }))]);
                  }}
                />
              </>
            ) : (
              <div className={s.fields3}>
                {FIGURES.map((f) => (
                  <label key={f} className={s.fieldset}>
                    <span className={s.legend}>
                      {t(`productForm.${f}`)}
                      {MONEY_FIGURES.has(f) && <CurrencyTag />}
                      {(f === 'stock' || f === 'price') && ' *'}
                    </span>
                    <FigureCell name="single" figure={f} rowLabel={t('productForm.single')} register={register} error={errors.single?.[f]?.message} t={t} />
                  </label>
                ))}
              </div>
            )}
          </FormSection>

          <FormSection id="pf-description" title={t('productForm.descriptionSection')}>
            <Controller
              control={control}
              name="content"
              render={({ field, fieldState }) => (
                <RichTextEditor value={field.value} onChange={field.onChange} onBlur={field.onBlur} label={t('productForm.description')} hint={t('productEditor.hint')} error={fieldState.error?.message} max={PRODUCT_RULES.content} />
              )}
            />
          </FormSection>
        </div>

        <div className={`${s.column} ${s.sticky}`}>
          <FormSection id="pf-delivery" title={t('productForm.delivery')}>
            <BoundText control={control} name="postage" label={t('productForm.postage')} hint={t('productForm.postageHint')} inputMode="decimal" prefix={<CurrencySign />} />
          </FormSection>
          <div className={c.card}>
            <FormProblem className={c.formMessage}>{problem}</FormProblem>
            <Button type="submit" block loading={save.isPending}>
              {t('productForm.save')}
            </Button>
            <Link to="/products" className={c.linkButton}>
              {t('productForm.cancel')}
            </Link>
          </div>
        </div>
      </div>
    </form>
  );
}

/** /seller/products/new and /seller/products/:id: the product form, loaded with the saved product when editing. */
export default function ProductEditPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id ? Number(params.id) : 0;
  const info = useProductInfo(Number.isInteger(id) ? id : 0);
  return (
    <>
      <Link to="/products" className={c.linkButton}>
        ← {t('productForm.back')}
      </Link>
      <PageHead title={id ? t('productForm.titleEdit') : t('productForm.titleNew')} />
      <p className={c.lead}>{t('productForm.lead')}</p>
      {id > 0 && info.data && <AuditNotice state={info.data} />}
      {!id ? (
        <ProductForm id={0} />
      ) : info.isPending ? (
        <ShellSkeleton />
      ) : info.error ? (
        info.error instanceof ApiError && info.error.status >= 400 && info.error.status !== 401 && info.error.status < 600 && /not|exist/i.test(info.error.message) ? (
          <div className={c.card} role="alert">
            <p className={c.cardText}>{t('productForm.notFound')}</p>
          </div>
        ) : (
          <LoadFailure error={info.error} onRetry={() => void info.refetch()} />
        )
      ) : (
        <ProductForm key={info.data.id} id={id} saved={info.data} />
      )}
    </>
  );
}
