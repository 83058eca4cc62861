import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleRouter, type ConsoleScreen } from '../../console/routes';
import { NAV_ICONS, Shell, type NavItem } from '../../console/Shell';
import { HOME_PERMISSIONS } from '../../../shared/contract/admin-home';
import { PLATFORM_FINANCE_PERMISSIONS } from '../../../shared/contract/admin-finance';
import { PLATFORM_ORDER_PERMISSIONS } from '../../../shared/contract/admin-platform-orders';

const AccountPage = lazy(() => import('../../console/AccountPage'));
const LogPage = lazy(() => import('../../console/LogPage'));
const ApplicationsPage = lazy(() => import('./pages/ApplicationsPage'));
const ApplicationPage = lazy(() => import('./pages/ApplicationPage'));
const ShopsPage = lazy(() => import('./pages/shops/ShopsPage'));
const ShopKindsPage = lazy(() => import('./pages/shops/ShopKindsPage'));
const CategoriesPage = lazy(() => import('./pages/categories/CategoriesPage'));
const ReviewPage = lazy(() => import('./pages/review/ReviewPage'));
const ContentPage = lazy(() => import('./pages/content/ContentPage'));
const DashboardPage = lazy(() => import('./pages/DashboardPage'));
const OrdersPage = lazy(() => import('./pages/orders/OrdersPage'));
const OrderPage = lazy(() => import('./pages/orders/OrderPage'));
const FinancePage = lazy(() => import('./pages/finance/FinancePage'));

/** The home, order lookup and finance icons: a gauge, a receipt, a coin stack. */
const FINANCE_ICONS = {
  home: 'M3 13a9 9 0 0 1 18 0M12 13l4-4M5 17h14',
  orders: 'M6 3h12v18l-3-2-3 2-3-2-3 2V3Zm3 5h6M9 12h6',
  finance: 'M12 3c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3ZM4 6v6c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6',
};

/** The oversight screens' nav icons (24-unit outline paths): a shop front, tags, a tree, a checked box, a picture. */
const OVERSIGHT_ICONS = {
  shops: 'M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6',
  kinds: 'M3 12l9-9h8v8l-9 9-8-8Zm13-5h.01',
  categories: 'M4 4h6v6H4zM14 14h6v6h-6zM7 10v7h7',
  review: 'M4 4h16v16H4zM8 12l3 3 5-6',
  content: 'M3 5h18v14H3zM3 15l5-5 4 4 3-3 6 6',
};

const NAV: NavItem[] = [
  { to: '/dashboard', label: 'financeNav.home', icon: FINANCE_ICONS.home, permissions: [HOME_PERMISSIONS.platformIndex] },
  { to: '/applications', label: 'nav.applications', icon: NAV_ICONS.applications },
  { to: '/shops', label: 'oversight.nav.shops', icon: OVERSIGHT_ICONS.shops },
  { to: '/shop-types', label: 'oversight.nav.shopTypes', icon: OVERSIGHT_ICONS.kinds },
  { to: '/shop-categories', label: 'oversight.nav.shopCategories', icon: OVERSIGHT_ICONS.kinds },
  { to: '/categories', label: 'oversight.nav.categories', icon: OVERSIGHT_ICONS.categories },
  { to: '/review', label: 'oversight.nav.review', icon: OVERSIGHT_ICONS.review },
  { to: '/content', label: 'oversight.nav.content', icon: OVERSIGHT_ICONS.content },
  { to: '/orders', label: 'financeNav.orders', icon: FINANCE_ICONS.orders, permissions: [PLATFORM_ORDER_PERMISSIONS.list, PLATFORM_ORDER_PERMISSIONS.refundList] },
  { to: '/finance', label: 'financeNav.finance', icon: FINANCE_ICONS.finance, permissions: [PLATFORM_FINANCE_PERMISSIONS.statement] },
  { to: '/log', label: 'nav.log', icon: NAV_ICONS.log },
  { to: '/account', label: 'nav.account', icon: NAV_ICONS.account },
];

const SCREENS: ConsoleScreen[] = [
  { path: '/dashboard', page: <DashboardPage /> },
  { path: '/orders', page: <OrdersPage /> },
  { path: '/orders/:orderNo', page: <OrderPage /> },
  { path: '/finance', page: <FinancePage /> },
  { path: '/applications', page: <ApplicationsPage /> },
  { path: '/applications/:id', page: <ApplicationPage /> },
  { path: '/shops', page: <ShopsPage /> },
  { path: '/shop-types', page: <ShopKindsPage kind="type" /> },
  { path: '/shop-categories', page: <ShopKindsPage kind="category" /> },
  { path: '/categories', page: <CategoriesPage /> },
  { path: '/review', page: <ReviewPage /> },
  { path: '/content', page: <ContentPage /> },
  { path: '/account', page: <AccountPage /> },
  { path: '/log', page: <LogPage /> },
];

/** The platform console's frame: the marketplace at the top of the side nav. */
function AdminShell() {
  const { t } = useTranslation();
  return <Shell brand={{ name: t('nav.marketplace') }} nav={NAV} />;
}

export function App() {
  return <ConsoleRouter basename="/admin" shell={<AdminShell />} home="/dashboard" screens={SCREENS} />;
}
