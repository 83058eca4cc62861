import { describe, expect, it } from 'vitest';
import { orderAbilities, orderStatusKey } from './orderStatus';
import { parseLogistics } from '../../api/orders';
import { refundState } from '../../api/refund';
import { payTarget } from './payment';

describe('orderAbilities', () => {
  it('offers receipt only while the parcel is on its way, and no refund then', () => {
    expect(orderAbilities({ paid: true, status: 1, refundStatus: 0 })).toMatchObject({ take: true, refund: false, logistics: true, remove: false });
  });
  it('offers refund before shipping, and review and delete once completed', () => {
    expect(orderAbilities({ paid: true, status: 0, refundStatus: 0 })).toMatchObject({ refund: true, take: false, logistics: false, evaluate: false });
    expect(orderAbilities({ paid: true, status: 3, refundStatus: 0 })).toMatchObject({ refund: true, evaluate: true, remove: true });
  });
  it('offers no second refund while one is open', () => {
    expect(orderAbilities({ paid: true, status: 0, refundStatus: 1 }).refund).toBe(false);
    expect(orderAbilities({ paid: true, status: 3, refundStatus: 3 }).evaluate).toBe(false);
  });
  it('names the statuses', () => {
    expect([0, 1, 2, 3, 9].map((status) => orderStatusKey({ paid: true, status }))).toEqual(['unshipped', 'receiving', 'received', 'completed', 'cancelled']);
    expect(orderStatusKey({ paid: false, status: 0 })).toBe('unpaid');
  });
});

describe('refundState', () => {
  it('shows pending review and refunding both as refunding', () => {
    expect([0, 1, 2, 3].map(refundState)).toEqual(['refunding', 'refused', 'refunding', 'refunded']);
  });
});

describe('parseLogistics', () => {
  it('reads the AcceptStation/AcceptTime JSON string, newest first', () => {
    const raw = JSON.stringify([
      { AcceptStation: 'Picked up in Shenzhen', AcceptTime: '2026-01-02 08:00:00' },
      { AcceptStation: 'Arrived in London', AcceptTime: '2026-01-05 10:30:00' },
    ]);
    expect(parseLogistics(raw)).toEqual([
      { station: 'Arrived in London', time: '2026-01-05 10:30:00' },
      { station: 'Picked up in Shenzhen', time: '2026-01-02 08:00:00' },
    ]);
  });
  it('accepts the Traces wrapper and survives garbage', () => {
    expect(parseLogistics({ Traces: [{ AcceptStation: 'Out for delivery', AcceptTime: '2026-01-06 09:00:00' }] })).toHaveLength(1);
    expect(parseLogistics('not json')).toEqual([]);
    expect(parseLogistics(null)).toEqual([]);
  });
});

describe('payTarget', () => {
  it('routes like checkout: paypal away, stripe to the card page, balance to the result', () => {
    expect(payTarget('paypal', 'M1', { redirect: 'https://paypal.test/approve', stripeClientSecret: '' })).toEqual({ kind: 'external', url: 'https://paypal.test/approve' });
    expect(payTarget('stripe', 'M1', { redirect: '', stripeClientSecret: 'pi_1_secret_2' })).toEqual({ kind: 'route', path: '/order/stripe_payment?clientSecret=pi_1_secret_2&orderNo=M1' });
    expect(payTarget('yue', 'M1', { redirect: '', stripeClientSecret: '' })).toEqual({ kind: 'route', path: '/order/payment_result?orderNo=M1&payType=yue' });
  });
});
