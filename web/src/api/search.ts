import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from './client';
import { listOf, num, text } from './wire';

const keywordSchema = listOf(z.object({ id: num, title: text }));

/** Hot search terms as the cache holds them; the upstream answers null when none are configured. */
export function parseHotKeywords(data: unknown) {
  return keywordSchema.parse(data).filter((k) => k.title.trim() !== '');
}

export function useHotKeywords() {
  return useQuery({
    queryKey: ['product', 'hotKeywords'],
    queryFn: async ({ signal }) => parseHotKeywords(await apiGet<unknown>('/api/front/search/keyword', undefined, signal)),
    staleTime: 10 * 60_000,
  });
}

const namedSchema = listOf(z.object({ id: num, name: text }));

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
