import { useQuery } from '@tanstack/react-query';
import { apiGet } from './client';
import { list } from '../../../shared/contract/fields';
import { keyword } from '../../../shared/contract/catalog';
import { merchantOption } from '../../../shared/contract/merchant';
import { productKeys } from './product';
import { merchantKeys } from './merchant';

/** The search box's lists live under the product and shop domains they describe. */
export const searchKeys = {
  hotKeywords: productKeys.hotKeywords,
  merchantTypes: merchantKeys.types,
  merchantCategories: merchantKeys.categories,
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

const namedSchema = list(merchantOption).lenient;

export function useMerchantTypes() {
  return useQuery({
    queryKey: searchKeys.merchantTypes,
    queryFn: async ({ signal }) => namedSchema.parse(await apiGet<unknown>('/api/front/merchant/all/type/list', undefined, signal)),
    staleTime: 10 * 60_000,
  });
}

export function useMerchantCategories() {
  return useQuery({
    queryKey: searchKeys.merchantCategories,
    queryFn: async ({ signal }) => namedSchema.parse(await apiGet<unknown>('/api/front/merchant/all/category/list', undefined, signal)),
    staleTime: 10 * 60_000,
  });
}
