import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { merchantBaseInfo } from '../../../../shared/contract/admin-platform';

/**
 * Whether the signed-in staff's shop is open, and why the marketplace closed it (A's GET
 * /api/admin/merchant/base/info, which every account may read). The key sits under the shop settings'
 * prefix, so opening or closing the shop in its settings refreshes every notice that reads it.
 */
export const shopStateKeys = {
  base: ['console', 'shop-settings', 'base'] as const,
};

export function useShopState() {
  return useQuery({
    queryKey: shopStateKeys.base,
    queryFn: async ({ signal }) => merchantBaseInfo.lenient.parse(await apiGet<unknown>('/api/admin/merchant/base/info', undefined, signal)),
  });
}
