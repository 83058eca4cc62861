import { useQuery } from '@tanstack/react-query';
import { apiGet } from './client';
import { list } from '../../../shared/contract/fields';
import { keyword } from '../../../shared/contract/catalog';
import { productKeys } from './product';

/** The search box's lists live under the product and shop domains they describe (shop types and
 * categories: api/merchant.ts). */
export const searchKeys = {
  hotKeywords: productKeys.hotKeywords,
};

const keywordSchema = list(keyword).lenient;

/** Hot search terms as the cache holds them; the upstream answers null when none are configured. */
export function parseHotKeywords(data: unknown) {
  return keywordSchema.parse(data).filter((k) => k.title.trim() !== '');
}

export function useHotKeywords() {
  return useQuery({
    queryKey: searchKeys.hotKeywords,
    queryFn: async ({ signal }) => parseHotKeywords(await apiGet<unknown>('/api/front/search/keyword', undefined, signal)),
    staleTime: 10 * 60_000,
  });
}
