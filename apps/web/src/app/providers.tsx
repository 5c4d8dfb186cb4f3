import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BaseProviders } from './base-providers';
import { NoticesProvider } from './notices';

/** Queries and notices: what the screens of the data layer use (app/data-layer.tsx). */
export function DataProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <NoticesProvider>{children}</NoticesProvider>
    </QueryClientProvider>
  );
}

/** Every provider of the app in one, for rendering a part of it on its own (tests). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <BaseProviders>
      <DataProviders queryClient={queryClient}>{children}</DataProviders>
    </BaseProviders>
  );
}
