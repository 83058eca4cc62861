import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../i18n';
import { Stars } from '../../components/Stars';
import { FollowButton } from './FollowButton';
import styles from './ShopCard.module.css';
import { pictureSources } from '@/components/pictureSources';

export interface ShopCardProps {
  merId: number;
  name: string;
  avatar: string;
  isSelf: boolean;
  starLevel: number;
  isCollect: boolean;
}

export function ShopCard({ merId, name, avatar, isSelf, starLevel, isCollect }: ShopCardProps) {
  const { t } = useTranslation('shop');
  return (
    <section className={styles.card} aria-labelledby="shop-card-name">
      <div className={styles.head}>
        {avatar ? <img {...pictureSources(avatar, 56)} alt="" width={56} height={56} className={styles.avatar} loading="lazy" /> : <span className={styles.avatar} aria-hidden="true" />}
        <div>
          <h2 id="shop-card-name" className={styles.name}>
            {name}
          </h2>
          {isSelf && <span className={styles.self}>{t('merchant.self')}</span>}
        </div>
      </div>
      <div className={styles.rating}>
        <span>{t('merchant.rating')}</span>
        <Stars value={starLevel} size={14} />
      </div>
      <div className={styles.actions}>
        <Link to={localePath(`/merchant/merchant/home?id=${merId}`)} className={styles.enter}>
          {t('merchant.enter')}
        </Link>
        <FollowButton merId={merId} following={isCollect} name={name} />
      </div>
    </section>
  );
}
