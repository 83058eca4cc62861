import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Button } from '@/components/Button';
import { PageHead } from '@/components/PageHead';
import { Select } from '@/components/Select';
import { StatusBadge } from '@/components/StatusBadge';
import { TabPanel } from '@/components/Tabs';
import { TextField } from '@/components/TextField';
import s from '../../../../console/console.module.css';
import a from '../../admin.module.css';
import o from '../oversight.module.css';
import { useShopCounts, useShopKinds, useShops, type ShopFilters } from '../../api/shops';
import type { Read } from '../../../../../shared/contract/fields';
import type { merchantPage } from '../../../../../shared/contract/admin-platform';
import { ShopDialog } from './ShopDialog';
import { PagedList } from '../../../../console/QueryList';
import { CountTabs } from '../CountTabs';
import { useConsoleTitle } from '../../../../console/title';

const PAGE_SIZE = 20;
const TABS = [
  { key: 'true', label: 'oversight.shops.open', count: 'openNum' },
  { key: 'false', label: 'oversight.shops.closed', count: 'closeNum' },
  { key: '', label: 'oversight.shops.all', count: null },
] as const;

type Row = Read<typeof merchantPage>;
const col = createColumnHelper<Row>();

/** /admin/shops: every shop, open or closed, by type, category and name; each opens its dialog. */
export default function ShopsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters: ShopFilters = {
    isSwitch: (['true', 'false', ''] as const).find((v) => v === (params.get('state') ?? 'true')) ?? 'true',
    typeId: params.get('type') ?? '',
    categoryId: params.get('category') ?? '',
    keywords: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const [keywords, setKeywords] = useState(filters.keywords);
  const [open, setOpen] = useState(0);
  const counts = useShopCounts();
  const list = useShops(filters, PAGE_SIZE);
  const types = useShopKinds('type');
  const categories = useShopKinds('category');

  useConsoleTitle(t('oversight.shops.title'));

  const go = (next: Partial<ShopFilters>) => {
    const f = { ...filters, page: 1, ...next };
    setParams({ state: f.isSwitch, type: f.typeId, category: f.categoryId, q: f.keywords, page: String(f.page) });
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    go({ keywords: keywords.trim() });
  };

  const columns = useMemo(
    () => [
      col.accessor('name', {
        header: () => t('oversight.shops.shop'),
        cell: (c) => (
          <>
            <button type="button" className={`${s.linkButton} ${a.rowLink}`} onClick={() => setOpen(c.row.original.id)}>
              {c.getValue()}
            </button>
            <span className={o.sub}>{[c.row.original.categoryName, c.row.original.typeName].filter(Boolean).join(' · ')}</span>
          </>
        ),
      }),
      col.accessor('realName', {
        header: () => t('oversight.shops.contact'),
        cell: (c) => (
          <>
            <span>{c.getValue() || '—'}</span>
            <span className={o.sub}>{c.row.original.email}</span>
          </>
        ),
      }),
      col.accessor('handlingFee', { header: () => t('oversight.shops.fee'), cell: (c) => t('oversight.shops.percent', { n: c.getValue() }) }),
      col.accessor('isSelf', { header: () => t('oversight.shops.operation'), cell: (c) => (c.getValue() ? <StatusBadge tone="info">{t('oversight.shops.self')}</StatusBadge> : t('oversight.shops.thirdParty')) }),
      col.accessor('isSwitch', {
        header: () => t('oversight.shops.stateLabel'),
        cell: (c) => (
          <>
            <StatusBadge tone={c.getValue() ? 'success' : 'danger'}>{t(c.getValue() ? 'oversight.shops.isOpen' : 'oversight.shops.isClosed')}</StatusBadge>
            {!c.getValue() && c.row.original.closeReason && <span className={o.reason}>{c.row.original.closeReason}</span>}
          </>
        ),
      }),
      col.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('oversight.actions')}</span>,
        cell: (c) => (
          <div className={o.rowActions}>
            <Button size="sm" variant="secondary" onClick={() => setOpen(c.row.original.id)} aria-label={`${t('oversight.shops.manage')}: ${c.row.original.name}`}>
              {t('oversight.shops.manage')}
            </Button>
          </div>
        ),
      }),
    ],
    [t],
  );
  const table = useReactTable({ data: list.data?.list ?? [], columns, getCoreRowModel: getCoreRowModel(), manualPagination: true, rowCount: list.data?.total ?? 0 });

  return (
    <>
      <PageHead title={t('oversight.shops.title')} />
      <p className={s.lead}>{t('oversight.shops.lead')}</p>
      <form className={o.filters} onSubmit={search} role="search" aria-label={t('oversight.shops.filters')}>
        <TextField className={o.grow} label={t('oversight.shops.search')} placeholder={t('oversight.shops.searchHint')} value={keywords} maxLength={64} onChange={(e) => setKeywords(e.target.value)} />
        <Select label={t('oversight.shops.type')} value={filters.typeId} onChange={(e) => go({ typeId: e.target.value })}>
          <option value="">{t('oversight.any')}</option>
          {(types.data ?? []).map((k) => (
            <option key={k.id} value={String(k.id)}>
              {k.name}
            </option>
          ))}
        </Select>
        <Select label={t('oversight.shops.category')} value={filters.categoryId} onChange={(e) => go({ categoryId: e.target.value })}>
          <option value="">{t('oversight.any')}</option>
          {(categories.data ?? []).map((k) => (
            <option key={k.id} value={String(k.id)}>
              {k.name}
            </option>
          ))}
        </Select>
        <Button type="submit">{t('oversight.searchAction')}</Button>
      </form>
      <CountTabs
        label={t('oversight.shops.tabs')}
        idPrefix="shops"
        active={filters.isSwitch}
        onChange={(key) => go({ isSwitch: key as ShopFilters['isSwitch'] })}
        items={TABS.map((x) => ({ key: x.key, label: t(x.label), count: x.count && (counts.data ? counts.data[x.count] : '·') }))}
      />
      <TabPanel idPrefix="shops" active={filters.isSwitch}>
        <PagedList query={list} empty={t('oversight.shops.empty')} emptyClassName={a.empty} table={table} caption={(pages) => t('oversight.caption', { page: filters.page, pages })} count={(count) => t('oversight.shops.total', { count })} page={filters.page} limit={PAGE_SIZE} onPage={(p) => go({ page: p })} />
      </TabPanel>
      {open > 0 && <ShopDialog id={open} onClose={() => setOpen(0)} />}
    </>
  );
}
