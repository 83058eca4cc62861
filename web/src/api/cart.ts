import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import { list, pick, type Read } from '../../../shared/contract/fields';
import type { z } from 'zod/mini';
import { cartGroup, cartLine, type cartDeleteBody, type cartNumBody, type cartResetBody, type cartSaveBody } from '../../../shared/contract/cart';
import { batchCollectProducts, collectKeys } from './collect';
import { cartCountKeys } from './cartCount';

/** The fields of a cart line the cart page reads. */
const cartLineRead = pick(cartLine, ['id', 'productId', 'productAttrUnique', 'cartNum', 'image', 'storeName', 'suk', 'price', 'attrStatus', 'stock', 'invalidReason']);
export type CartLine = Read<typeof cartLineRead>;
const cartGroupRead = pick(cartGroup, ['merId', 'merName'], { cartInfoList: list(cartLineRead) });
export type CartGroup = Read<typeof cartGroupRead>;
const cartList = list(cartGroupRead);

export const cartKeys = {
  all: cartCountKeys.all,
  list: (valid: boolean) => ['cart', 'list', valid] as const,
};

export function useCartList(valid: boolean) {
  return useQuery({
    queryKey: cartKeys.list(valid),
    queryFn: async ({ signal }) => cartList.lenient.parse(await apiGet<unknown>('/api/front/cart/list', { isValid: valid }, signal)),
  });
}

export type CartSaveLine = z.output<typeof cartSaveBody>[number];
type CartResetInput = z.output<typeof cartResetBody>;

/** POST /cart/save takes a JSON array (docs/upstream-contract.md §4). */
export const saveToCart = (lines: CartSaveLine[]) => apiPost<unknown>('/api/front/cart/save', lines);
export const setCartNum = (id: number, number: number) => apiPost<unknown>('/api/front/cart/num', { id, number } satisfies z.output<typeof cartNumBody>);
const deleteCartLines = (ids: number[]) => apiPost<unknown>('/api/front/cart/delete', { ids } satisfies z.output<typeof cartDeleteBody>);
export const resetCartLine = (body: CartResetInput) =>
  apiPost<unknown>('/api/front/cart/resetcart', body);

/** Every cart mutation invalidates ['cart'], which also refreshes the header and floating counts. */
export function useCartMutation<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

export function useAddToCart() {
  return useCartMutation((line: CartSaveLine) => saveToCart([line]));
}

/** Remove cart lines; the cart reloads whether or not the server took them all. */
export function useDeleteCartLines() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteCartLines,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}

/** Like the products of some cart lines, then take the lines out of the cart. */
export function useMoveToFavourites() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ productIds, lineIds }: { productIds: number[]; lineIds: number[] }) => {
      await batchCollectProducts(productIds);
      await deleteCartLines(lineIds);
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: collectKeys.all });
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
