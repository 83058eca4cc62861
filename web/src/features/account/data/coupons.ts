import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../api/client';
import { money, num, pageOf, text } from '@/api/wire';

/** The shopper's own coupons (contract §8 GET /coupon/list), on shop's ['coupon'] key prefix. */
const userCouponSchema = z.object({
  id: num,
  name: text,
  useType: num,
  money: money,
  minPrice: money,
  status: num,
  startTime: text,
  endTime: text,
  useTime: text,
  validStr: text,
});
export type UserCoupon = z.output<typeof userCouponSchema>;

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
    queryKey: ['coupon', 'mine', type],
    queryFn: async ({ signal }) => {
      const all: UserCoupon[] = [];
      for (let page = 1; page <= 10; page++) {
        const p = pageOf(userCouponSchema).parse(await apiGet('/api/front/coupon/list', { type, page, limit: 100 }, signal));
        all.push(...p.list);
        if (all.length >= p.total || p.list.length === 0) break;
      }
      return all;
    },
  });
}
