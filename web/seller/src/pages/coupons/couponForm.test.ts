import { describe, expect, it } from 'vitest';
import { storeCouponRequest } from '../../../../../shared/contract/admin-shop';
import { checkCoupon, couponBody, EMPTY_COUPON, type CouponDraft } from './couponForm';

/** The translation stand-in: the key itself, so a test names the rule that fired. */
const t = (key: string) => key;
const draft = (over: Partial<CouponDraft> = {}): CouponDraft => ({ ...EMPTY_COUPON, name: 'Five off', money: '5.00', ...over });

describe('the new-coupon form', () => {
  it('accepts a filled shop coupon and sends what the service parses', () => {
    expect(checkCoupon(draft({ minPrice: '20', isLimited: true, total: '50' }), t)).toEqual({});
    const body = storeCouponRequest.parse(couponBody(draft({ minPrice: '20', isLimited: true, total: '50' })));
    expect(body).toMatchObject({ name: 'Five off', money: 500, minPrice: 2000, isLimited: true, total: 50, useType: 1, primaryKey: '', day: 30, isFixedTime: false, status: true });
  });

  it('sends datetime-local values as the service\'s wall-clock text', () => {
    const d = draft({ isForever: true, receiveStartTime: '2030-01-01T08:00', receiveEndTime: '2030-02-01T08:00', isFixedTime: true, useStartTime: '2030-01-01T08:00', useEndTime: '2030-03-01T20:30' });
    expect(checkCoupon(d, t)).toEqual({});
    expect(couponBody(d)).toMatchObject({ receiveStartTime: '2030-01-01 08:00:00', useEndTime: '2030-03-01 20:30:00', day: 0 });
  });

  it('names the field of each broken rule', () => {
    expect(checkCoupon(draft({ name: ' ', money: '0' }), t)).toEqual({ name: 'couponForm.err.name', money: 'couponForm.err.money' });
    expect(checkCoupon(draft({ money: '1.234' }), t).money).toBe('couponForm.err.money');
    expect(checkCoupon(draft({ money: '100000' }), t).money).toBe('couponForm.err.money');
    expect(checkCoupon(draft({ minPrice: '3' }), t).minPrice).toBe('couponForm.err.minBelow');
    expect(checkCoupon(draft({ useType: 2 }), t).productIds).toBe('couponForm.err.products');
    expect(checkCoupon(draft({ isLimited: true, total: '0' }), t).total).toBe('couponForm.err.total');
    expect(checkCoupon(draft({ day: '1000' }), t).day).toBe('couponForm.err.day');
    expect(checkCoupon(draft({ isForever: true, receiveStartTime: '2030-02-01T08:00', receiveEndTime: '2030-01-01T08:00' }), t)).toEqual({ receiveEndTime: 'couponForm.err.endAfterStart' });
    expect(checkCoupon(draft({ isFixedTime: true }), t)).toEqual({ useStartTime: 'couponForm.err.time', useEndTime: 'couponForm.err.time' });
  });
});
