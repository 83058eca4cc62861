import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/api/toastStore';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { PageHead } from '@/components/PageHead';
import { StatusBadge, type Tone } from '@/components/StatusBadge';
import { AuditBadge } from './AuditState';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { Tabs, TabPanel } from '@/components/Tabs';
import { PRODUCT_TAB, PRODUCT_TABS } from '../../../../../shared/contract/admin-product';
import { currentLanguage, htmlLang } from '../../../../console/i18n';
import { useProductList, useProductTabs, useShelfAction, type ProductRow, type ShelfAction } from '../../api/products';
import { useConfirm } from './useConfirm';
import { useMoney } from '../../../../console/currency';
import { ICONS, Icon } from './parts';
import c from '../../../../console/console.module.css';
import s from './products.module.css';
import { PagedList } from '../../../../console/QueryList';
import { ClosedShopNotice } from '../shop/ClosedShopNotice';

const PAGE_SIZE = 20;
type Tab = (typeof PRODUCT_TABS)[number];
const TAB_NAMES: Record<Tab, string> = {
  [PRODUCT_TAB.onSale]: 'onSale',
  [PRODUCT_TAB.offShelf]: 'offShelf',
  [PRODUCT_TAB.soldOut]: 'soldOut',
  [PRODUCT_TAB.recycleBin]: 'recycle',
};
const isTab = (n: number): n is Tab => (PRODUCT_TABS as readonly number[]).includes(n);

/** Where a product stands, as its badge says. */
function standing(row: ProductRow): { key: string; tone: Tone } {
  if (row.isRecycle) return { key: 'recycle', tone: 'neutral' };
  if (!row.isShow) return { key: 'offShelf', tone: 'warn' };
  if (row.stock <= 0) return { key: 'soldOut', tone: 'danger' };
  return { key: 'onSale', tone: 'success' };
}

/** The actions a row offers in its state: shelf moves for live goods, restore and delete in the bin. */
function actionsFor(row: ProductRow): ShelfAction[] {
  if (row.isRecycle) return ['restore', 'delete'];
  return [row.isShow ? 'takeOff' : 'putOn', 'recycle'];
}

const col = createColumnHelper<ProductRow>();

