import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiGet, apiPost, request } from '@/api/client';
import {
  MERCHANT_PRODUCT_PATHS as PATHS,
  adminProductListItem,
  adminProductPage,
  productTabsHeaders,
  storeProductCategoryList,
  storeProductInfo,
  type adminProductSearchRequest,
  type storeProductAddRequest,
  type storeProductCategoryRequest,
} from '../../../../shared/contract/admin-product';
import { uploadedImage } from '../../../../shared/contract/user';
import type { Read } from '../../../../shared/contract/fields';
import { consoleKeys } from '../../../console/api';
import { useWriteAndRefresh } from '../../../console/writes';

/**
 * The merchant console's catalogue calls (docs/api-extensions.md "Admin side (consoles)", "Catalogue"):
 * products, their tabs and shelf state, and the shop's own categories, through the console's BFF group.
 */
export type ProductRow = Read<typeof adminProductListItem>;
export type ProductInfo = Read<typeof storeProductInfo>;
export type ShopCategory = Read<typeof storeProductCategoryList>[number];
type ProductListQuery = Pick<z.output<typeof adminProductSearchRequest>, 'type' | 'keywords'>;
export type ProductSaveBody = z.input<typeof storeProductAddRequest>;
type ShopCategoryBody = z.input<typeof storeProductCategoryRequest>;

export const productKeys = {
  all: [...consoleKeys.all, 'products'] as const,
  tabs: [...consoleKeys.all, 'products', 'tabs'] as const,
  list: (query: ProductListQuery, page: number, limit: number) => [...consoleKeys.all, 'products', 'list', query, page, limit] as const,
  info: (id: number) => [...consoleKeys.all, 'products', 'info', id] as const,
  categories: [...consoleKeys.all, 'products', 'categories'] as const,
};

export function useProductTabs() {
  return useQuery({
    queryKey: productKeys.tabs,
    queryFn: async ({ signal }) => productTabsHeaders.lenient.parse(await apiGet<unknown>(PATHS.tabsHeaders, undefined, signal)),
  });
}

export function useProductList(query: ProductListQuery, page: number, limit: number) {
  return useQuery({
    queryKey: productKeys.list(query, page, limit),
    queryFn: async ({ signal }) => adminProductPage.lenient.parse(await apiGet<unknown>(PATHS.list, { ...query, page, limit }, signal)),
    placeholderData: keepPreviousData,
  });
}

const readInfo = async (id: number, signal?: AbortSignal) => storeProductInfo.lenient.parse(await apiGet<unknown>(`${PATHS.info}/${id}`, undefined, signal));

export function useProductInfo(id: number) {
  return useQuery({
    queryKey: productKeys.info(id),
    queryFn: ({ signal }) => readInfo(id, signal),
    enabled: id > 0,
    // The form copies the answer once; a background refresh would not reach it.
    staleTime: Infinity,
  });
}

/** The product as last saved, read afresh past the cache: what a conflict compares against. */
export const fetchProductInfo = (id: number): Promise<ProductInfo> => readInfo(id);

/** Save a new product or update one (`id` and `version` set); the form words its own failures. */
export function useSaveProduct() {
  return useWriteAndRefresh((body: ProductSaveBody) => apiPost<unknown>(body.id ? PATHS.update : PATHS.save, body), productKeys.all, { ownErrors: true });
}

export type ShelfAction = 'putOn' | 'takeOff' | 'recycle' | 'restore' | 'delete';

const shelfCall: Record<ShelfAction, (id: number) => [string, Record<string, string>?]> = {
  putOn: (id) => [`${PATHS.putOnShell}/${id}`],
  takeOff: (id) => [`${PATHS.offShell}/${id}`],
  recycle: (id) => [`${PATHS.delete}/${id}`, { type: 'recycle' }],
  restore: (id) => [`${PATHS.restore}/${id}`],
  delete: (id) => [`${PATHS.delete}/${id}`, { type: 'delete' }],
};

/** Shelf and recycle-bin moves: A makes them GETs, which the BFF still guards with the CSRF header. */
export function useShelfAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ShelfAction }) => {
      const [path, query] = shelfCall[action](id);
      return apiGet<unknown>(path, query);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export function useShopCategories() {
  return useQuery({
    queryKey: productKeys.categories,
    queryFn: async ({ signal }) => storeProductCategoryList.lenient.parse(await apiGet<unknown>(PATHS.categoryList, undefined, signal)),
  });
}

/** Add (no `id`) or update a shop category: a rename and a move in the order are both updates. */
export function useSaveShopCategory() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: ShopCategoryBody) => apiPost<unknown>(body.id ? PATHS.categoryUpdate : PATHS.categoryAdd, body),
    onSettled: () => qc.invalidateQueries({ queryKey: productKeys.categories }),
  });
}

export function useDeleteShopCategory() {
  return useWriteAndRefresh((id: number) => apiPost<unknown>(`${PATHS.categoryDelete}/${id}`), productKeys.categories, { ownErrors: true });
}

/** A's MerchantUploadController: POST .../upload/image, multipart field `multipart`, `model` and `pid` in the query. */
export async function uploadProductPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('multipart', file, file.name);
  const data = await request<unknown>('/api/admin/merchant/upload/image', { method: 'POST', form, query: { model: 'product', pid: 1 } });
  const { url } = uploadedImage.lenient.parse(data);
  // Without a URL the picture is stored nowhere the product could point to.
  if (!url) throw new Error('The upload answer carries no picture URL');
  return url;
}
