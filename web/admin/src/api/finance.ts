import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { merchantStatement, PLATFORM_FINANCE_PATHS as PATH } from '../../../../shared/contract/admin-finance';
import { homeOperatingData, homeTrend, platformHomeRateResponse, HOME_PATHS } from '../../../../shared/contract/admin-home';
import type { Read } from '../../../../shared/contract/fields';

/** The finance statement with its CSV, and the platform's home screen (docs/api-extensions.md "Orders, refunds, finance and dashboards"). */

export type Statement = Read<typeof merchantStatement>;

export interface StatementQuery {
  dateType: 'day' | 'month';
  dateLimit: string;
  merId: string;
}

export const financeKeys = {
  all: ['console', 'finance'] as const,
  statement: (q: StatementQuery) => ['console', 'finance', 'statement', q] as const,
  home: ['console', 'finance', 'home'] as const,
  operating: ['console', 'finance', 'operating'] as const,
  trend: ['console', 'finance', 'trend'] as const,
};

const asQuery = (q: StatementQuery) => ({ dateType: q.dateType, dateLimit: q.dateLimit, merId: q.merId || undefined });

export function useStatement(q: StatementQuery) {
  return useQuery({
    queryKey: financeKeys.statement(q),
    queryFn: async ({ signal }) => merchantStatement.lenient.parse(await apiGet<unknown>(PATH.statement, asQuery(q), signal)),
    placeholderData: keepPreviousData,
  });
}

/** The service's CSV of the same statement, saved as a file; the figures are the service's, never recomputed here. */
export function useExportStatement() {
  return useMutation({
    mutationFn: async (q: StatementQuery) => {
      const text = await apiGet<string>(PATH.export, asQuery(q));
      const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `statement-${q.dateType}-${q.dateLimit.replace(',', '_')}.csv`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  });
}

export function usePlatformHome() {
  return useQuery({ queryKey: financeKeys.home, queryFn: async ({ signal }) => platformHomeRateResponse.lenient.parse(await apiGet<unknown>(HOME_PATHS.platformIndex, undefined, signal)) });
}

export function usePlatformOperating() {
  return useQuery({ queryKey: financeKeys.operating, queryFn: async ({ signal }) => homeOperatingData.lenient.parse(await apiGet<unknown>(HOME_PATHS.platformOperating, undefined, signal)) });
}

export function usePlatformTrend() {
  return useQuery({ queryKey: financeKeys.trend, queryFn: async ({ signal }) => homeTrend.lenient.parse(await apiGet<unknown>(HOME_PATHS.platformTrend, { days: 30 }, signal)) });
}
