import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiGet, apiPost } from '@/api/client';
import {
  platformOrderInfo,
  platformOrderPage,
  platformOrderPageList,
  platformRefundOrderPage,
  platformRefundOrderPageList,
  refundOrderCountItem,
  storeOrderCountItem,
  PLATFORM_ORDER_PATHS as PATH,
  type orderRemarkRequest,
  type refundOrderRemarkRequest,
} from '../../../../shared/contract/admin-platform-orders';
import type { Read } from '../../../../shared/contract/fields';

/**
 * The operator's order and refund lookup (docs/api-extensions.md "Orders, refunds, finance and dashboards"):
 * lists with A's tabs and counts, one order's whole story, and the internal notes.
 */

export type PlatformOrder = Read<typeof platformOrderPage>;
export type PlatformRefund = Read<typeof platformRefundOrderPage>;
export type PlatformOrderInfo = Read<typeof platformOrderInfo>;

export interface OrderFilter {
  status: string;
  search: string;
  merId: string;
  dateLimit: string;
}

/** The one search box reads as a number when it looks like one (order or refund numbers start with letters), else as the buyer. */
function searchQuery(search: string, numberKey: 'orderNo' | 'refundOrderNo') {
  const q = search.trim();
  if (!q) return {};
  return /^(SH|PT|RF|ST|OD)/i.test(q) ? { [numberKey]: q } : { keywords: q };
}

export const orderKeys = {
  all: ['console', 'platform-orders'] as const,
  counts: (dateLimit: string) => ['console', 'platform-orders', 'counts', dateLimit] as const,
  page: (f: OrderFilter, page: number) => ['console', 'platform-orders', 'list', f, page] as const,
  refundCounts: (dateLimit: string) => ['console', 'platform-orders', 'refund-counts', dateLimit] as const,
  refunds: (f: OrderFilter, page: number) => ['console', 'platform-orders', 'refunds', f, page] as const,
  one: (orderNo: string) => ['console', 'platform-orders', 'one', orderNo] as const,
};

export function useOrderCounts(dateLimit: string) {
  return useQuery({
    queryKey: orderKeys.counts(dateLimit),
    queryFn: async ({ signal }) => storeOrderCountItem.lenient.parse(await apiGet<unknown>(PATH.statusNum, { dateLimit }, signal)),
  });
}

export function useOrders(f: OrderFilter, page: number, limit: number) {
  return useQuery({
    queryKey: orderKeys.page(f, page),
    queryFn: async ({ signal }) =>
      platformOrderPageList.lenient.parse(
        await apiGet<unknown>(PATH.list, { status: f.status === 'all' ? undefined : f.status, merId: f.merId, dateLimit: f.dateLimit, ...searchQuery(f.search, 'orderNo'), page, limit }, signal),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useRefundCounts(dateLimit: string) {
  return useQuery({
    queryKey: orderKeys.refundCounts(dateLimit),
    queryFn: async ({ signal }) => refundOrderCountItem.lenient.parse(await apiGet<unknown>(PATH.refundStatusNum, { dateLimit }, signal)),
  });
}

export function useRefunds(f: OrderFilter, page: number, limit: number) {
  return useQuery({
    queryKey: orderKeys.refunds(f, page),
    queryFn: async ({ signal }) =>
      platformRefundOrderPageList.lenient.parse(
        await apiGet<unknown>(PATH.refundList, { refundStatus: f.status === 'all' ? undefined : f.status, merId: f.merId, dateLimit: f.dateLimit, ...searchQuery(f.search, 'refundOrderNo'), page, limit }, signal),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useOrderInfo(orderNo: string) {
  return useQuery({
    queryKey: orderKeys.one(orderNo),
    queryFn: async ({ signal }) => platformOrderInfo.lenient.parse(await apiGet<unknown>(PATH.info, { orderNo }, signal)),
    enabled: orderNo !== '',
  });
}

/** An internal note on the order or on one of its refunds; the order's story and the lists follow. */
export function useAddNote() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async (body: ({ kind: 'order' } & z.output<typeof orderRemarkRequest>) | ({ kind: 'refund' } & z.output<typeof refundOrderRemarkRequest>)) => {
      const { kind, ...rest } = body;
      await apiPost<unknown>(kind === 'order' ? PATH.mark : PATH.refundMark, rest);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
