import type { ComponentType } from 'react';

/**
 * Every route of spec §2. This table is the contract between the router (app/) and the page
 * modules (pages/): each page module default-exports its component, and is loaded lazily.
 * `auth` routes send signed-out shoppers to /login; `guest` routes send signed-in ones home.
 */
export type LayoutKind = 'default' | 'home' | 'user' | 'bare';

export interface RouteEntry {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  layout: LayoutKind;
  auth?: boolean;
  guest?: boolean;
  /** Child routes rendered inside the page's <Outlet/> (merchant pages). */
  children?: { path: string; index?: boolean; load: () => Promise<{ default: ComponentType }> }[];
}

const home = () => import('../pages/home/HomePage');
const cart = () => import('../pages/cart/CartPage');
const confirm = () => import('../pages/checkout/OrderConfirmPage');
const goods = () => import('../pages/goods/GoodsDetailPage');
const search = () => import('../pages/catalog/SearchPage');
const street = () => import('../pages/merchant/MerchantStreetPage');
const login = () => import('../pages/auth/LoginPage');
const orderList = () => import('../pages/account/orders/OrderListPage');
const orderDetail = () => import('../pages/account/orders/OrderDetailPage');
const wishList = () => import('../pages/account/collections/CollectionListPage');
const addressList = () => import('../pages/account/addresses/AddressListPage');
const addressEdit = () => import('../pages/account/addresses/AddressEditPage');
const settled = () => import('../pages/account/settled/MerchantSettledPage');

export const routeTable: RouteEntry[] = [
  // Shopping (issue: SPA part 2)
  { path: '/', load: home, layout: 'home' },
  { path: '/index2', load: home, layout: 'home' },
  { path: '/index_bak', load: home, layout: 'home' },
  { path: '/categories', load: () => import('../pages/catalog/CategoriesPage'), layout: 'default' },
  { path: '/goods/goods_search', load: search, layout: 'default' },
  { path: '/goods/search', load: search, layout: 'default' },
  { path: '/goods/top_one', load: () => import('../pages/catalog/RankingPage'), layout: 'default' },
  { path: '/goods/activity_list', load: () => import('../pages/catalog/GoodsListPage'), layout: 'default' },
  { path: '/goods/detail', load: goods, layout: 'default' },
  { path: '/goods_detail/:id', load: goods, layout: 'default' },
  {
    path: '/merchant/merchant',
    load: () => import('../pages/merchant/MerchantLayout'),
    layout: 'default',
    children: [
      { path: '', index: true, load: () => import('../pages/merchant/MerchantHome') },
      { path: 'home', load: () => import('../pages/merchant/MerchantHome') },
      { path: 'category', load: () => import('../pages/merchant/MerchantCategory') },
      { path: 'coupon', load: () => import('../pages/merchant/MerchantCoupon') },
      { path: 'qualification', load: () => import('../pages/merchant/MerchantQualification') },
    ],
  },
  { path: '/merchant/merchant_street', load: street, layout: 'default' },
  { path: '/merchant/merchant_more', load: street, layout: 'default' },
  { path: '/store', load: () => import('../pages/merchant/StorePage'), layout: 'default' },
  { path: '/cart', load: cart, layout: 'default', auth: true },
  { path: '/cart/index2', load: cart, layout: 'default', auth: true },
  { path: '/order/shopping_cart', load: cart, layout: 'default', auth: true },
  { path: '/order/order_confirm', load: confirm, layout: 'default', auth: true },
  { path: '/order/order_confirm2', load: confirm, layout: 'default', auth: true },
  { path: '/order/stripe_payment', load: () => import('../pages/checkout/StripePaymentPage'), layout: 'default', auth: true },
  { path: '/order/payment_result', load: () => import('../pages/checkout/PaymentResultPage'), layout: 'default', auth: true },

  // Shell and sign-in (issue: SPA part 1)
  { path: '/login', load: login, layout: 'default', guest: true },
  { path: '/login/user', load: login, layout: 'default', guest: true },
  { path: '/forget', load: () => import('../pages/auth/ForgetPage'), layout: 'default', guest: true },
  { path: '/register/user', load: () => import('../pages/auth/RegisterPage'), layout: 'default', guest: true },
  { path: '/middlewares/callback_twitter', load: () => import('../pages/auth/TwitterCallbackPage'), layout: 'bare' },
  { path: '/middlewares/privacy_agreement', load: () => import('../pages/auth/PrivacyAgreementPage'), layout: 'bare' },

  // Account area (issue: SPA part 3)
  { path: '/order/order_detail', load: orderDetail, layout: 'user', auth: true },
  { path: '/order/refund_detail', load: () => import('../pages/account/refunds/RefundDetailPage'), layout: 'user', auth: true },
  { path: '/notification', load: () => import('../pages/account/notifications/NotificationPage'), layout: 'user', auth: true },
  { path: '/register/merchant', load: settled, layout: 'default', auth: true },
  { path: '/user_center', load: orderList, layout: 'user', auth: true },
  { path: '/user_center/order/list', load: orderList, layout: 'user', auth: true },
  { path: '/user_center/order/detail', load: orderDetail, layout: 'user', auth: true },
  { path: '/user_center/wish_list', load: wishList, layout: 'user', auth: true },
  { path: '/user_center/address/list', load: addressList, layout: 'user', auth: true },
  { path: '/user_center/address/edit', load: addressEdit, layout: 'user', auth: true },
  { path: '/users', load: orderList, layout: 'user', auth: true },
  { path: '/users/order_list', load: orderList, layout: 'user', auth: true },
  { path: '/users/address_list', load: addressList, layout: 'user', auth: true },
  { path: '/users/address_edit', load: addressEdit, layout: 'user', auth: true },
  { path: '/users/application_record', load: () => import('../pages/account/settled/ApplicationRecordPage'), layout: 'user', auth: true },
  { path: '/users/collection_list', load: wishList, layout: 'user', auth: true },
  { path: '/users/coupon_list', load: () => import('../pages/account/coupons/CouponListPage'), layout: 'user', auth: true },
  { path: '/users/evaluation_confirm', load: () => import('../pages/account/reviews/EvaluationConfirmPage'), layout: 'user', auth: true },
  { path: '/users/evaluation_list', load: () => import('../pages/account/reviews/EvaluationListPage'), layout: 'user', auth: true },
  { path: '/users/merchant_settled', load: settled, layout: 'user', auth: true },
  { path: '/users/refund_confirm', load: () => import('../pages/account/refunds/RefundConfirmPage'), layout: 'user', auth: true },
  { path: '/users/refund_list', load: () => import('../pages/account/refunds/RefundListPage'), layout: 'user', auth: true },
  { path: '/users/user_info', load: () => import('../pages/account/settings/UserInfoPage'), layout: 'user', auth: true },
  { path: '/users/integral', load: () => import('../pages/account/points/PointsPage'), layout: 'user', auth: true },
];
