import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import Decimal from 'decimal.js';
import type { ComputedPrice } from '@/api/checkout';
import type { OrderCoupon } from '@/api/coupon';
import { Price } from '@/components/Price';
import { formatNumber } from '@/i18n';
import { formatDate } from '@/i18n/format';
import type { CheckoutAction } from './useCheckoutChoices';
import { PointsChooser } from './PointsChooser';
import styles from './Checkout.module.css';

export interface DiscountSectionProps {
  coupons: OrderCoupon[];
  couponId: number;
  /** The shopper's points; 0 disables using them. */
  points: number;
  useIntegral: boolean;
  /** Points the server's price took, once it answered. */
  usedIntegral: number | undefined;
  /** The server's last price, whose points rules the amount chooser follows. */
  price: ComputedPrice | undefined;
  /** The points amount chosen; undefined = the most the order can take. */
  integral: number | undefined;
  locked: boolean;
  dispatch: Dispatch<CheckoutAction>;
}

/** A coupon for this order (or none) and whether to spend points; the server prices the result. */
export function DiscountSection({ coupons, couponId, points, useIntegral, usedIntegral, price, integral, locked, dispatch }: DiscountSectionProps) {
  const { t } = useTranslation('shop');
  return (
    <section className={styles.card} aria-labelledby="confirm-coupon">
      <h2 id="confirm-coupon" className={styles.cardTitle}>
        {t('confirm.coupon')}
      </h2>
      {coupons.length === 0 ? (
        <p className={styles.muted}>{t('confirm.noCoupons')}</p>
      ) : (
        <div className={styles.options} role="radiogroup" aria-labelledby="confirm-coupon">
          <label className={styles.option}>
            <input type="radio" name="coupon" checked={couponId === 0} onChange={() => dispatch({ type: 'coupon', id: 0 })} disabled={locked} />
            {t('confirm.noCoupon')}
          </label>
          {coupons.map((c) => (
            <label key={c.id} className={styles.option}>
              <input type="radio" name="coupon" checked={couponId === c.id} onChange={() => dispatch({ type: 'coupon', id: c.id })} disabled={locked} />
              <span>
                {c.name} — <Price value={c.money} /> {new Decimal(c.minPrice || '0').gt(0) && <span className={styles.muted}>({t('coupon.minSpendShort')} <Price value={c.minPrice} />)</span>}
                {c.startTime && c.endTime && <span className={styles.muted}> · {t('coupon.validRange', { from: formatDate(c.startTime), to: formatDate(c.endTime) })}</span>}
              </span>
            </label>
          ))}
        </div>
      )}
      <h2 className={`${styles.cardTitle} ${styles.spaced}`} id="confirm-points">
        {t('confirm.points')}
      </h2>
      <label className={styles.option}>
        <input type="checkbox" checked={useIntegral} onChange={(e) => dispatch({ type: 'integral', on: e.target.checked })} disabled={points <= 0 || locked} aria-describedby="confirm-points-hint" />
        {t('confirm.usePoints', { formatted: formatNumber(points) })}
      </label>
      <p id="confirm-points-hint" className={styles.muted}>
        {useIntegral && usedIntegral !== undefined ? t('confirm.pointsUsed', { used: formatNumber(usedIntegral) }) : points <= 0 ? t('confirm.noPoints') : t('confirm.pointsHint')}
      </p>
      {useIntegral && price && <PointsChooser price={price} chosen={integral} locked={locked} dispatch={dispatch} />}
    </section>
  );
}
