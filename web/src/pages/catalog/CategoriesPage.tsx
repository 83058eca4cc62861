import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProductList } from '../../api/product';
import { useCategoryTree, categoryPath } from '../../api/category';
import { localePath, formatNumber } from '../../i18n';
import { Pager } from '../../components/Pager';
import { EmptyState } from '../../components/EmptyState';
import { PAGE_SIZE } from '../../../../shared/constants';
import { SortBar } from '../../features/catalog/SortBar';
import { PriceFilter } from '../../features/catalog/PriceFilter';
import { ProductGrid, ProductGridSkeleton } from '../../features/catalog/ProductGrid';
import { LoadFailed } from '../../components/LoadFailed';
import { useListState } from '../../features/catalog/useListState';
import { toProductQuery } from '../../features/catalog/listState';
import { usePageTitle } from '../../features/catalog/usePageTitle';
import { FacetBar } from '../../features/catalog/FacetBar';
import NotFoundPage from '../errors/ErrorPage';
import styles from './ListPage.module.css';

export default function CategoriesPage() {
  const { t } = useTranslation('shop');
  const [params] = useSearchParams();
  const rawId = Number(params.get('id'));
  const id = Number.isInteger(rawId) && rawId > 0 ? rawId : 0;
  const list = useListState();
  const tree = useCategoryTree();
  const path = categoryPath(tree.data ?? [], id);
  const current = path[path.length - 1];
  // No id, or one the category tree does not hold: the not-found page, as the BFF's HTTP 404 says (server/bff/pages.ts).
  const missing = id === 0 || (tree.data !== undefined && path.length === 0);
  const query = toProductQuery(list.state, { cid: id });
  const products = useProductList(query, !missing);
  usePageTitle(missing ? undefined : (current?.name ?? t('categories.title')));

  if (missing) return <NotFoundPage />;

  const children = current?.children ?? [];
  const siblings = path.length > 1 ? (path[path.length - 2]?.children ?? []) : [];
  const chips = children.length > 0 ? children : siblings;
  const data = products.data;

  return (
    <div className={styles.page}>
      <nav aria-label={t('common:nav.breadcrumb')}>
        <ol className={styles.crumbs}>
          <li>
            <Link to={localePath('/')}>{t('common:nav.home')}</Link>
          </li>
          {path.map((c, i) => (
            <li key={c.id} aria-current={i === path.length - 1 ? 'page' : undefined}>
              {i === path.length - 1 ? c.name : <Link to={localePath(`/categories?id=${c.id}`)}>{c.name}</Link>}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className={styles.title}>{current?.name ?? t('categories.title')}</h1>
      {chips.length > 0 && (
        <ul className={styles.chips} aria-label={t('categories.subcategories')}>
          {chips.map((c) => (
            <li key={c.id}>
              <Link
                to={localePath(`/categories?id=${c.id}`)}
                className={`${styles.chip} ${c.id === id ? styles.chipActive : ''}`}
                aria-current={c.id === id ? 'page' : undefined}
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.toolbar}>
        <SortBar state={list.state} onDefault={list.reset} onCycle={list.cycle} />
        <PriceFilter min={list.state.min} max={list.state.max} onApply={list.setPrice} />
        {/* Always there, empty while the list loads, so the price filter keeps its place when the count arrives. */}
        <span className={styles.count}>{data ? t('list.count', { formatted: formatNumber(data.total) }) : null}</span>
      </div>
      <FacetBar query={query} list={list} enabled={!missing} />
      {products.isPending && products.fetchStatus === 'paused' ? (
        <LoadFailed offline onRetry={() => void products.refetch()} />
      ) : products.isPending ? (
        <ProductGridSkeleton />
      ) : products.isError ? (
        <LoadFailed error={products.error} onRetry={() => void products.refetch()} />
      ) : data && data.list.length > 0 ? (
        <>
          <ProductGrid products={data.list} label={current?.name} />
          <Pager className={styles.pager} page={list.state.page} total={data.total} limit={PAGE_SIZE} onChange={list.setPage} />
        </>
      ) : (
        <EmptyState title={t('list.empty')}>{list.state.min || list.state.max ? t('list.emptyPriceHint') : null}</EmptyState>
      )}
    </div>
  );
}
