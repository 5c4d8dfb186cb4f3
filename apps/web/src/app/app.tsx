import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { routeSetForHost } from './route-set';
import { buildRoutes, preloadOpeningPage } from './router';

export function App() {
  const [router] = useState(() => {
    const created = createBrowserRouter(buildRoutes(routeSetForHost(window.location.hostname)));
    preloadOpeningPage(created.state.matches);
    return created;
  });
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
