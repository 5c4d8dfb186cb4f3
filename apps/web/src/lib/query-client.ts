import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http-client';

/** Retries only a lost connection, once; every answered failure is final. */
function retry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry, refetchOnWindowFocus: false, staleTime: 30_000 },
      // A change made offline runs at once: the field-work changes queue themselves in the outbox
      // (lib/offline), the rest say they could not connect. Paused, they would wait unseen.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
