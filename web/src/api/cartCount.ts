import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from './client';

const countSchema = z.object({ count: z.coerce.number() });

/** Every cart query sits under this prefix; kept here, apart from the cart's list schemas, because
 * signing out drops the cart on every page. */
export const cartRootKey = ['cart'] as const;
export const cartCountKey = ['cart', 'count'] as const;

export async function fetchCartCount(signal?: AbortSignal): Promise<number> {
  const data = await apiGet<unknown>('/api/front/cart/count', { numType: true, type: 'sum' }, signal);
  return countSchema.parse(data ?? { count: 0 }).count;
}

/** Total quantity of the valid cart lines; only a signed-in shopper has a cart to count. */
export function cartCountQuery(signedIn: boolean) {
  return queryOptions({ queryKey: cartCountKey, queryFn: ({ signal }) => fetchCartCount(signal), enabled: signedIn, staleTime: 15_000 });
}
