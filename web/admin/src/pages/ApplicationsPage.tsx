import { useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { PageHead } from '@/components/PageHead';
import { TabPanel } from '@/components/Tabs';
import { formatWhen } from '../../../console/format';
import { currentLanguage, htmlLang } from '../../../console/i18n';
import s from '../../../console/console.module.css';
import a from '../admin.module.css';
import { APPLY_STATUS } from '../../../../shared/contract/admin-platform';
import { useApplicationCounts, useApplications, type Application } from '../api/applications';
import { ApplyStatus } from './status';
import { PagedList } from '../../../console/QueryList';
import { CountTabs } from './CountTabs';
import { useConsoleTitle } from '../../../console/title';

const PAGE_SIZE = 20;
const TABS = [
  { key: String(APPLY_STATUS.pending), label: 'applications.pending', count: 'pendingNum' },
  { key: String(APPLY_STATUS.approved), label: 'applications.approved', count: 'approvedNum' },
  { key: String(APPLY_STATUS.rejected), label: 'applications.rejected', count: 'rejectedNum' },
  { key: 'all', label: 'applications.all', count: null },
] as const;

const col = createColumnHelper<Application>();

/** A cell's main text and a quieter line under it. */
const withSubLine = (main: ReactNode, sub: string) => (
  <>
    <span>{main}</span>
    <span className={`${s.change} ${s.muted}`}>{sub}</span>
  </>
);

/** /admin/applications: shop applications by state, with each state's count, paged on the server. */
export default function ApplicationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((x) => x.key === params.get('state')) ? params.get('state')! : String(APPLY_STATUS.pending);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const counts = useApplicationCounts();
  const list = useApplications(tab === 'all' ? '' : tab, page, PAGE_SIZE);
  const lang = htmlLang(currentLanguage());

  useConsoleTitle(t('applications.title'));

  const columns = useMemo(
    () => [
      col.accessor('name', {
        header: () => t('applications.shop'),
        cell: (c) =>
          withSubLine(
            <Link className={a.rowLink} to={`/applications/${c.row.original.id}`}>
              {c.getValue()}
            </Link>,
            [c.row.original.categoryName, c.row.original.typeName].filter(Boolean).join(' · '),
          ),
      }),
      col.accessor('realName', { header: () => t('applications.contact'), cell: (c) => withSubLine(c.getValue(), c.row.original.email) }),
      col.accessor('createTime', { header: () => t('applications.submitted'), cell: (c) => <time dateTime={c.getValue().replace(' ', 'T')}>{formatWhen(c.getValue(), lang)}</time> }),
      col.accessor('auditStatus', { header: () => t('applications.state'), cell: (c) => <ApplyStatus status={c.getValue()} /> }),
    ],
    [t, lang],
  );

  const table = useReactTable({ data: list.data?.list ?? [], columns, getCoreRowModel: getCoreRowModel(), manualPagination: true, rowCount: list.data?.total ?? 0 });
  const go = (next: { state?: string; page?: number }) => setParams({ state: next.state ?? tab, page: String(next.page ?? 1) });

  return (
    <>
      <PageHead title={t('applications.title')} />
      <p className={s.lead}>{t('applications.lead')}</p>
      <CountTabs
        label={t('applications.tabs')}
        idPrefix="apply"
        active={tab}
        onChange={(key) => go({ state: key })}
        items={TABS.map((x) => ({ key: x.key, label: t(x.label), count: x.count && (counts.data ? counts.data[x.count] : '·') }))}
      />
      <TabPanel idPrefix="apply" active={tab}>
        <PagedList query={list} empty={t('applications.empty')} emptyClassName={a.empty} table={table} caption={(pages) => t('applications.caption', { page, pages })} count={(count) => t('applications.total', { count })} page={page} limit={PAGE_SIZE} onPage={(p) => go({ page: p })} />
      </TabPanel>
    </>
  );
}
