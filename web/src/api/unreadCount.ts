import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './client';
import { parseShell } from './shellParse';

/** Beside the notification domain (same key prefix, so marking read refreshes it), apart from its
 * list schemas: the header shows this badge on every page, so it stays out of their weight. */
export const unreadCountKey = ['notification', 'unread'] as const;

/** The header's unread badge; only a signed-in shopper has notifications. */
export function unreadCountQuery(signedIn: boolean) {
  return queryOptions({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => parseShell(apiGet<unknown>('/api/front/notification/unread/count', undefined, signal), (s, d) => s.parseCount(d)),
    enabled: signedIn,
    staleTime: 60_000,
  });
}

/** Unread notifications for the header badge; 0 and no call when signed out. */
export function useUnreadCount(signedIn: boolean): number {
  const q = useQuery(unreadCountQuery(signedIn));
  return signedIn ? (q.data ?? 0) : 0;
}
