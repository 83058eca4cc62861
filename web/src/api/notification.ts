import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../shared/constants';
import { apiGet, apiPost } from './client';
import type { Read } from '../../../shared/contract/fields';
import { page as pageOf } from '../../../shared/contract/common';
import { notification, unreadCount } from '../../../shared/contract/user';

export type Notification = Read<typeof notification>;

export const notificationKeys = {
  all: ['notification'] as const,
  list: (page: number) => ['notification', 'list', page] as const,
  unread: ['notification', 'unread'] as const,
};

export function useNotifications(page: number) {
  return useQuery({
    queryKey: notificationKeys.list(page),
    queryFn: async ({ signal }) => pageOf(notification).lenient.parse(await apiGet('/api/front/notification/list', { page, limit: PAGE_SIZE }, signal)),
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


/** The header's unread badge; on the notifications key prefix, so marking read refreshes it. */
export function unreadCountQuery(signedIn: boolean) {
  return queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: async ({ signal }) => unreadCount.lenient.parse(await apiGet<unknown>('/api/front/notification/unread/count', undefined, signal)).count,
    enabled: signedIn,
    staleTime: 60_000,
  });
}
