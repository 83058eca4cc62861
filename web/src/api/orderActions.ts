import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from './client';
import { orderKeys, type OrderLine } from './orders';
import { refundKeys } from './refund';
import { reviewKeys } from './review';
import { preOrderNo } from '../../../shared/contract/order';

// The shopper's actions on an order; they change what the refund and review lists offer too.

/** Cancel an unpaid order: takes the MASTER order number. */
export const cancelOrder = (masterOrderNo: string) => apiPost<unknown>(`/api/front/order/cancel/${encodeURIComponent(masterOrderNo)}`);
/** Delete a completed order: takes the MERCHANT order number. */
export const deleteOrder = (orderNo: string) => apiPost<unknown>(`/api/front/order/delete/${encodeURIComponent(orderNo)}`);
/** Confirm receipt (status 1 → 3): merchant order number. */
export const takeOrder = (orderNo: string) => apiPost<unknown>(`/api/front/order/take/${encodeURIComponent(orderNo)}`);

/** Buy again: a buyNow pre-order of the same lines, which checkout then loads. */
export async function buyAgain(lines: Pick<OrderLine, 'productId' | 'attrValueId' | 'payNum'>[]): Promise<string> {
  const data = await apiPost('/api/front/order/pre/order', {
    preOrderType: 'buyNow',
    orderDetails: lines.map((l) => ({ productId: l.productId, attrValueId: l.attrValueId, productNum: l.payNum })),
  });
  const no = preOrderNo.lenient.parse(data).preOrderNo;
  if (!no) throw new Error('The answer carries no pre-order number');
  return no;
}

/** Runs an order mutation and refreshes everything order-shaped (lists, counts, detail). */
export function useOrderAction<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([qc.invalidateQueries({ queryKey: orderKeys.all }), qc.invalidateQueries({ queryKey: refundKeys.all }), qc.invalidateQueries({ queryKey: reviewKeys.all })]);
    },
  });
}
