import { lazy } from 'react';
import { ConsoleRouter, type ConsoleScreen } from '../../console/routes';
import { SellerShell } from './pages/Shell';

const AccountPage = lazy(() => import('../../console/AccountPage'));
const LogPage = lazy(() => import('../../console/LogPage'));
const ProductsPage = lazy(() => import('./pages/products/ProductsPage'));
const ProductEditPage = lazy(() => import('./pages/products/ProductEditPage'));
const CategoriesPage = lazy(() => import('./pages/products/CategoriesPage'));
const OrdersPage = lazy(() => import('./pages/orders/OrdersPage'));
const OrderPage = lazy(() => import('./pages/orders/OrderPage'));
const RefundsPage = lazy(() => import('./pages/refunds/RefundsPage'));
const RefundPage = lazy(() => import('./pages/refunds/RefundPage'));
const StaffPage = lazy(() => import('./pages/staff/StaffPage'));
const InvitationPage = lazy(() => import('./pages/staff/InvitationPage'));
const ReviewsPage = lazy(() => import('./pages/reviews/ReviewsPage'));
const CouponsPage = lazy(() => import('./pages/coupons/CouponsPage'));
const CouponNewPage = lazy(() => import('./pages/coupons/CouponNewPage'));
const CouponDetailPage = lazy(() => import('./pages/coupons/CouponDetailPage'));
const ShopSettingsPage = lazy(() => import('./pages/shop/ShopSettingsPage'));
const DashboardPage = lazy(() => import('./pages/DashboardPage'));

const SCREENS: ConsoleScreen[] = [
  { path: '/dashboard', page: <DashboardPage /> },
  { path: '/account', page: <AccountPage /> },
  { path: '/log', page: <LogPage /> },
  { path: '/products', page: <ProductsPage /> },
  { path: '/products/new', page: <ProductEditPage /> },
  { path: '/products/:id', page: <ProductEditPage /> },
  { path: '/categories', page: <CategoriesPage /> },
  { path: '/orders', page: <OrdersPage /> },
  { path: '/orders/:orderNo', page: <OrderPage /> },
  { path: '/refunds', page: <RefundsPage /> },
  { path: '/refunds/:refundOrderNo', page: <RefundPage /> },
  { path: '/staff', page: <StaffPage /> },
  { path: '/reviews', page: <ReviewsPage /> },
  { path: '/coupons', page: <CouponsPage /> },
  { path: '/coupons/new', page: <CouponNewPage /> },
  { path: '/coupons/:id', page: <CouponDetailPage /> },
  { path: '/shop', page: <ShopSettingsPage /> },
];

/** Reached from an emailed link, before any password exists. */
const OPEN_SCREENS: ConsoleScreen[] = [{ path: '/invitation', page: <InvitationPage /> }];

export function App() {
  return <ConsoleRouter basename="/seller" shell={<SellerShell />} home="/dashboard" screens={SCREENS} open={OPEN_SCREENS} />;
}
