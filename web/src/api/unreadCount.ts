import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from './client';

/** Beside the notification domain (same key prefix, so marking read refreshes it), apart from its
 * list schemas: the header shows this badge on every page, so it stays out of their weight. */
export const unreadCountKey = ['notification', 'unread'] as const;

const unreadSchema = z.object({ count: z.coerce.number() });

/** The header's unread badge; only a signed-in shopper has notifications. */
export function unreadCountQuery(signedIn: boolean) {
  return queryOptions({
    queryKey: unreadCountKey,
    queryFn: async ({ signal }) => unreadSchema.parse(await apiGet<unknown>('/api/front/notification/unread/count', undefined, signal)).count,
    enabled: signedIn,
    staleTime: 60_000,
  });
}
