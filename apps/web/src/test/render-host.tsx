import { render } from '@testing-library/react';
import { DataHttpUi } from '../app/data-layer';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './app-providers';

/** Renders only the HTTP status UI (dialogs and notices), as the data layer does. */
export function renderHost(onSessionEnded: () => void = () => {}) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <DataHttpUi onSessionEnded={onSessionEnded} />
    </AppProviders>,
  );
}
