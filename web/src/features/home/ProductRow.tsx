import type { ProductCardData } from '../../api/product';
import { ProductCard, SkeletonCards } from '@/features/catalog/ProductCard';
import styles from './Home.module.css';

/** Five 224 px cards across the 1200 px content width. */
export function ProductRow({ products, loading, label }: { products: ProductCardData[] | undefined; loading: boolean; label: string }) {
  if (loading && !products) return <SkeletonCards count={5} className={styles.row} label={label} />;
  return (
    <ul className={styles.row} aria-label={label}>
      {(products ?? []).slice(0, 5).map((p) => (
        <li key={p.id}>
          <ProductCard product={p} width={224} />
        </li>
      ))}
    </ul>
  );
}
