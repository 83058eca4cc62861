import { LoadingRegion, Skeleton } from '@/components/Skeleton';
import styles from './ProductCard.module.css';

/**
 * A product card on its way: the real card's box, square picture, two-line name, price line and
 * review line, drawn with the card's own styles so the grid does not move when the cards arrive.
 */
export function ProductCardSkeleton() {
  return (
    <article className={`${styles.card} ${styles.skeleton}`} data-skeleton-card="">
      <Skeleton className={styles.imageBone} />
      <div className={styles.body}>
        <p className={styles.name}>
          <Skeleton shape="line" style={{ inlineSize: '92%' }} />
          <Skeleton shape="line" style={{ inlineSize: '58%' }} />
        </p>
        <div className={styles.prices}>
          <span className={styles.price}>
            <Skeleton shape="line" style={{ inlineSize: '4.5em' }} />
          </span>
        </div>
        <div className={styles.meta}>
          <Skeleton shape="line" style={{ inlineSize: '40%' }} />
          <Skeleton shape="line" style={{ inlineSize: '24%' }} />
        </div>
      </div>
    </article>
  );
}

export interface SkeletonCardsProps {
  /** As many cards as the page will show (a full page of the grid, a row of five). */
  count: number;
  /** The real list's class, so the placeholders take the same columns and gaps. */
  className?: string;
  label?: string;
}

/** A grid of skeleton cards in the real grid's list, announced once as loading. */
export function SkeletonCards({ count, className, label }: SkeletonCardsProps) {
  return (
    <LoadingRegion label={label}>
      <ul className={className}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}
