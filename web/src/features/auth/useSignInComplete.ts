import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/Toast';
import { userInfoQuery, userKeys } from '../../api/user';
import { localePath } from '../../i18n';
import { takeFromPath } from './redirect';

/** Public, user-independent caches that a sign-in does not change. */
const PUBLIC_DOMAINS = new Set(['site', 'category', 'product', 'merchant']);

/**
 * After the BFF has set the session cookie: load the new user into the cache (so guards see a
 * signed-in shopper), then refresh the cart and every other per-user query in the background.
 */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  await queryClient.fetchQuery({ ...userInfoQuery, staleTime: 0 });
  void refreshUserData(queryClient);
}

/** Everything per-user (['user', ...] but the info just fetched, ['cart', ...], orders ...). */
function refreshUserData(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({
    predicate: (q) => {
      const [domain, sub] = q.queryKey;
      if (domain === userKeys.info[0] && sub === userKeys.info[1]) return false;
      return !PUBLIC_DOMAINS.has(String(domain));
    },
  });
}

/**
 * Returns the handler the panels call on success. `navigate` leaves for the saved fromPath (or
 * `fallback` when none was saved; null = stay where we are, as the dialog does).
 */
export function useSignInComplete(navigate: (to: string) => void, onClosed: () => void, fallback: string | null) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('auth');
  return useCallback(
    async (kind: 'login' | 'register') => {
      await refreshSession(queryClient);
      // Leave in the same tick as the user lands in the cache: the guest-only guard of the
      // sign-in pages would otherwise send the shopper home first.
      const target = takeFromPath('');
      const here = `${window.location.pathname}${window.location.search}`;
      const to = target || (fallback === null ? null : localePath(fallback));
      if (to && to !== here) navigate(to);
      onClosed();
      toast.success(kind === 'register' ? t('toast.registered') : t('toast.signedIn'));
    },
    [queryClient, navigate, onClosed, fallback, t],
  );
}
