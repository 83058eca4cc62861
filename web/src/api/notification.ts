import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../shared/constants';
import { apiGet, apiPost } from './client';
import type { Read } from '../../../shared/contract/fields';
import { page as pageOf } from '../../../shared/contract/common';
import { notification } from '../../../shared/contract/user';
import { unreadCountKey } from './unreadCount';

export type Notification = Read<typeof notification>;

export const notificationKeys = {
  all: ['notification'] as const,
  list: (page: number) => ['notification', 'list', page] as const,
  unread: unreadCountKey,
};

export function useNotifications(page: number) {
  return useQuery({
    queryKey: notificationKeys.list(page),
    queryFn: async ({ signal }) => pageOf(notification).lenient.parse(await apiGet('/api/front/notification/list', { page, limit: PAGE_SIZE }, signal)),
  });
}

/** ids empty = mark all read (docs/upstream-contract.md §13). Invalidating the domain also refreshes the header badge. */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiPost<unknown>('/api/front/notification/read', { ids }),
    onSuccess: () => qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
