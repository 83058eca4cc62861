import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from './client';

/** Contract §10: the product collection call takes `{ id, category: "store" }`. */
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
        qc.invalidateQueries({ queryKey: ['collect'] }),
        qc.invalidateQueries({ queryKey: ['product', 'detail', v.productId] }),
      ]);
    },
  });
}
