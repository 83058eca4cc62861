import { Suspense, useEffect, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '@/api/client';
import { Toaster } from '@/components/Toast';
import { consoleKeys } from './api';
import { LoginPage } from './LoginPage';
import { ShellSkeleton } from './Shell';

/** An expired console session anywhere sends the account holder to sign-in, keeping the page to come back to. */
function SessionExpiry({ openPaths }: { openPaths: string[] }) {
  const navigate = useNavigate();
  const location = useLocation();
  const qc = useQueryClient();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      qc.removeQueries({ queryKey: consoleKeys.all });
      const from = `${location.pathname}${location.search}`;
      if (!location.pathname.startsWith('/login') && !openPaths.some((p) => location.pathname.startsWith(p))) void navigate(`/login?redirect=${encodeURIComponent(from)}&expired=1`, { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, location, qc, openPaths]);
  return null;
}

/** One signed-in screen of a console: its path and its page (a lazy chunk, drawn with the skeleton until it arrives). */
export interface ConsoleScreen {
  path: string;
  page: ReactNode;
}

/**
 * A console's addresses under its base: sign-in, then the signed-in frame with its screens; the base and
 * any unknown address go to `home`. An expired session returns to sign-in from anywhere.
 */
export function ConsoleRouter({ basename, shell, home, screens, open = [] }: { basename: string; shell: ReactNode; home: string; screens: ConsoleScreen[]; open?: ConsoleScreen[] }) {
  return (
    <BrowserRouter basename={basename}>
      <SessionExpiry openPaths={open.map((o) => o.path)} />
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        {/* Screens reached without a session (a set-password link), drawn outside the signed-in frame. */}
        {open.map(({ path, page }) => (
          <Route key={path} path={path} element={<Suspense fallback={null}>{page}</Suspense>} />
        ))}
        <Route element={shell}>
          <Route index element={<Navigate to={home} replace />} />
          {screens.map(({ path, page }) => (
            <Route key={path} path={path} element={<Suspense fallback={<ShellSkeleton />}>{page}</Suspense>} />
          ))}
          <Route path="*" element={<Navigate to={home} replace />} />
        </Route>
      </Routes>
      <Toaster />
    </BrowserRouter>
  );
}
