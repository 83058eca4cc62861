import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Button } from '@/components/Button';
import { PageHead } from '@/components/PageHead';
import { Select } from '@/components/Select';
import { TabPanel, Tabs } from '@/components/Tabs';
import { TextField } from '@/components/TextField';
import { formatWhen } from '../../../../console/format';
import { useMoney } from '../../../../console/currency';
import { currentLanguage, htmlLang } from '../../../../console/i18n';
import s from '../../../../console/console.module.css';
import a from '../../admin.module.css';
import f from '../finance/finance.module.css';
import { useOrderCounts, useOrders, useRefundCounts, useRefunds, type OrderFilter, type PlatformOrder, type PlatformRefund } from '../../api/orders';
import { useShops } from '../../api/shops';
import { OrderState, RefundState } from './status';
import { PagedList } from '../../../../console/QueryList';
import { CountTabs } from '../CountTabs';
import { useConsoleTitle } from '../../../../console/title';

const PAGE_SIZE = 20;
const ORDER_TABS = [
  { key: 'all', count: 'all' },
  { key: 'unPaid', count: 'unPaid' },
  { key: 'notShipped', count: 'notShipped' },
  { key: 'spike', count: 'spike' },
  { key: 'complete', count: 'complete' },
  { key: 'refunded', count: 'refunded' },
  { key: 'deleted', count: 'deleted' },
] as const;
const REFUND_TABS = [
  { key: 'all', count: 'all' },
  { key: '0', count: 'await' },
  { key: '1', count: 'reject' },
  { key: '2', count: 'refunding' },
  { key: '3', count: 'refunded' },
] as const;
const PERIODS = ['', 'today', 'lately7', 'lately30', 'month', 'year'] as const;

const orderCol = createColumnHelper<PlatformOrder>();
const refundCol = createColumnHelper<PlatformRefund>();

