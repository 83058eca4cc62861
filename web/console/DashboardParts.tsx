import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { useAdminInfo } from './api';
import { LoadFailure } from './DataTable';
import { mayOpen, ShellSkeleton } from './Shell';
import c from './console.module.css';
import s from './dashboard.module.css';

export { s as dashboardStyles };

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
export function SeriesSwitch<K extends string>({ options, value, onChange, label }: { options: { key: K; label: string }[]; value: K; onChange: (k: K) => void; label: string }) {
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

/** A home screen's lower half: the 30-day trend (its series switch beside the title) and the inbox of waiting work. */
export function HomePanels({ trendTitle, trendSwitch, chart, inboxTitle, items }: { trendTitle: string; trendSwitch: ReactNode; chart: ReactNode; inboxTitle: string; items: InboxItem[] }) {
  return (
    <div className={s.layout}>
      <section className={c.card} aria-labelledby="trend-title">
        <div className={s.panelHead}>
          <h2 id="trend-title" className={s.panelTitle}>
            {trendTitle}
          </h2>
          {trendSwitch}
        </div>
        {chart}
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
