import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiGet, apiPost } from '@/api/client';
import {
  MERCHANT_ORDER_PATHS as ORDER,
  MERCHANT_REFUND_PATHS as REFUND,
  expressCompanyList,
  merchantOrderPage,
  merchantRefundOrderPage,
  orderLogistics,
  refundOrderCountItem,
  refundOrderInfo,
  storeOrderCountItem,
  storeOrderInfo,
  storeOrderStatusPage,
  type OrderTab,
  type RefundTab,
  type orderRemarkRequest,
  type orderTrackingAddRequest,
  type storeOrderSendRequest,
} from '../../../../shared/contract/admin-order';
import type { Read } from '../../../../shared/contract/fields';
import { consoleKeys } from '../../../console/api';
import { usePostAndRefresh } from '../../../console/writes';

/**
 * The merchant console's orders and after-sales (docs/api-extensions.md "Admin side (consoles)", "Orders and
 * after-sales"): the order list with its tab counts, one order with its shipment and history, shipping, tracking,
 * the shop's note; refunds with their counts, the detail and the decision. Every call goes through the console's
 * BFF group.
 */
export type OrderRow = Read<typeof merchantOrderPage>['list'][number];
export type OrderInfo = Read<typeof storeOrderInfo>;
export type RefundRow = Read<typeof merchantRefundOrderPage>['list'][number];
export type RefundInfo = Read<typeof refundOrderInfo>;
export interface OrderFilters {
  orderNo?: string | undefined;
  keywords?: string | undefined;
  dateLimit?: string | undefined;
}
type SendBody = z.input<typeof storeOrderSendRequest>;
type RemarkBody = z.input<typeof orderRemarkRequest>;
type TrackingBody = z.input<typeof orderTrackingAddRequest>;

export const orderKeys = {
  all: [...consoleKeys.all, 'orders'] as const,
  counts: (filters: OrderFilters) => [...consoleKeys.all, 'orders', 'counts', filters] as const,
  list: (tab: OrderTab, filters: OrderFilters, page: number, limit: number) => [...consoleKeys.all, 'orders', 'list', tab, filters, page, limit] as const,
  info: (orderNo: string) => [...consoleKeys.all, 'orders', 'info', orderNo] as const,
  logistics: (orderNo: string) => [...consoleKeys.all, 'orders', 'logistics', orderNo] as const,
  history: (orderNo: string) => [...consoleKeys.all, 'orders', 'history', orderNo] as const,
  carriers: [...consoleKeys.all, 'orders', 'carriers'] as const,
};

export const refundKeys = {
  all: [...consoleKeys.all, 'refunds'] as const,
  counts: [...consoleKeys.all, 'refunds', 'counts'] as const,
  list: (tab: RefundTab, page: number, limit: number) => [...consoleKeys.all, 'refunds', 'list', tab, page, limit] as const,
  detail: (refundOrderNo: string) => [...consoleKeys.all, 'refunds', 'detail', refundOrderNo] as const,
};

/** Filters as the service reads them: empty ones left out. */
const filterQuery = (f: OrderFilters) => ({ orderNo: f.orderNo || undefined, keywords: f.keywords || undefined, dateLimit: f.dateLimit || undefined });

export function useOrderCounts(filters: OrderFilters) {
  return useQuery({
    queryKey: orderKeys.counts(filters),
    queryFn: async ({ signal }) => storeOrderCountItem.lenient.parse(await apiGet<unknown>(ORDER.statusNum, filterQuery(filters), signal)),
    placeholderData: keepPreviousData,
  });
}

export function useOrderList(tab: OrderTab, filters: OrderFilters, page: number, limit: number) {
  return useQuery({
    queryKey: orderKeys.list(tab, filters, page, limit),
    queryFn: async ({ signal }) => merchantOrderPage.lenient.parse(await apiGet<unknown>(ORDER.list, { status: tab, ...filterQuery(filters), page, limit }, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useOrderInfo(orderNo: string) {
  return useQuery({
    queryKey: orderKeys.info(orderNo),
    queryFn: async ({ signal }) => storeOrderInfo.lenient.parse(await apiGet<unknown>(ORDER.info, { orderNo }, signal)),
    enabled: orderNo !== '',
  });
}

export function useOrderLogistics(orderNo: string, shipped: boolean) {
  return useQuery({
    queryKey: orderKeys.logistics(orderNo),
    queryFn: async ({ signal }) => orderLogistics.lenient.parse(await apiGet<unknown>(ORDER.logistics, { orderNo }, signal)),
    enabled: orderNo !== '' && shipped,
  });
}

export function useOrderHistory(orderNo: string) {
  return useQuery({
    queryKey: orderKeys.history(orderNo),
    queryFn: async ({ signal }) => storeOrderStatusPage.lenient.parse(await apiGet<unknown>(ORDER.statusList, { orderNo, page: 1, limit: 100 }, signal)),
    enabled: orderNo !== '',
  });
}

export function useCarriers(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.carriers,
    queryFn: async ({ signal }) => expressCompanyList.lenient.parse(await apiGet<unknown>(ORDER.expressAll, undefined, signal)),
    enabled,
    staleTime: Infinity,
  });
}

/** Ship by carrier, or mark as sent without logistics; the dialog words its own failures next to its fields. */
export function useSendOrder() {
  return usePostAndRefresh<SendBody>(ORDER.send, orderKeys.all, { ownErrors: true });
}

export function useAddTracking() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: TrackingBody) => apiPost<unknown>(ORDER.trackingAdd, body),
    onSuccess: (_d, body) => Promise.all([qc.invalidateQueries({ queryKey: orderKeys.logistics(body.orderNo) }), qc.invalidateQueries({ queryKey: orderKeys.history(body.orderNo) })]),
  });
}

export function useMarkOrder() {
  return usePostAndRefresh<RemarkBody>(ORDER.mark, orderKeys.all, { ownErrors: true });
}

export function useRefundCounts() {
  return useQuery({
    queryKey: refundKeys.counts,
    queryFn: async ({ signal }) => refundOrderCountItem.lenient.parse(await apiGet<unknown>(REFUND.statusNum, undefined, signal)),
  });
}

export function useRefundList(tab: RefundTab, page: number, limit: number) {
  return useQuery({
    queryKey: refundKeys.list(tab, page, limit),
    queryFn: async ({ signal }) => merchantRefundOrderPage.lenient.parse(await apiGet<unknown>(REFUND.list, { refundStatus: tab, page, limit }, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useRefundDetail(refundOrderNo: string) {
  return useQuery({
    queryKey: refundKeys.detail(refundOrderNo),
    queryFn: async ({ signal }) => refundOrderInfo.lenient.parse(await apiGet<unknown>(REFUND.detail, { refundOrderNo }, signal)),
    enabled: refundOrderNo !== '',
  });
}

/**
 * A's refund decisions are GETs (the BFF still asks for the CSRF header). An approval changes the order too
 * (refunded, cancelled when unshipped), so both domains refresh.
 */
export function useDecideRefund() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (d: { refundOrderNo: string; approve: true } | { refundOrderNo: string; approve: false; reason: string }) =>
      d.approve ? apiGet<unknown>(REFUND.refund, { refundOrderNo: d.refundOrderNo }) : apiGet<unknown>(REFUND.refuse, { refundOrderNo: d.refundOrderNo, reason: d.reason }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: refundKeys.all }), qc.invalidateQueries({ queryKey: orderKeys.all })]),
  });
}
