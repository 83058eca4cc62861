import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/api/toastStore';
import { ApiError } from '@/api/client';
import { Button } from '@/components/Button';
import { PageHead } from '@/components/PageHead';
import { TextField } from '@/components/TextField';
import { COUPON_RULES, COUPON_USE_TYPE } from '../../../../../shared/contract/admin-shop';
import { PRODUCT_TAB } from '../../../../../shared/contract/admin-product';
import { consoleError } from '../../../../console/errors';
import { checkedResolver, FormField } from '../../../../console/form';
import { useProductList } from '../../api/products';
import { useSaveCoupon } from '../../api/shopcare';
import { checkCoupon, couponBody, EMPTY_COUPON, type CouponDraft } from './couponForm';
import c from '../../../../console/console.module.css';
import s from '../shop/shopcare.module.css';
import { FormProblem } from '../../../../console/dialog';
import { CurrencySign } from '../../../../console/CurrencySign';

function Choice({ type, name, checked, onChange, children }: { type: 'radio' | 'checkbox'; name: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className={s.choice}>
      <input type={type} name={name} checked={checked} onChange={onChange} />
      {children}
    </label>
  );
}

/** The shop's goods on sale to pick from for a product coupon, filtered as the merchant types. */
function ProductPicker({ value, onChange, error }: { value: number[]; onChange: (ids: number[]) => void; error?: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const products = useProductList({ type: PRODUCT_TAB.onSale }, 1, COUPON_RULES.maxProducts);
  const rows = (products.data?.list ?? []).filter((p) => p.storeName.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <fieldset className={s.fieldset} aria-describedby={error ? 'coupon-products-error' : undefined}>
      <legend className={s.legend}>{t('couponForm.products')}</legend>
      <TextField label={t('couponForm.productFilter')} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      <div className={s.products}>
        {products.isPending ? (
          <p className={s.hint}>{t('couponForm.productsLoading')}</p>
        ) : rows.length === 0 ? (
          <p className={s.hint}>{t('couponForm.productsNone')}</p>
        ) : (
          rows.map((p) => (
            <Choice key={p.id} type="checkbox" name="productIds" checked={value.includes(p.id)} onChange={() => onChange(value.includes(p.id) ? value.filter((x) => x !== p.id) : [...value, p.id])}>
              {p.image ? <img className={`${s.thumb} ${s.small}`} src={p.image} alt="" width={40} height={40} loading="lazy" /> : null}
              <span>{p.storeName}</span>
            </Choice>
          ))
        )}
      </div>
      <p className={s.hint}>{t('couponForm.productsChosen', { count: value.length })}</p>
      {error && (
        <p className={s.error} id="coupon-products-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** /seller/coupons/new: a shop or product coupon with its amount, minimum spend, quantity, collection window and validity. */
export default function CouponNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveCoupon();
  const form = useForm<CouponDraft>({ resolver: checkedResolver((v) => checkCoupon(v, t)), defaultValues: EMPTY_COUPON });
  const d = useWatch({ control: form.control }) as CouponDraft;
  const errors = form.formState.errors;
  const set = <K extends keyof CouponDraft>(k: K, v: CouponDraft[K]) => form.setValue(k, v as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const text = (k: 'name' | 'money' | 'minPrice' | 'total' | 'day', label: string, extra: Record<string, unknown> = {}) => <FormField control={form.control} name={k} label={label} {...extra} />;
  const when = (k: 'receiveStartTime' | 'receiveEndTime' | 'useStartTime' | 'useEndTime', label: string) => <FormField control={form.control} name={k} label={label} type="datetime-local" />;

  const submit = form.handleSubmit(
    (v) => {
      setFailure(null);
      save.mutate(couponBody(v), {
        onSuccess: () => {
          toast.success(t('couponForm.saved', { name: v.name.trim() }));
          void navigate('/coupons');
        },
        // The service's own reason (in English) follows the console's words, so nothing it checked is hidden.
        onError: (err) => setFailure(err instanceof ApiError && err.status === 400 ? `${consoleError(err, t)} (${err.message})` : consoleError(err, t)),
      });
    },
    () => setFailure(t('couponForm.fixFields')),
  );

  return (
    <>
      <PageHead
        title={t('couponForm.title')}
        actions={
          <Link to="/coupons" className={s.link}>
            {t('coupons.back')}
          </Link>
        }
      />
      <p className={c.lead}>{t('couponForm.lead')}</p>
      <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
        <section className={c.card} aria-labelledby="coupon-basics">
          <h2 className={s.sectionTitle} id="coupon-basics">
            {t('couponForm.basics')}
          </h2>
          <div className={s.fields}>
            {text('name', t('couponForm.name'), { maxLength: COUPON_RULES.name })}
            {text('money', t('couponForm.money'), { inputMode: 'decimal', hint: t('couponForm.moneyHint'), prefix: <CurrencySign /> })}
            {text('minPrice', t('couponForm.minPrice'), { inputMode: 'decimal', hint: t('couponForm.minPriceHint'), prefix: <CurrencySign /> })}
          </div>
          <fieldset className={s.fieldset}>
            <legend className={s.legend}>{t('coupons.kindLabel')}</legend>
            <Choice type="radio" name="useType" checked={d.useType === COUPON_USE_TYPE.shop} onChange={() => set('useType', COUPON_USE_TYPE.shop)}>
              {t('couponForm.kindShop')}
            </Choice>
            <Choice type="radio" name="useType" checked={d.useType === COUPON_USE_TYPE.product} onChange={() => set('useType', COUPON_USE_TYPE.product)}>
              {t('couponForm.kindProduct')}
            </Choice>
          </fieldset>
          {d.useType === COUPON_USE_TYPE.product && <ProductPicker value={d.productIds} onChange={(ids) => set('productIds', ids)} error={errors.productIds?.message} />}
        </section>

        <section className={c.card} aria-labelledby="coupon-quantity">
          <h2 className={s.sectionTitle} id="coupon-quantity">
            {t('couponForm.quantityTitle')}
          </h2>
          <Choice type="checkbox" name="isLimited" checked={d.isLimited} onChange={() => set('isLimited', !d.isLimited)}>
            {t('couponForm.limited')}
          </Choice>
          {d.isLimited && <div className={s.fields}>{text('total', t('couponForm.total'), { inputMode: 'numeric' })}</div>}
          <Choice type="checkbox" name="isForever" checked={d.isForever} onChange={() => set('isForever', !d.isForever)}>
            {t('couponForm.windowed')}
          </Choice>
          {d.isForever && (
            <div className={s.fields}>
              {when('receiveStartTime', t('couponForm.receiveStart'))}
              {when('receiveEndTime', t('couponForm.receiveEnd'))}
            </div>
          )}
        </section>

        <section className={c.card} aria-labelledby="coupon-validity">
          <h2 className={s.sectionTitle} id="coupon-validity">
            {t('couponForm.validityTitle')}
          </h2>
          <fieldset className={s.fieldset}>
            <legend className="visually-hidden">{t('couponForm.validityTitle')}</legend>
            <Choice type="radio" name="isFixedTime" checked={!d.isFixedTime} onChange={() => set('isFixedTime', false)}>
              {t('couponForm.byDays')}
            </Choice>
            <Choice type="radio" name="isFixedTime" checked={d.isFixedTime} onChange={() => set('isFixedTime', true)}>
              {t('couponForm.byDates')}
            </Choice>
          </fieldset>
          <div className={s.fields}>
            {d.isFixedTime ? (
              <>
                {when('useStartTime', t('couponForm.useStart'))}
                {when('useEndTime', t('couponForm.useEnd'))}
              </>
            ) : (
              text('day', t('couponForm.day'), { inputMode: 'numeric', hint: t('couponForm.dayHint', { max: COUPON_RULES.maxDay }) })
            )}
          </div>
          <p className={s.hint}>{t('couponForm.zoneHint')}</p>
          <Choice type="checkbox" name="status" checked={d.status} onChange={() => set('status', !d.status)}>
            {t('couponForm.switchOnNow')}
          </Choice>
        </section>

        <FormProblem className={s.error}>{failure}</FormProblem>
        <div className={s.actions}>
          <Button type="submit" loading={save.isPending}>
            {t('couponForm.create')}
          </Button>
          <Link to="/coupons" className={s.link}>
            {t('reviews.cancel')}
          </Link>
        </div>
      </form>
    </>
  );
}
