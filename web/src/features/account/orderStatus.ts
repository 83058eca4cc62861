import type { Tone } from '@/components/StatusBadge';

/** Merchant order `status` (docs/upstream-contract.md §5): 0 to ship, 1 to receive, 2 received, 3 completed, 9 cancelled. */
export type OrderStatusKey = 'unpaid' | 'unshipped' | 'receiving' | 'received' | 'completed' | 'cancelled';

export function orderStatusKey(o: { paid: boolean; status: number }): OrderStatusKey {
  if (o.status === 9) return 'cancelled';
  if (!o.paid) return 'unpaid';
  if (o.status === 0) return 'unshipped';
  if (o.status === 1) return 'receiving';
  if (o.status === 2) return 'received';
  return 'completed';
}

export const STATUS_TONE: Record<OrderStatusKey, Tone> = {
  unpaid: 'warn',
  unshipped: 'info',
  receiving: 'info',
  received: 'success',
  completed: 'success',
  cancelled: 'neutral',
};

/** Order `refundStatus`: 0 none, 1 applied, 2 refunding, 3 refunded. */
export function orderRefundKey(refundStatus: number): 'applied' | 'refunding' | 'refunded' | null {
  if (refundStatus === 1) return 'applied';
  if (refundStatus === 2) return 'refunding';
  if (refundStatus === 3) return 'refunded';
  return null;
}

/** What the shopper may do with a merchant order; mirrors the server's own rules (docs/upstream-contract.md §5-§7). */
export function orderAbilities(o: { paid: boolean; status: number; refundStatus: number }) {
  const paid = o.paid && o.status !== 9;
  const noRefund = o.refundStatus === 0;
  return {
    // The upstream refuses a refund while the parcel is on its way (status 1).
    refund: paid && noRefund && o.status !== 1,
    logistics: paid && (o.status === 1 || o.status === 2 || o.status === 3),
    take: paid && o.status === 1 && noRefund,
    evaluate: paid && (o.status === 2 || o.status === 3) && o.refundStatus !== 3,
    remove: o.status === 3,
    again: o.paid || o.status === 9,
  };
}
