import { useId } from 'react';
import Decimal from 'decimal.js';
import s from './TrendChart.module.css';

/** One day of a trend: its date (`yyyy-MM-dd`) and its value (a count, or an amount as a decimal string). */
export interface TrendPoint {
  date: string;
  value: string | number;
}

export interface TrendChartProps {
  /** Oldest first. */
  points: TrendPoint[];
  /** What the bars measure, for the picture's name ("Sales, last 30 days"). */
  title: string;
  /** One sentence read instead of the picture: the total, the best day. */
  summary: string;
  /** A value as the reader sees it (an amount with its separators, a count). */
  formatValue: (v: string | number) => string;
  /** A date as the reader sees it. */
  formatDate: (date: string) => string;
  /** The texts of the table alternative: its opener and its two column heads. */
  tableLabel: string;
  dateLabel: string;
  valueLabel: string;
}

const W = 720;
const H = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 64 };

/**
 * A small bar chart of a trend, drawn as SVG by hand (no chart library) for both consoles' home screens. The
 * picture is one image with a name and a spoken summary (role img); the same figures sit in a table a
 * keyboard or screen-reader user can open, so nothing is only in the picture. Heights come from decimal.js,
 * so an amount never goes through float arithmetic before it is a pixel.
 */
export function TrendChart({ points, title, summary, formatValue, formatDate, tableLabel, dateLabel, valueLabel }: TrendChartProps) {
  const id = useId();
  const values = points.map((p) => new Decimal(p.value || 0));
  const max = Decimal.max(new Decimal(0), ...values);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const step = points.length > 0 ? plotW / points.length : plotW;
  const barW = Math.max(2, step * 0.7);
  const height = (v: Decimal) => (max.isZero() ? 0 : v.div(max).mul(plotH).toNumber());
  const ticks = [0, 0.5, 1];
  // Amounts come as decimal strings and keep their cents on the axis; counts are whole.
  const places = typeof points[0]?.value === 'string' ? 2 : 0;
  const labelled = new Set([0, Math.floor((points.length - 1) / 2), points.length - 1]);

  return (
    <figure className={s.figure}>
      <svg className={s.svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`}>
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{summary}</desc>
        {ticks.map((f) => {
          const y = PAD.top + plotH - f * plotH;
          return (
            <g key={f} aria-hidden="true">
              <line className={s.grid} x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} />
              <text className={s.axis} x={PAD.left - 8} y={y + 4} textAnchor="end">
                {formatValue(places ? max.mul(f).toFixed(places) : max.mul(f).round().toNumber())}
              </text>
            </g>
          );
        })}
        {points.map((p, i) => {
          const h = height(values[i]!);
          const x = PAD.left + i * step + (step - barW) / 2;
          return (
            <g key={p.date} aria-hidden="true">
              <rect className={`${s.bar} ${i === points.length - 1 ? s.today : ''}`} x={x} y={PAD.top + plotH - h} width={barW} height={Math.max(h, values[i]!.isZero() ? 0 : 1)} rx={2}>
                <title>{`${formatDate(p.date)}: ${formatValue(p.value)}`}</title>
              </rect>
              {labelled.has(i) && (
                <text className={s.axis} x={x + barW / 2} y={H - 8} textAnchor={i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle'}>
                  {formatDate(p.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className={s.summary}>{summary}</figcaption>
      <details className={s.details}>
        <summary>{tableLabel}</summary>
        <table className={s.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{dateLabel}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.date}>
                <th scope="row">{formatDate(p.date)}</th>
                <td>{formatValue(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** A date `yyyy-MM-dd` as a short day and month in the reader's language (the date is the service's calendar day). */
export function shortDate(date: string, lang: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}
