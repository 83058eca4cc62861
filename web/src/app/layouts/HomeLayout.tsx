import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { DefaultLayout } from './DefaultLayout';

// Fixed to the viewport edge, so loading it after the page costs no layout shift.
const FloatingWindow = lazy(() => import('../../features/layout/FloatingWindow').then((m) => ({ default: m.FloatingWindow })));

/** The default layout plus the floating shortcut window. */
export function HomeLayout() {
  return (
    <>
      <DefaultLayout>
        <Outlet />
      </DefaultLayout>
      <Suspense fallback={null}>
        <FloatingWindow />
      </Suspense>
    </>
  );
}
