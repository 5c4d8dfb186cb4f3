import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BaseProviders } from '../app/base-providers';
import { DataProviders } from '../app/providers';

/** Every provider of the app in one, for rendering a part of it on its own (tests: features render under it without importing app/). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <BaseProviders>
      <DataProviders queryClient={queryClient}>{children}</DataProviders>
    </BaseProviders>
  );
}
