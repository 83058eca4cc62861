import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { ApiError, apiGet, apiPost } from '@/api/client';
import {
  merchantHeaderNum,
  merchantPageList,
  merchantPlatformDetail,
  platformMerchantCategoryList,
  platformMerchantTypePage,
  type merchantCategoryRequest,
  type merchantTypeRequest,
  type merchantUpdateRequest,
} from '../../../../shared/contract/admin-platform';
import type { Read } from '../../../../shared/contract/fields';
import { useWriteAndRefresh } from '../../../console/writes';

/**
 * The shops' calls (docs/api-extensions.md "Shops and applications"): the list with its filters and counts,
 * one shop, its settings, closing and opening it, and the shop types and categories.
 */
const M = '/api/admin/platform/merchant';

export type Shop = Read<typeof merchantPlatformDetail>;
export type ShopKind = 'type' | 'category';

/** The list's filters as the URL keeps them; empty means "any". */
export interface ShopFilters {
  isSwitch: '' | 'true' | 'false';
  typeId: string;
  categoryId: string;
  keywords: string;
  page: number;
}

const shopKeys = {
  all: ['console', 'shops'] as const,
  counts: ['console', 'shops', 'counts'] as const,
  page: (f: ShopFilters, limit: number) => ['console', 'shops', 'list', f, limit] as const,
  one: (id: number) => ['console', 'shops', 'one', id] as const,
  kinds: ['console', 'shop-kinds'] as const,
  kind: (kind: ShopKind) => ['console', 'shop-kinds', kind] as const,
};

export function useShopCounts() {
  return useQuery({ queryKey: shopKeys.counts, queryFn: async ({ signal }) => merchantHeaderNum.lenient.parse(await apiGet<unknown>(`${M}/list/header/num`, undefined, signal)) });
}

export function useShops(f: ShopFilters, limit: number) {
  return useQuery({
    queryKey: shopKeys.page(f, limit),
    queryFn: async ({ signal }) =>
      merchantPageList.lenient.parse(
        await apiGet<unknown>(`${M}/list`, { isSwitch: f.isSwitch || undefined, typeId: f.typeId || undefined, categoryId: f.categoryId || undefined, keywords: f.keywords || undefined, page: f.page, limit }, signal),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useShop(id: number) {
  return useQuery({ queryKey: shopKeys.one(id), queryFn: async ({ signal }) => merchantPlatformDetail.lenient.parse(await apiGet<unknown>(`${M}/detail/${id}`, undefined, signal)), enabled: id > 0 });
}

/** Self-operated flag and commission (the dialog sends only what it edits). */
export function useUpdateShop() {
  return useWriteAndRefresh((body: Partial<z.output<typeof merchantUpdateRequest>> & { id: number }) => apiPost<unknown>(`${M}/update`, body), shopKeys.all, { ownErrors: true });
}

/** Close with the reason the shop's staff read, or open again (the reason is cleared). */
export function useSwitchShop() {
  return useWriteAndRefresh(({ id, open, reason }: { id: number; open: boolean; reason?: string }) => (open ? apiPost<unknown>(`${M}/open/${id}`) : apiPost<unknown>(`${M}/close/${id}`, { reason })), shopKeys.all, { ownErrors: true });
}

export type KindRow = { id: number; name: string; info?: string; handlingFee?: number };

/** Every live type (A's CommonPage, read in one page of 100) or category (A's plain list). */
export function useShopKinds(kind: ShopKind) {
  return useQuery({
    queryKey: shopKeys.kind(kind),
    queryFn: async ({ signal }): Promise<KindRow[]> =>
      kind === 'type'
        ? platformMerchantTypePage.lenient.parse(await apiGet<unknown>(`${M}/type/list`, { page: 1, limit: 100 }, signal)).list
        : platformMerchantCategoryList.lenient.parse(await apiGet<unknown>(`${M}/category/all/list`, undefined, signal)),
  });
}

type KindBody = z.output<typeof merchantTypeRequest> | z.output<typeof merchantCategoryRequest>;

export function useSaveShopKind(kind: ShopKind) {
  return useWriteAndRefresh((body: KindBody) => apiPost<unknown>(`${M}/${kind}/${body.id ? 'update' : 'add'}`, body), shopKeys.kinds, { ownErrors: true });
}

export function useDeleteShopKind(kind: ShopKind) {
  return useWriteAndRefresh((id: number) => apiPost<unknown>(`${M}/${kind}/delete/${id}`), shopKeys.kinds, { ownErrors: true });
}

/**
 * The service's own words for a refusal it explains (code 500 with a reason: a type still used by shops, a
 * category still holding products, named with their counts), or null for any other failure.
 */
export const serverDetail = (err: unknown): string | null => (err instanceof ApiError && err.status === 500 && err.message.trim() !== '' && err.message !== 'Internal error' ? err.message : null);
