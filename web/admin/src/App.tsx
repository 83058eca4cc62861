import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleRouter, type ConsoleScreen } from '../../console/routes';
import { NAV_ICONS, Shell, type NavItem } from '../../console/Shell';

const AccountPage = lazy(() => import('../../console/AccountPage'));
const LogPage = lazy(() => import('../../console/LogPage'));
const ApplicationsPage = lazy(() => import('./pages/ApplicationsPage'));
const ApplicationPage = lazy(() => import('./pages/ApplicationPage'));

const NAV: NavItem[] = [
  { to: '/applications', label: 'nav.applications', icon: NAV_ICONS.applications },
  { to: '/log', label: 'nav.log', icon: NAV_ICONS.log },
  { to: '/account', label: 'nav.account', icon: NAV_ICONS.account },
];

const SCREENS: ConsoleScreen[] = [
  { path: '/applications', page: <ApplicationsPage /> },
  { path: '/applications/:id', page: <ApplicationPage /> },
  { path: '/account', page: <AccountPage /> },
  { path: '/log', page: <LogPage /> },
];

/** The platform console's frame: the marketplace at the top of the side nav. */
function AdminShell() {
  const { t } = useTranslation();
  return <Shell brand={{ name: t('nav.marketplace') }} nav={NAV} />;
}

export function App() {
  return <ConsoleRouter basename="/admin" shell={<AdminShell />} home="/applications" screens={SCREENS} />;
}
