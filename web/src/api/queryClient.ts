import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/** 4xx answers are final; network and 5xx failures get one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
