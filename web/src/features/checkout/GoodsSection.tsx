import { useTranslation } from 'react-i18next';
import Decimal from 'decimal.js';
import type { PreOrder } from '@/api/checkout';
import { Price } from '@/components/Price';
import styles from './Checkout.module.css';
import { pictureSources } from '@/components/pictureSources';

/** The pre-order's lines, shop by shop, with the server's prices. */
export function GoodsSection({ pre }: { pre: PreOrder }) {
  const { t } = useTranslation('shop');
  return (
    <section className={styles.card} aria-labelledby="confirm-goods">
      <h2 id="confirm-goods" className={styles.cardTitle}>
        {t('confirm.goods', { n: pre.orderProNum })}
      </h2>
      {pre.orderList.map((shop) => (
        <div key={shop.merId} className={styles.shop}>
          <h3 className={styles.shopName}>{shop.merName}</h3>
          <ul className={styles.items}>
            {shop.orderInfoList.map((l) => (
              <li key={`${l.productId}-${l.attrValueId}`} className={styles.item}>
                <img {...pictureSources(l.image, 64)} alt="" width={64} height={64} loading="lazy" />
                <div className={styles.itemInfo}>
                  <span>{l.productName}</span>
                  {l.sku && <span className={styles.itemSku}>{l.sku}</span>}
                </div>
                <Price value={l.price} />
                <span>× {l.payNum}</span>
                <Price value={new Decimal(l.price || '0').times(l.payNum).toFixed(2)} className={styles.itemTotal} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
