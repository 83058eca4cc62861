import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '@/api/client';
import { Toaster } from '@/components/Toast';
import { consoleKeys } from './api/console';
import { LoginPage } from './pages/LoginPage';
import { Shell, ShellSkeleton } from './pages/Shell';

const AccountPage = lazy(() => import('./pages/AccountPage'));
const LogPage = lazy(() => import('./pages/LogPage'));

/** An expired console session anywhere sends the merchant to sign-in, keeping the page to come back to. */
function SessionExpiry() {
  const navigate = useNavigate();
  const location = useLocation();
  const qc = useQueryClient();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      qc.removeQueries({ queryKey: consoleKeys.all });
      const from = `${location.pathname}${location.search}`;
      if (!location.pathname.startsWith('/login')) void navigate(`/login?redirect=${encodeURIComponent(from)}&expired=1`, { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, location, qc]);
  return null;
}

export function App() {
  return (
    <BrowserRouter basename="/seller">
      <SessionExpiry />
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route element={<Shell />}>
          <Route index element={<Navigate to="/account" replace />} />
          <Route
            path="/account"
            element={
              <Suspense fallback={<ShellSkeleton />}>
                <AccountPage />
              </Suspense>
            }
          />
          <Route
            path="/log"
            element={
              <Suspense fallback={<ShellSkeleton />}>
                <LogPage />
              </Suspense>
            }
          />
          <Route path="*" element={<Navigate to="/account" replace />} />
        </Route>
      </Routes>
      <Toaster />
    </BrowserRouter>
  );
}
