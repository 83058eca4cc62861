import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_SIZE, REFUND_NOTE_MAX } from '../../../shared/constants';
import { apiGet, apiPost, type Page } from './client';
import type { Read } from '../../../shared/contract/fields';
import { page as pageOf } from '../../../shared/contract/common';
import { refundApplyInfo, refundDetail, refundOrder, type refundBody } from '../../../shared/contract/refund';
import { orderKeys } from './orders';

/** Refund-order states (docs/upstream-contract.md §6): 0 pending review, 1 rejected, 2 refunding, 3 refunded. */
export const REFUND_STATUS = { pending: 0, refused: 1, refunding: 2, refunded: 3 } as const;

/** What the shopper sees: 0 and 2 are both "refunding" (the merchant is still reviewing or paying out). */
export type RefundState = 'refunding' | 'refunded' | 'refused';
export function refundState(status: number): RefundState {
  if (status === REFUND_STATUS.refunded) return 'refunded';
  if (status === REFUND_STATUS.refused) return 'refused';
  return 'refunding';
}

export type RefundOrder = Read<typeof refundOrder>;

export const refundDetailSchema = refundDetail.lenient;

export const applyInfoSchema = refundApplyInfo.lenient;

export const refundKeys = {
  all: ['refund'] as const,
  list: (page: number) => ['refund', 'list', page] as const,
  detail: (no: string) => ['refund', 'detail', no] as const,
  apply: (orderNo: string) => ['refund', 'apply', orderNo] as const,
  reasons: ['refund', 'reasons'] as const,
  forOrder: (orderNo: string) => ['refund', 'forOrder', orderNo] as const,
};

export async function fetchRefunds(page: number, signal?: AbortSignal): Promise<Page<RefundOrder>> {
  return pageOf(refundOrder).lenient.parse(await apiGet('/api/front/order/refund/list', { page, limit: PAGE_SIZE }, signal));
}

export function useRefundList(page: number) {
  return useQuery({ queryKey: refundKeys.list(page), queryFn: ({ signal }) => fetchRefunds(page, signal) });
}

export function useRefundDetail(refundOrderNo: string) {
  return useQuery({
    queryKey: refundKeys.detail(refundOrderNo),
    queryFn: async ({ signal }) =>
      refundDetailSchema.parse(await apiGet(`/api/front/order/refund/detail/${encodeURIComponent(refundOrderNo)}`, undefined, signal)),
    enabled: refundOrderNo !== '',
  });
}

export function useRefundApplyInfo(orderNo: string) {
  return useQuery({
    queryKey: refundKeys.apply(orderNo),
    queryFn: async ({ signal }) => applyInfoSchema.parse(await apiGet(`/api/front/order/apply/refund/${encodeURIComponent(orderNo)}`, undefined, signal)),
    enabled: orderNo !== '',
  });
}

export function useRefundReasons() {
  return useQuery({
    queryKey: refundKeys.reasons,
    queryFn: async ({ signal }) => z.array(z.string()).nullish().parse(await apiGet('/api/front/order/refund/reason', undefined, signal)) ?? [],
    staleTime: 10 * 60_000,
  });
}

/** The refund request of docs/upstream-contract.md §6 (snake_case keys are the upstream's @JsonProperty names), as shared/contract/refund.ts writes it. */
export type RefundRequest = z.output<typeof refundBody>;

/** Checked before sending, so a form slip never reaches the service. */
export const refundRequestSchema: z.ZodType<RefundRequest, RefundRequest> = z.object({
  orderNo: z.string().min(1),
  text: z.string().trim().min(1).max(255),
  refund_reason_wap_explain: z.string().max(REFUND_NOTE_MAX),
  refund_reason_wap_img: z.string(),
});

export function useApplyRefund() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: RefundRequest) => apiPost<unknown>('/api/front/order/refund', refundRequestSchema.parse(req)),
    onSuccess: async () => {
      await Promise.all([qc.invalidateQueries({ queryKey: refundKeys.all }), qc.invalidateQueries({ queryKey: orderKeys.all })]);
    },
  });
}

/** The order detail call carries no refund fields; the shopper's refund list has them for that order. */
export function useRefundsForOrder(orderNo: string, enabled: boolean) {
  return useQuery({
    queryKey: refundKeys.forOrder(orderNo),
    queryFn: async ({ signal }) => (await fetchRefunds(1, signal)).list.filter((r) => r.merOrderNo === orderNo),
    enabled,
  });
}