/** /seller/products: the shop's goods by status, searched by name, paged on the server. */
export default function ProductsPage() {
  const { t } = useTranslation();
  const lang = htmlLang(currentLanguage());
  const money = useMoney();
  const [params, setParams] = useSearchParams();
  const rawTab = Number(params.get('tab') ?? PRODUCT_TAB.onSale);
  const tab: Tab = isTab(rawTab) ? rawTab : PRODUCT_TAB.onSale;
  const keywords = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(keywords);

  const tabs = useProductTabs();
  const list = useProductList({ type: tab, keywords: keywords || undefined }, page, PAGE_SIZE);
  const shelf = useShelfAction();
  const [confirm, dialog] = useConfirm();

  const go = (next: { tab?: Tab; q?: string; page?: number }) => {
    const p = new URLSearchParams();
    p.set('tab', String(next.tab ?? tab));
    const q = next.q ?? keywords;
    if (q) p.set('q', q);
    const pg = next.page ?? 1;
    if (pg > 1) p.set('page', String(pg));
    setParams(p);
  };

  const act = async (row: ProductRow, action: ShelfAction) => {
    const name = row.storeName;
    if (action === 'recycle' || action === 'delete') {
      const ok = await confirm(
        action === 'recycle'
          ? { title: t('products.confirmRecycleTitle'), message: t('products.confirmRecycle', { name }), confirmLabel: t('products.action.recycle') }
          : { title: t('products.confirmDeleteTitle'), message: t('products.confirmDelete', { name }), confirmLabel: t('products.action.delete'), danger: true },
      );
      if (!ok) return;
    }
    shelf.mutate({ id: row.id, action }, { onSuccess: () => toast.success(t(`products.done.${action}`, { name })) });
  };

  const columns = useMemo(
    () => [
      col.accessor('image', {
        header: () => <span className="visually-hidden">{t('products.col.picture')}</span>,
        cell: (x) => (x.getValue() ? <img className={s.thumb} src={x.getValue()} alt="" width={48} height={48} loading="lazy" /> : <span className={s.thumb} aria-hidden="true" />),
      }),
      col.accessor('storeName', {
        header: () => t('products.col.name'),
        cell: (x) => (
          <>
            <Link className={s.name} to={`/products/${x.row.original.id}`}>
              {x.getValue()}
            </Link>
            <span className={s.sub}>{t('products.id', { id: x.row.original.id })}</span>
          </>
        ),
      }),
      col.accessor('price', { header: () => t('products.col.price'), cell: (x) => <span className={s.num}>{money(x.getValue())}</span> }),
      col.accessor('stock', {
        header: () => t('products.col.stock'),
        cell: (x) => <span className={`${s.num} ${x.getValue() <= 0 ? s.low : ''}`}>{x.getValue().toLocaleString(lang)}</span>,
      }),
      col.accessor('sales', { header: () => t('products.col.sales'), cell: (x) => <span className={s.num}>{x.getValue().toLocaleString(lang)}</span> }),
      col.display({
        id: 'status',
        header: () => t('products.col.status'),
        cell: (x) => {
          const st = standing(x.row.original);
          return (
            <>
              <span className={s.nowrap}>
                <StatusBadge tone={st.tone}>{t(`products.status.${st.key}`)}</StatusBadge>
              </span>
              <AuditBadge row={x.row.original} />
            </>
          );
        },
      }),
      col.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('products.col.actions')}</span>,
        cell: (x) => {
          const row = x.row.original;
          return (
            <div className={s.rowActions} role="group" aria-label={t('products.rowActions', { name: row.storeName })}>
              {!row.isRecycle && (
                <Link to={`/products/${row.id}`} className={s.linkSecondary}>
                  {t('products.action.edit')}
                </Link>
              )}
              {actionsFor(row).map((a) =>
                a === 'recycle' ? (
                  // The bin is one step from the shelf moves: an icon, named for screen readers and on hover.
                  <button key={a} type="button" className={s.iconButton} title={t('products.action.recycle')} aria-label={t('products.action.recycle')} disabled={shelf.isPending} onClick={() => void act(row, a)}>
                    <Icon d={ICONS.bin} />
                  </button>
                ) : (
                  <Button key={a} size="sm" variant={a === 'delete' ? 'danger' : 'secondary'} disabled={shelf.isPending} onClick={() => void act(row, a)}>
                    {t(`products.action.${a}`)}
                  </Button>
                ),
              )}
            </div>
          );
        },
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the cells follow the language and the pending move
    [t, lang, money, shelf.isPending],
  );

  const table = useReactTable({ data: list.data?.list ?? [], columns, getCoreRowModel: getCoreRowModel(), manualPagination: true, rowCount: list.data?.total ?? 0 });

  const countOf = (type: Tab) => tabs.data?.find((h) => h.type === type)?.count;
  const items = PRODUCT_TABS.map((type) => {
    const n = countOf(type);
    return {
      key: String(type),
      label: (
        <>
          {t(`products.tab.${TAB_NAMES[type]}`)}
          {n !== undefined && <span className={s.count}>{n.toLocaleString(lang)}</span>}
        </>
      ),
    };
  });

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    go({ q: draft.trim() });
  };

  return (
    <>
      <PageHead
        title={t('products.title')}
        actions={
          <Link to="/products/new" className={s.linkPrimary}>
            {t('products.add')}
          </Link>
        }
      />
      <p className={c.lead}>{t('products.lead')}</p>
      <ClosedShopNotice />
      <div className={s.toolbar}>
        <Tabs idPrefix="product-tabs" label={t('products.tabsLabel')} items={items} active={String(tab)} onChange={(k) => go({ tab: Number(k) as Tab, page: 1 })} />
        <form role="search" className={s.search} onSubmit={onSearch}>
          <TextField label={t('products.search')} type="search" value={draft} maxLength={64} onChange={(e) => setDraft(e.target.value)} />
          <Button type="submit" variant="secondary">
            {t('products.searchButton')}
          </Button>
        </form>
      </div>
      <TabPanel idPrefix="product-tabs" active={String(tab)}>
        <PagedList
          query={list}
          empty={keywords ? t('products.emptySearch', { q: keywords }) : t('products.empty')}
          emptyActions={
            keywords && (
              <div className={c.actions}>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setDraft('');
                    go({ q: '' });
                  }}
                >
                  {t('products.clear')}
                </Button>
              </div>
            )
          }
          tableClassName={s.middleTable}
          table={table}
          caption={(pages, data) => t('products.caption', { page: data.page, pages })}
          count={(count) => t('products.total', { count })}
          page={page}
          limit={PAGE_SIZE}
          onPage={(p) => go({ page: p })}
        />
      </TabPanel>
      {dialog}
    </>
  );
}
