import { useTranslation } from 'react-i18next';
import Decimal from 'decimal.js';
import type { ComputedPrice } from '@/api/checkout';
import { Price } from '@/components/Price';
import { formatNumber } from '@/i18n';
import styles from './Breakdown.module.css';

export interface ShopBreakdownProps {
  price: ComputedPrice;
  /** The chosen coupon's name, shown on the shops its discount lands on. */
  couponName: string;
}

/**
 * A multi-shop order as the shops will see it: each shop's goods, shipping, share of the coupon and of the
 * points, and its total. Every figure is the server's; the last row is the order's own total, which the shop
 * totals add up to exactly.
 */
export function ShopBreakdown({ price, couponName }: ShopBreakdownProps) {
  const { t } = useTranslation('checkout');
  if (price.orderList.length < 2) return null;
  const money = (v: string) => new Decimal(v || '0');
  return (
    <section className={styles.byShop} aria-labelledby="confirm-by-shop">
      <h3 id="confirm-by-shop" className={styles.byShopTitle}>
        {t('byShop.title')}
      </h3>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('byShop.shop')}</th>
            <th scope="col">{t('byShop.goods')}</th>
            <th scope="col">{t('byShop.freight')}</th>
            <th scope="col">{t('byShop.coupon')}</th>
            <th scope="col">{t('byShop.points')}</th>
            <th scope="col">{t('byShop.total')}</th>
          </tr>
        </thead>
        <tbody>
          {price.orderList.map((s) => (
            <tr key={s.merId} data-shop={s.merId}>
              <th scope="row">{s.merName}</th>
              <td>
                <Price value={s.proTotalFee} />
              </td>
              <td>
                <Price value={s.freightFee} />
              </td>
              <td>
                {money(s.couponFee).gt(0) ? (
                  <>
                    −<Price value={s.couponFee} />
                    {couponName && <span className={styles.couponName}>{couponName}</span>}
                  </>
                ) : (
                  t('byShop.none')
                )}
              </td>
              <td>
                {s.usedIntegral > 0 ? (
                  <>
                    −<Price value={s.deductionPrice} />
                    <span className={styles.couponName}>{t('byShop.pointsCount', { n: formatNumber(s.usedIntegral) })}</span>
                  </>
                ) : (
                  t('byShop.none')
                )}
              </td>
              <td>
                <Price value={s.payFee} className={styles.shopTotal} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('byShop.orderTotal')}</th>
            <td>
              <Price value={price.proTotalFee} />
            </td>
            <td>
              <Price value={price.freightFee} />
            </td>
            <td>
              −<Price value={price.couponFee} />
            </td>
            <td>
              −<Price value={price.deductionPrice} />
            </td>
            <td>
              <Price value={price.payFee} className={styles.shopTotal} />
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
