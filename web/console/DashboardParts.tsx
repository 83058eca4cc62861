import type { ReactNode } from 'react';
import Decimal from 'decimal.js';
import { Link, Navigate } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { useAdminInfo } from './api';
import { LoadFailure } from './DataTable';
import { currentLanguage, htmlLang } from './i18n';
import { useMoney } from './currency';
import { mayOpen, ShellSkeleton } from './Shell';
import { shortDate, TrendChart, type TrendChartProps } from './TrendChart';
import c from './console.module.css';
import s from './dashboard.module.css';

export { s as dashboardStyles };

/** Whether today's figure is above or below yesterday's, for the colour of its note; none when they are equal. */
export function trendAgainst(today: string | number, yesterday: string | number): 'up' | 'down' | undefined {
  const diff = new Decimal(today || 0).minus(yesterday || 0);
  return diff.isZero() ? undefined : diff.isPositive() ? 'up' : 'down';
}

/** How a home screen writes its figures in the console's language: amounts with their separators and the shop currency, and counts. */
export function useHomeFigures() {
  const lang = htmlLang(currentLanguage());
  const money = useMoney();
  return {
    lang,
    money,
    count: (v: string | number) => new Intl.NumberFormat(lang).format(Number(v)),
  };
}

/** One figure of a home screen: what it is, the figure, and how it compares (yesterday's, the month's). */
export function StatTile({ label, value, note, trend }: { label: string; value: ReactNode; note?: ReactNode; trend?: 'up' | 'down' }) {
  return (
    <li className={s.tile}>
      <p className={s.tileLabel}>{label}</p>
      <p className={s.tileValue}>{value}</p>
      {note !== undefined && <p className={`${s.tileNote} ${trend ? s[trend] : ''}`}>{note}</p>}
    </li>
  );
}

/** One kind of waiting work: how many, and where it is dealt with (no link when that screen is not in this console). */
export interface InboxItem {
  key: string;
  label: string;
  count: number;
  to?: string;
}

/** The inbox of a home screen: each kind of waiting work with its count; non-zero counts stand out. */
export function Inbox({ items, label }: { items: InboxItem[]; label: string }) {
  return (
    <ul className={s.inbox} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={s.inboxRow} data-testid={`inbox-${item.key}`}>
          {item.to ? (
            <Link className={s.inboxLink} to={item.to}>
              {item.label}
            </Link>
          ) : (
            <span>{item.label}</span>
          )}
          <span className={`${s.badge} ${item.count > 0 ? s.badgeHot : ''}`}>{item.count}</span>
        </li>
      ))}
    </ul>
  );
}

/** A two- or three-way choice drawn as a pill switch (which series the trend shows). */
function SeriesSwitch<K extends string>({ options, value, onChange, label }: { options: { key: K; label: string }[]; value: K; onChange: (k: K) => void; label: string }) {
  return (
    <div className={s.switch} role="group" aria-label={label}>
      {options.map((o) => (
        <button key={o.key} type="button" aria-pressed={o.key === value} onClick={() => onChange(o.key)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** A home screen whose calls failed: its title and one retry for all of them; null while none has failed. */
export function homeFailure(title: string, calls: readonly { error: unknown; refetch: () => unknown }[]): ReactNode {
  const failed = calls.find((q) => q.error)?.error;
  if (!failed) return null;
  return (
    <>
      <PageHead title={title} />
      <LoadFailure
        error={failed}
        onRetry={() => {
          for (const q of calls) void q.refetch();
        }}
      />
    </>
  );
}

/**
 * The 30-day trend of a home screen: which series it shows (the pill switch beside the title) and the chart of
 * that series; the chart's days are written in the console's language.
 */
interface HomeTrend<K extends string> extends Omit<TrendChartProps, 'formatDate'> {
  heading: string;
  switchLabel: string;
  series: K;
  onSeries: (k: K) => void;
  options: { key: K; label: string }[];
}

/** A home screen's lower half: the 30-day trend (its series switch beside the title) and the inbox of waiting work. */
export function HomePanels<K extends string>({ trend, inboxTitle, items }: { trend: HomeTrend<K>; inboxTitle: string; items: InboxItem[] }) {
  const { heading, switchLabel, series, onSeries, options, ...chart } = trend;
  const lang = htmlLang(currentLanguage());
  return (
    <div className={s.layout}>
      <section className={c.card} aria-labelledby="trend-title">
        <div className={s.panelHead}>
          <h2 id="trend-title" className={s.panelTitle}>
            {heading}
          </h2>
          <SeriesSwitch label={switchLabel} value={series} onChange={onSeries} options={options} />
        </div>
        <TrendChart {...chart} formatDate={(date) => shortDate(date, lang)} />
      </section>
      <section className={c.card} aria-labelledby="inbox-title">
        <h2 id="inbox-title" className={s.panelTitle}>
          {inboxTitle}
        </h2>
        <Inbox items={items} label={inboxTitle} />
      </section>
    </div>
  );
}

/** A console's home, for those whose role includes its figures; anyone else starts at their account screen instead. */
export function HomeGate({ permission, children }: { permission: string; children: ReactNode }) {
  const me = useAdminInfo();
  if (me.data && !mayOpen(me.data.permissionsList, { permissions: [permission] })) return <Navigate to="/account" replace />;
  return me.data ? children : <ShellSkeleton />;
}
