import { useQuery } from '@tanstack/react-query';
import { cartCountQuery } from '@/api/cartCount';
import { useUser } from '@/features/auth/session';

/** Total quantity of the valid cart lines (header and floating window); 0 and no call when signed out. */
export function useCartCount(): number {
  const { isSignedIn } = useUser();
  const q = useQuery(cartCountQuery(isSignedIn));
  return isSignedIn ? (q.data ?? 0) : 0;
}
