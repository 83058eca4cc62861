import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/Toast';
import { fetchUserInfo, userKeys } from '../../api/user';
import { localePath } from '../../i18n';
import { takeFromPath } from './redirect';

/** Public, user-independent caches that a sign-in does not change. */
const PUBLIC_DOMAINS = new Set(['site', 'category', 'product', 'merchant']);

/**
 * After the BFF has set the session cookie: load the new user into the cache first (so guards
 * see a signed-in shopper), refresh cart and every other per-user query, then say where to go.
 */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  await queryClient.fetchQuery({ queryKey: userKeys.info, queryFn: ({ signal }) => fetchUserInfo(signal), staleTime: 0 });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['cart'] }),
    queryClient.invalidateQueries({
      predicate: (q) => !PUBLIC_DOMAINS.has(String(q.queryKey[0])) && q.queryKey[0] !== 'user' && q.queryKey[0] !== 'cart',
    }),
  ]);
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
      const target = takeFromPath('');
      onClosed();
      toast.success(kind === 'register' ? t('toast.registered') : t('toast.signedIn'));
      const here = `${window.location.pathname}${window.location.search}`;
      const to = target || (fallback === null ? null : localePath(fallback));
      if (to && to !== here) navigate(to);
    },
    [queryClient, navigate, onClosed, fallback, t],
  );
}
