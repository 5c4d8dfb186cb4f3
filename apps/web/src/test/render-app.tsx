import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRoutes } from '../app/router';
import type { RouteSetKind } from '../lib/portal-path';
import { queryClient } from '../lib/query-client';

/** Renders the whole app (route set, start-up loader, the data layer's providers) at a path, as app/app.tsx does. */
export function renderApp(path: string, kind: RouteSetKind = 'sandbox') {
  // The session store reads the sandbox's portal from the page's path, as a browser would have it.
  window.history.replaceState(null, '', kind === 'sandbox' ? path : '/');
  const router = createMemoryRouter(buildRoutes(kind), { initialEntries: [path] });
  // The data layer uses the app's one query client: each render starts it empty.
  queryClient.clear();
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, queryClient };
}
