import { useEffect, useRef, useState } from 'react';
import { flexRender, type Column, type RowData, type Table } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { consoleError } from './errors';
import s from './console.module.css';

declare module '@tanstack/react-table' {
  // Merging into TanStack's interface needs its own type parameters, named as it names them, though unused here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** A date or figure column kept on one line, as narrow as that line, so the other columns get the room. */
    nowrap?: boolean;
  }
}

/** The class a column's heading and cells take: the row actions (id `actions`) pinned at the end, dates on one line. */
function columnClass<T>(column: Column<T>): string | undefined {
  if (column.id === 'actions') return s.actionsCol;
  return column.columnDef.meta?.nowrap ? s.nowrapCol : undefined;
}

/** True while the box's content is wider than the box (a narrow window), re-checked as either changes size. */
function useScrolls() {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    const seen = new ResizeObserver(check);
    seen.observe(box);
    if (box.firstElementChild) seen.observe(box.firstElementChild);
    check();
    return () => seen.disconnect();
  }, []);
  return [ref, scrolls] as const;
}

/**
 * A server-paged TanStack table as the consoles draw it: a caption for screen readers, busy while the next page loads.
 * It fits a laptop screen in every language; on a narrower window it scrolls sideways in its own frame, which then
 * takes keyboard focus (arrow keys scroll it) and keeps the row actions pinned in sight.
 */
export function DataTable<T>({ table, caption, busy }: { table: Table<T>; caption: string; busy: boolean }) {
  const [ref, scrolls] = useScrolls();
  return (
    <div
      ref={ref}
      className={scrolls ? `${s.tableWrap} ${s.scrolls}` : s.tableWrap}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
    >
      <table className={s.table} aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((h) => (
                <th key={h.id} scope="col" className={columnClass(h.column)}>
                  {flexRender(h.column.columnDef.header, h.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={columnClass(cell.column)}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A screen's data that failed to load: why, in the console's language, and a retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={s.card} role="alert">
      <p className={s.cardText}>{consoleError(error, t)}</p>
      <div className={s.actions}>
        <Button variant="secondary" onClick={onRetry}>
          {t('common:action.retry')}
        </Button>
      </div>
    </div>
  );
}
