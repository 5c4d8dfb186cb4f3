import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { routeSetForHost } from './route-set';
import { buildRoutes } from './router';

export function App() {
  const [router] = useState(() => createBrowserRouter(buildRoutes(routeSetForHost(window.location.hostname))));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
