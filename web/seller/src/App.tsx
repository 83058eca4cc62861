import { lazy } from 'react';
import { ConsoleRouter, type ConsoleScreen } from '../../console/routes';
import { SellerShell } from './pages/Shell';

const AccountPage = lazy(() => import('../../console/AccountPage'));
const LogPage = lazy(() => import('../../console/LogPage'));
const ProductsPage = lazy(() => import('./pages/products/ProductsPage'));
const ProductEditPage = lazy(() => import('./pages/products/ProductEditPage'));
const CategoriesPage = lazy(() => import('./pages/products/CategoriesPage'));

const SCREENS: ConsoleScreen[] = [
  { path: '/account', page: <AccountPage /> },
  { path: '/log', page: <LogPage /> },
  { path: '/products', page: <ProductsPage /> },
  { path: '/products/new', page: <ProductEditPage /> },
  { path: '/products/:id', page: <ProductEditPage /> },
  { path: '/categories', page: <CategoriesPage /> },
];

export function App() {
  return <ConsoleRouter basename="/seller" shell={<SellerShell />} home="/account" screens={SCREENS} />;
}
