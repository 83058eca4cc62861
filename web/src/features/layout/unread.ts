import { useQuery } from '@tanstack/react-query';
import { unreadCountQuery } from '@/api/unreadCount';
import { useUser } from '@/features/auth/session';

/** Unread notifications for the header badge; 0 and no call when signed out. */
export function useUnreadCount(): number {
  const { isSignedIn } = useUser();
  const q = useQuery(unreadCountQuery(isSignedIn));
  return isSignedIn ? (q.data ?? 0) : 0;
}
