import type { ProductCardData } from '../../api/product';
import { ProductCard } from '@/features/catalog/ProductCard';
import { Spinner } from '../../components/Spinner';
import styles from './Home.module.css';

/** Five 224 px cards across the 1200 px content width. */
export function ProductRow({ products, loading, label }: { products: ProductCardData[] | undefined; loading: boolean; label: string }) {
  if (loading && !products) {
    return (
      <div className={styles.rowLoading}>
        <Spinner decorative />
      </div>
    );
  }
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
