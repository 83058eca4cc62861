import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductCardData } from '@/api/product';
import { soldLabel } from '../../../../../shared/constants';
import { localePath } from '@/i18n';
import { Price } from '@/components/Price';
import { Stars } from '@/components/Stars';
import { pictureSources } from '@/components/pictureSources';
import { useCollectToggle } from '@/features/goods/useCollectToggle';
import styles from './ProductCard.module.css';

export interface ProductCardProps {
  product: Pick<ProductCardData, 'id' | 'image' | 'storeName' | 'price' | 'sales' | 'ficti'> & Partial<Pick<ProductCardData, 'otPrice' | 'replyNum' | 'replyStar'>>;
  /** The picture's displayed width in px at the widest page column (282 on the categories grid, narrower in home rows); the card fills its grid cell. */
  width?: number;
  /** Above-the-fold cards load their image eagerly (LCP). */
  eager?: boolean;
  collected?: boolean;
  /** The name's heading level: 3 under a section heading, 2 straight under the page's h1. */
  headingLevel?: 2 | 3;
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.5 5c2 0 3.6 1.1 4.5 2.6h2C13.9 6.1 15.5 5 17.5 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ProductCard({ product, width, eager = false, collected = false, headingLevel = 3 }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('shop');
  const like = useCollectToggle(product.id, collected);
  const href = localePath(`/goods_detail/${product.id}`);
  const hasOt = product.otPrice !== undefined && product.otPrice !== '' && Number(product.otPrice) > Number(product.price);
  return (
    <article className={styles.card}>
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <img
          {...pictureSources(product.image, width ?? 224)}
          alt=""
          width={width ?? 224}
          height={width ?? 224}
          className={styles.image}
          loading={eager ? 'eager' : 'lazy'}
          // Pictures below the first row wait behind the first row's, so the largest paint (the first card,
          // or the home banner above a row) is not held back by pictures further down the page.
          fetchpriority={eager ? undefined : 'low'}
          decoding="async"
        />
      </Link>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={href} className={styles.nameLink} title={product.storeName}>
            {product.storeName}
          </Link>
        </Heading>
        <div className={styles.prices}>
          <Price value={product.price} className={styles.price} />
          {hasOt && (
            <s className={styles.otPrice}>
              <span className="visually-hidden">{t('card.originalPrice')}</span>
              <Price value={product.otPrice!} />
            </s>
          )}
        </div>
        <div className={styles.meta}>
          {/* The real average of the product's reviews; a product nobody has reviewed shows no stars. */}
          {product.replyNum ? (
            <span className={styles.rating}>
              <Stars value={product.replyStar ?? 0} size={14} />
              <span className={styles.reviewCount} title={t('card.reviewCount', { count: product.replyNum })}>
                <span aria-hidden="true">({product.replyNum})</span>
                <span className="visually-hidden">{t('card.reviewCount', { count: product.replyNum })}</span>
              </span>
            </span>
          ) : (
            <span className={styles.noReviews}>{t('card.noReviews')}</span>
          )}
          <span className={styles.sold}>{t('card.sold', { sold: soldLabel(product.sales, product.ficti) })}</span>
        </div>
        <button
          type="button"
          className={`${styles.like} ${like.collected ? styles.liked : ''}`}
          aria-pressed={like.collected}
          aria-label={t('card.like', { name: product.storeName })}
          onClick={like.toggle}
          disabled={like.pending}
        >
          <HeartIcon filled={like.collected} />
        </button>
      </div>
    </article>
  );
}

