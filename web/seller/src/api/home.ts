import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { homeOperatingMerData, homeRateResponse, homeTrend, HOME_PATHS as PATH } from '../../../../shared/contract/admin-home';

/**
 * The shop's home screen (docs/api-extensions.md "Orders, refunds, finance and dashboards"): A's
 * MerchantHomeController figures for today and yesterday, the work waiting, and our 30-day trend. Every
 * figure is the signed-in shop's own.
 */
export const homeKeys = {
  all: ['console', 'home'] as const,
  today: ['console', 'home', 'today'] as const,
  work: ['console', 'home', 'work'] as const,
  trend: ['console', 'home', 'trend'] as const,
};

export function useShopToday() {
  return useQuery({ queryKey: homeKeys.today, queryFn: async ({ signal }) => homeRateResponse.lenient.parse(await apiGet<unknown>(PATH.merchantIndex, undefined, signal)) });
}

export function useShopWork() {
  return useQuery({ queryKey: homeKeys.work, queryFn: async ({ signal }) => homeOperatingMerData.lenient.parse(await apiGet<unknown>(PATH.merchantOperating, undefined, signal)) });
}

export function useShopTrend() {
  return useQuery({ queryKey: homeKeys.trend, queryFn: async ({ signal }) => homeTrend.lenient.parse(await apiGet<unknown>(PATH.merchantTrend, { days: 30 }, signal)) });
}
