import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { PageHead } from '@/components/PageHead';
import { StatusBadge } from '@/components/StatusBadge';
import { Tabs, TabPanel } from '@/components/Tabs';
import { REFUND_ORDER_STATUS, REFUND_TABS, type RefundTab } from '../../../../../shared/contract/admin-order';
import { formatWhen } from '../../../../console/format';
import { currentLanguage, htmlLang } from '../../../../console/i18n';
import { useRefundCounts, useRefundList, type RefundRow } from '../../api/orders';
import { useMoney } from '../../../../console/currency';
import { refundStanding } from '../orders/orderState';
import c from '../../../../console/console.module.css';
import s from '../orders/orders.module.css';
import { PagedList } from '../../../../console/QueryList';

const PAGE_SIZE = 20;
const COUNT_KEY = { 9: 'all', 0: 'await', 1: 'reject', 2: 'refunding', 3: 'refunded' } as const satisfies Record<RefundTab, string>;
const isTab = (n: number): n is RefundTab => (REFUND_TABS as readonly number[]).includes(n);

const col = createColumnHelper<RefundRow>();

/** /seller/refunds: the shop's refund applications by state, those awaiting a decision first. */
export default function RefundsPage() {
  const { t } = useTranslation();
  const lang = htmlLang(currentLanguage());
  const money = useMoney();
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('tab') ?? REFUND_ORDER_STATUS.await);
  const tab: RefundTab = isTab(raw) ? raw : REFUND_ORDER_STATUS.await;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const counts = useRefundCounts();
  const list = useRefundList(tab, page, PAGE_SIZE);
  const go = (next: { tab?: RefundTab; page?: number }) => {
    const p = new URLSearchParams({ tab: String(next.tab ?? tab) });
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };

  const columns = useMemo(
    () => [
      col.accessor('refundOrderNo', {
        header: () => t('refunds.col.refund'),
        cell: (x) => (
          <>
            <Link className={s.orderLink} to={`/refunds/${encodeURIComponent(x.getValue())}`}>
              {x.getValue()}
            </Link>
            <span className={s.sub}>
              {t('refunds.col.order')}{' '}
              <Link className={s.subLink} to={`/orders/${encodeURIComponent(x.row.original.merOrderNo)}`}>
                {x.row.original.merOrderNo}
              </Link>
            </span>
            <span className={s.sub}>{formatWhen(x.row.original.createTime, lang)}</span>
          </>
        ),
      }),
      col.display({
        id: 'buyer',
        header: () => t('refunds.col.buyer'),
        cell: (x) => <span className={s.strong}>{x.row.original.nickname || x.row.original.realName}</span>,
      }),
      col.accessor('refundReasonWap', {
        header: () => t('refunds.col.reason'),
        cell: (x) => <span className={s.reasonCell}>{x.getValue()}</span>,
      }),
      col.accessor('refundPrice', { header: () => <span className={s.numHead}>{t('refunds.col.amount')}</span>, cell: (x) => <span className={s.num}>{money(x.getValue())}</span> }),
      col.accessor('refundStatus', {
        header: () => t('refunds.col.state'),
        cell: (x) => {
          const st = refundStanding(x.getValue());
          return (
            <span className={s.nowrap}>
              <StatusBadge tone={st.tone}>{t(`refunds.state.${st.key}`)}</StatusBadge>
            </span>
          );
        },
      }),
      col.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('refunds.col.actions')}</span>,
        cell: (x) => {
          const row = x.row.original;
          const awaiting = row.refundStatus === REFUND_ORDER_STATUS.await;
          return (
            <div className={s.rowActions}>
              <Link
                className={awaiting ? s.linkPrimarySm : s.linkSecondary}
                to={`/refunds/${encodeURIComponent(row.refundOrderNo)}`}
                aria-label={t(awaiting ? 'refunds.reviewRefund' : 'refunds.viewRefund', { no: row.refundOrderNo })}
              >
                {t(awaiting ? 'refunds.action.review' : 'refunds.action.view')}
              </Link>
            </div>
          );
        },
      }),
    ],
    [t, lang, money],
  );
  const table = useReactTable({ data: list.data?.list ?? [], columns, getCoreRowModel: getCoreRowModel(), manualPagination: true, rowCount: list.data?.total ?? 0 });

  const items = REFUND_TABS.map((k) => {
    const n = counts.data?.[COUNT_KEY[k]];
    return {
      key: String(k),
      label: (
        <>
          {t(`refunds.tab.${COUNT_KEY[k]}`)}
          {n !== undefined && <span className={s.count}>{n.toLocaleString(lang)}</span>}
        </>
      ),
    };
  });

  return (
    <>
      <PageHead title={t('refunds.title')} />
      <p className={c.lead}>{t('refunds.lead')}</p>
      <div className={s.tabs}>
        <Tabs idPrefix="refund-tabs" label={t('refunds.tabsLabel')} items={items} active={String(tab)} onChange={(k) => go({ tab: Number(k) as RefundTab, page: 1 })} />
      </div>
      <div className={s.panel}>
        <TabPanel idPrefix="refund-tabs" active={String(tab)}>
          <PagedList query={list} empty={t(`refunds.empty.${COUNT_KEY[tab]}`)} table={table} caption={(pages) => t('refunds.caption', { tab: t(`refunds.tab.${COUNT_KEY[tab]}`), page, pages })} count={(count) => t('refunds.total', { count })} page={page} limit={PAGE_SIZE} onPage={(p) => go({ page: p })} />
        </TabPanel>
      </div>
    </>
  );
}
