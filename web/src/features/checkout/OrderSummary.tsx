import { useTranslation } from 'react-i18next';
import type { Address } from '@/api/address';
import type { ComputedPrice, PreOrder } from '@/api/checkout';
import { Button } from '@/components/Button';
import { Price } from '@/components/Price';
import { addressLine } from './AddressSection';
import { refusalMessage } from './priceRefusal';
import { ShopBreakdown } from './ShopBreakdown';
import styles from './Checkout.module.css';

export interface OrderSummaryProps {
  pre: PreOrder;
  /** The server's price for the current choices; the pre-order's until it answers. */
  price: ComputedPrice | undefined;
  priceFetching: boolean;
  priceError: unknown;
  payFee: string;
  /** The chosen coupon's name (empty for none), shown on the shops its discount lands on. */
  couponName: string;
  chosenAddress: Address | null;
  createdOrderNo: string | null;
  formError: string | null;
  busy: boolean;
  /** Nothing to submit yet: the price is still loading or the new-address form is open. */
  blocked: boolean;
  onSubmit: () => void;
}

/** The totals exactly as the server computed them, where the order ships, and the submit (or pay again) button. */
export function OrderSummary({ pre, price: p, priceFetching, priceError, payFee, couponName, chosenAddress, createdOrderNo, formError, busy, blocked, onSubmit }: OrderSummaryProps) {
  const { t } = useTranslation('shop');
  return (
    <section className={styles.summary} aria-labelledby="confirm-summary">
      <h2 id="confirm-summary" className="visually-hidden">
        {t('confirm.summary')}
      </h2>
      {p && <ShopBreakdown price={p} couponName={couponName} />}
      <dl className={styles.totals} aria-busy={priceFetching}>
        <div>
          <dt>{t('confirm.subtotal')}</dt>
          <dd>
            <Price value={p?.proTotalFee ?? pre.proTotalFee} />
          </dd>
        </div>
        <div>
          <dt>{t('confirm.freight')}</dt>
          <dd>
            <Price value={p?.freightFee ?? pre.freightFee} />
          </dd>
        </div>
        <div>
          <dt>{t('confirm.couponDeduction')}</dt>
          <dd>
            −<Price value={p?.couponFee ?? '0'} />
          </dd>
        </div>
        <div>
          <dt>{t('confirm.pointsDeduction')}</dt>
          <dd>
            −<Price value={p?.deductionPrice ?? '0'} />
          </dd>
        </div>
        <div className={styles.payRow}>
          <dt>{t('confirm.payable')}</dt>
          <dd>
            <Price value={payFee} className={styles.payable} />
          </dd>
        </div>
      </dl>
      {priceError != null && (
        <p className={styles.warn} role="alert">
          {refusalMessage(priceError, t)}
        </p>
      )}
      {chosenAddress && (
        <p className={styles.shipTo}>
          {t('confirm.shipTo')} {chosenAddress.realName}, {addressLine(chosenAddress)}
        </p>
      )}
      {createdOrderNo && (
        <p className={styles.created} role="status">
          {t('confirm.created', { orderNo: createdOrderNo })}
        </p>
      )}
      {formError && (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      )}
      <Button size="lg" className={styles.submit} onClick={onSubmit} loading={busy} disabled={busy || blocked}>
        {createdOrderNo ? t('confirm.payAgain') : t('confirm.submit')}
      </Button>
    </section>
  );
}
