import { flexRender, type Table } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { consoleError } from './errors';
import s from './console.module.css';

/** A server-paged TanStack table as the consoles draw it: a caption for screen readers, busy while the next page loads. */
export function DataTable<T>({ table, caption, busy }: { table: Table<T>; caption: string; busy: boolean }) {
  return (
    <div className={s.tableWrap}>
      <table className={s.table} aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((h) => (
                <th key={h.id} scope="col">
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
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
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
