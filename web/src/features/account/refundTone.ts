import type { RefundState } from '../../api/refund';
import type { Tone } from './ui/parts';

export const REFUND_TONE: Record<RefundState, Tone> = { refunding: 'warn', refunded: 'success', refused: 'danger' };
