import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from './client';
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

export interface StoreSearchQuery {
  keywords?: string;
  categoryId?: number;
  typeId?: number;
  isSelf?: boolean;
  page: number;
  limit: number;
}

/** Every shop-shaped answer sits under ['merchant'], so following a shop refreshes them all at once. */
export const merchantKeys = {
  all: ['merchant'] as const,
  street: (page: number, limit: number) => ['merchant', 'street', page, limit] as const,
  search: (q: StoreSearchQuery) => ['merchant', 'search', q] as const,
  info: (id: number) => ['merchant', 'info', id] as const,
  detail: (id: number) => ['merchant', 'detail', id] as const,
  categoryTree: (merId: number) => ['merchant', 'categoryTree', merId] as const,
  products: (merId: number, q: ProductListQuery) => ['merchant', 'products', merId, q] as const,
  types: ['merchant', 'types'] as const,
  categories: ['merchant', 'categories'] as const,
};

export function useMerchantStreet(page: number, limit: number) {
  return useQuery({
    queryKey: merchantKeys.street(page, limit),
    queryFn: async ({ signal }) => merchantPage.parse(await apiGet<unknown>('/api/front/merchant/street', { page, limit }, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useStoreSearch(q: StoreSearchQuery, enabled = true) {
  return useQuery({
    queryKey: merchantKeys.search(q),
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
    queryKey: merchantKeys.info(id),
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
    queryKey: merchantKeys.detail(id),
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
    queryKey: merchantKeys.categoryTree(merId),
    queryFn: async ({ signal }) =>
      listOf(merchantCategorySchema).parse(await apiGet<unknown>(`/api/front/product/merchant/${merId}/category/list`, undefined, signal)),
    enabled: merId > 0,
  });
}

export function useMerchantProducts(merId: number, q: ProductListQuery) {
  return useQuery({
    queryKey: merchantKeys.products(merId, q),
    queryFn: async ({ signal }) =>
      pageOf(productCardSchema).parse(await apiGet<unknown>('/api/front/product/merchant/pro/list', { merId, ...q }, signal)),
    placeholderData: keepPreviousData,
    enabled: merId > 0,
  });
}
