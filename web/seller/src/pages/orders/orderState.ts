import type { Tone } from '@/components/StatusBadge';
import { ORDER_STATUS, REFUND_ORDER_STATUS, REFUND_STATUS } from '../../../../../shared/contract/admin-order';

/** Where an order stands, as the merchant reads it: a refund in hand speaks louder than the shipping state. */
export function orderStanding(o: { paid: boolean; status: number; refundStatus: number; isUserDel?: boolean }): { key: string; tone: Tone } {
  if (o.refundStatus === REFUND_STATUS.refunded) return { key: 'refunded', tone: 'neutral' };
  if (o.refundStatus === REFUND_STATUS.applied || o.refundStatus === REFUND_STATUS.refunding) return { key: 'refunding', tone: 'danger' };
  if (o.status === ORDER_STATUS.cancelled) return { key: 'cancelled', tone: 'neutral' };
  if (!o.paid) return { key: 'unPaid', tone: 'neutral' };
  if (o.status === ORDER_STATUS.toShip) return { key: 'notShipped', tone: 'warn' };
  if (o.status === ORDER_STATUS.toReceive) return { key: 'spike', tone: 'info' };
  return { key: 'complete', tone: 'success' };
}

/** A paid order waiting for shipment with no refund open: the one the ship dialog is for. */
export const canShip = (o: { paid: boolean; status: number; refundStatus: number }): boolean => o.paid && o.status === ORDER_STATUS.toShip && o.refundStatus === REFUND_STATUS.none;

const REFUND_TONES: Record<number, Tone> = {
  [REFUND_ORDER_STATUS.await]: 'warn',
  [REFUND_ORDER_STATUS.reject]: 'neutral',
  [REFUND_ORDER_STATUS.refunding]: 'info',
  [REFUND_ORDER_STATUS.refunded]: 'success',
};

/** A refund application's state as its badge says it (`refunds.state.<n>`). */
export const refundStanding = (refundStatus: number): { key: string; tone: Tone } => ({ key: String(refundStatus), tone: REFUND_TONES[refundStatus] ?? 'neutral' });
