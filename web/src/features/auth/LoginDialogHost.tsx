import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useInRouterContext, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/Toast';
import { loginDialogStore } from './dialogStore';
import { isSignInPage } from './redirect';

const LoginDialog = lazy(() => import('./LoginDialog'));

/** Same key as session.ts's LOGGED_OUT_FLAG (kept here to avoid an import cycle). */
const LOGGED_OUT_FLAG = 'auth.loggedOut';

function RouterBridge({ onReady, isOpen }: { onReady: (fn: (to: string) => void) => void; isOpen: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => onReady((to) => void navigate(to, { replace: false })), [navigate, onReady]);
  // A 401 on a protected page also sends the guard to /login: the page's own panels then
  // replace the dialog instead of stacking under it.
  useEffect(() => {
    if (isOpen && isSignInPage(pathname)) loginDialogStore.close();
  }, [isOpen, pathname]);
  return null;
}

const fullLoad = (to: string) => window.location.assign(to);

/**
 * Mounted once by App. Loads the dialog code on first open only, and shows the one-shot
 * "Exit successfully！" toast on the page load that follows a logout.
 */
export function LoginDialogHost() {
  const { t } = useTranslation('auth');
  const inRouter = useInRouterContext();
  const s = useSyncExternalStore(loginDialogStore.subscribe, loginDialogStore.getSnapshot, loginDialogStore.getSnapshot);
  const [everOpened, setEverOpened] = useState(false);
  const [navigate, setNavigate] = useState<(to: string) => void>(() => fullLoad);
  const onRouter = useCallback((fn: (to: string) => void) => setNavigate(() => fn), []);

  useEffect(() => {
    if (s.isOpen) setEverOpened(true);
  }, [s.isOpen]);

  useEffect(() => {
    let flagged = false;
    try {
      flagged = window.sessionStorage.getItem(LOGGED_OUT_FLAG) === '1';
      window.sessionStorage.removeItem(LOGGED_OUT_FLAG);
    } catch {
      flagged = false;
    }
    if (flagged) toast.success(t('toast.loggedOut'));
  }, [t]);

  return (
    <>
      {inRouter && <RouterBridge onReady={onRouter} isOpen={s.isOpen} />}
      {(s.isOpen || everOpened) && (
        <Suspense fallback={null}>
          <LoginDialog navigate={navigate} />
        </Suspense>
      )}
    </>
  );
}
