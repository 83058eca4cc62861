import type { RefundState } from '../../api/refund';
import type { Tone } from '@/components/StatusBadge';

export const REFUND_TONE: Record<RefundState, Tone> = { refunding: 'warn', refunded: 'success', refused: 'danger' };
