import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Table } from '@tanstack/react-table';
import { Pager } from '@/components/Pager';
import { DataTable, LoadFailure } from './DataTable';
import { ShellSkeleton } from './Shell';
import s from './console.module.css';

interface QueryListProps<D extends { list: readonly unknown[] }> {
  query: UseQueryResult<D>;
  /** What an empty list says (no rows yet, or none match the filters). */
  empty: ReactNode;
  /** A way out of an empty result under the sentence (e.g. clearing the search). */
  emptyActions?: ReactNode;
  /** The console's own touch on the empty card. */
  emptyClassName?: string | undefined;
  children: (data: D) => ReactNode;
}

/** A list screen's states, the same on every console list: loading, failed with a retry, empty, or the rows. */
export function QueryList<D extends { list: readonly unknown[] }>({ query, empty, emptyActions, emptyClassName, children }: QueryListProps<D>) {
  if (query.isPending) return <ShellSkeleton />;
  if (query.error) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) {
    return (
      <div className={emptyClassName ? `${s.card} ${emptyClassName}` : s.card}>
        <p className={s.cardText}>{empty}</p>
        {emptyActions}
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

interface PagedListProps<T, D extends { list: readonly T[]; total: number }> extends Omit<QueryListProps<D>, 'children'> {
  table: Table<T>;
  /** The table's caption, told how many pages there are. */
  caption: (pages: number, data: D) => string;
  /** The count under the table ("42 orders"). */
  count: (total: number) => string;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  /** A box around the table where the screen needs one (e.g. a middle-aligned row layout). */
  tableClassName?: string | undefined;
}

/** A paged list screen: its states, then one page of rows as a table with the count and the pager under it. */
export function PagedList<T, D extends { list: readonly T[]; total: number }>({ table, caption, count, page, limit, onPage, tableClassName, ...states }: PagedListProps<T, D>) {
  const rows = (data: D) => <DataTable table={table} busy={states.query.isFetching} caption={caption(Math.max(1, Math.ceil(data.total / limit)), data)} />;
  return (
    <QueryList {...states}>
      {(data) => (
        <>
          {tableClassName ? <div className={tableClassName}>{rows(data)}</div> : rows(data)}
          <div className={s.tableFoot}>
            <span>{count(data.total)}</span>
            <Pager page={page} total={data.total} limit={limit} onChange={onPage} />
          </div>
        </>
      )}
    </QueryList>
  );
}
