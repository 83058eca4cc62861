import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMerchantCategoryTree, useMerchantProducts } from '../../api/merchant';
import { Pager } from '../../components/Pager';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailed } from '../../components/LoadFailed';
import { PAGE_SIZE } from '../../../../shared/constants';
import { SortBar } from '../catalog/SortBar';
import { PriceFilter } from '../catalog/PriceFilter';
import { ProductCard, SkeletonCards } from '@/features/catalog/ProductCard';
import { useListState } from '../catalog/useListState';
import { toProductQuery } from '../catalog/listState';
import { positiveInt } from '../catalog/searchState';
import styles from './ShopProducts.module.css';

/** A shop's products: its own category tree on the side, sort and price on top, 20 a page. */
export function ShopProducts({ merId, treeOpen }: { merId: number; treeOpen: boolean }) {
  const { t } = useTranslation('shop');
  const [params, setParams] = useSearchParams();
  const cid = positiveInt(params.get('cid'));
  const list = useListState();
  const tree = useMerchantCategoryTree(merId);
  const products = useMerchantProducts(merId, toProductQuery(list.state, { cid: cid || undefined }));
  const setCid = (id: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set('cid', String(id));
      else next.delete('cid');
      next.delete('page');
      return next;
    });
  const nodes = tree.data ?? [];
  return (
    <div className={styles.shopProducts}>
      <nav className={styles.side} aria-label={t('merchant.categories')}>
        <h2 className={styles.sideTitle}>{t('merchant.categories')}</h2>
        <ul>
          <li>
            <button type="button" className={`${styles.sideItem} ${cid === 0 ? styles.sideOn : ''}`} aria-pressed={cid === 0} onClick={() => setCid(0)}>
              {t('merchant.allProducts')}
            </button>
          </li>
          {nodes.map((n) => (
            <li key={n.id}>
              <button type="button" className={`${styles.sideItem} ${cid === n.id ? styles.sideOn : ''}`} aria-pressed={cid === n.id} onClick={() => setCid(n.id)}>
                {n.name}
              </button>
              {(treeOpen || n.childList.some((c) => c.id === cid) || cid === n.id) && n.childList.length > 0 && (
                <ul className={styles.sub}>
                  {n.childList.map((c) => (
                    <li key={c.id}>
                      <button type="button" className={`${styles.sideItem} ${cid === c.id ? styles.sideOn : ''}`} aria-pressed={cid === c.id} onClick={() => setCid(c.id)}>
                        {c.name}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.main}>
        <div className={styles.toolbar}>
          <SortBar state={list.state} onDefault={list.reset} onCycle={list.cycle} />
          <PriceFilter min={list.state.min} max={list.state.max} onApply={list.setPrice} />
        </div>
        {products.isPending && products.fetchStatus === 'paused' ? (
          <LoadFailed offline onRetry={() => void products.refetch()} />
        ) : products.isPending ? (
          <SkeletonCards count={8} className={styles.grid} />
        ) : products.isError ? (
          <LoadFailed error={products.error} onRetry={() => void products.refetch()} />
        ) : !products.data || products.data.list.length === 0 ? (
          <EmptyState title={t('list.empty')} />
        ) : (
          <>
            <ul className={styles.grid}>
              {products.data.list.map((p, i) => (
                <li key={p.id}>
                  <ProductCard product={p} width={224} eager={i < 4} headingLevel={2} />
                </li>
              ))}
            </ul>
            <Pager className={styles.pager} page={list.state.page} total={products.data.total} limit={PAGE_SIZE} onChange={list.setPage} />
          </>
        )}
      </div>
    </div>
  );
}
