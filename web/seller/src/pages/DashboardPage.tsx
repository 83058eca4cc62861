import { useState } from 'react';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@/components/PageHead';
import { dashboardStyles as d, HomeGate, HomePanels, homeFailure, SeriesSwitch, StatTile, type InboxItem } from '../../../console/DashboardParts';
import { formatAmount } from '../../../console/money';
import { currentLanguage, htmlLang } from '../../../console/i18n';
import { ShellSkeleton } from '../../../console/Shell';
import { shortDate, TrendChart } from '../../../console/TrendChart';
import s from '../../../console/console.module.css';
import { HOME_PERMISSIONS, LOW_STOCK_THRESHOLD } from '../../../../shared/contract/admin-home';
import { useShopToday, useShopTrend, useShopWork } from '../api/home';
import { useConsoleTitle } from '../../../console/title';
import { ClosedShopNotice } from './shop/ClosedShopNotice';

type Series = 'sales' | 'orderNum' | 'visitors';

const direction = (today: string | number, yesterday: string | number): 'up' | 'down' | undefined => {
  const diff = new Decimal(today || 0).minus(yesterday || 0);
  return diff.isZero() ? undefined : diff.isPositive() ? 'up' : 'down';
};

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
  const lang = htmlLang(currentLanguage());
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
  const money = (v: string | number) => formatAmount(String(v), lang);
  const count = (v: string | number) => new Intl.NumberFormat(lang).format(Number(v));
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
        <StatTile label={t('dashboard.sales')} value={money(h.sales)} trend={direction(h.sales, h.yesterdaySales)} note={t('dashboard.yesterday', { value: money(h.yesterdaySales) })} />
        <StatTile label={t('dashboard.orders')} value={count(h.orderNum)} trend={direction(h.orderNum, h.yesterdayOrderNum)} note={t('dashboard.yesterday', { value: count(h.yesterdayOrderNum) })} />
        <StatTile label={t('dashboard.visitors')} value={count(h.visitors)} trend={direction(h.visitors, h.yesterdayVisitors)} note={t('dashboard.yesterday', { value: count(h.yesterdayVisitors) })} />
        <StatTile label={t('dashboard.month')} value={money(tr.sales)} note={t('dashboard.monthNote', { orders: count(tr.orderNum), visitors: count(tr.visitors) })} />
      </ul>
      <HomePanels
        trendTitle={t('dashboard.trend.title')}
        trendSwitch={
          <SeriesSwitch
            label={t('dashboard.trend.show')}
            value={series}
            onChange={setSeries}
            options={[
              { key: 'sales', label: t('dashboard.trend.sales') },
              { key: 'orderNum', label: t('dashboard.trend.orderNum') },
              { key: 'visitors', label: t('dashboard.trend.visitors') },
            ]}
          />
        }
        chart={
          <TrendChart
            points={points}
            title={t('dashboard.trend.chartTitle', { series: seriesLabel })}
            summary={summary}
            formatValue={series === 'sales' ? money : count}
            formatDate={(date) => shortDate(date, lang)}
            tableLabel={t('dashboard.trend.table')}
            dateLabel={t('dashboard.trend.date')}
            valueLabel={seriesLabel}
          />
        }
        inboxTitle={t('dashboard.inbox.title')}
        items={items}
      />
    </>
  );
}
