import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_SIZE } from '../../../shared/constants';
import { apiGet, apiPost } from './client';
import { bool, num, pageOf, text } from './wire';
import { unreadCountKey } from './unreadCount';

const notificationSchema = z.object({ id: num, type: text, title: text, content: text, linkUrl: text, isRead: bool, createTime: text });
export type Notification = z.output<typeof notificationSchema>;

export const notificationKeys = {
  all: ['notification'] as const,
  list: (page: number) => ['notification', 'list', page] as const,
  unread: unreadCountKey,
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
