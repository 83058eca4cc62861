import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs, TabPanel } from '../../../components/Tabs';
import { Pager } from '../../../components/Pager';
import { formatNumber } from '../../../i18n';
import { PAGE_SIZE } from '../../../../../shared/constants';
import { useOrderCounts } from '../../../api/orders';
import { ORDER_TABS, TAB_COUNT_FIELD, isOrderTab, useOrderTab, type OrderTab } from '@/api/orderTabs';
import { MasterOrderCard, MerchantOrderCard, RefundCard, ReplyLineCard } from '../../../features/account/orders/OrderCards';
import { PageHead } from '@/components/PageHead';
import { QueryState } from '@/components/QueryState';
import { PageSkeleton } from '@/features/layout/PageSkeleton';
import s from '../AccountPages.module.css';

/** /user_center/order/list and /users/order_list: the six order tabs of docs/storefront-spec.md §4. */
export default function OrderListPage() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('tab');
  const tab: OrderTab = isOrderTab(rawTab) ? rawTab : 'unpaid';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const counts = useOrderCounts();
  const q = useOrderTab(tab, page);

  const label = (k: OrderTab) => {
    const field = TAB_COUNT_FIELD[k];
    const n = field && counts.data ? counts.data[field] : 0;
    return n > 0 ? `${t(`orders.tabs.${k}`)} (${formatNumber(n)})` : t(`orders.tabs.${k}`);
  };
  const go = (next: { tab?: OrderTab; page?: number }) => {
    const p = new URLSearchParams(params);
    if (next.tab) {
      p.set('tab', next.tab);
      p.delete('page');
    }
    if (next.page) p.set('page', String(next.page));
    setParams(p);
  };

  const shown = q.data;
  const total = shown?.page.total ?? 0;
  return (
    <div className={s.page}>
      <PageHead title={t('orders.title')} />
      <Tabs items={ORDER_TABS.map((k) => ({ key: k, label: label(k) }))} active={tab} idPrefix="orders" label={t('orders.title')} onChange={(k: string) => go({ tab: k as OrderTab })} />
      <TabPanel idPrefix="orders" active={tab}>
      <QueryState
        query={q}
        skeleton={<PageSkeleton withTitle={false} />}
        empty={shown !== undefined && shown.page.list.length === 0}
        emptyTitle={t(`orders.empty.${tab}`)}
      >
        <div className="stack" aria-busy={q.isFetching || undefined}>
          {shown?.kind === 'master' && shown.page.list.map((o) => <MasterOrderCard key={o.orderNo} order={o} />)}
          {shown?.kind === 'merchant' && shown.page.list.map((o) => <MerchantOrderCard key={o.orderNo} order={o} />)}
          {shown?.kind === 'reply' && shown.page.list.map((l) => <ReplyLineCard key={`${l.merOrderNo}-${l.id}`} line={l} />)}
          {shown?.kind === 'refund' && shown.page.list.map((r) => <RefundCard key={r.refundOrderNo} refund={r} />)}
        </div>
        {total > PAGE_SIZE && <Pager page={page} total={total} limit={PAGE_SIZE} onChange={(p: number) => go({ page: p })} />}
      </QueryState>
      </TabPanel>
    </div>
  );
}
