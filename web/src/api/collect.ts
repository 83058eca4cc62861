import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import { pick } from '../../../shared/contract/fields';
import { page as pageOf } from '../../../shared/contract/common';
import { collectedProduct, followedShop } from '../../../shared/contract/user';
import { userKeys } from './user';
import { productKeys } from './product';
import { merchantKeys } from './merchant';

export const collectKeys = {
  all: ['collect'] as const,
  products: (page: number) => ['collect', 'products', page] as const,
  shops: (page: number) => ['collect', 'shops', page] as const,
};

/** docs/upstream-contract.md §10: the product collection call takes `{ id, category: "store" }`. */
export const addProductCollect = (productId: number) => apiPost<unknown>('/api/front/collect/add/product', { id: productId, category: 'store' });
export const cancelProductCollect = (productId: number) => apiPost<unknown>(`/api/front/collect/cancel/${productId}`);
export const batchCollectProducts = (productIds: number[]) =>
  apiPost<unknown>('/api/front/collect/batch/product', { id: productIds, category: 'store' });

export function useToggleProductCollect() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, collect }: { productId: number; collect: boolean }) =>
      collect ? addProductCollect(productId) : cancelProductCollect(productId),
    onSuccess: async (_d, v) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: collectKeys.all }),
        qc.invalidateQueries({ queryKey: productKeys.detail(v.productId) }),
      ]);
    },
  });
}

/** The shopper's liked products and followed shops (account area). */
const productSchema = collectedProduct;
const merchantSchema = pick(followedShop, ['merId', 'merName', 'merAvatar', 'createTime']);

export function useCollectedProducts(page: number) {
  return useQuery({
    queryKey: collectKeys.products(page),
    queryFn: async ({ signal }) => pageOf(productSchema).lenient.parse(await apiGet('/api/front/collect/product/list', { page, limit: 20 }, signal)),
  });
}

export function useFollowedShops(page: number) {
  return useQuery({
    queryKey: collectKeys.shops(page),
    queryFn: async ({ signal }) => pageOf(merchantSchema).lenient.parse(await apiGet('/api/front/collect/merchant/list', { page, limit: 20 }, signal)),
  });
}

function useCollectMutation(fn: (id: number) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      // Product and shop pages show a like/follow state of their own.
      await Promise.all([qc.invalidateQueries({ queryKey: collectKeys.all }), qc.invalidateQueries({ queryKey: productKeys.all }), qc.invalidateQueries({ queryKey: merchantKeys.all }), qc.invalidateQueries({ queryKey: userKeys.info })]);
    },
  });
}

export const useRemoveProduct = () => useCollectMutation((productId) => apiPost<unknown>(`/api/front/collect/cancel/${productId}`));
export const useUnfollowShop = () => useCollectMutation((merId) => apiPost<unknown>(`/api/front/collect/cancel/merchant/${merId}`));

/** Follow / unfollow a shop; every merchant view that shows the follow state refreshes. */
export function useFollowMerchant() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ merId, follow }: { merId: number; follow: boolean }) =>
      apiPost<unknown>(follow ? `/api/front/collect/add/merchant/${merId}` : `/api/front/collect/cancel/merchant/${merId}`),
    onSuccess: async () => {
      await Promise.all([qc.invalidateQueries({ queryKey: merchantKeys.all }), qc.invalidateQueries({ queryKey: collectKeys.all }), qc.invalidateQueries({ queryKey: productKeys.details })]);
    },
  });
}
