import { Outlet } from 'react-router';
import { DefaultLayout } from './DefaultLayout';
import { FloatingWindow } from '../../features/layout/FloatingWindow';

/** The default layout plus the floating shortcut window. */
export function HomeLayout() {
  return (
    <>
      <DefaultLayout>
        <Outlet />
      </DefaultLayout>
      <FloatingWindow />
    </>
  );
}
