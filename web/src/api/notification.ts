import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_SIZE } from '../../../shared/constants';
import { apiGet, apiPost } from './client';
import { bool, num, pageOf, text } from './wire';

const notificationSchema = z.object({ id: num, type: text, title: text, content: text, linkUrl: text, isRead: bool, createTime: text });
export type Notification = z.output<typeof notificationSchema>;

export const notificationKeys = {
  all: ['notification'] as const,
  list: (page: number) => ['notification', 'list', page] as const,
  unread: ['notification', 'unread'] as const,
};

export function useNotifications(page: number) {
  return useQuery({
    queryKey: notificationKeys.list(page),
    queryFn: async ({ signal }) => pageOf(notificationSchema).parse(await apiGet('/api/front/notification/list', { page, limit: PAGE_SIZE }, signal)),
  });
}

/** ids empty = mark all read (contract §13). Invalidating the domain also refreshes the header badge. */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiPost<unknown>('/api/front/notification/read', { ids }),
    onSuccess: () => qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

const unreadSchema = z.object({ count: z.coerce.number() });

/** The header's unread badge; on the notifications key prefix, so marking read refreshes it. */
function unreadCountQuery(signedIn: boolean) {
  return queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: async ({ signal }) => unreadSchema.parse(await apiGet<unknown>('/api/front/notification/unread/count', undefined, signal)).count,
    enabled: signedIn,
    staleTime: 60_000,
  });
}

/** Unread notifications for the header badge; 0 and no call when signed out. */
export function useUnreadCount(signedIn: boolean): number {
  const q = useQuery(unreadCountQuery(signedIn));
  return signedIn ? (q.data ?? 0) : 0;
}
