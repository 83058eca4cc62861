import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/StatusBadge';
import { ORDER_STATUS, REFUND_STATUS } from '../../../../../shared/contract/admin-platform-orders';

/** A shop order's state as a pill: paid or not, shipped, received, cancelled, refunded. */
export function OrderState({ paid, status, refundStatus }: { paid: boolean; status: number; refundStatus: number }) {
  const { t } = useTranslation();
  if (refundStatus === REFUND_STATUS.refunded) return <StatusBadge tone="neutral">{t('platformOrders.state.refunded')}</StatusBadge>;
  // On the shop order, refundStatus 1 is "applied for" and 2 "refunding" (A's order states, not the refund's).
  if (refundStatus === 1 || refundStatus === 2) return <StatusBadge tone="warn">{t('platformOrders.state.refunding')}</StatusBadge>;
  if (status === ORDER_STATUS.cancelled) return <StatusBadge tone="neutral">{t('platformOrders.state.cancelled')}</StatusBadge>;
  if (!paid) return <StatusBadge tone="warn">{t('platformOrders.state.unpaid')}</StatusBadge>;
  if (status === ORDER_STATUS.toShip) return <StatusBadge tone="info">{t('platformOrders.state.toShip')}</StatusBadge>;
  if (status === ORDER_STATUS.toReceive) return <StatusBadge tone="info">{t('platformOrders.state.toReceive')}</StatusBadge>;
  return <StatusBadge tone="success">{t('platformOrders.state.completed')}</StatusBadge>;
}

const REFUND_TONE = { [REFUND_STATUS.await]: 'warn', [REFUND_STATUS.rejected]: 'danger', [REFUND_STATUS.refunding]: 'info', [REFUND_STATUS.refunded]: 'success' } as const;

/** A refund's state as A names them: awaiting the shop, rejected, on its way back, refunded. */
export function RefundState({ refundStatus }: { refundStatus: number }) {
  const { t } = useTranslation();
  const tone = REFUND_TONE[refundStatus as keyof typeof REFUND_TONE] ?? 'neutral';
  return <StatusBadge tone={tone}>{t(`platformOrders.refundState.${refundStatus}`, { defaultValue: String(refundStatus) })}</StatusBadge>;
}
