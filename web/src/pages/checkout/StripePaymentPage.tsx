import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadStripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useBffConfig } from '../../api/site';
import { usePayMethods } from '../../api/pay';
import { localePath, useLocale } from '../../i18n';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { usePageTitle } from '../../features/catalog/usePageTitle';
import { tokenValue } from '../../styles/token';
import styles from './CheckoutPages.module.css';

/** Stripe's locale codes for ours ("lao" has no Stripe locale: auto). */
const STRIPE_LOCALE: Record<string, 'en' | 'zh' | 'es' | 'fr' | 'th' | 'auto'> = { en: 'en', 'zh-CN': 'zh', es: 'es', fr: 'fr', th: 'th', lao: 'auto' };

function resultUrl(orderNo: string): string {
  return new URL(localePath(`/order/payment_result?orderNo=${encodeURIComponent(orderNo)}&payType=stripe`), window.location.origin).toString();
}

/**
 * /order/stripe_payment: the card form. Stripe.js and Elements live in this route's chunk only, so no
 * other page loads the provider's script.
 */
export default function StripePaymentPage() {
  const { t } = useTranslation('shop');
  const lang = useLocale();
  const [params] = useSearchParams();
  const clientSecret = params.get('clientSecret') ?? '';
  const orderNo = params.get('orderNo') ?? '';
  usePageTitle(t('stripe.title'));
  const cfg = useBffConfig();
  const methods = usePayMethods();
  const fromCfg = (cfg.data as Record<string, unknown> | undefined)?.stripePublishableKey;
  const key = (typeof fromCfg === 'string' && fromCfg) || methods.data?.stripePublishableKey || '';
  const stripePromise = useMemo(() => (key ? loadStripe(key) : null), [key]);

  if (!clientSecret || !orderNo) {
    return (
      <div className={styles.page}>
        <EmptyState title={t('result.missing')} action={<Link to={localePath('/')} className={styles.linkBtn}>{t('result.backHome')}</Link>} />
      </div>
    );
  }
  if (!stripePromise) {
    return (
      <div className={`${styles.page} ${styles.center}`}>
        {cfg.isPending || methods.isPending ? <Spinner label={t('common:action.loading')} /> : <EmptyState title={t('stripe.unavailable')} />}
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.stripeBox}>
        <h1 className={styles.title}>{t('stripe.title')}</h1>
        <p className={styles.muted}>{t('stripe.order', { orderNo })}</p>
        <Elements stripe={stripePromise} options={{ clientSecret, locale: STRIPE_LOCALE[lang] ?? 'auto', appearance: { theme: 'stripe', variables: { colorPrimary: tokenValue('--color-primary-text') } } }}>
          <CardForm orderNo={orderNo} />
        </Elements>
      </div>
    </div>
  );
}

function CardForm({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('shop');
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements || paying) return;
    setPaying(true);
    setError(null);
    const res = await stripe.confirmPayment({ elements, confirmParams: { return_url: resultUrl(orderNo) } });
    // Only reached when Stripe did not redirect: the card was refused or the form is incomplete.
    setError(res.error?.message ?? t('result.reasonCard'));
    setPaying(false);
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('stripe.form')}>
      <PaymentElement onReady={() => setReady(true)} />
      {!ready && <Spinner label={t('common:action.loading')} />}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.resultActions} style={{ marginBlockStart: 16 }}>
        <Button type="submit" size="lg" loading={paying} disabled={!stripe || !elements || !ready}>
          {t('stripe.pay')}
        </Button>
        <Link to={localePath(`/order/payment_result?orderNo=${encodeURIComponent(orderNo)}&payType=stripe&payResult=fail`)} className={styles.linkBtn}>
          {t('stripe.cancel')}
        </Link>
      </div>
    </form>
  );
}
