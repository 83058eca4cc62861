import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import { parseShell } from './shellParse';

/** Every cart query sits under this prefix; kept here, apart from the cart's list schemas, because
 * signing out drops the cart on every page. */
export const cartRootKey = ['cart'] as const;
export const cartCountKey = ['cart', 'count'] as const;

export function fetchCartCount(signal?: AbortSignal): Promise<number> {
  return parseShell(apiGet<unknown>('/api/front/cart/count', { numType: true, type: 'sum' }, signal), (s, d) => s.parseCount(d));
}

/** Total quantity of the valid cart lines; only a signed-in shopper has a cart to count. */
export function cartCountQuery(signedIn: boolean) {
  return queryOptions({ queryKey: cartCountKey, queryFn: ({ signal }) => fetchCartCount(signal), enabled: signedIn, staleTime: 15_000 });
}
