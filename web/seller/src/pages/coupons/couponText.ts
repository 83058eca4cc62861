import type { CouponInfo, CouponRow } from '../../api/shopcare';
import { formatWhen } from '../../../../console/format';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** "$5.00 off orders from $20.00", or "$5.00 off" without a minimum spend; `money` writes an amount with the shop currency (useMoney). */
export function couponDeal(cp: Pick<CouponRow, 'money' | 'minPrice'>, t: Translate, money: (value: string) => string): string {
  const off = money(cp.money);
  return Number(cp.minPrice) > 0 ? t('coupons.dealMin', { money: off, min: money(cp.minPrice) }) : t('coupons.deal', { money: off });
}

/** How long a collected coupon stays usable: fixed dates, or days from collecting. */
export function couponValidity(cp: Pick<CouponRow | CouponInfo, 'isFixedTime' | 'useStartTime' | 'useEndTime' | 'day'>, t: Translate, lang: string): string {
  return cp.isFixedTime ? t('coupons.validFromTo', { from: formatWhen(cp.useStartTime, lang), to: formatWhen(cp.useEndTime, lang) }) : t('coupons.validDays', { count: cp.day });
}

/** When shoppers can collect it. */
export function couponWindow(cp: Pick<CouponRow | CouponInfo, 'isForever' | 'receiveStartTime' | 'receiveEndTime'>, t: Translate, lang: string): string {
  return cp.isForever ? t('coupons.windowFromTo', { from: formatWhen(cp.receiveStartTime, lang), to: formatWhen(cp.receiveEndTime, lang) }) : t('coupons.windowAlways');
}
