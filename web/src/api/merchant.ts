import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import { list, pick, type Read } from '../../../shared/contract/fields';
import { page as pageOf } from '../../../shared/contract/common';
import { productCard } from '../../../shared/contract/catalog';
import { merchantCard, merchantCategory, merchantDetail, merchantInfo, merchantService, type MerchantCategoryNode } from '../../../shared/contract/merchant';
import type { ProductListQuery } from './product';

export const merchantCardSchema = merchantCard.lenient;
export type MerchantCard = Read<typeof merchantCard>;

const merchantPage = pageOf(merchantCard).lenient;

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

const merchantInfoRead = pick(merchantInfo, ['id', 'name', 'categoryId', 'typeId', 'isSelf', 'backImage', 'avatar', 'starLevel', 'isCollect', 'pcBanner', 'pcBackImage']);
const merchantInfoSchema = merchantInfoRead.lenient;
export type MerchantInfo = Read<typeof merchantInfoRead>;

export function useMerchantInfo(id: number) {
  return useQuery({
    queryKey: ['merchant', 'info', id],
    queryFn: async ({ signal }) => merchantInfoSchema.parse(await apiGet<unknown>(`/api/front/merchant/index/info/${id}`, undefined, signal)),
    enabled: id > 0,
  });
}

const merchantDetailSchema = merchantDetail.lenient;

export function useMerchantDetail(id: number) {
  return useQuery({
    queryKey: ['merchant', 'detail', id],
    queryFn: async ({ signal }) => merchantDetailSchema.parse(await apiGet<unknown>(`/api/front/merchant/detail/${id}`, undefined, signal)),
    enabled: id > 0,
  });
}

export type { MerchantCategoryNode };

export function useMerchantCategoryTree(merId: number) {
  return useQuery({
    queryKey: ['merchant', 'categoryTree', merId],
    queryFn: async ({ signal }) =>
      list(merchantCategory).lenient.parse(await apiGet<unknown>(`/api/front/product/merchant/${merId}/category/list`, undefined, signal)),
    enabled: merId > 0,
  });
}

export function useMerchantProducts(merId: number, q: ProductListQuery) {
  return useQuery({
    queryKey: ['merchant', 'products', merId, q],
    queryFn: async ({ signal }) =>
      pageOf(productCard).lenient.parse(await apiGet<unknown>('/api/front/product/merchant/pro/list', { merId, ...q }, signal)),
    placeholderData: keepPreviousData,
    enabled: merId > 0,
  });
}

const serviceSchema = merchantService.lenient;

export function useMerchantService(id: number) {
  return useQuery({
    queryKey: ['merchant', 'service', id],
    queryFn: async ({ signal }) => serviceSchema.parse(await apiGet<unknown>(`/api/front/merchant/customer/service/info/${id}`, undefined, signal)),
    enabled: id > 0,
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
