import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routeSetForHost } from './route-set';
import { buildRoutes, preloadMatches } from './router';

/**
 * The app: its router, no providers. The first screens (start-up card, sign-in) are drawn without
 * MUI; the data layer brings MUI's theme for the rest (app/base-providers.tsx).
 */
export function App() {
  const [router] = useState(() => {
    const created = createBrowserRouter(buildRoutes(routeSetForHost(window.location.hostname)));
    preloadMatches(created.state.matches);
    created.subscribe((state) => preloadMatches(state.matches));
    return created;
  });
  return <RouterProvider router={router} />;
}
