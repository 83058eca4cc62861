import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePaypalCapture } from '@/api/pay';
import { useMasterDetail } from '@/api/orders';
import { localePath } from '../../i18n';
import { formatDate } from '../../i18n/format';
import { Price } from '../../components/Price';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '@/api/errors';
import { usePageTitle } from '../../features/catalog/usePageTitle';
import styles from './CheckoutPages.module.css';
import { userKeys } from '@/api/user';
import { cartKeys } from '@/api/cart';

const POLL_MS = 2000;
const POLL_LIMIT_MS = 30_000;

/**
 * /order/payment_result: balance payments arrive with orderNo + payType; PayPal returns with token +
 * PayerID (captured here); Stripe returns with redirect_status. The order itself is the truth.
 */
export default function PaymentResultPage() {
  const { t } = useTranslation('shop');
  const qc = useQueryClient();
  const [params] = useSearchParams();
  usePageTitle(t('result.title'));
  const token = params.get('token') ?? '';
  const payerId = params.get('PayerID') ?? params.get('payerID') ?? '';
  const redirectStatus = params.get('redirect_status') ?? '';
  const payResult = (params.get('payResult') ?? '').toLowerCase();
  const paypal = usePaypalCapture(token, payerId);
  const orderNo = params.get('orderNo') || paypal.data?.orderNo || '';
  const payType = (params.get('payType') || (token ? 'paypal' : redirectStatus ? 'stripe' : '')).toLowerCase();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setTimedOut(true), POLL_LIMIT_MS);
    return () => clearTimeout(id);
  }, []);
  const order = useMasterDetail(orderNo, orderNo !== '', false);
  const waitingForWebhook = payType === 'stripe' && redirectStatus !== 'failed' && order.data !== undefined && !order.data.paid && !timedOut;
  useEffect(() => {
    if (!waitingForWebhook) return;
    const id = setTimeout(() => void order.refetch(), POLL_MS);
    return () => clearTimeout(id);
  }, [waitingForWebhook, order]);
  useEffect(() => {
    if (order.data?.paid) {
      void qc.invalidateQueries({ queryKey: userKeys.all });
      void qc.invalidateQueries({ queryKey: cartKeys.all });
    }
  }, [order.data?.paid, qc]);

  if (!orderNo && !(token && payerId)) {
    return (
      <div className={styles.page}>
        <EmptyState title={t('result.missing')} action={<Link to={localePath('/')} className={styles.linkBtn}>{t('result.backHome')}</Link>} />
      </div>
    );
  }
  if (paypal.isPending && token && payerId && !orderNo) {
    return (
      <div className={`${styles.page} ${styles.center}`}>
        <Spinner label={t('result.confirming')} />
      </div>
    );
  }
  if (order.isPending && orderNo) {
    return (
      <div className={`${styles.page} ${styles.center}`}>
        <Spinner label={t('common:action.loading')} />
      </div>
    );
  }

  // An unknown or someone else's order number: say so plainly, with a way on.
  if (order.isError && orderNo && !paypal.isError) {
    return (
      <div className={styles.page}>
        <EmptyState
          title={t('result.notFound')}
          action={
            <div className={styles.resultActions}>
              <Link to={localePath('/users/order_list')} className={`${styles.linkBtn} ${styles.linkBtnPrimary}`}>
                {t('result.myOrders')}
              </Link>
              <Link to={localePath('/')} className={styles.linkBtn}>
                {t('result.backHome')}
              </Link>
            </div>
          }
        >
          {t('result.notFoundHint')}
        </EmptyState>
      </div>
    );
  }

  const o = order.data;
  // A cash-on-delivery order is accepted (paid flag) without money; called off, it is cancelled whatever the flag says.
  const paid = o?.paid === true && !o.isCancel;
  const cod = paid && o?.payType === 'cod';
  // The combined number is the one paid; each shop ships and lists its own order number.
  const shopOrders = (o?.orderList ?? []).filter((s) => s.orderNo !== '');
  const failureReason = paid
    ? ''
    : paypal.isError
      ? errorMessage(paypal.error, t)
      : order.isError
        ? errorMessage(order.error, t)
        : redirectStatus === 'failed'
          ? t('result.reasonCard')
          : payResult === 'fail' || payResult === 'false'
            ? t('result.reasonGeneric')
            : o?.isCancel
              ? t('result.reasonCancelled')
              : waitingForWebhook
                ? ''
                : t('result.reasonUnpaid');
  const state: 'ok' | 'wait' | 'fail' = paid ? 'ok' : waitingForWebhook ? 'wait' : 'fail';
  const method = payType ? t(`pay.${payType}`, { defaultValue: payType }) : o?.payType ? t(`pay.${o.payType}`, { defaultValue: o.payType }) : '—';
  const time = o?.payTime || o?.createTime || '';
  return (
    <div className={styles.page}>
      <section className={styles.result} aria-labelledby="result-title">
        <span className={`${styles.resultIcon} ${styles[state]}`} aria-hidden="true">
          {state === 'ok' ? '✓' : state === 'wait' ? '…' : '!'}
        </span>
        <div role="status">
          <h1 id="result-title" className={styles.title}>
            {cod ? t('result.codPlaced') : state === 'ok' ? t('result.success') : state === 'wait' ? t('result.processing') : t('result.failure')}
          </h1>
          {cod && (
            <p className={styles.muted} data-testid="result-cod-next">
              {t('result.codNext')}
            </p>
          )}
        </div>
        <dl className={styles.facts}>
          <dt>{t('result.orderNo')}</dt>
          <dd data-testid="result-order-no">{orderNo || '—'}</dd>
          {shopOrders.length > 0 && (
            <>
              <dt>{t('result.shopOrders')}</dt>
              <dd>
                <ul className={styles.shopOrderList} data-testid="result-shop-orders">
                  {shopOrders.map((s) => (
                    <li key={s.orderNo}>
                      <Link to={localePath(`/user_center/order/detail?orderNo=${encodeURIComponent(s.orderNo)}`)}>{s.orderNo}</Link>
                      {s.merName && <span> · {s.merName}</span>}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
          <dt>{t('result.time')}</dt>
          <dd>{time ? formatDate(time) : '—'}</dd>
          <dt>{t('result.method')}</dt>
          <dd>{method}</dd>
          <dt>{t('result.total')}</dt>
          <dd>{o ? <Price value={o.payPrice} /> : paypal.data ? <Price value={paypal.data.payPrice} /> : '—'}</dd>
          {failureReason && (
            <>
              <dt>{t('result.reason')}</dt>
              <dd>{failureReason}</dd>
            </>
          )}
        </dl>
        <div className={styles.resultActions}>
          {orderNo && (
            <Link to={localePath(`/user_center/order/detail?orderNo=${encodeURIComponent(orderNo)}&master=1`)} className={`${styles.linkBtn} ${styles.linkBtnPrimary}`}>
              {t('result.viewOrder')}
            </Link>
          )}
          <Link to={localePath('/')} className={styles.linkBtn}>
            {t('result.backHome')}
          </Link>
        </div>
      </section>
    </div>
  );
}
