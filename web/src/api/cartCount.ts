import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import { parseShell } from './shellParse';

/** Every cart query sits under ['cart'], so every cart mutation also refreshes the header and floating
 * counts; kept here, apart from the cart's list schemas, because the header and signing out need it on every page. */
export const cartCountKeys = {
  all: ['cart'] as const,
  count: ['cart', 'count'] as const,
};

export function fetchCartCount(signal?: AbortSignal): Promise<number> {
  return parseShell(apiGet<unknown>('/api/front/cart/count', { numType: true, type: 'sum' }, signal), (s, d) => s.parseCount(d));
}

/** Total quantity of the valid cart lines; only a signed-in shopper has a cart to count. */
export function cartCountQuery(signedIn: boolean) {
  return queryOptions({ queryKey: cartCountKeys.count, queryFn: ({ signal }) => fetchCartCount(signal), enabled: signedIn, staleTime: 15_000 });
}

