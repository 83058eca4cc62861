import * as z from 'zod/mini';
import { bool, dateTime, int, money, object, pick, text } from './fields';

/** A coupon open for collection (GET /api/front/coupons). useType: 1 shop, 2 products, 3 platform. */
export const couponTemplate = object({
  id: int,
  name: text,
  money,
  isLimited: bool,
  lastTotal: int,
  primaryKey: text,
  minPrice: money,
  receiveStartTime: text,
  receiveEndTime: text,
  isFixedTime: bool,
  day: int,
  type: int,
  isUse: bool,
  useType: int,
  useStartTimeStr: text,
  useEndTimeStr: text,
});

const validStr = { strict: z.enum(['usable', 'unusable', 'overdue', 'notStart']), lenient: text.lenient };

/** One of the shopper's coupons (GET /api/front/coupon/list). status: 0 unused, 1 used, 2 expired. */
export const userCoupon = object({
  id: int,
  uid: int,
  couponId: int,
  name: text,
  merId: int,
  useType: int,
  money,
  minPrice: money,
  status: int,
  startTime: dateTime,
  endTime: dateTime,
  useTime: text,
  validStr,
});

/** GET /api/front/coupons/order/{preOrderNo}: the shopper's coupons that fit a pre-order; `id` is sent back as couponId. */
export const orderCoupon = pick(userCoupon, ['id', 'couponId', 'name', 'merId', 'money', 'minPrice', 'status', 'startTime', 'endTime', 'useTime', 'useType']);
