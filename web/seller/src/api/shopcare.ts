import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiGet, apiPost, request } from '@/api/client';
import {
  MERCHANT_COUPON_PATHS as COUPON,
  MERCHANT_REVIEW_PATHS as REVIEW,
  MERCHANT_SHOP_PATHS as SHOP,
  merchantConfigInfo,
  storeCouponInfoResponse,
  storeCouponPage,
  storeCouponUserPage,
  storeProductReplyPage,
  type merchantConfigInfoRequest,
  type productReplySearchRequest,
  type storeCouponRequest,
  type storeCouponSearchRequest,
  type storeCouponUserSearchRequest,
  type storeProductReplyCommentRequest,
} from '../../../../shared/contract/admin-shop';
import { uploadedImage } from '../../../../shared/contract/user';
import type { Read } from '../../../../shared/contract/fields';
import { merchantKeys } from '@/api/merchant';
import { consoleKeys } from '../../../console/api';
import { usePostAndRefresh, useWriteAndRefresh } from '../../../console/writes';

/**
 * The merchant console's reviews, coupons and shop settings (docs/api-extensions.md "Reviews, coupons and shop
 * settings (merchant console)"), through the console's BFF group.
 */
export type ReviewRow = Read<typeof storeProductReplyPage>['list'][number];
export type CouponRow = Read<typeof storeCouponPage>['list'][number];
export type CouponInfo = Read<typeof storeCouponInfoResponse>;
export type CouponClaim = Read<typeof storeCouponUserPage>['list'][number];
export type ShopSettings = Read<typeof merchantConfigInfo>;
export type ReviewQuery = Partial<z.output<typeof productReplySearchRequest>>;
type CouponQuery = Partial<z.output<typeof storeCouponSearchRequest>>;
type ClaimQuery = Partial<z.output<typeof storeCouponUserSearchRequest>>;
export type CouponBody = z.input<typeof storeCouponRequest>;
type ShopSettingsBody = z.input<typeof merchantConfigInfoRequest>;
type ReplyBody = z.input<typeof storeProductReplyCommentRequest>;

/** Leaves out the filters not chosen, so the query string carries only what narrows the list. */
const chosen = <T extends Record<string, unknown>>(q: T) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number | boolean>;

const shopcareKeys = {
  reviews: [...consoleKeys.all, 'reviews'] as const,
  reviewList: (q: ReviewQuery, page: number, limit: number) => [...consoleKeys.all, 'reviews', q, page, limit] as const,
  coupons: [...consoleKeys.all, 'coupons'] as const,
  couponList: (q: CouponQuery, page: number, limit: number) => [...consoleKeys.all, 'coupons', 'list', q, page, limit] as const,
  couponInfo: (id: number) => [...consoleKeys.all, 'coupons', 'info', id] as const,
  claims: (q: ClaimQuery, page: number, limit: number) => [...consoleKeys.all, 'coupons', 'claims', q, page, limit] as const,
  shop: [...consoleKeys.all, 'shop-settings'] as const,
};

export function useReviews(q: ReviewQuery, page: number, limit: number) {
  return useQuery({
    queryKey: shopcareKeys.reviewList(q, page, limit),
    queryFn: async ({ signal }) => storeProductReplyPage.lenient.parse(await apiGet<unknown>(REVIEW.list, { ...chosen(q), page, limit }, signal)),
    placeholderData: keepPreviousData,
  });
}

/** Answer a review, or reword the answer; the dialog shows its own failure. */
export function useReplyToReview() {
  return usePostAndRefresh<ReplyBody>(REVIEW.comment, shopcareKeys.reviews, { ownErrors: true });
}

export function useCoupons(q: CouponQuery, page: number, limit: number) {
  return useQuery({
    queryKey: shopcareKeys.couponList(q, page, limit),
    queryFn: async ({ signal }) => storeCouponPage.lenient.parse(await apiGet<unknown>(COUPON.list, { ...chosen(q), page, limit }, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useCouponInfo(id: number) {
  return useQuery({
    queryKey: shopcareKeys.couponInfo(id),
    queryFn: async ({ signal }) => storeCouponInfoResponse.lenient.parse(await apiGet<unknown>(`${COUPON.info}/${id}`, undefined, signal)),
    enabled: id > 0,
  });
}

export function useCouponClaims(q: ClaimQuery, page: number, limit: number, enabled = true) {
  return useQuery({
    queryKey: shopcareKeys.claims(q, page, limit),
    queryFn: async ({ signal }) => storeCouponUserPage.lenient.parse(await apiGet<unknown>(COUPON.userList, { ...chosen(q), page, limit }, signal)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Create a coupon; the form words its own failures. */
export function useSaveCoupon() {
  return usePostAndRefresh<CouponBody>(COUPON.save, shopcareKeys.coupons, { ownErrors: true });
}

export function useSwitchCoupon() {
  return useWriteAndRefresh((id: number) => apiPost<unknown>(`${COUPON.updateStatus}/${id}`), shopcareKeys.coupons);
}

export function useShopSettings() {
  return useQuery({
    queryKey: shopcareKeys.shop,
    queryFn: async ({ signal }) => merchantConfigInfo.lenient.parse(await apiGet<unknown>(SHOP.configInfo, undefined, signal)),
    // The form copies the answer once; a background refresh would not reach it.
    staleTime: Infinity,
  });
}

/** Save the settings; the shell's shop name and logo follow (they are read from the storefront's shop header). */
export function useSaveShopSettings() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: ShopSettingsBody) => apiPost<unknown>(SHOP.configInfoEdit, body),
    onSuccess: async () => {
      await Promise.all([qc.invalidateQueries({ queryKey: shopcareKeys.shop }), qc.invalidateQueries({ queryKey: merchantKeys.all })]);
    },
  });
}

export function useSwitchShop() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<unknown>(SHOP.switchUpdate),
    onSuccess: async () => {
      await Promise.all([qc.invalidateQueries({ queryKey: shopcareKeys.shop }), qc.invalidateQueries({ queryKey: merchantKeys.all })]);
    },
  });
}

/** A shop picture (logo, banner) through A's merchant upload call, kept under the `merchant` model. */
export async function uploadShopPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('multipart', file, file.name);
  const data = await request<unknown>('/api/admin/merchant/upload/image', { method: 'POST', form, query: { model: 'merchant', pid: 1 } });
  const { url } = uploadedImage.lenient.parse(data);
  if (!url) throw new Error('The upload answer carries no picture URL');
  return url;
}
