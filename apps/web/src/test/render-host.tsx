import { render } from '@testing-library/react';
import { DataHttpUi } from '../app/data-layer';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

/** Renders only the HTTP status UI (dialogs and notices), as the data layer does. */
export function renderHost(onSessionEnded: () => void = () => {}) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <DataHttpUi onSessionEnded={onSessionEnded} />
    </AppProviders>,
  );
}
