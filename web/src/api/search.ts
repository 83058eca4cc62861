import { useQuery } from '@tanstack/react-query';
import { apiGet } from './client';
import { list } from '../../../shared/contract/fields';
import { keyword } from '../../../shared/contract/catalog';
import { merchantOption } from '../../../shared/contract/merchant';

const keywordSchema = list(keyword).lenient;

/** Hot search terms; the upstream answers null when none are configured. */
export function useHotKeywords() {
  return useQuery({
    queryKey: ['product', 'hotKeywords'],
    queryFn: async ({ signal }) =>
      keywordSchema.parse(await apiGet<unknown>('/api/front/search/keyword', undefined, signal)).filter((k) => k.title.trim() !== ''),
    staleTime: 10 * 60_000,
  });
}

const namedSchema = list(merchantOption).lenient;

export function useMerchantTypes() {
  return useQuery({
    queryKey: ['merchant', 'types'],
    queryFn: async ({ signal }) => namedSchema.parse(await apiGet<unknown>('/api/front/merchant/all/type/list', undefined, signal)),
    staleTime: 10 * 60_000,
  });
}

export function useMerchantCategories() {
  return useQuery({
    queryKey: ['merchant', 'categories'],
    queryFn: async ({ signal }) => namedSchema.parse(await apiGet<unknown>('/api/front/merchant/all/category/list', undefined, signal)),
    staleTime: 10 * 60_000,
  });
}
