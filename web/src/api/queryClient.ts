import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toast } from './toastStore';
import { i18n } from '@/i18n';
import { ApiError } from './client';
import { errorMessage } from './errors';

/** What a mutation may tell the query client about itself (`useMutation({ meta })`). */
export interface MutationMeta extends Record<string, unknown> {
  /**
   * false: the mutation shows its failure itself (an inline field error, a sign-in flow, a message of
   * its own), so the default error toast stays away and the shopper never sees two.
   */
  errorToast?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/** 4xx answers are final; network and 5xx failures get one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The default failure notice of a shopper's action: the server's message, else the localised
 * default for its status, in the language of the page. Writes that are not mutations (the cart
 * quantity stepper's debounced writes) use it too, so every failed action reads the same.
 */
export function showErrorToast(err: unknown): void {
  toast.error(errorMessage(err, (key, options) => i18n.t(key, options)));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (err, _variables, _context, mutation) => {
        if (mutation.options.meta?.errorToast === false) return;
        showErrorToast(err);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The one client of the app; tests build their own with createQueryClient(). */
export const queryClient = createQueryClient();
