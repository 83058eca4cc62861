import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProductList } from '../../api/product';
import { useHotKeywords } from '../../api/search';
import { useMerchantCategories, useMerchantTypes } from '../../api/merchant';
import { useStoreSearch } from '../../api/merchant';
import { localePath, formatNumber } from '../../i18n';
import { Tabs } from '../../components/Tabs';
import { Pager } from '../../components/Pager';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { Button } from '../../components/Button';
import { LoadFailed } from '../../components/LoadFailed';
import { PAGE_SIZE } from '../../../../shared/constants';
import { SortBar } from '../../features/catalog/SortBar';
import { ProductGrid, ProductGridSkeleton } from '../../features/catalog/ProductGrid';
import { FilterRow } from '../../features/catalog/FilterRow';
import { MerchantCard } from '../../features/catalog/MerchantCard';
import { useListState } from '../../features/catalog/useListState';
import { toProductQuery } from '../../features/catalog/listState';
import { positiveInt, searchKeywords, searchTab, type SearchTab } from '../../features/catalog/searchState';
import { usePageTitle } from '../../features/catalog/usePageTitle';
import { FacetBar } from '../../features/catalog/FacetBar';
import { SearchCorrection } from '../../features/catalog/SearchCorrection';
import { TAB_FILTERS } from '../../features/layout/search';
import { Grid } from '../../components/Grid';
import styles from './ListPage.module.css';
import own from './SearchPage.module.css';

