import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/client';

// A 4xx answer will not change on a retry; network and 5xx failures may.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

/** The application's one query client (tests build their own with createQueryClient). */
export const queryClient = createQueryClient();
