import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import { cartCount } from '../../../shared/contract/cart';

export const cartCountKey = ['cart', 'count'] as const;

export async function fetchCartCount(signal?: AbortSignal): Promise<number> {
  const data = await apiGet<unknown>('/api/front/cart/count', { numType: true, type: 'sum' }, signal);
  return cartCount.lenient.parse(data ?? { count: 0 }).count;
}

/** Total quantity of the valid cart lines; only a signed-in shopper has a cart to count. */
export function cartCountQuery(signedIn: boolean) {
  return queryOptions({ queryKey: cartCountKey, queryFn: ({ signal }) => fetchCartCount(signal), enabled: signedIn, staleTime: 15_000 });
}
