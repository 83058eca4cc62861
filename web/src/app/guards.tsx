import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUser } from '../features/auth/session';
import { saveFromPath } from '../features/auth/redirect';
import { localePath } from '../i18n';
import { PageSpinner } from './PageSpinner';
import { RouteShell } from './RouteShell';

function Redirect({ to, remember, placeholder }: { to: string; remember?: string; placeholder: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (remember) saveFromPath(remember);
    void navigate(to, { replace: true });
  }, [navigate, to, remember]);
  return placeholder;
}

/**
 * Signed-out shoppers go to /login; the page they wanted is kept in the fromPath cookie for afterwards.
 * Until the session is known the page's frame shows with placeholders (`fallback`, by default the
 * route's shell): the BFF draws exactly that, so a signed-in reload is never blank (issue 26).
 */
export function RequireAuth({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { isSignedIn, isLoading } = useUser();
  const location = useLocation();
  const placeholder = fallback ?? <RouteShell />;
  if (isLoading) return placeholder;
  if (!isSignedIn) return <Redirect to={localePath('/login')} remember={`${location.pathname}${location.search}`} placeholder={placeholder} />;
  return children;
}

/**
 * Signed-in shoppers who open a sign-in or guest page go home. A shopper who signs in on that
 * page is different: the page itself leaves for the saved fromPath, and a redirect home here
 * would race it (the router's navigation runs in a transition, the user update does not).
 */
export function RequireGuest({ children }: { children: ReactNode }) {
  const { isSignedIn, isLoading } = useUser();
  const [sawSignedOut, setSawSignedOut] = useState(false);
  useEffect(() => {
    if (!isLoading && !isSignedIn) setSawSignedOut(true);
  }, [isLoading, isSignedIn]);
  if (isLoading) return <PageSpinner />;
  if (isSignedIn && !sawSignedOut) return <Redirect to={localePath('/')} placeholder={<PageSpinner />} />;
  return children;
}
