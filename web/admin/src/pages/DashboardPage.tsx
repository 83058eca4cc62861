import { useState } from 'react';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@/components/PageHead';
import { dashboardStyles as d, HomeGate, useHomeFigures, HomePanels, homeFailure, StatTile, trendAgainst, type InboxItem } from '../../../console/DashboardParts';
import { ShellSkeleton } from '../../../console/Shell';
import { shortDate } from '../../../console/TrendChart';
import s from '../../../console/console.module.css';
import { HOME_PERMISSIONS } from '../../../../shared/contract/admin-home';
import { usePlatformHome, usePlatformOperating, usePlatformTrend } from '../api/finance';
import { useConsoleTitle } from '../../../console/title';

type Series = 'sales' | 'orderNum';

/**
 * /admin (home): what needs an operator now (applications, products waiting for review, orders not shipped,
 * refunds waiting for a shop), today's figures against yesterday's, and the last 30 days of sales and orders.
 */
export default function DashboardPage() {
  return (
    <HomeGate permission={HOME_PERMISSIONS.platformIndex}>
      <PlatformDashboard />
    </HomeGate>
  );
}

function PlatformDashboard() {
  const { t } = useTranslation();
  const { lang, money, count } = useHomeFigures();
  const home = usePlatformHome();
  const work = usePlatformOperating();
  const trend = usePlatformTrend();
  const [series, setSeries] = useState<Series>('sales');

  useConsoleTitle(t('platformHome.title'));

  const failed = homeFailure(t('platformHome.title'), [home, work, trend]);
  if (failed) return failed;
  if (!home.data || !work.data || !trend.data) return <ShellSkeleton />;

  const h = home.data;
  const items: InboxItem[] = [
    { key: 'applications', label: t('platformHome.inbox.applications'), count: work.data.merchantApplyNum, to: '/applications?state=1' },
    { key: 'products', label: t('platformHome.inbox.products'), count: work.data.awaitAuditProductNum, to: '/review?state=6' },
    { key: 'ship', label: t('platformHome.inbox.ship'), count: work.data.notShippingOrderNum, to: '/orders?status=notShipped' },
    { key: 'refunds', label: t('platformHome.inbox.refunds'), count: work.data.refundingOrderNum, to: '/orders?view=refunds&status=0' },
  ];
  const points = trend.data.list.map((p) => ({ date: p.date, value: series === 'sales' ? p.sales : p.orderNum }));
  const best = trend.data.list.reduce((a, b) => (new Decimal(b.sales).gt(a.sales) ? b : a), trend.data.list[0]!);
  const summary =
    series === 'sales'
      ? t('platformHome.trend.salesSummary', { total: money(trend.data.sales), best: shortDate(best.date, lang), bestValue: money(best.sales) })
      : t('platformHome.trend.ordersSummary', { total: count(trend.data.orderNum) });

  return (
    <>
      <PageHead title={t('platformHome.title')} />
      <p className={s.lead}>{t('platformHome.lead')}</p>
      <ul className={d.tiles}>
        <StatTile label={t('platformHome.sales')} value={money(h.sales)} trend={trendAgainst(h.sales, h.yesterdaySales)} note={t('platformHome.yesterday', { value: money(h.yesterdaySales) })} />
        <StatTile label={t('platformHome.orders')} value={count(h.orderNum)} trend={trendAgainst(h.orderNum, h.yesterdayOrderNum)} note={t('platformHome.yesterday', { value: count(h.yesterdayOrderNum) })} />
        <StatTile label={t('platformHome.visitors')} value={count(h.pageviews)} note={t('platformHome.yesterday', { value: count(h.yesterdayPageviews) })} />
        <StatTile label={t('platformHome.shops')} value={count(h.merchantNum)} note={t('platformHome.shoppers', { count: h.userNum })} />
      </ul>
      <HomePanels
        trend={{
          heading: t('platformHome.trend.title'),
          switchLabel: t('platformHome.trend.show'),
          series,
          onSeries: setSeries,
          options: [
            { key: 'sales', label: t('platformHome.trend.sales') },
            { key: 'orderNum', label: t('platformHome.trend.orders') },
          ],
          points,
          title: series === 'sales' ? t('platformHome.trend.salesTitle') : t('platformHome.trend.ordersTitle'),
          summary,
          formatValue: series === 'sales' ? money : count,
          tableLabel: t('platformHome.trend.table'),
          dateLabel: t('platformHome.trend.date'),
          valueLabel: series === 'sales' ? t('platformHome.trend.sales') : t('platformHome.trend.orders'),
        }}
        inboxTitle={t('platformHome.inbox.title')}
        items={items}
      />
    </>
  );
}
