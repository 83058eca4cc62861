import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { PageHead } from '@/components/PageHead';
import { StatusBadge } from '@/components/StatusBadge';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { Select } from '@/components/Select';
import { Tabs, TabPanel } from '@/components/Tabs';
import { DATE_LIMIT_WORDS, ORDER_RULES, ORDER_TABS, type OrderTab } from '../../../../../shared/contract/admin-order';
import { formatWhen } from '../../../../console/format';
import { currentLanguage, htmlLang } from '../../../../console/i18n';
import { useOrderCounts, useOrderList, type OrderFilters, type OrderRow } from '../../api/orders';
import { useMoney } from '../../../../console/currency';
import { canShip, orderStanding } from './orderState';
import c from '../../../../console/console.module.css';
import s from './orders.module.css';
import { PagedList } from '../../../../console/QueryList';

const PAGE_SIZE = 20;
const isTab = (v: string | null): v is OrderTab => (ORDER_TABS as readonly string[]).includes(v ?? '');
type DateChoice = '' | (typeof DATE_LIMIT_WORDS)[number] | 'custom';

/** The filters as the URL holds them, so a filtered list can be bookmarked and the back button works. */
function readFilters(p: URLSearchParams): { filters: OrderFilters; date: DateChoice; from: string; to: string } {
  const date = (p.get('date') ?? '') as DateChoice;
  const from = p.get('from') ?? '';
  const to = p.get('to') ?? '';
  const dateLimit = date === 'custom' ? (from && to ? `${from},${to}` : undefined) : date || undefined;
  return { filters: { orderNo: p.get('q') || undefined, keywords: p.get('buyer') || undefined, dateLimit }, date, from, to };
}

const col = createColumnHelper<OrderRow>();

