import type { CouponInfo, CouponRow } from '../../api/shopcare';
import { formatAmount } from '../../../../console/money';
import { formatWhen } from '../../../../console/format';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** "5.00 off orders from 20.00", or "5.00 off" without a minimum spend. */
export function couponDeal(cp: Pick<CouponRow, 'money' | 'minPrice'>, t: Translate, lang: string): string {
  const money = formatAmount(cp.money, lang);
  return Number(cp.minPrice) > 0 ? t('coupons.dealMin', { money, min: formatAmount(cp.minPrice, lang) }) : t('coupons.deal', { money });
}

/** How long a collected coupon stays usable: fixed dates, or days from collecting. */
export function couponValidity(cp: Pick<CouponRow | CouponInfo, 'isFixedTime' | 'useStartTime' | 'useEndTime' | 'day'>, t: Translate, lang: string): string {
  return cp.isFixedTime ? t('coupons.validFromTo', { from: formatWhen(cp.useStartTime, lang), to: formatWhen(cp.useEndTime, lang) }) : t('coupons.validDays', { count: cp.day });
}

/** When shoppers can collect it. */
export function couponWindow(cp: Pick<CouponRow | CouponInfo, 'isForever' | 'receiveStartTime' | 'receiveEndTime'>, t: Translate, lang: string): string {
  return cp.isForever ? t('coupons.windowFromTo', { from: formatWhen(cp.receiveStartTime, lang), to: formatWhen(cp.receiveEndTime, lang) }) : t('coupons.windowAlways');
}
