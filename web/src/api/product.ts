import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet } from './client';
import { list, nullable, pick, record, type Read } from '../../../shared/contract/fields';
import { page as pageOf } from '../../../shared/contract/common';
import { miniProduct, productAttr, productCard, productDetail, productReply, replyConfig, sku } from '../../../shared/contract/catalog';
import type { ProductListQuery } from '../../../shared/list-query';
import { productListPage } from '../../../shared/contract/search-correction';

/** Product card fields (docs/upstream-contract.md §3 IndexProductResponse). */
export type ProductCardData = Read<typeof productCard>;

export type { ProductListQuery } from '../../../shared/list-query';

const productPage = pageOf(productCard).lenient;

/** Every product-shaped answer sits under ['product'], so a like or a review refreshes them all at once. */
export const productKeys = {
  all: ['product'] as const,
  list: (q: ProductListQuery) => ['product', 'list', q] as const,
  infinite: (q: ProductListQuery) => ['product', 'infinite', q] as const,
  browse: (limit: number) => ['product', 'browse', limit] as const,
  index: (page: number, limit: number) => ['product', 'index', page, limit] as const,
  leaderboard: ['product', 'leaderboard'] as const,
  detail: (id: number) => ['product', 'detail', id] as const,
  details: ['product', 'detail'] as const,
  sku: (productId: number) => ['product', 'sku', productId] as const,
  replies: (id: number, type: number, page: number) => ['product', 'replies', id, type, page] as const,
  replyConfig: (id: number) => ['product', 'replyConfig', id] as const,
  hotKeywords: ['product', 'hotKeywords'] as const,
};

/** A page of product cards as the cache holds it, from the API's answer (fetched, or carried by the page). */
export function parseProductPage(data: unknown) {
  return productPage.parse(data);
}

/** The product list's page, with our typo correction when the service made one (shared/contract/search-correction.ts). */
export function parseProductListPage(data: unknown) {
  return productListPage.parse(data);
}

export async function fetchProductList(q: ProductListQuery, signal?: AbortSignal) {
  return parseProductListPage(await apiGet<unknown>('/api/front/product/list', { ...q }, signal));
}

export function useProductList(q: ProductListQuery, enabled = true) {
  return useQuery({
    queryKey: productKeys.list(q),
    queryFn: ({ signal }) => fetchProductList(q, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The signed-in shopper's recently viewed products (CommonPage on the wire; the BFF gives both
 * paging shapes one form). Opening a goods page records a visit, so the list refreshes on mount.
 */
export function useBrowseHistory(enabled: boolean, limit = 10) {
  return useQuery({
    queryKey: productKeys.browse(limit),
    queryFn: async ({ signal }) => productPage.parse(await apiGet<unknown>('/api/front/product/browse/list', { page: 1, limit }, signal)),
    enabled,
    retry: false,
  });
}

export function useIndexProducts(page: number, limit: number) {
  return useQuery({
    queryKey: productKeys.index(page, limit),
    queryFn: async ({ signal }) => parseProductPage(await apiGet<unknown>('/api/front/index/product', { page, limit }, signal)),
  });
}

const leaderboardSchema = list(productCard).lenient;

export function useLeaderboard() {
  return useQuery({
    queryKey: productKeys.leaderboard,
    queryFn: async ({ signal }) => leaderboardSchema.parse(await apiGet<unknown>('/api/front/product/leaderboard', undefined, signal)),
  });
}

const attrRead = pick(productAttr, ['id', 'attrName', 'attrValues']);
const skuRead = pick(sku, ['id', 'productId', 'sku', 'stock', 'sales', 'price', 'otPrice', 'image']);
export type SkuData = Read<typeof skuRead>;

const info = productDetail.shape;
const productDetailRead = pick(productDetail, ['userCollect'], {
  productInfo: pick(info.productInfo, ['id', 'merId', 'image', 'storeName', 'sliderImage', 'otPrice', 'price', 'stock', 'sales', 'ficti', 'storeInfo', 'unitName', 'content', 'browse']),
  productAttr: list(attrRead),
  productValue: record(skuRead),
  merchantInfo: nullable(pick(info.merchantInfo.inner, ['id', 'name', 'avatar', 'isSelf', 'starLevel', 'isCollect'], { proList: list(miniProduct) })),
  guaranteeList: list(pick(info.guaranteeList.item, ['id', 'name', 'icon', 'content'])),
});
const productDetailSchema = productDetailRead.lenient;
export type ProductDetail = Read<typeof productDetailRead>;
export type ProductAttr = Read<typeof attrRead>;


export function parseProductDetail(data: unknown): ProductDetail {
  return productDetailSchema.parse(data);
}

export function useProductDetail(id: number) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: async ({ signal }) => parseProductDetail(await apiGet<unknown>(`/api/front/product/detail/${id}`, undefined, signal)),
    enabled: id > 0,
  });
}

const skuDetailSchema = pick(productDetailRead, ['productAttr', 'productValue']).lenient;

export function useSkuDetail(productId: number, enabled: boolean) {
  return useQuery({
    queryKey: productKeys.sku(productId),
    queryFn: async ({ signal }) => skuDetailSchema.parse(await apiGet<unknown>(`/api/front/product/sku/detail/${productId}`, undefined, signal)),
    enabled: enabled && productId > 0,
  });
}

const replyRead = pick(productReply, ['id', 'star', 'serviceStar', 'comment', 'pics', 'merchantReplyContent', 'nickname', 'avatar', 'createTime', 'sku']);

/** 0 all, 1 good, 2 medium, 3 poor (docs/upstream-contract.md §3). */
export type ReplyType = 0 | 1 | 2 | 3;

export function useReplies(id: number, type: ReplyType, page: number) {
  return useQuery({
    queryKey: productKeys.replies(id, type, page),
    queryFn: async ({ signal }) =>
      pageOf(replyRead).lenient.parse(await apiGet<unknown>(`/api/front/product/reply/list/${id}`, { type, page, limit: 10 }, signal)),
    placeholderData: keepPreviousData,
  });
}

const replyConfigSchema = replyConfig.lenient;

export function useReplyConfig(id: number) {
  return useQuery({
    queryKey: productKeys.replyConfig(id),
    queryFn: async ({ signal }) => replyConfigSchema.parse(await apiGet<unknown>(`/api/front/product/reply/config/${id}`, undefined, signal)),
  });
}

/** A product list that grows with "load more" until the server has no more. */
export function useInfiniteProducts(base: ProductListQuery) {
  return useInfiniteQuery({
    queryKey: productKeys.infinite(base),
    queryFn: ({ pageParam, signal }) => fetchProductList({ ...base, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.reduce((n, p) => n + p.list.length, 0) < last.total && last.list.length > 0 ? all.length + 1 : undefined),
  });
}
