import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost } from './client';
import { bool, imageList, listOf, money, num, pageOf, text } from './wire';
import { productCardSchema, type ProductListQuery } from './product';

const miniProductSchema = z.object({ id: num, storeName: text, image: text, price: money, sales: num, ficti: num });

export const merchantCardSchema = z.object({
  id: num,
  name: text,
  categoryId: num,
  typeId: num,
  isSelf: bool,
  backImage: text,
  avatar: text,
  streetBackImage: text,
  starLevel: num,
  proList: listOf(miniProductSchema),
});
export type MerchantCard = z.output<typeof merchantCardSchema>;

const merchantPage = pageOf(merchantCardSchema);

export function useMerchantStreet(page: number, limit: number) {
  return useQuery({
    queryKey: ['merchant', 'street', page, limit],
    queryFn: async ({ signal }) => merchantPage.parse(await apiGet<unknown>('/api/front/merchant/street', { page, limit }, signal)),
    placeholderData: keepPreviousData,
  });
}

export interface StoreSearchQuery {
  keywords?: string;
  categoryId?: number;
  typeId?: number;
  isSelf?: boolean;
  page: number;
  limit: number;
}

export function useStoreSearch(q: StoreSearchQuery, enabled = true) {
  return useQuery({
    queryKey: ['merchant', 'search', q],
    queryFn: async ({ signal }) => merchantPage.parse(await apiGet<unknown>('/api/front/merchant/search/list', { ...q }, signal)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

const merchantInfoSchema = z.object({
  id: num,
  name: text,
  categoryId: num,
  typeId: num,
  isSelf: bool,
  backImage: text,
  avatar: text,
  starLevel: num,
  isCollect: bool,
  pcBanner: z.unknown().transform(imageList),
  pcBackImage: text,
});

export function useMerchantInfo(id: number) {
  return useQuery({
    queryKey: ['merchant', 'info', id],
    queryFn: async ({ signal }) => merchantInfoSchema.parse(await apiGet<unknown>(`/api/front/merchant/index/info/${id}`, undefined, signal)),
    enabled: id > 0,
  });
}

const merchantDetailSchema = z.object({
  id: num,
  realName: text,
  email: text,
  phone: text,
  address: text,
  qualificationPicture: z.unknown().transform(imageList),
  intro: text,
  createTime: text,
  collectNum: num,
});

export function useMerchantDetail(id: number) {
  return useQuery({
    queryKey: ['merchant', 'detail', id],
    queryFn: async ({ signal }) => merchantDetailSchema.parse(await apiGet<unknown>(`/api/front/merchant/detail/${id}`, undefined, signal)),
    enabled: id > 0,
  });
}

export interface MerchantCategoryNode {
  id: number;
  name: string;
  childList: MerchantCategoryNode[];
}
const merchantCategorySchema: z.ZodType<MerchantCategoryNode> = z.lazy(() =>
  z.object({ id: num, name: text, childList: listOf(merchantCategorySchema) }),
);

export function useMerchantCategoryTree(merId: number) {
  return useQuery({
    queryKey: ['merchant', 'categoryTree', merId],
    queryFn: async ({ signal }) =>
      listOf(merchantCategorySchema).parse(await apiGet<unknown>(`/api/front/product/merchant/${merId}/category/list`, undefined, signal)),
    enabled: merId > 0,
  });
}

export function useMerchantProducts(merId: number, q: ProductListQuery) {
  return useQuery({
    queryKey: ['merchant', 'products', merId, q],
    queryFn: async ({ signal }) =>
      pageOf(productCardSchema).parse(await apiGet<unknown>('/api/front/product/merchant/pro/list', { merId, ...q }, signal)),
    placeholderData: keepPreviousData,
    enabled: merId > 0,
  });
}



/** Follow / unfollow a shop; every merchant view that shows the follow state refreshes. */
export function useFollowMerchant() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ merId, follow }: { merId: number; follow: boolean }) =>
      apiPost<unknown>(follow ? `/api/front/collect/add/merchant/${merId}` : `/api/front/collect/cancel/merchant/${merId}`),
    onSuccess: async () => {
      await Promise.all([qc.invalidateQueries({ queryKey: ['merchant'] }), qc.invalidateQueries({ queryKey: ['collect'] }), qc.invalidateQueries({ queryKey: ['product', 'detail'] })]);
    },
  });
}