/** /seller/orders: the shop's orders by state with counts, searched by number, buyer and date, paged on the server. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const lang = htmlLang(currentLanguage());
  const money = useMoney();
  const [params, setParams] = useSearchParams();
  const tab: OrderTab = isTab(params.get('tab')) ? (params.get('tab') as OrderTab) : 'notShipped';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const current = readFilters(params);
  const [draft, setDraft] = useState({ q: current.filters.orderNo ?? '', buyer: current.filters.keywords ?? '', date: current.date, from: current.from, to: current.to });
  const [rangeError, setRangeError] = useState<string | null>(null);

  const counts = useOrderCounts(current.filters);
  const list = useOrderList(tab, current.filters, page, PAGE_SIZE);
  const filtered = Boolean(current.filters.orderNo || current.filters.keywords || current.filters.dateLimit);

  const go = (next: { tab?: OrderTab; page?: number; draft?: typeof draft }) => {
    const p = new URLSearchParams();
    p.set('tab', next.tab ?? tab);
    const d = next.draft ?? { q: current.filters.orderNo ?? '', buyer: current.filters.keywords ?? '', date: current.date, from: current.from, to: current.to };
    if (d.q.trim()) p.set('q', d.q.trim());
    if (d.buyer.trim()) p.set('buyer', d.buyer.trim());
    if (d.date) p.set('date', d.date);
    if (d.date === 'custom') {
      p.set('from', d.from);
      p.set('to', d.to);
    }
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    if (draft.date === 'custom' && (!draft.from || !draft.to)) {
      setRangeError(t('orders.filter.rangeMissing'));
      return;
    }
    setRangeError(null);
    go({ draft, page: 1 });
  };
  const clear = () => {
    const empty = { q: '', buyer: '', date: '' as DateChoice, from: '', to: '' };
    setDraft(empty);
    setRangeError(null);
    go({ draft: empty, page: 1 });
  };

  const columns = useMemo(
    () => [
      col.accessor('orderNo', {
        header: () => t('orders.col.order'),
        cell: (x) => (
          <>
            <Link className={s.orderLink} to={`/orders/${encodeURIComponent(x.getValue())}`}>
              {x.getValue()}
            </Link>
            <span className={s.sub}>{formatWhen(x.row.original.createTime, lang)}</span>
          </>
        ),
      }),
      col.accessor('orderInfo', {
        header: () => t('orders.col.goods'),
        cell: (x) => {
          const [first, ...more] = x.getValue();
          if (!first) return null;
          return (
            <div className={s.goods}>
              {first.image ? <img className={s.thumb} src={first.image} alt="" width={40} height={40} loading="lazy" /> : <span className={s.thumb} aria-hidden="true" />}
              <span>
                <span className={s.goodsName} title={first.productName}>
                  {first.productName}
                </span>
                <span className={s.sub}>
                  {[first.sku, t('orders.qty', { count: first.payNum })].filter(Boolean).join(' · ')}
                  {more.length > 0 && ` · ${t('orders.moreGoods', { count: more.length })}`}
                </span>
              </span>
            </div>
          );
        },
      }),
      col.display({
        id: 'buyer',
        header: () => t('orders.col.buyer'),
        cell: (x) => (
          <>
            <span className={s.strong}>{x.row.original.nickname || x.row.original.realName}</span>
            {x.row.original.nickname && x.row.original.realName && <span className={s.sub}>{t('orders.shipTo', { name: x.row.original.realName })}</span>}
          </>
        ),
      }),
      col.accessor('payPrice', { header: () => <span className={s.numHead}>{t('orders.col.amount')}</span>, cell: (x) => <span className={s.num}>{money(x.getValue())}</span> }),
      col.display({
        id: 'status',
        header: () => t('orders.col.status'),
        cell: (x) => {
          const st = orderStanding(x.row.original);
          return (
            <span className={c.badges}>
              <StatusBadge tone={st.tone}>{t(`orders.state.${st.key}`)}</StatusBadge>
              {/* The courier collects the money: the packer must know before the parcel leaves. */}
              {x.row.original.paid && x.row.original.payType === 'cod' && <> <StatusBadge tone="info">{t('cod.badge')}</StatusBadge></>}
            </span>
          );
        },
      }),
      col.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('orders.col.actions')}</span>,
        cell: (x) => {
          const row = x.row.original;
          const to = `/orders/${encodeURIComponent(row.orderNo)}`;
          return (
            <div className={s.rowActions}>
              {canShip(row) ? (
                <Link className={s.linkPrimarySm} to={`${to}?ship=1`} aria-label={t('orders.shipOrder', { no: row.orderNo })}>
                  {t('orders.action.ship')}
                </Link>
              ) : (
                <Link className={s.linkSecondary} to={to} aria-label={t('orders.viewOrder', { no: row.orderNo })}>
                  {t('orders.action.view')}
                </Link>
              )}
            </div>
          );
        },
      }),
    ],
    [t, lang, money],
  );

  const table = useReactTable({ data: list.data?.list ?? [], columns, getCoreRowModel: getCoreRowModel(), manualPagination: true, rowCount: list.data?.total ?? 0 });

  const items = ORDER_TABS.map((key) => {
    const n = counts.data?.[key];
    return {
      key,
      label: (
        <>
          {t(`orders.tab.${key}`)}
          {n !== undefined && <span className={s.count}>{n.toLocaleString(lang)}</span>}
        </>
      ),
    };
  });

  return (
    <>
      <PageHead title={t('orders.title')} />
      <p className={c.lead}>{t('orders.lead')}</p>
      <form role="search" aria-label={t('orders.filter.label')} className={s.filters} onSubmit={onSearch} noValidate>
        <TextField label={t('orders.filter.orderNo')} value={draft.q} maxLength={ORDER_RULES.orderNo} spellCheck={false} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
        <TextField label={t('orders.filter.buyer')} hint={t('orders.filter.buyerHint')} value={draft.buyer} maxLength={ORDER_RULES.keywords} onChange={(e) => setDraft({ ...draft, buyer: e.target.value })} />
        <Select label={t('orders.filter.date')} value={draft.date} onChange={(e) => setDraft({ ...draft, date: e.target.value as DateChoice })}>
          <option value="">{t('orders.filter.anyDate')}</option>
          {DATE_LIMIT_WORDS.map((w) => (
            <option key={w} value={w}>
              {t(`orders.filter.dates.${w}`)}
            </option>
          ))}
          <option value="custom">{t('orders.filter.dates.custom')}</option>
        </Select>
        {draft.date === 'custom' && (
          <>
            <TextField type="date" label={t('orders.filter.from')} value={draft.from} error={rangeError && !draft.from ? rangeError : null} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
            <TextField type="date" label={t('orders.filter.to')} value={draft.to} error={rangeError && !draft.to ? rangeError : null} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
          </>
        )}
        <div className={s.filterActions}>
          <Button type="submit" variant="secondary">
            {t('orders.filter.apply')}
          </Button>
          {filtered && (
            <Button type="button" variant="ghost" onClick={clear}>
              {t('orders.filter.clear')}
            </Button>
          )}
        </div>
      </form>
      <div className={s.tabs}>
        <Tabs idPrefix="order-tabs" label={t('orders.tabsLabel')} items={items} active={tab} onChange={(k) => go({ tab: k as OrderTab, page: 1 })} />
      </div>
      <div className={s.panel}>
        <TabPanel idPrefix="order-tabs" active={tab}>
          <PagedList query={list} empty={filtered ? t('orders.emptyFiltered') : t(`orders.empty.${tab}`)} table={table} caption={(pages) => t('orders.caption', { tab: t(`orders.tab.${tab}`), page, pages })} count={(count) => t('orders.total', { count })} page={page} limit={PAGE_SIZE} onPage={(p) => go({ page: p })} />
        </TabPanel>
      </div>
    </>
  );
}
