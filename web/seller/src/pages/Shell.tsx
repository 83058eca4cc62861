import { useTranslation } from 'react-i18next';
import { useMerchantInfo } from '@/api/merchant';
import { useAdminInfo } from '../../../console/api';
import { NAV_ICONS, Shell, type NavItem } from '../../../console/Shell';
import { HOME_PERMISSIONS } from '../../../../shared/contract/admin-home';
import { MERCHANT_PRODUCT_PERMISSIONS } from '../../../../shared/contract/admin-product';
import { MERCHANT_LOG_PERMISSION, MERCHANT_STAFF_PERMISSIONS } from '../../../../shared/contract/admin-staff';
import { MERCHANT_COUPON_PERMISSIONS, MERCHANT_REVIEW_PERMISSIONS, MERCHANT_SHOP_PERMISSIONS } from '../../../../shared/contract/admin-shop';
import { MERCHANT_ORDER_PERMISSIONS, MERCHANT_REFUND_PERMISSIONS } from '../../../../shared/contract/admin-order';

/** Orders (a receipt) and after-sales (an arrow turning back). */
const ORDER_ICONS = {
  orders: 'M6 2h12v20l-3-2-3 2-3-2-3 2V2Zm3 6h6M9 12h6M9 16h4',
  refunds: 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
};

/** Reviews (a speech bubble), coupons (a ticket) and the shop's settings (a storefront). */
const SHOPCARE_ICONS = {
  reviews: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10Z',
  coupons: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4V7Zm10-2v14',
  shop: 'M3 9l1.5-5h15L21 9M3 9v11h18V9M3 9h18M9 20v-6h6v6',
};

/** Staff and roles: two people. */
const STAFF_ICON = 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10a7 7 0 0 1 14 0M16 3.13a4 4 0 0 1 0 7.75M22 21a7 7 0 0 0-4-6.32';

/** The catalogue's icons: a box for products, a tag for the shop's categories. */
const CATALOGUE_ICONS = {
  products: 'M21 8 12 3 3 8v8l9 5 9-5V8ZM3 8l9 5 9-5M12 13v8',
  categories: 'M3 12V4h8l10 10-8 8L3 12Zm5-4h.01',
};

/** The home screen: a gauge. */
const DASHBOARD_ICON = 'M3 13a9 9 0 0 1 18 0M12 13l4-4M5 17h14';

const NAV: NavItem[] = [
  { to: '/dashboard', label: 'dashboardNav.home', icon: DASHBOARD_ICON, permissions: [HOME_PERMISSIONS.merchantIndex] },
  { to: '/orders', label: 'ordersNav.orders', icon: ORDER_ICONS.orders, permissions: [MERCHANT_ORDER_PERMISSIONS.list] },
  { to: '/refunds', label: 'ordersNav.refunds', icon: ORDER_ICONS.refunds, permissions: [MERCHANT_REFUND_PERMISSIONS.list] },
  { to: '/products', label: 'nav.products', icon: CATALOGUE_ICONS.products, permissions: [MERCHANT_PRODUCT_PERMISSIONS.list] },
  { to: '/categories', label: 'nav.categories', icon: CATALOGUE_ICONS.categories, permissions: [MERCHANT_PRODUCT_PERMISSIONS.categoryList] },
  { to: '/staff', label: 'staffNav.staff', icon: STAFF_ICON, permissions: [MERCHANT_STAFF_PERMISSIONS.adminList, MERCHANT_STAFF_PERMISSIONS.roleList] },
  { to: '/reviews', label: 'shopcareNav.reviews', icon: SHOPCARE_ICONS.reviews, permissions: [MERCHANT_REVIEW_PERMISSIONS.list] },
  { to: '/coupons', label: 'shopcareNav.coupons', icon: SHOPCARE_ICONS.coupons, permissions: [MERCHANT_COUPON_PERMISSIONS.list] },
  { to: '/shop', label: 'shopcareNav.shop', icon: SHOPCARE_ICONS.shop, permissions: [MERCHANT_SHOP_PERMISSIONS.configInfo] },
  { to: '/account', label: 'nav.account', icon: NAV_ICONS.account },
  { to: '/log', label: 'nav.log', icon: NAV_ICONS.log, permissions: [MERCHANT_LOG_PERMISSION] },
];

/** The merchant console's frame: the shop's name and logo at the top of the side nav. */
export function SellerShell() {
  const { t } = useTranslation();
  const me = useAdminInfo();
  const shop = useMerchantInfo(me.data?.merId ?? 0);
  return <Shell brand={{ name: shop.data?.name || t('nav.shop'), avatar: shop.data?.avatar || undefined }} nav={NAV} />;
}
