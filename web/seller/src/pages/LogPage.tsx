import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { PageHead } from '@/components/PageHead';
import { Pager } from '@/components/Pager';
import { StatusBadge } from '@/components/StatusBadge';
import { Button } from '@/components/Button';
import { useOperationLog, type LogEntry } from '../api/console';
import { consoleError } from '../errors';
import { currentLanguage, htmlLang } from '../i18n';
import { ShellSkeleton } from './Shell';
import s from '../console.module.css';

const PAGE_SIZE = 20;

interface Change {
  field: string;
  before: string;
  after: string;
}

/** The entry's `changes`: a JSON object of `{ field: { before, after } }`; anything else reads as none. */
function readChanges(raw: string): Change[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return [];
    return Object.entries(parsed as Record<string, unknown>).map(([field, v]) => {
      const pair = (v && typeof v === 'object' ? v : {}) as { before?: unknown; after?: unknown };
      const show = (x: unknown) => (x === undefined || x === null || x === '' ? '—' : typeof x === 'string' ? x : JSON.stringify(x));
      return { field, before: show(pair.before), after: show(pair.after) };
    });
  } catch {
    return [];
  }
}

/** The service's `yyyy-MM-dd HH:mm:ss` in the merchant's language (the time stays the shop's). */
function formatWhen(raw: string, lang: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(raw);
  if (!m) return raw;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

const col = createColumnHelper<LogEntry>();

/** /seller/log: the shop's operation log, newest first, paged on the server. */
export default function LogPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useOperationLog(page, PAGE_SIZE);
  const lang = htmlLang(currentLanguage());

  const columns = useMemo(
    () => [
      col.accessor('createTime', { header: () => t('log.when'), cell: (c) => <time dateTime={c.getValue().replace(' ', 'T')}>{formatWhen(c.getValue(), lang)}</time> }),
      col.accessor('adminAccount', { header: () => t('log.who'), cell: (c) => c.getValue() || t('log.unknown') }),
      col.accessor('description', {
        header: () => t('log.what'),
        cell: (c) => (
          <>
            <span>{c.getValue() || c.row.original.method}</span>
            <span className={`${s.change} ${s.muted}`}>
              {c.row.original.requestMethod} {c.row.original.url}
            </span>
          </>
        ),
      }),
      col.accessor('changes', {
        header: () => t('log.changes'),
        cell: (c) => {
          const list = readChanges(c.getValue());
          if (list.length === 0) return <span className={s.muted}>{t('log.noChanges')}</span>;
          return list.map((ch) => (
            <span key={ch.field} className={s.change}>
              <strong>{ch.field}</strong>: <span className={s.before}>{ch.before}</span> → <span className={s.after}>{ch.after}</span>
            </span>
          ));
        },
      }),
      col.accessor('status', {
        header: () => t('log.result'),
        // A's SensitiveMethodLog: status 1 (result `success`) is a done action.
        cell: (c) => (c.getValue() === 1 || c.row.original.result === 'success' ? <StatusBadge tone="success">{t('log.ok')}</StatusBadge> : <StatusBadge tone="danger">{t('log.failed')}</StatusBadge>),
      }),
      col.accessor('ip', { header: () => t('log.ip'), cell: (c) => c.getValue() || '—' }),
    ],
    // The headers follow the language; i18n.language names the change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang, i18n.language],
  );

  const table = useReactTable({
    data: log.data?.list ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    rowCount: log.data?.total ?? 0,
  });

  return (
    <>
      <PageHead title={t('log.title')} />
      <p className={s.lead}>{t('log.lead')}</p>
      {log.isPending ? (
        <ShellSkeleton />
      ) : log.error ? (
        <div className={s.card} role="alert">
          <p className={s.cardText}>{consoleError(log.error, t)}</p>
          <div className={s.actions}>
            <Button variant="secondary" onClick={() => void log.refetch()}>
              {t('common:action.retry')}
            </Button>
          </div>
        </div>
      ) : log.data.list.length === 0 ? (
        <div className={s.card}>
          <p className={s.cardText}>{t('log.empty')}</p>
        </div>
      ) : (
        <>
          <div className={s.tableWrap}>
            <table className={s.table} aria-busy={log.isFetching || undefined}>
              <caption className="visually-hidden">{t('log.caption', { page: log.data.page, pages: Math.max(1, Math.ceil(log.data.total / PAGE_SIZE)) })}</caption>
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
          <div className={s.tableFoot}>
            <span>{t('log.total', { count: log.data.total })}</span>
            <Pager page={page} total={log.data.total} limit={PAGE_SIZE} onChange={setPage} />
          </div>
        </>
      )}
    </>
  );
}
