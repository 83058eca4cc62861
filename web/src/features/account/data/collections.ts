import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost } from '../../../api/client';
import { money, num, pageOf, text } from '@/api/wire';

/** The account area's collection calls (contract §10), on shop's ['collect'] key prefix. */
const productSchema = z.object({ id: num, productId: num, createTime: text, storeName: text, image: text, price: money });
export type CollectedProduct = z.output<typeof productSchema>;
const merchantSchema = z.object({ merId: num, merName: text, merAvatar: text, createTime: text });
export type FollowedShop = z.output<typeof merchantSchema>;

export const collectKeys = {
  all: ['collect'] as const,
  products: (page: number) => ['collect', 'products', page] as const,
  shops: (page: number) => ['collect', 'shops', page] as const,
};

export function useCollectedProducts(page: number) {
  return useQuery({
    queryKey: collectKeys.products(page),
    queryFn: async ({ signal }) => pageOf(productSchema).parse(await apiGet('/api/front/collect/product/list', { page, limit: 20 }, signal)),
  });
}

export function useFollowedShops(page: number) {
  return useQuery({
    queryKey: collectKeys.shops(page),
    queryFn: async ({ signal }) => pageOf(merchantSchema).parse(await apiGet('/api/front/collect/merchant/list', { page, limit: 20 }, signal)),
  });
}

function useCollectMutation(fn: (id: number) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      // Product and shop pages show a like/follow state of their own.
      await Promise.all([qc.invalidateQueries({ queryKey: collectKeys.all }), qc.invalidateQueries({ queryKey: ['product'] }), qc.invalidateQueries({ queryKey: ['merchant'] }), qc.invalidateQueries({ queryKey: ['user', 'info'] })]);
    },
  });
}

export const useRemoveProduct = () => useCollectMutation((productId) => apiPost<unknown>(`/api/front/collect/cancel/${productId}`));
export const useUnfollowShop = () => useCollectMutation((merId) => apiPost<unknown>(`/api/front/collect/cancel/merchant/${merId}`));
