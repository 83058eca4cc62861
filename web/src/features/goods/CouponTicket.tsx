import { useTranslation } from 'react-i18next';
import { isMoneyString, parseMoney } from '../../../../shared/money';
import { useReceiveCoupon, type Coupon } from '../../api/coupon';
import { Price } from '../../components/Price';
import { toast } from '../../components/Toast';
import { formatDate, formatMoney } from '../../i18n/format';
import { useSignInGate } from './useSignInGate';
import styles from './CouponTicket.module.css';

/** A coupon to collect: amount, threshold, validity and the collect button (sign-in required). */
export function CouponTicket({ coupon, compact = false, chip = false }: { coupon: Coupon; compact?: boolean; chip?: boolean }) {
  const { t } = useTranslation('shop');
  const gate = useSignInGate();
  const receive = useReceiveCoupon();
  const received = coupon.isUse || (receive.isSuccess && receive.variables === coupon.id);
  const soldOut = coupon.isLimited && coupon.lastTotal <= 0 && !received;
  // Read on its digits: a ticket shows on the home and goods pages, which carry no decimal.js.
  const threshold = isMoneyString(coupon.minPrice) && parseMoney(coupon.minPrice) > 0;
  // The bounds are the server's wall-clock texts; the shopper reads them in their own zone and language.
  const validity = coupon.isFixedTime
    ? t('coupon.validRange', { from: formatDate(coupon.useStartTimeStr), to: formatDate(coupon.useEndTimeStr) })
    : t('coupon.validDays', { days: coupon.day });
  const collect = () =>
    gate(() =>
      receive.mutate(coupon.id, {
        onSuccess: () => toast.success(t('coupon.received')),
      }),
    );
  const hiddenName = <span className="visually-hidden">: {coupon.name}</span>;
  if (chip) {
    return (
      <span className={`${styles.chip} ${received ? styles.chipDone : ''}`} title={`${coupon.name} · ${validity}`}>
        <Price value={coupon.money} className={styles.chipMoney} />
        <span className={styles.chipCond}>{threshold ? t('coupon.minSpend', { amount: formatMoney(coupon.minPrice) }) : t('coupon.noThreshold')}</span>
        <button type="button" className={styles.chipBtn} onClick={collect} disabled={received || soldOut || receive.isPending}>
          {received ? t('coupon.receivedShort') : soldOut ? t('coupon.soldOut') : t('coupon.collect')}
          {hiddenName}
        </button>
      </span>
    );
  }
  return (
    <article className={`${styles.ticket} ${compact ? styles.compact : ''} ${received ? styles.done : ''}`}>
      <div className={styles.amount}>
        <Price value={coupon.money} className={styles.money} />
        <span className={styles.cond}>{threshold ? t('coupon.minSpend', { amount: formatMoney(coupon.minPrice) }) : t('coupon.noThreshold')}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{coupon.name}</h3>
        <p className={styles.valid}>{validity}</p>
        <button
          type="button"
          className={styles.collect}
          onClick={collect}
          disabled={received || soldOut || receive.isPending}
        >
          {received ? t('coupon.receivedShort') : soldOut ? t('coupon.soldOut') : t('coupon.collect')}
          {hiddenName}
        </button>
      </div>
    </article>
  );
}
