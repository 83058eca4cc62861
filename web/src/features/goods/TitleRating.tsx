import { useTranslation } from 'react-i18next';
import { useReplyConfig } from '../../api/product';
import { Stars } from '../../components/Stars';
import styles from './TitleRating.module.css';

/**
 * The rating beside the goods title: the real average of the product's reviews and how many there are
 * (A's reply/config: replyStar, sumCount), so a shopper sees at once what buyers thought. The count opens
 * the reviews tab; a product nobody has reviewed says so instead of showing stars.
 */
export function TitleRating({ productId, onShowReviews }: { productId: number; onShowReviews: () => void }) {
  const { t } = useTranslation('shop');
  const config = useReplyConfig(productId);
  if (config.isPending) return <div className={styles.placeholder} aria-hidden="true" />;
  const c = config.data;
  if (!c || c.sumCount === 0) return <p className={styles.rating}>{t('card.noReviews')}</p>;
  return (
    <p className={styles.rating} data-testid="title-rating">
      <Stars value={c.replyStar} size={16} />
      <span className={styles.value} aria-hidden="true">
        {c.replyStar.toFixed(1)}
      </span>
      <button type="button" className={styles.count} onClick={onShowReviews}>
        {t('card.reviewCount', { count: c.sumCount })}
      </button>
    </p>
  );
}
