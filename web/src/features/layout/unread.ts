import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '../../api/client';
import { useUser } from '../auth/session';

/** Same key as the notifications page's module, so marking read there refreshes this badge. */
export const unreadKey = ['notification', 'unread'] as const;

const schema = z.object({ count: z.coerce.number() });

export function useUnreadCount(): number {
  const { isSignedIn } = useUser();
  const q = useQuery({
    queryKey: unreadKey,
    queryFn: async ({ signal }) => schema.parse(await apiGet<unknown>('/api/front/notification/unread/count', undefined, signal)).count,
    enabled: isSignedIn,
    staleTime: 60_000,
  });
  return isSignedIn ? (q.data ?? 0) : 0;
}
