import { useCallback, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../../api/client';
import { userInfoQuery, userKeys, type UserInfo } from '../../api/user';
import { detectLanguage, prefixPath } from '../../i18n/languages';
import { loginDialogStore } from './dialogStore';
import { clearFromPath, currentPath, saveFromPath } from './redirect';
import type { AuthPanel } from './panels';
import { cartCountKeys } from '@/api/cartCount';

export { LoginDialogHost } from './LoginDialogHost';
export type { AuthPanel } from './panels';

/** The signed-in shopper, or null. A 401 on the probe means "signed out", not an error. */
export function useUser(): { user: UserInfo | null; isSignedIn: boolean; isLoading: boolean } {
  const q = useQuery(userInfoQuery);
  const user = q.data ?? null;
  return { user, isSignedIn: user !== null, isLoading: q.isPending };
}

export function useLoginDialog(): {
  open: (panel?: AuthPanel) => void;
  close: () => void;
  isOpen: boolean;
  panel: AuthPanel;
} {
  const s = useSyncExternalStore(loginDialogStore.subscribe, loginDialogStore.getSnapshot, loginDialogStore.getSnapshot);
  return { open: openByChoice, close: loginDialogStore.close, isOpen: s.isOpen, panel: s.panel };
}

/**
 * The shopper asked to sign in (header, buttons): they stay where they are afterwards, so a path
 * saved by some earlier 401 must not whisk them away.
 */
function openByChoice(panel?: AuthPanel): void {
  clearFromPath();
  loginDialogStore.open(panel);
}

/** One-shot flag: the page that loads after the logout reload shows "Exit successfully！". */
export const LOGGED_OUT_FLAG = 'auth.loggedOut';

/**
 * Signs out: the BFF forgets the session cookie, we forget every cached answer and all local
 * storage (docs/storefront-spec.md §4), then reload home so no component keeps a signed-in view in memory.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      // The sign-in calls (and their schemas) stay out of the first bundle until someone logs out.
      const { logout } = await import('../../api/auth');
      await logout();
    } catch {
      // The local sign-out below must happen even when the server is unreachable.
    }
    await queryClient.cancelQueries();
    queryClient.clear();
    clearFromPath();
    try {
      window.localStorage.clear();
      window.sessionStorage.setItem(LOGGED_OUT_FLAG, '1');
    } catch {
      // Storage can be disabled (privacy modes); the reload still signs the page out.
    }
    loginDialogStore.close();
    window.location.assign(prefixPath('/', detectLanguage(window.location.pathname)));
  }, [queryClient]);
}

/**
 * Wires the client's 401 handling: remember where the shopper was, drop the cached user and
 * per-user data, and open the sign-in dialog with the server's message.
 */
export function installAuthHandlers(queryClient: QueryClient): () => void {
  setUnauthorizedHandler((err) => {
    saveFromPath(currentPath());
    queryClient.setQueryData(userKeys.info, null);
    queryClient.removeQueries({ queryKey: cartCountKeys.all });
    // A burst of 401s must not throw the shopper back to the first panel mid-typing.
    if (!loginDialogStore.getSnapshot().isOpen) loginDialogStore.open('phone', err.message || undefined);
  });
  return () => setUnauthorizedHandler(null);
}
