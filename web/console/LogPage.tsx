import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { PageHead } from '@/components/PageHead';
import { StatusBadge } from '@/components/StatusBadge';
import { useOperationLog, type LogEntry } from './api';
import { formatWhen } from './format';
import { currentLanguage, htmlLang } from './i18n';
import s from './console.module.css';
import { PagedList } from './QueryList';

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

const col = createColumnHelper<LogEntry>();

/** The operation log (/seller/log, /admin/log): the console's changes, newest first, paged on the server. */
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
      <PagedList query={log} empty={t('log.empty')} table={table} caption={(pages, data) => t('log.caption', { page: data.page, pages })} count={(count) => t('log.total', { count })} page={page} limit={PAGE_SIZE} onPage={setPage} />
    </>
  );
}
