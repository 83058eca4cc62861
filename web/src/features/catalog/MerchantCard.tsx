import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MerchantCard as MerchantCardData } from '../../api/merchant';
import { localePath } from '../../i18n';
import { Stars } from '../../components/Stars';
import { Price } from '../../components/Price';
import styles from './MerchantCard.module.css';
import { pictureSources } from '@/components/pictureSources';

/** A shop in search results and the shop street: banner, avatar, name, rating and a few products. */
export function MerchantCard({ merchant, eager = false }: { merchant: MerchantCardData; eager?: boolean }) {
  const { t } = useTranslation('shop');
  const href = localePath(`/merchant/merchant/home?id=${merchant.id}`);
  const back = merchant.streetBackImage || merchant.backImage;
  return (
    <article className={styles.card}>
      {/* The shop's banner is a picture of its own, often with words drawn in, so nothing is laid
          over it: the name, badge and rating sit below on the card's own background. */}
      <div className={styles.banner} style={back ? { backgroundImage: `url("${back}")` } : undefined} aria-hidden="true" />
      <div className={styles.head}>
        <img {...pictureSources(merchant.avatar, 56)} alt="" width={56} height={56} className={styles.avatar} loading={eager ? 'eager' : 'lazy'} />
        <div className={styles.headText}>
          <h3 className={styles.name}>
            <Link to={href} className={styles.nameLink}>
              {merchant.name}
            </Link>
          </h3>
          <div className={styles.rating}>
            {merchant.isSelf && <span className={styles.self}>{t('merchant.self')}</span>}
            <Stars value={merchant.starLevel || 0} size={14} />
          </div>
        </div>
        <Link to={href} className={styles.enter}>
          {t('merchant.enter')}
          <span className="visually-hidden"> {merchant.name}</span>
        </Link>
      </div>
      {merchant.proList.length > 0 && (
        <ul className={styles.products}>
          {merchant.proList.slice(0, 3).map((p) => (
            <li key={p.id}>
              <Link to={localePath(`/goods_detail/${p.id}`)} className={styles.product}>
                <img {...pictureSources(p.image, 112)} alt="" width={112} height={112} loading="lazy" className={styles.productImage} />
                <span className={styles.productName}>{p.storeName}</span>
                <Price value={p.price} className={styles.productPrice} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
