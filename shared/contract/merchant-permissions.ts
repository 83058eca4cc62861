// zod-free: a plain registry. The staff role editor lists these, and the service accepts only these in a role.
import { MERCHANT_PRODUCT_PERMISSIONS } from './admin-product';
import { MERCHANT_LOG_PERMISSION, MERCHANT_SESSION_PERMISSIONS, MERCHANT_STAFF_PERMISSIONS } from './admin-staff';
import { MERCHANT_COUPON_PERMISSIONS, MERCHANT_REVIEW_PERMISSIONS, MERCHANT_SHOP_PERMISSIONS } from './admin-shop';
import { MERCHANT_ORDER_PERMISSIONS, MERCHANT_REFUND_PERMISSIONS } from './admin-order';
import { HOME_PERMISSIONS } from './admin-home';

/**
 * Every permission string a merchant console role may hold, grouped by the part of the console it opens
 * (A's style, `merchant:<area>:<action>`). Each part of the console adds its own group here, from the
 * PERMISSIONS const of its contract module, so a role can never name a call that does not exist.
 */
export const MERCHANT_PERMISSION_GROUPS = {
  products: Object.values(MERCHANT_PRODUCT_PERMISSIONS),
  staff: Object.values(MERCHANT_STAFF_PERMISSIONS),
  account: [...MERCHANT_SESSION_PERMISSIONS, MERCHANT_LOG_PERMISSION],
  pictures: ['merchant:upload:image'],
  orders: Object.values(MERCHANT_ORDER_PERMISSIONS),
  refunds: Object.values(MERCHANT_REFUND_PERMISSIONS),
  reviews: Object.values(MERCHANT_REVIEW_PERMISSIONS),
  coupons: Object.values(MERCHANT_COUPON_PERMISSIONS),
  shop: Object.values(MERCHANT_SHOP_PERMISSIONS),
  dashboard: [HOME_PERMISSIONS.merchantIndex, HOME_PERMISSIONS.merchantOperating],
} as const satisfies Record<string, readonly string[]>;

/** Every merchant permission string, once. */
export const MERCHANT_PERMISSIONS: readonly string[] = [...new Set(Object.values(MERCHANT_PERMISSION_GROUPS).flat())];