export default function SearchPage() {
  const { t } = useTranslation('shop');
  const [params, setParams] = useSearchParams();
  const tab = searchTab(params.get('type'));
  const keywords = searchKeywords(params);
  const cid = positiveInt(params.get('cid'));
  const typeId = positiveInt(params.get('typeId'));
  const categoryId = positiveInt(params.get('categoryId'));
  const list = useListState();
  const hot = useHotKeywords();
  const [expanded, setExpanded] = useState(false);
  usePageTitle(keywords ? t('search.titleFor', { keywords }) : t('search.title'));

  // autocorrect=0: "Search instead for" the typed words, which the service then lists uncorrected.
  const asTyped = params.get('autocorrect') === '0' ? ({ autocorrect: '0' } as const) : {};
  const goodsQuery = toProductQuery(list.state, { keyword: keywords || undefined, cid: cid || undefined, ...asTyped });
  const goods = useProductList(goodsQuery, tab === 'goods');
  // A corrected list's facets count the corrected keyword's products, the ones on show.
  const corrected = goods.data?.correctedKeyword;
  const facetQuery = corrected ? { ...goodsQuery, keyword: corrected } : goodsQuery;
  const types = useMerchantTypes();
  const categories = useMerchantCategories();
  const stores = useStoreSearch(
    { keywords: keywords || undefined, typeId: typeId || undefined, categoryId: categoryId || undefined, page: list.state.page, limit: PAGE_SIZE },
    tab === 'merchant',
  );

  const patch = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      next.delete('page');
      return next;
    });

  const reset = () =>
    setParams(() => {
      const next = new URLSearchParams();
      if (keywords) next.set('keywords', keywords);
      if (tab === 'merchant') next.set('type', 'Store');
      return next;
    });
  const setTab = (k: string) => patch({ type: k === 'merchant' ? 'Store' : 'Product', ...Object.fromEntries(TAB_FILTERS.map((f) => [f, null])) });

  const active = tab === 'goods' ? goods : stores;
  const total = active.data?.total ?? 0;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{keywords ? t('search.titleFor', { keywords }) : t('search.title')}</h1>
      {/* The words are typed in the header's box, which serves this page (features/layout/SearchBox). */}
      {(hot.data?.length ?? 0) > 0 && (
        <div className={own.hot}>
          <span className={own.hotLabel}>{t('search.hot')}</span>
          <ul className={own.hotList}>
            {hot.data!.slice(0, 10).map((k) => (
              <li key={k.id || k.title}>
                <Link to={localePath(`/goods/goods_search?keywords=${encodeURIComponent(k.title)}${tab === 'merchant' ? '&type=Store' : ''}`)} className={own.hotLink}>
                  {k.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Tabs
        items={[
          { key: 'goods', label: t('search.tabGoods') },
          { key: 'merchant', label: t('search.tabMerchant') },
        ]}
        active={tab}
        onChange={setTab}
        label={t('search.tabsLabel')}
        idPrefix="search"
      />
      <div role="tabpanel" id={`search-panel-${tab}`} aria-labelledby={`search-tab-${tab}`} className={own.panel}>
        {tab === 'merchant' && (
          <div className={own.filters}>
            <FilterRow
              label={t('search.merchantType')}
              options={types.data ?? []}
              value={typeId}
              onChange={(id) => patch({ typeId: id ? String(id) : null })}
              expanded={expanded}
              onExpandedChange={setExpanded}
            />
            <FilterRow
              label={t('search.merchantCategory')}
              options={categories.data ?? []}
              value={categoryId}
              onChange={(id) => patch({ categoryId: id ? String(id) : null })}
              expanded={expanded}
              onExpandedChange={setExpanded}
            />
          </div>
        )}
        <div className={styles.toolbar}>
          {tab === 'goods' ? (
            <SortBar state={list.state} onDefault={list.reset} onCycle={list.cycle} labels={{ sales: t('sort.seller') }} />
          ) : (
            <span />
          )}
          <div className={own.toolbarEnd}>
            {active.data && <span className={styles.count}>{t('list.count', { formatted: formatNumber(total) })}</span>}
            <Button variant="ghost" size="sm" onClick={reset}>
              {t('search.reset')}
            </Button>
          </div>
        </div>
        {tab === 'goods' && goods.data && <SearchCorrection typed={keywords} correctedKeyword={corrected} suggestedKeyword={goods.data.suggestedKeyword} />}
        {tab === 'goods' && <FacetBar query={facetQuery} list={list} />}
        {active.isPending && active.fetchStatus === 'paused' ? (
          <LoadFailed offline onRetry={() => void active.refetch()} />
        ) : active.isPending ? (
          tab === 'goods' ? (
            <ProductGridSkeleton />
          ) : (
            <div className={styles.center}>
              <Spinner label={t('common:action.loading')} />
            </div>
          )
        ) : active.isError ? (
          <LoadFailed error={active.error} onRetry={() => void active.refetch()} />
        ) : total === 0 ? (
          <EmptyState title={keywords ? t('search.emptyFor', { keywords }) : t('search.empty')}>
            <ul className={own.tips}>
              <li>{t('search.tipSpelling')}</li>
              <li>{t('search.tipShorter')}</li>
              <li>{tab === 'goods' ? t('search.tipTryStores') : t('search.tipTryGoods')}</li>
            </ul>
            <div className={own.emptyActions}>
              <Button variant="secondary" onClick={() => setTab(tab === 'goods' ? 'merchant' : 'goods')}>
                {tab === 'goods' ? t('search.switchToStores') : t('search.switchToGoods')}
              </Button>
              <Link to={localePath('/merchant/merchant_street')} className={styles.chip}>
                {t('home.shopStreet')}
              </Link>
            </div>
          </EmptyState>
        ) : tab === 'goods' ? (
          <>
            <ProductGrid products={goods.data!.list} label={t('search.tabGoods')} />
            <Pager className={styles.pager} page={list.state.page} total={total} limit={PAGE_SIZE} onChange={list.setPage} />
          </>
        ) : (
          <>
            <Grid as="ul" columns={3} gap={5}>
              {stores.data!.list.map((m, i) => (
                <li key={m.id}>
                  <MerchantCard merchant={m} eager={i < 3} />
                </li>
              ))}
            </Grid>
            <Pager className={styles.pager} page={list.state.page} total={total} limit={PAGE_SIZE} onChange={list.setPage} />
          </>
        )}
      </div>
    </div>
  );
}

export type { SearchTab };
