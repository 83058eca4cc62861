import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from './client';

const countSchema = z.object({ count: z.coerce.number() });

/** Under ['cart'], so every cart mutation also refreshes the header and floating counts. */
export const cartCountKeys = {
  count: ['cart', 'count'] as const,
};

export async function fetchCartCount(signal?: AbortSignal): Promise<number> {
  const data = await apiGet<unknown>('/api/front/cart/count', { numType: true, type: 'sum' }, signal);
  return countSchema.parse(data ?? { count: 0 }).count;
}

/** Total quantity of the valid cart lines; only a signed-in shopper has a cart to count. */
export function cartCountQuery(signedIn: boolean) {
  return queryOptions({ queryKey: cartCountKeys.count, queryFn: ({ signal }) => fetchCartCount(signal), enabled: signedIn, staleTime: 15_000 });
}

