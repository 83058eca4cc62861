import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStoreSearch } from '../../api/merchant';
import { useMerchantCategories, useMerchantTypes } from '../../api/merchant';
import { Pager } from '../../components/Pager';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { Button } from '../../components/Button';
import { errorMessage } from '@/api/errors';
import { PAGE_SIZE } from '../../../../shared/constants';
import { MerchantCard } from '../../features/catalog/MerchantCard';
import { FilterRow } from '../../features/catalog/FilterRow';
import { positiveInt } from '../../features/catalog/searchState';
import { usePageTitle } from '../../features/catalog/usePageTitle';
import { Grid } from '../../components/Grid';
import styles from './MerchantPages.module.css';

/** /store: find a shop by name, type, classification or self-run flag (GET /merchant/search/list). */
export default function StorePage() {
  const { t } = useTranslation('shop');
  const [params, setParams] = useSearchParams();
  const keywords = (params.get('keywords') ?? '').trim();
  const typeId = positiveInt(params.get('typeId'));
  const categoryId = positiveInt(params.get('categoryId'));
  const self = params.get('isSelf') === '1';
  const page = positiveInt(params.get('page')) || 1;
  const [draft, setDraft] = useState(keywords);
  const types = useMerchantTypes();
  const categories = useMerchantCategories();
  const stores = useStoreSearch({ keywords: keywords || undefined, typeId: typeId || undefined, categoryId: categoryId || undefined, isSelf: self || undefined, page, limit: PAGE_SIZE });
  usePageTitle(t('store.title'));
  const patch = (changes: Record<string, string | null>, keepPage = false) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      if (!keepPage) next.delete('page');
      return next;
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    patch({ keywords: draft.trim() || null });
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('store.title')}</h1>
      <form role="search" className={styles.storeSearch} onSubmit={submit}>
        <label htmlFor="store-search" className="visually-hidden">
          {t('store.searchLabel')}
        </label>
        <input id="store-search" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('search.placeholderStores')} className={styles.storeInput} maxLength={64} />
        <Button type="submit">{t('search.submit')}</Button>
      </form>
      <div className={styles.filters}>
        <FilterRow label={t('search.merchantType')} options={types.data ?? []} value={typeId} onChange={(id) => patch({ typeId: id ? String(id) : null })} />
        <FilterRow label={t('search.merchantCategory')} options={categories.data ?? []} value={categoryId} onChange={(id) => patch({ categoryId: id ? String(id) : null })} />
        <label className={styles.selfFilter}>
          <input type="checkbox" checked={self} onChange={(e) => patch({ isSelf: e.target.checked ? '1' : null })} />
          {t('store.selfOnly')}
        </label>
      </div>
      {stores.isPending ? (
        <Spinner label={t('common:action.loading')} />
      ) : stores.isError ? (
        <EmptyState title={errorMessage(stores.error, t)} />
      ) : stores.data.list.length === 0 ? (
        <EmptyState title={keywords ? t('search.emptyFor', { keywords }) : t('street.empty')} action={<Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>{t('search.reset')}</Button>} />
      ) : (
        <>
          <Grid as="ul" columns={3} gap={5}>
            {stores.data.list.map((m, i) => (
              <li key={m.id}>
                <MerchantCard merchant={m} eager={i < 3} />
              </li>
            ))}
          </Grid>
          <Pager className={styles.pager} page={page} total={stores.data.total} limit={PAGE_SIZE} onChange={(p) => patch({ page: p > 1 ? String(p) : null }, true)} />
        </>
      )}
    </div>
  );
}
