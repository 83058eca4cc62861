import type { ComponentType } from 'react';
import { SPA_ROUTES, type LayoutKind, type SpaPath, type SpaRoute } from '../../../shared/routes';

/**
 * The page module of every route in the shared route list (shared/routes.ts), which the BFF also
 * reads to answer unknown paths with 404. Each page module default-exports its component and is
 * loaded lazily. A path added to the shared list without a page here is a type error.
 */
export type { LayoutKind };

type Loader = () => Promise<{ default: ComponentType }>;

export interface RouteEntry {
  path: string;
  load: Loader;
  layout: LayoutKind;
  auth?: boolean;
  guest?: boolean;
  /** Child routes rendered inside the page's <Outlet/> (merchant pages). */
  children?: { path: string; index?: boolean; load: Loader }[];
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

const merchantHome = () => import('../pages/merchant/MerchantHome');

const pages: Record<SpaPath, Loader> = {
  '/': home,
  '/index2': home,
  '/index_bak': home,
  '/categories': () => import('../pages/catalog/CategoriesPage'),
  '/goods/goods_search': search,
  '/goods/search': search,
  '/goods/top_one': () => import('../pages/catalog/RankingPage'),
  '/goods/activity_list': () => import('../pages/catalog/GoodsListPage'),
  '/goods/detail': goods,
  '/goods_detail/:id': goods,
  '/merchant/merchant_street': street,
  '/merchant/merchant_more': street,
  '/store': () => import('../pages/merchant/StorePage'),
  '/cart': cart,
  '/cart/index2': cart,
  '/order/shopping_cart': cart,
  '/order/order_confirm': confirm,
  '/order/order_confirm2': confirm,
  '/order/stripe_payment': () => import('../pages/checkout/StripePaymentPage'),
  '/order/payment_result': () => import('../pages/checkout/PaymentResultPage'),
  '/login': login,
  '/login/user': login,
  '/forget': () => import('../pages/auth/ForgetPage'),
  '/register/user': () => import('../pages/auth/RegisterPage'),
  '/middlewares/callback_twitter': () => import('../pages/auth/TwitterCallbackPage'),
  '/middlewares/privacy_agreement': () => import('../pages/auth/PrivacyAgreementPage'),
  '/order/order_detail': orderDetail,
  '/order/refund_detail': () => import('../pages/account/refunds/RefundDetailPage'),
  '/notification': () => import('../pages/account/notifications/NotificationPage'),
  '/register/merchant': settled,
  '/user_center': orderList,
  '/user_center/order/list': orderList,
  '/user_center/order/detail': orderDetail,
  '/user_center/wish_list': wishList,
  '/user_center/address/list': addressList,
  '/user_center/address/edit': addressEdit,
  '/users': orderList,
  '/users/order_list': orderList,
  '/users/address_list': addressList,
  '/users/address_edit': addressEdit,
  '/users/application_record': () => import('../pages/account/settled/ApplicationRecordPage'),
  '/users/collection_list': wishList,
  '/users/coupon_list': () => import('../pages/account/coupons/CouponListPage'),
  '/users/evaluation_confirm': () => import('../pages/account/reviews/EvaluationConfirmPage'),
  '/users/evaluation_list': () => import('../pages/account/reviews/EvaluationListPage'),
  '/users/merchant_settled': settled,
  '/users/refund_confirm': () => import('../pages/account/refunds/RefundConfirmPage'),
  '/users/refund_list': () => import('../pages/account/refunds/RefundListPage'),
  '/users/user_info': () => import('../pages/account/settings/UserInfoPage'),
  '/users/integral': () => import('../pages/account/points/PointsPage'),
  '/merchant/merchant': () => import('../pages/merchant/MerchantLayout'),
};

const children: Record<string, Loader> = {
  home: merchantHome,
  category: () => import('../pages/merchant/MerchantCategory'),
  coupon: () => import('../pages/merchant/MerchantCoupon'),
  qualification: () => import('../pages/merchant/MerchantQualification'),
};

function childRoutes(r: SpaRoute): RouteEntry['children'] {
  if (!r.children) return undefined;
  return [
    { path: '', index: true, load: merchantHome },
    ...r.children.map((c) => {
      const load = children[c];
      if (!load) throw new Error(`No page module for ${r.path}/${c}`);
      return { path: c, load };
    }),
  ];
}

export const routeTable: RouteEntry[] = SPA_ROUTES.map((r: SpaRoute & { path: SpaPath }) => ({
  path: r.path,
  load: pages[r.path],
  layout: r.layout,
  auth: r.auth,
  guest: r.guest,
  children: childRoutes(r),
}));
