import type { ProductCardData } from '../../api/product';
import { GRID_CARD_DISPLAY_WIDTH } from '../../../../shared/picture-widths';
import { ProductCard, SkeletonCards } from './ProductCard';
import styles from './ProductGrid.module.css';

export interface ProductGridProps {
  products: ProductCardData[];
  columns?: 4 | 5;
  /** How many leading cards load eagerly (the first row is the LCP candidate). */
  eager?: number;
  label?: string;
}

const gridClass = (columns: 4 | 5) => `${styles.grid} ${columns === 4 ? styles.four : styles.five}`;

/** The grid while its page loads: three rows of skeleton cards, more than a first screen holds, so the footer stays put. */
export function ProductGridSkeleton({ columns = 4, label }: { columns?: 4 | 5; label?: string }) {
  return <SkeletonCards count={columns * 3} className={gridClass(columns)} label={label} />;
}

export function ProductGrid({ products, columns = 4, eager = 4, label }: ProductGridProps) {
  const width = columns === 4 ? GRID_CARD_DISPLAY_WIDTH : 224;
  return (
    <ul className={gridClass(columns)} aria-label={label}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} width={width} eager={i < eager} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
