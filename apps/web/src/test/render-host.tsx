import { render } from '@testing-library/react';
import { HttpUiHost } from '../app/http-ui-host';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

/** Renders only the HTTP status UI (dialogs and notices), as the app does at its root. */
export function renderHost(onSessionEnded: () => void = () => {}) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <HttpUiHost onSessionEnded={onSessionEnded} />
    </AppProviders>,
  );
}
