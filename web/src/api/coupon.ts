import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost } from './client';
import { bool, listOf, money, num, pageOf, text } from './wire';

/** Coupon templates open for collection (contract §8 GET /api/front/coupons). */
export const couponSchema = z.object({
  id: num,
  name: text,
  money: money,
  minPrice: money,
  isLimited: bool,
  lastTotal: num,
  isFixedTime: bool,
  day: num,
  type: num,
  isUse: bool,
  useType: num,
  receiveEndTime: text,
  useStartTimeStr: text,
  useEndTimeStr: text,
});
export type Coupon = z.output<typeof couponSchema>;

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
    queryKey: ['coupon', 'templates', q],
    queryFn: async ({ signal }) =>
      pageOf(couponSchema).parse(await apiGet<unknown>('/api/front/coupons', { page: 1, limit: q.limit ?? 20, ...q }, signal)),
    enabled,
  });
}

export function useReceiveCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (couponId: number) => apiPost<unknown>('/api/front/coupon/receive', { couponId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['coupon'] }),
  });
}

const orderCouponSchema = z.object({
  id: num,
  couponId: num,
  name: text,
  money: money,
  minPrice: money,
  useType: num,
  startTime: text,
  endTime: text,
});
export type OrderCoupon = z.output<typeof orderCouponSchema>;

/** The shopper's coupons usable on a pre-order; `id` is the user-coupon id sent as couponId. */
export function useOrderCoupons(preOrderNo: string) {
  return useQuery({
    queryKey: ['coupon', 'order', preOrderNo],
    queryFn: async ({ signal }) =>
      listOf(orderCouponSchema).parse(await apiGet<unknown>(`/api/front/coupons/order/${encodeURIComponent(preOrderNo)}`, undefined, signal)),
    enabled: preOrderNo !== '',
  });
}