/**
 * /admin/orders: any order or refund of any shop, found by its number, the buyer or the shop, by A's states
 * with their counts. Read-only: an order opens on its full story, where the only action is an internal note.
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  const lang = htmlLang(currentLanguage());
  const money = useMoney();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'refunds' ? 'refunds' : 'orders';
  const tabs = view === 'orders' ? ORDER_TABS : REFUND_TABS;
  const filter: OrderFilter = {
    status: tabs.some((x) => x.key === params.get('status')) ? params.get('status')! : 'all',
    search: params.get('q') ?? '',
    merId: params.get('shop') ?? '',
    dateLimit: (PERIODS as readonly string[]).includes(params.get('period') ?? '') ? (params.get('period') ?? '') : '',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(filter.search);
  const orderCounts = useOrderCounts(filter.dateLimit);
  const refundCounts = useRefundCounts(filter.dateLimit);
  const orders = useOrders(filter, page, PAGE_SIZE);
  const refunds = useRefunds(filter, page, PAGE_SIZE);
  const shops = useShops({ isSwitch: '', typeId: '', categoryId: '', keywords: '', page: 1 }, 100);

  useConsoleTitle(t('platformOrders.title'));
  useEffect(() => setTyped(filter.search), [filter.search]);

  const go = (next: Partial<{ view: string; status: string; q: string; shop: string; period: string; page: number }>) => {
    const p = new URLSearchParams();
    const merged = { view, status: filter.status, q: filter.search, shop: filter.merId, period: filter.dateLimit, ...next, page: String(next.page ?? 1) };
    if (next.view && next.view !== view) merged.status = 'all';
    for (const [k, v] of Object.entries(merged)) if (v && !(k === 'view' && v === 'orders') && !(k === 'status' && v === 'all') && !(k === 'page' && v === '1')) p.set(k, String(v));
    setParams(p);
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    go({ q: typed.trim() });
  };
  const when = (v: string) => (v ? <time dateTime={v.replace(' ', 'T')}>{formatWhen(v, lang)}</time> : '—');

  const orderColumns = useMemo(
    () => [
      orderCol.accessor('orderNo', {
        header: () => t('platformOrders.col.order'),
        cell: (c) => (
          <>
            <Link className={`${a.rowLink} ${f.mono}`} to={`/orders/${encodeURIComponent(c.getValue())}`}>
              {c.getValue()}
            </Link>
            <span className={`${s.change} ${s.muted}`}>{c.row.original.merName}</span>
          </>
        ),
      }),
      orderCol.accessor('realName', { header: () => t('platformOrders.col.buyer'), cell: (c) => (<><span>{c.getValue() || '—'}</span><span className={`${s.cellClip} ${s.muted}`} title={c.row.original.email}>{c.row.original.email}</span></>) }),
      orderCol.accessor('payPrice', { header: () => t('platformOrders.col.amount'), cell: (c) => <span className={f.num}>{money(c.getValue())}</span> }),
      orderCol.accessor('status', { header: () => t('platformOrders.col.state'), cell: (c) => <OrderState paid={c.row.original.paid} status={c.getValue()} refundStatus={c.row.original.refundStatus} /> }),
      orderCol.accessor('createTime', { header: () => t('platformOrders.col.placed'), meta: { nowrap: true }, cell: (c) => when(c.getValue()) }),
      orderCol.accessor('platformRemark', { header: () => t('platformOrders.col.note'), cell: (c) => <span className={s.muted}>{c.getValue() || '—'}</span> }),
    ],
    // The cells format with the reader's language; `when` is rebuilt with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang, money],
  );
  const refundColumns = useMemo(
    () => [
      refundCol.accessor('refundOrderNo', {
        header: () => t('platformOrders.col.refund'),
        cell: (c) => (
          <>
            <Link className={`${a.rowLink} ${f.mono}`} to={`/orders/${encodeURIComponent(c.row.original.merOrderNo)}#refunds`}>
              {c.getValue()}
            </Link>
            <span className={`${s.change} ${s.muted}`}>{c.row.original.merName}</span>
          </>
        ),
      }),
      refundCol.accessor('realName', { header: () => t('platformOrders.col.buyer'), cell: (c) => (<><span>{c.getValue() || '—'}</span><span className={`${s.cellClip} ${s.muted}`} title={c.row.original.email}>{c.row.original.email}</span></>) }),
      refundCol.accessor('refundPrice', { header: () => t('platformOrders.col.amount'), cell: (c) => <span className={f.num}>{money(c.getValue())}</span> }),
      refundCol.accessor('refundReasonWap', { header: () => t('platformOrders.col.reason') }),
      refundCol.accessor('refundStatus', { header: () => t('platformOrders.col.state'), cell: (c) => <RefundState refundStatus={c.getValue()} /> }),
      refundCol.accessor('createTime', { header: () => t('platformOrders.col.applied'), meta: { nowrap: true }, cell: (c) => when(c.getValue()) }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang, money],
  );
  const orderTable = useReactTable({ data: orders.data?.list ?? [], columns: orderColumns, getCoreRowModel: getCoreRowModel(), manualPagination: true, rowCount: orders.data?.total ?? 0 });
  const refundTable = useReactTable({ data: refunds.data?.list ?? [], columns: refundColumns, getCoreRowModel: getCoreRowModel(), manualPagination: true, rowCount: refunds.data?.total ?? 0 });
  const counts: Record<string, number> | undefined = view === 'orders' ? orderCounts.data : refundCounts.data;

  return (
    <>
      <PageHead title={t('platformOrders.title')} />
      <p className={s.lead}>{t('platformOrders.lead')}</p>
      <Tabs
        className={a.tabs}
        label={t('platformOrders.views')}
        idPrefix="lookup"
        active={view}
        onChange={(key) => go({ view: key })}
        items={[
          { key: 'orders', label: t('platformOrders.ordersView') },
          { key: 'refunds', label: t('platformOrders.refundsView') },
        ]}
      />
      <TabPanel idPrefix="lookup" active={view}>
        <form className={f.filters} onSubmit={search} role="search">
          <div className={f.search}>
            <TextField label={t('platformOrders.search')} hint={t('platformOrders.searchHint')} value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={64} type="search" />
          </div>
          <Select label={t('platformOrders.shop')} value={filter.merId} onChange={(e) => go({ shop: e.target.value })}>
            <option value="">{t('platformOrders.allShops')}</option>
            {(shops.data?.list ?? []).map((shop) => (
              <option key={shop.id} value={String(shop.id)}>
                {shop.name}
              </option>
            ))}
          </Select>
          <Select label={t('platformOrders.period')} value={filter.dateLimit} onChange={(e) => go({ period: e.target.value })}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`platformOrders.periods.${p || 'any'}`)}
              </option>
            ))}
          </Select>
          <Button type="submit">{t('platformOrders.find')}</Button>
        </form>
        <CountTabs
          label={t('platformOrders.states')}
          idPrefix={`${view}-state`}
          active={filter.status}
          onChange={(key) => go({ status: key })}
          items={tabs.map((x) => ({ key: x.key, label: t(`platformOrders.${view === 'orders' ? 'tab' : 'refundTab'}.${x.key}`), count: counts ? counts[x.count] : '·' }))}
        />
        <TabPanel idPrefix={`${view}-state`} active={filter.status}>
          {view === 'orders' ? (
            <PagedList query={orders} empty={t('platformOrders.empty')} emptyClassName={a.empty} table={orderTable} caption={(pages) => t('platformOrders.caption', { page, pages })} count={(count) => t('platformOrders.total', { count })} page={page} limit={PAGE_SIZE} onPage={(p) => go({ page: p })} />
          ) : (
            <PagedList query={refunds} empty={t('platformOrders.empty')} emptyClassName={a.empty} table={refundTable} caption={(pages) => t('platformOrders.refundCaption', { page, pages })} count={(count) => t('platformOrders.total', { count })} page={page} limit={PAGE_SIZE} onPage={(p) => go({ page: p })} />
          )}
        </TabPanel>
      </TabPanel>
    </>
  );
}
