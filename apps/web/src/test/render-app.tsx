import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BaseProviders } from '../app/base-providers';
import { buildRoutes } from '../app/router';
import type { RouteSetKind } from '../lib/portal-path';
import { queryClient } from '../lib/query-client';

/** Renders the whole app (providers, route set, start-up loader) at a path. */
export function renderApp(path: string, kind: RouteSetKind = 'sandbox') {
  // The session store reads the sandbox's portal from the page's path, as a browser would have it.
  window.history.replaceState(null, '', kind === 'sandbox' ? path : '/');
  const router = createMemoryRouter(buildRoutes(kind), { initialEntries: [path] });
  // The data layer uses the app's one query client: each render starts it empty.
  queryClient.clear();
  const view = render(
    <BaseProviders>
      <RouterProvider router={router} />
    </BaseProviders>,
  );
  return { ...view, router, queryClient };
}
