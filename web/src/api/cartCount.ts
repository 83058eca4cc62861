import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from './client';
import { useUser } from '../features/auth/session';

const countSchema = z.object({ count: z.coerce.number() });

export const cartCountKey = ['cart', 'count'] as const;

export async function fetchCartCount(signal?: AbortSignal): Promise<number> {
  const data = await apiGet<unknown>('/api/front/cart/count', { numType: true, type: 'sum' }, signal);
  return countSchema.parse(data ?? { count: 0 }).count;
}

/** Total quantity of the valid cart lines (header and floating window); 0 and no call when signed out. */
export function useCartCount(): number {
  const { isSignedIn } = useUser();
  const q = useQuery({ queryKey: cartCountKey, queryFn: ({ signal }) => fetchCartCount(signal), enabled: isSignedIn, staleTime: 15_000 });
  return isSignedIn ? (q.data ?? 0) : 0;
}
