import { useTranslation } from 'react-i18next';
import { useInfiniteProducts } from '@/api/product';
import { EmptyState } from '../../components/EmptyState';
import { Button } from '../../components/Button';
import { LoadFailed } from '../../components/LoadFailed';
import { SortBar } from '../../features/catalog/SortBar';
import { SearchCorrection } from '../../features/catalog/SearchCorrection';
import { ProductGrid, ProductGridSkeleton } from '../../features/catalog/ProductGrid';
import { useListState } from '../../features/catalog/useListState';
import { toProductQuery } from '../../features/catalog/listState';
import { positiveInt } from '../../features/catalog/searchState';
import { usePageTitle } from '../../features/catalog/usePageTitle';
import styles from './ListPage.module.css';

/** /goods/activity_list: a product list that grows with "load more" until the server has no more. */
export default function GoodsListPage() {
  const { t } = useTranslation('shop');
  const list = useListState();
  const cid = positiveInt(list.params.get('cid'));
  const keyword = (list.params.get('keywords') ?? '').trim();
  const asTyped = list.params.get('autocorrect') === '0' ? ({ autocorrect: '0' } as const) : {};
  const base = toProductQuery({ ...list.state, page: 1 }, { cid: cid || undefined, keyword: keyword || undefined, ...asTyped });
  usePageTitle(t('goodsList.title'));
  const q = useInfiniteProducts(base);
  const products = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('goodsList.title')}</h1>
      <div className={styles.toolbar}>
        <SortBar state={list.state} onDefault={list.reset} onCycle={list.cycle} />
      </div>
      {keyword && q.data?.pages[0] && <SearchCorrection typed={keyword} correctedKeyword={q.data.pages[0].correctedKeyword} suggestedKeyword={q.data.pages[0].suggestedKeyword} />}
      {q.isPending && q.fetchStatus === 'paused' ? (
        <LoadFailed offline onRetry={() => void q.refetch()} />
      ) : q.isPending ? (
        <ProductGridSkeleton />
      ) : q.isError ? (
        <LoadFailed error={q.error} onRetry={() => void q.refetch()} />
      ) : products.length === 0 ? (
        <EmptyState title={t('list.empty')} />
      ) : (
        <>
          <ProductGrid products={products} label={t('goodsList.title')} />
          <div className={styles.loadMore} aria-live="polite">
            {q.hasNextPage ? (
              <Button variant="secondary" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
                {t('goodsList.loadMore')}
              </Button>
            ) : (
              <span>{t('goodsList.noMore')}</span>
            )}
          </div>
        </>
      )}
    </div>
  );
}
