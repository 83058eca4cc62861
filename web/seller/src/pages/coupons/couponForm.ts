import Decimal from 'decimal.js';
import { COUPON_RULES, COUPON_USE_TYPE } from '../../../../../shared/contract/admin-shop';
import type { CouponBody } from '../../api/shopcare';

/** The new-coupon form as typed: text inputs and choices, checked here before anything is sent. */
export interface CouponDraft {
  name: string;
  money: string;
  minPrice: string;
  useType: number;
  productIds: number[];
  isLimited: boolean;
  total: string;
  isForever: boolean;
  receiveStartTime: string;
  receiveEndTime: string;
  isFixedTime: boolean;
  useStartTime: string;
  useEndTime: string;
  day: string;
  status: boolean;
}

export const EMPTY_COUPON: CouponDraft = {
  name: '',
  money: '',
  minPrice: '',
  useType: COUPON_USE_TYPE.shop,
  productIds: [],
  isLimited: false,
  total: '',
  isForever: false,
  receiveStartTime: '',
  receiveEndTime: '',
  isFixedTime: false,
  useStartTime: '',
  useEndTime: '',
  day: '30',
  status: true,
};

export type CouponErrors = Partial<Record<keyof CouponDraft, string>>;
type Translate = (key: string, values?: Record<string, unknown>) => string;

const AMOUNT = /^\d{1,5}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,7}$/;
/** `datetime-local` gives `yyyy-MM-ddTHH:mm`; the service reads it as wall-clock time in the marketplace's zone. */
const wire = (local: string) => (local ? `${local.replace('T', ' ')}${local.length === 16 ? ':00' : ''}` : '');

/** The same rules the service applies (shared/contract/admin-shop.ts), worded in the console's language, one per field. */
export function checkCoupon(d: CouponDraft, t: Translate): CouponErrors {
  const e: CouponErrors = {};
  if (d.name.trim() === '') e.name = t('couponForm.err.name');
  else if (d.name.trim().length > COUPON_RULES.name) e.name = t('couponForm.err.nameLong', { max: COUPON_RULES.name });
  if (!AMOUNT.test(d.money.trim()) || new Decimal(d.money.trim()).lte(0)) e.money = t('couponForm.err.money');
  const min = d.minPrice.trim() === '' ? '0' : d.minPrice.trim();
  if (!AMOUNT.test(min)) e.minPrice = t('couponForm.err.amount');
  else if (!e.money && new Decimal(min).gt(0) && new Decimal(min).lt(new Decimal(d.money.trim()))) e.minPrice = t('couponForm.err.minBelow');
  if (d.useType === COUPON_USE_TYPE.product && d.productIds.length === 0) e.productIds = t('couponForm.err.products');
  if (d.isLimited && (!WHOLE.test(d.total.trim()) || Number(d.total) < 1 || Number(d.total) > COUPON_RULES.maxTotal)) e.total = t('couponForm.err.total', { max: COUPON_RULES.maxTotal });
  if (d.isForever) {
    if (!d.receiveStartTime) e.receiveStartTime = t('couponForm.err.time');
    if (!d.receiveEndTime) e.receiveEndTime = t('couponForm.err.time');
    else if (d.receiveStartTime && d.receiveEndTime <= d.receiveStartTime) e.receiveEndTime = t('couponForm.err.endAfterStart');
  }
  if (d.isFixedTime) {
    if (!d.useStartTime) e.useStartTime = t('couponForm.err.time');
    if (!d.useEndTime) e.useEndTime = t('couponForm.err.time');
    else if (d.useStartTime && d.useEndTime <= d.useStartTime) e.useEndTime = t('couponForm.err.endAfterStart');
  } else if (!WHOLE.test(d.day.trim()) || Number(d.day) < 1 || Number(d.day) > COUPON_RULES.maxDay) {
    e.day = t('couponForm.err.day', { max: COUPON_RULES.maxDay });
  }
  return e;
}

/** The checked draft as A's StoreCouponRequest. */
export function couponBody(d: CouponDraft): CouponBody {
  return {
    name: d.name.trim(),
    money: d.money.trim(),
    minPrice: d.minPrice.trim() === '' ? '0' : d.minPrice.trim(),
    useType: d.useType,
    primaryKey: d.useType === COUPON_USE_TYPE.product ? d.productIds.join(',') : '',
    isLimited: d.isLimited,
    total: d.isLimited ? Number(d.total) : 0,
    isForever: d.isForever,
    receiveStartTime: d.isForever ? wire(d.receiveStartTime) : '',
    receiveEndTime: d.isForever ? wire(d.receiveEndTime) : '',
    isFixedTime: d.isFixedTime,
    useStartTime: d.isFixedTime ? wire(d.useStartTime) : '',
    useEndTime: d.isFixedTime ? wire(d.useEndTime) : '',
    day: d.isFixedTime ? 0 : Number(d.day),
    type: 1,
    sort: 0,
    status: d.status,
  };
}
