import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { buildRoutes } from '../app/router';
import type { RouteSetKind } from '../lib/portal-path';
import { createQueryClient } from '../lib/query-client';

/** Renders the whole app (providers, route set, start-up loader) at a path. */
export function renderApp(path: string, kind: RouteSetKind = 'sandbox') {
  // The session store reads the sandbox's portal from the page's path, as a browser would have it.
  window.history.replaceState(null, '', kind === 'sandbox' ? path : '/');
  const router = createMemoryRouter(buildRoutes(kind), { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
