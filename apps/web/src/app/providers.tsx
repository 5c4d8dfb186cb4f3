import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NoticesProvider } from '../components/notices';

/** Queries and notices: what the screens of the data layer use (app/data-layer.tsx). */
export function DataProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <NoticesProvider>{children}</NoticesProvider>
    </QueryClientProvider>
  );
}
