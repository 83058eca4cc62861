import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import { list, pick, type Read } from '../../../shared/contract/fields';
import { page as pageOf } from '../../../shared/contract/common';
import { couponTemplate, orderCoupon, userCoupon } from '../../../shared/contract/coupon';

export const couponKeys = {
  all: ['coupon'] as const,
  templates: (q: CouponQuery) => ['coupon', 'templates', q] as const,
  order: (preOrderNo: string) => ['coupon', 'order', preOrderNo] as const,
  mine: (type: 'usable' | 'unusable') => ['coupon', 'mine', type] as const,
};

/** Coupon templates open for collection (docs/upstream-contract.md §8 GET /api/front/coupons). */
const couponRead = pick(couponTemplate, ['id', 'name', 'money', 'minPrice', 'isLimited', 'lastTotal', 'isFixedTime', 'day', 'type', 'isUse', 'useType', 'receiveEndTime', 'useStartTimeStr', 'useEndTimeStr']);
export type Coupon = Read<typeof couponRead>;

/** 1 merchant, 2 product, 3 platform. */
export type CouponUseType = 1 | 2 | 3;

export interface CouponQuery {
  useType: CouponUseType;
  merId?: number;
  productId?: number;
  limit?: number;
}

export function useCoupons(q: CouponQuery, enabled = true) {
  return useQuery({
    queryKey: couponKeys.templates(q),
    queryFn: async ({ signal }) =>
      pageOf(couponRead).lenient.parse(await apiGet<unknown>('/api/front/coupons', { page: 1, limit: q.limit ?? 20, ...q }, signal)),
    enabled,
  });
}

export function useReceiveCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (couponId: number) => apiPost<unknown>('/api/front/coupon/receive', { couponId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

const orderCouponRead = pick(orderCoupon, ['id', 'couponId', 'name', 'money', 'minPrice', 'useType', 'startTime', 'endTime']);
/** The shopper's coupons usable on a pre-order; `id` is the user-coupon id sent as couponId. */
export type OrderCoupon = Read<typeof orderCouponRead>;

export function useOrderCoupons(preOrderNo: string) {
  return useQuery({
    queryKey: couponKeys.order(preOrderNo),
    queryFn: async ({ signal }) =>
      list(orderCouponRead).lenient.parse(await apiGet<unknown>(`/api/front/coupons/order/${encodeURIComponent(preOrderNo)}`, undefined, signal)),
    enabled: preOrderNo !== '',
  });
}

/** The shopper's own coupons (docs/upstream-contract.md §8 GET /coupon/list). */
const userCouponRead = pick(userCoupon, ['id', 'name', 'useType', 'money', 'minPrice', 'status', 'startTime', 'endTime', 'useTime', 'validStr']);
export type UserCoupon = Read<typeof userCouponRead>;

/** Scope tabs by useType: 1 shop (merchant), 2 goods, 3 platform/category. */
export const COUPON_SCOPES = [
  { key: 'all', useType: 0 },
  { key: 'shop', useType: 1 },
  { key: 'goods', useType: 2 },
  { key: 'platform', useType: 3 },
] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number]['key'];

/**
 * The list endpoint does not filter by scope, so a scope tab is a filter over the shopper's whole
 * wallet; a wallet is small, so we read it in pages of 100 and filter on the client.
 */
export function useMyCoupons(type: 'usable' | 'unusable') {
  return useQuery({
    queryKey: couponKeys.mine(type),
    queryFn: async ({ signal }) => {
      const all: UserCoupon[] = [];
      for (let page = 1; page <= 10; page++) {
        const p = pageOf(userCouponRead).lenient.parse(await apiGet('/api/front/coupon/list', { type, page, limit: 100 }, signal));
        all.push(...p.list);
        if (all.length >= p.total || p.list.length === 0) break;
      }
      return all;
    },
  });
}
