import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from './client';
import { list, pick, type Read } from '../../../shared/contract/fields';
import { page as pageOf } from '../../../shared/contract/common';
import { productCard } from '../../../shared/contract/catalog';
import { merchantCard, merchantCategory, merchantDetail, merchantInfo, merchantOption } from '../../../shared/contract/merchant';
import type { ProductListQuery } from './product';

export type MerchantCard = Read<typeof merchantCard>;

const merchantPage = pageOf(merchantCard).lenient;

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

const merchantInfoRead = pick(merchantInfo, ['id', 'name', 'categoryId', 'typeId', 'isSelf', 'backImage', 'avatar', 'starLevel', 'isCollect', 'pcBanner', 'pcBackImage', 'isSwitch']);
const merchantInfoSchema = merchantInfoRead.lenient;

export function useMerchantInfo(id: number) {
  return useQuery({
    queryKey: merchantKeys.info(id),
    queryFn: async ({ signal }) => merchantInfoSchema.parse(await apiGet<unknown>(`/api/front/merchant/index/info/${id}`, undefined, signal)),
    enabled: id > 0,
  });
}

const merchantDetailSchema = merchantDetail.lenient;

export function useMerchantDetail(id: number) {
  return useQuery({
    queryKey: merchantKeys.detail(id),
    queryFn: async ({ signal }) => merchantDetailSchema.parse(await apiGet<unknown>(`/api/front/merchant/detail/${id}`, undefined, signal)),
    enabled: id > 0,
  });
}

export function useMerchantCategoryTree(merId: number) {
  return useQuery({
    queryKey: merchantKeys.categoryTree(merId),
    queryFn: async ({ signal }) =>
      list(merchantCategory).lenient.parse(await apiGet<unknown>(`/api/front/product/merchant/${merId}/category/list`, undefined, signal)),
    enabled: merId > 0,
  });
}

export function useMerchantProducts(merId: number, q: ProductListQuery) {
  return useQuery({
    queryKey: merchantKeys.products(merId, q),
    queryFn: async ({ signal }) =>
      pageOf(productCard).lenient.parse(await apiGet<unknown>('/api/front/product/merchant/pro/list', { merId, ...q }, signal)),
    placeholderData: keepPreviousData,
    enabled: merId > 0,
  });
}

const optionList = list(merchantOption).lenient;

/** Shop types, for the store search filter and the open-a-shop form alike (one cache entry for both). */
export function useMerchantTypes() {
  return useQuery({
    queryKey: merchantKeys.types,
    queryFn: async ({ signal }) => optionList.parse(await apiGet<unknown>('/api/front/merchant/all/type/list', undefined, signal)),
    staleTime: 10 * 60_000,
  });
}

/** Shop categories, for the store search filter and the open-a-shop form alike. */
export function useMerchantCategories() {
  return useQuery({
    queryKey: merchantKeys.categories,
    queryFn: async ({ signal }) => optionList.parse(await apiGet<unknown>('/api/front/merchant/all/category/list', undefined, signal)),
    staleTime: 10 * 60_000,
  });
}
