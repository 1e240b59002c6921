import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/client';
import { handleSessionError } from '../features/sign-in';

// A 4xx answer will not change on a retry; network and 5xx failures may.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createConsoleQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // An ended session or a due password change acts the same wherever it is noticed.
    queryCache: new QueryCache({ onError: (error) => handleSessionError(error, client) }),
    mutationCache: new MutationCache({ onError: (error) => handleSessionError(error, client) }),
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
  return client;
}
