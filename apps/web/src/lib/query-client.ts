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
      // Always run: a change made offline is the outbox's to queue (lib/offline), or fails and says so;
      // the default would pause it, out of the queue, until the network came back.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
