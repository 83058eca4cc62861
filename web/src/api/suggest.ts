import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from './client';
import type { Read } from '../../../shared/contract/fields';
import type { suggestAnswer } from '../../../shared/contract/suggest';
import { SUGGEST_PATH, normaliseSuggestPrefix, suggestsFor } from '../../../shared/suggest-prefix';

/**
 * Suggestions as you type (docs/api-extensions.md "Suggestions as you type"). Keyed by the normalised prefix,
 * so an answer can only ever fill the list of the prefix it was asked for: a slow answer to "ph" arriving after
 * the one to "pho" never replaces it.
 */
export type Suggestions = Read<typeof suggestAnswer>;

/**
 * Under the product domain's prefix (`productKeys.all`, ['product']), so a change that refreshes products
 * refreshes suggestions too; written out rather than imported, because api/product.ts brings the product
 * validators into the header's first script.
 */
export const suggestKeys = {
  prefix: (prefix: string) => ['product', 'suggest', prefix] as const,
};

/** The answer, or null when the upstream has no such call (404): the box then stays a plain search box. */
export async function fetchSuggestions(prefix: string, signal?: AbortSignal): Promise<Suggestions | null> {
  try {
    // The shape (and its validator) loads with the first answer, not with the header's first script.
    const [data, contract] = await Promise.all([apiGet<unknown>(SUGGEST_PATH, { keyword: prefix }, signal), import('../../../shared/contract/suggest')]);
    return contract.suggestAnswer.lenient.parse(data);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

/** Suggestions for what the shopper has typed (already debounced by the caller); idle below the minimum length. */
export function useSuggestions(typed: string, enabled = true) {
  const prefix = normaliseSuggestPrefix(typed);
  const on = enabled && suggestsFor(prefix);
  return {
    prefix,
    query: useQuery({
      queryKey: suggestKeys.prefix(prefix),
      queryFn: ({ signal }) => fetchSuggestions(prefix, signal),
      enabled: on,
      staleTime: 60_000,
      retry: false,
      // The previous prefix's list stays up while the next one loads, so the list does not blink per keystroke.
      placeholderData: keepPreviousData,
    }),
    on,
  };
}
