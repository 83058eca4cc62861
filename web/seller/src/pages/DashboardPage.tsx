import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@/components/PageHead';
import { dashboardStyles as d, HomeGate, useHomeFigures, HomePanels, homeFailure, StatTile, trendAgainst, type InboxItem } from '../../../console/DashboardParts';
import { ShellSkeleton } from '../../../console/Shell';
import s from '../../../console/console.module.css';
import { HOME_PERMISSIONS, LOW_STOCK_THRESHOLD } from '../../../../shared/contract/admin-home';
import { useShopToday, useShopTrend, useShopWork } from '../api/home';
import { useConsoleTitle } from '../../../console/title';
import { ClosedShopNotice } from './shop/ClosedShopNotice';

type Series = 'sales' | 'orderNum' | 'visitors';

/**
 * /seller (home): the shop's day at a glance: today's paid orders, sales and visitors against yesterday's,
 * the last 30 days as a chart, and the work waiting (orders to ship, refunds to decide, reviews to answer,
 * products running low), each with a link to where it is done.
 */
export default function DashboardPage() {
  return (
    <HomeGate permission={HOME_PERMISSIONS.merchantIndex}>
      <ShopDashboard />
    </HomeGate>
  );
}

function ShopDashboard() {
  const { t } = useTranslation();
  const { money, count } = useHomeFigures();
  const today = useShopToday();
  const work = useShopWork();
  const trend = useShopTrend();
  const [series, setSeries] = useState<Series>('sales');

  useConsoleTitle(t('dashboard.title'));

  const failed = homeFailure(t('dashboard.title'), [today, work, trend]);
  if (failed) return failed;
  if (!today.data || !work.data || !trend.data) return <ShellSkeleton />;

  const h = today.data;
  const tr = trend.data;
  const items: InboxItem[] = [
    { key: 'ship', label: t('dashboard.inbox.ship'), count: work.data.notShippingOrderNum, to: '/orders?tab=notShipped' },
    { key: 'refunds', label: t('dashboard.inbox.refunds'), count: work.data.refundingOrderNum, to: '/refunds' },
    { key: 'reviews', label: t('dashboard.inbox.reviews'), count: work.data.notReplyNum, to: '/reviews?answered=no' },
    { key: 'stock', label: t('dashboard.inbox.stock', { count: LOW_STOCK_THRESHOLD }), count: work.data.vigilanceInventoryNum, to: '/products' },
  ];
  const pick = (p: (typeof tr.list)[number]) => (series === 'sales' ? p.sales : series === 'orderNum' ? p.orderNum : p.visitors);
  const points = tr.list.map((p) => ({ date: p.date, value: pick(p) }));
  const seriesLabel = t(`dashboard.trend.${series}`);
  const summary =
    series === 'sales'
      ? t('dashboard.trend.salesSummary', { total: money(tr.sales), orders: count(tr.orderNum) })
      : series === 'orderNum'
        ? t('dashboard.trend.ordersSummary', { total: count(tr.orderNum) })
        : t('dashboard.trend.visitorsSummary', { total: count(tr.visitors) });

  return (
    <>
      <PageHead title={t('dashboard.title')} />
      <p className={s.lead}>{t('dashboard.lead')}</p>
      <ClosedShopNotice />
      <ul className={d.tiles} aria-label={t('dashboard.today')}>
        <StatTile label={t('dashboard.sales')} value={money(h.sales)} trend={trendAgainst(h.sales, h.yesterdaySales)} note={t('dashboard.yesterday', { value: money(h.yesterdaySales) })} />
        <StatTile label={t('dashboard.orders')} value={count(h.orderNum)} trend={trendAgainst(h.orderNum, h.yesterdayOrderNum)} note={t('dashboard.yesterday', { value: count(h.yesterdayOrderNum) })} />
        <StatTile label={t('dashboard.visitors')} value={count(h.visitors)} trend={trendAgainst(h.visitors, h.yesterdayVisitors)} note={t('dashboard.yesterday', { value: count(h.yesterdayVisitors) })} />
        <StatTile label={t('dashboard.month')} value={money(tr.sales)} note={t('dashboard.monthNote', { orders: count(tr.orderNum), visitors: count(tr.visitors) })} />
      </ul>
      <HomePanels
        trend={{
          heading: t('dashboard.trend.title'),
          switchLabel: t('dashboard.trend.show'),
          series,
          onSeries: setSeries,
          options: [
            { key: 'sales', label: t('dashboard.trend.sales') },
            { key: 'orderNum', label: t('dashboard.trend.orderNum') },
            { key: 'visitors', label: t('dashboard.trend.visitors') },
          ],
          points,
          title: t('dashboard.trend.chartTitle', { series: seriesLabel }),
          summary,
          formatValue: series === 'sales' ? money : count,
          tableLabel: t('dashboard.trend.table'),
          dateLabel: t('dashboard.trend.date'),
          valueLabel: seriesLabel,
        }}
        inboxTitle={t('dashboard.inbox.title')}
        items={items}
      />
    </>
  );
}
