import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, request } from './client';
import { parseShell } from './shellParse';
import type { UserInfo } from './shellTypes';

export type { UserInfo };

export const userKeys = {
  all: ['user'] as const,
  info: ['user', 'info'] as const,
  balance: ['user', 'balance'] as const,
};

/**
 * The session probe: null when signed out. It is quiet on 401 because not being signed in is a
 * normal state here, not a reason to pop the sign-in dialog.
 */
export async function fetchUserInfo(signal?: AbortSignal): Promise<UserInfo | null> {
  try {
    // No session cookie at all: signed out, and no upstream round trip or 401 needed to know it.
    const session = await request<{ signedIn?: boolean }>('/api/bff/session', { method: 'GET', quiet401: true, signal }).catch(() => null);
    if (session?.signedIn === false) return null;
    return await parseShell(request<unknown>('/api/front/user/info', { method: 'GET', quiet401: true, signal }), (s, d) => s.parseUserInfo(d));
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

/** The signed-in shopper, or null; shared by the session hook and the after-sign-in reload. */
export const userInfoQuery = queryOptions({
  queryKey: userKeys.info,
  queryFn: ({ signal }) => fetchUserInfo(signal),
  staleTime: 60_000,
  retry: false,
});

export async function fetchBalance(signal?: AbortSignal): Promise<string> {
  return parseShell(request<unknown>('/api/front/pay/balance', { method: 'GET', signal }), (s, d) => s.balanceSchema.parse(d).userBalance);
}

/** The balance of the signed-in shopper (user-centre card, balance payment). */
export function useUserBalance(enabled = true) {
  return useQuery({
    queryKey: userKeys.balance,
    queryFn: ({ signal }) => fetchBalance(signal),
    enabled,
  });
}
