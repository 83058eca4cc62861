import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Button } from '@/components/Button';
import { PageHead } from '@/components/PageHead';
import { Select } from '@/components/Select';
import { DataTable, LoadFailure } from '../../../../console/DataTable';
import { dashboardStyles as d, StatTile } from '../../../../console/DashboardParts';
import { useMoney } from '../../../../console/currency';
import { currentLanguage, htmlLang } from '../../../../console/i18n';
import { ShellSkeleton } from '../../../../console/Shell';
import s from '../../../../console/console.module.css';
import f from './finance.module.css';
import { useExportStatement, useStatement, type Statement, type StatementQuery } from '../../api/finance';
import { useShops } from '../../api/shops';
import { useConsoleTitle } from '../../../../console/title';

const PERIODS = ['lately7', 'lately30', 'month', 'preMonth', 'year', 'preYear'] as const;

type Row = Statement['list'][number];
type ShopRow = Statement['merchants'][number];

const row = createColumnHelper<Row>();
const shopCol = createColumnHelper<ShopRow>();

/**
 * /admin/finance: per shop and per day or month, what shoppers paid, what went back, the platform's commission
 * and what each shop is owed, with the totals; the same statement downloads as CSV from the service, so the
 * file and the screen always show the same figures.
 */
export default function FinancePage() {
  const { t } = useTranslation();
  const lang = htmlLang(currentLanguage());
  const [params, setParams] = useSearchParams();
  const q: StatementQuery = {
    dateType: params.get('by') === 'month' ? 'month' : 'day',
    dateLimit: (PERIODS as readonly string[]).includes(params.get('period') ?? '') ? params.get('period')! : 'lately30',
    merId: params.get('shop') ?? '',
  };
  const statement = useStatement(q);
  const shops = useShops({ isSwitch: '', typeId: '', categoryId: '', keywords: '', page: 1 }, 100);
  const exporter = useExportStatement();
  const money = useMoney();
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };

  useConsoleTitle(t('finance.title'));

  const num = (v: string | number, isMoney = true) => <span className={f.num}>{isMoney ? money(String(v)) : v}</span>;
  const figureColumns = <T extends Row | ShopRow>(c: ReturnType<typeof createColumnHelper<T>>) => [
    c.accessor((x) => x.orderNum, { id: 'orderNum', header: () => t('finance.col.orders'), cell: (x) => num(x.getValue(), false) }),
    c.accessor((x) => x.orderPayAmount, { id: 'orderPayAmount', header: () => t('finance.col.sales'), cell: (x) => num(x.getValue()) }),
    c.accessor((x) => x.refundAmount, { id: 'refundAmount', header: () => t('finance.col.refunds'), cell: (x) => num(x.getValue()) }),
    c.accessor((x) => x.handlingFee, { id: 'handlingFee', header: () => t('finance.col.commission'), cell: (x) => num(x.getValue()) }),
    c.accessor((x) => x.merchantTransferAmount, { id: 'merchantTransferAmount', header: () => t('finance.col.owed'), cell: (x) => <strong>{num(x.getValue())}</strong> }),
  ];

  const shopColumns = useMemo(
    () => [
      shopCol.accessor('merName', { header: () => t('finance.col.shop') }),
      shopCol.accessor('commissionRate', { header: () => t('finance.col.rate'), cell: (x) => <span className={f.num}>{`${x.getValue()}%`}</span> }),
      ...figureColumns(shopCol),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang, money],
  );
  const rowColumns = useMemo(
    () => [
      row.accessor('dataDate', { header: () => (q.dateType === 'month' ? t('finance.col.month') : t('finance.col.day')), cell: (x) => <span className={f.num}>{x.getValue()}</span> }),
      row.accessor('merName', { header: () => t('finance.col.shop') }),
      ...figureColumns(row),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang, money, q.dateType],
  );
  const shopTable = useReactTable({ data: statement.data?.merchants ?? [], columns: shopColumns, getCoreRowModel: getCoreRowModel() });
  const rowTable = useReactTable({ data: statement.data?.list ?? [], columns: rowColumns, getCoreRowModel: getCoreRowModel() });

  const total = statement.data?.total;
  return (
    <>
      <PageHead
        title={t('finance.title')}
        actions={
          <Button variant="secondary" loading={exporter.isPending} disabled={!statement.data} onClick={() => exporter.mutate(q)}>
            {t('finance.export')}
          </Button>
        }
      />
      <p className={f.rule}>{t('finance.rule')}</p>
      <div className={f.filters}>
        <Select label={t('finance.by')} value={q.dateType} onChange={(e) => set('by', e.target.value === 'day' ? '' : e.target.value)}>
          <option value="day">{t('finance.byDay')}</option>
          <option value="month">{t('finance.byMonth')}</option>
        </Select>
        <Select label={t('finance.period')} value={q.dateLimit} onChange={(e) => set('period', e.target.value)}>
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`finance.periods.${p}`)}
            </option>
          ))}
        </Select>
        <Select label={t('finance.shop')} value={q.merId} onChange={(e) => set('shop', e.target.value)}>
          <option value="">{t('finance.allShops')}</option>
          {(shops.data?.list ?? []).map((shop) => (
            <option key={shop.id} value={String(shop.id)}>
              {shop.name}
            </option>
          ))}
        </Select>
      </div>
      {statement.error ? (
        <LoadFailure error={statement.error} onRetry={() => void statement.refetch()} />
      ) : !statement.data || !total ? (
        <ShellSkeleton />
      ) : (
        <div aria-busy={statement.isFetching || undefined}>
          <p className={s.cardText}>{t('finance.range', { from: statement.data.startDate, to: statement.data.endDate })}</p>
          <ul className={d.tiles} aria-label={t('finance.totals')}>
            <StatTile label={t('finance.col.sales')} value={money(total.orderPayAmount)} note={t('finance.orders', { count: total.orderNum })} />
            <StatTile label={t('finance.col.refunds')} value={money(total.refundAmount)} note={t('finance.refunds', { count: total.refundNum })} />
            <StatTile label={t('finance.col.commission')} value={money(total.handlingFee)} />
            <StatTile label={t('finance.col.owed')} value={money(total.merchantTransferAmount)} />
          </ul>
          {statement.data.list.length === 0 ? (
            <div className={s.card}>
              <p className={s.cardText}>{t('finance.empty')}</p>
            </div>
          ) : (
            <>
              <section className={f.section} aria-labelledby="by-shop">
                <h2 id="by-shop" className={f.sectionTitle}>
                  {t('finance.byShop')}
                </h2>
                <DataTable table={shopTable} busy={statement.isFetching} caption={t('finance.byShop')} />
              </section>
              <section className={f.section} aria-labelledby="by-period">
                <h2 id="by-period" className={f.sectionTitle}>
                  {q.dateType === 'month' ? t('finance.byMonthTitle') : t('finance.byDayTitle')}
                </h2>
                <DataTable table={rowTable} busy={statement.isFetching} caption={q.dateType === 'month' ? t('finance.byMonthTitle') : t('finance.byDayTitle')} />
              </section>
            </>
          )}
        </div>
      )}
    </>
  );
}
