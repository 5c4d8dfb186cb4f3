import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { BaseProviders } from './base-providers';
import { routeSetForHost } from './route-set';
import { buildRoutes, preloadMatches } from './router';

export function App() {
  const [router] = useState(() => {
    const created = createBrowserRouter(buildRoutes(routeSetForHost(window.location.hostname)));
    preloadMatches(created.state.matches);
    created.subscribe((state) => preloadMatches(state.matches));
    return created;
  });
  return (
    <BaseProviders>
      <RouterProvider router={router} />
    </BaseProviders>
  );
}
