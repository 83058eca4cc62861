import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiGet, apiPost, request } from '@/api/client';
import {
  groupDataItem,
  groupDataPage,
  PLATFORM_CATALOGUE_PATHS as PATH,
  platformCategoryList,
  platformProductListItem,
  platformProductPage,
  platformProductTabs,
  type PlatformGroupId,
  type productAuditRequest,
  type productCategoryRequest,
} from '../../../../shared/contract/admin-platform-catalogue';
import { uploadedImage } from '../../../../shared/contract/user';
import type { Read } from '../../../../shared/contract/fields';
import { useWriteAndRefresh } from '../../../console/writes';

/**
 * Catalogue oversight (docs/api-extensions.md "Catalogue oversight (platform console)"): the storefront's
 * category tree, the product review queue and forced removals, the review switch, and the home's hot
 * keywords, banners and activities. Every write shows in the storefront at once (the BFF drops its cache).
 */
export type PlatformCategory = Read<typeof platformCategoryList.item>;
export type PlatformProduct = Read<typeof platformProductListItem>;
export type GroupItem = Read<typeof groupDataItem>;

const catalogueKeys = {
  categories: ['console', 'platform-categories'] as const,
  products: ['console', 'platform-products'] as const,
  page: (type: string, keywords: string, page: number, limit: number) => ['console', 'platform-products', 'list', type, keywords, page, limit] as const,
  tabs: ['console', 'platform-products', 'tabs'] as const,
  platformSwitch: (key: string) => ['console', 'platform-config', key] as const,
  groups: ['console', 'platform-groups'] as const,
  group: (gid: PlatformGroupId) => ['console', 'platform-groups', gid] as const,
};

export function useCategories() {
  return useQuery({ queryKey: catalogueKeys.categories, queryFn: async ({ signal }) => platformCategoryList.lenient.parse(await apiGet<unknown>(PATH.categoryList, undefined, signal)) });
}

export function useSaveCategory() {
  return useWriteAndRefresh((body: z.output<typeof productCategoryRequest>) => apiPost<unknown>(body.id ? PATH.categoryUpdate : PATH.categoryAdd, body), catalogueKeys.categories, { ownErrors: true });
}

export function useDeleteCategory() {
  return useWriteAndRefresh((id: number) => apiPost<unknown>(`${PATH.categoryDelete}/${id}`), catalogueKeys.categories, { ownErrors: true });
}

export function useToggleCategory() {
  return useWriteAndRefresh((id: number) => apiPost<unknown>(`${PATH.categoryShow}/${id}`), catalogueKeys.categories);
}

export function useProductTabs() {
  return useQuery({ queryKey: catalogueKeys.tabs, queryFn: async ({ signal }) => platformProductTabs.lenient.parse(await apiGet<unknown>(PATH.productTabs, undefined, signal)) });
}

export function usePlatformProducts(type: string, keywords: string, page: number, limit: number) {
  return useQuery({
    queryKey: catalogueKeys.page(type, keywords, page, limit),
    queryFn: async ({ signal }) => platformProductPage.lenient.parse(await apiGet<unknown>(PATH.productList, { type, keywords: keywords || undefined, page, limit }, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useAuditProduct() {
  return useWriteAndRefresh((body: z.output<typeof productAuditRequest>) => apiPost<unknown>(PATH.productAudit, body), catalogueKeys.products, { ownErrors: true });
}

export function useForceDown() {
  return useWriteAndRefresh((body: { ids: string; reason: string }) => apiPost<unknown>(PATH.productForceDown, body), catalogueKeys.products, { ownErrors: true });
}

/** Whether new and edited products wait for review ("1") or go on sale at once ("0"). */
/** A yes/no rule of the marketplace (product review, cash on delivery), kept by A's `getuniq`/`saveuniq` as "1" or "0". */
export function usePlatformSwitch(key: string) {
  return useQuery({ queryKey: catalogueKeys.platformSwitch(key), queryFn: async ({ signal }) => (await apiGet<unknown>(PATH.configGet, { key }, signal)) === '1' });
}

export function useSavePlatformSwitch(key: string) {
  return useWriteAndRefresh((on: boolean) => apiPost<unknown>(PATH.configSave, { key, value: on ? '1' : '0' }), catalogueKeys.platformSwitch(key));
}

export function useGroup(gid: PlatformGroupId) {
  return useQuery({ queryKey: catalogueKeys.group(gid), queryFn: async ({ signal }) => groupDataPage.lenient.parse(await apiGet<unknown>(PATH.groupList, { gid, page: 1, limit: 100 }, signal)) });
}

interface GroupSave {
  id?: number;
  gid: PlatformGroupId;
  fields: { name: string; value: string }[];
  sort: number;
  status: boolean;
}

export function useSaveGroupItem() {
  return useWriteAndRefresh(({ id, gid, fields, sort, status }: GroupSave) => apiPost<unknown>(id ? PATH.groupUpdate : PATH.groupSave, { gid, form: { fields, sort, status } }, id ? { id } : undefined), catalogueKeys.groups, { ownErrors: true });
}

export function useDeleteGroupItem() {
  return useWriteAndRefresh((id: number) => apiGet<unknown>(PATH.groupDelete, { id }), catalogueKeys.groups, { ownErrors: true });
}

/** A's PlatformUploadController: one picture, answered as its absolute URL. */
export async function uploadPicture(file: File, model: 'banner' | 'category'): Promise<string> {
  const form = new FormData();
  form.append('multipart', file, file.name);
  const data = await request<unknown>(PATH.upload, { method: 'POST', form, query: { model, pid: 1 } });
  const { url } = uploadedImage.lenient.parse(data);
  if (!url) throw new Error('The upload answer carries no picture URL');
  return url;
}
