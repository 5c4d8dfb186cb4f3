import { Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { lazyComponent } from '../lib/lazy-component';
import { PortalProvider, type RouteSetKind } from '../lib/portal-path';
import { setHostPortal } from '../lib/session/session-store';
import { BUSINESS_ROUTES } from './business-routes';
import { CONNECT_ROUTES } from './connect-routes';
import { NotFoundPage } from './not-found.page';
import { PageLoader } from './page-loader';
import { PublicLayout } from './public-layout';
import { RootLayout } from './root-layout';
import type { AppRouteDef } from './route-def';
import { RouteErrorPage } from './route-error.page';
import { RouteGuard } from './route-guard';
import { StartUpPending } from './start-up-loader';

interface RouteHandle {
  preload: () => Promise<unknown>;
}

/**
 * Starts fetching every lazy part of the matched routes (the data layer, the shell, the page, and so
 * their chunks' own imports) at once: at the start, rather than after the start-up steps have
 * answered, and on a navigation, rather than one after another as each renders.
 */
export function preloadMatches(matches: readonly { route: { handle?: unknown } }[]): void {
  for (const match of matches) {
    const handle = match.route.handle as RouteHandle | undefined;
    handle?.preload().catch(() => undefined); // rendering the page reports a failure
  }
}

const DataLayer = lazyComponent(
  () => import('./data-layer'),
  (m) => m.DataLayer,
);
const PortalAccessGate = lazyComponent(
  () => import('./portal-access-gate'),
  (m) => m.PortalAccessGate,
);
const AppShell = lazyComponent(
  () => import('./app-shell'),
  (m) => m.AppShell,
);
const ConnectShell = lazyComponent(
  () => import('./connect-shell'),
  (m) => m.ConnectShell,
);

function toRoute(def: AppRouteDef): RouteObject {
  const Page = def.page;
  const element = (
    <RouteGuard route={def}>
      <Page />
    </RouteGuard>
  );
  const handle: RouteHandle = { preload: def.page.preload };
  // A page that fails shows its error in place, keeping the navigation around it.
  const errorElement = <RouteErrorPage />;
  return def.path === ''
    ? { index: true, element, handle, errorElement }
    : { path: def.path, element, handle, errorElement };
}

function portal(
  kind: 'business' | 'connect',
  base: string,
  defs: readonly AppRouteDef[],
  sandbox: boolean,
): RouteObject {
  const available = defs.filter((def) => sandbox || !def.sandboxOnly);
  const leanRoutes = available.filter((def) => def.lean).map(toRoute);
  const publicRoutes = available.filter((def) => def.login !== 1 && !def.lean).map(toRoute);
  const shellRoutes = available.filter((def) => def.login === 1).map(toRoute);
  const shellHandle: RouteHandle = {
    preload: () =>
      kind === 'connect' ? ConnectShell.preload() : Promise.all([PortalAccessGate.preload(), AppShell.preload()]),
  };
  return {
    path: base || '/',
    element: (
      <PortalProvider base={base} kind={sandbox ? 'sandbox' : kind}>
        <Outlet />
      </PortalProvider>
    ),
    children: [
      ...(leanRoutes.length > 0 ? [{ element: <PublicLayout />, children: leanRoutes }] : []),
      {
        element: (
          <Suspense fallback={<StartUpPending />}>
            <DataLayer routes={available} />
          </Suspense>
        ),
        handle: { preload: DataLayer.preload } satisfies RouteHandle,
        children: [
          ...(publicRoutes.length > 0 ? [{ element: <PublicLayout />, children: publicRoutes }] : []),
          ...(shellRoutes.length > 0
            ? [
                {
                  element: (
                    <Suspense fallback={<PageLoader />}>
                      {kind === 'connect' ? (
                        <ConnectShell />
                      ) : (
                        <PortalAccessGate>
                          <AppShell routes={available} />
                        </PortalAccessGate>
                      )}
                    </Suspense>
                  ),
                  handle: shellHandle,
                  children: shellRoutes,
                },
              ]
            : []),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  };
}

/** The route table for a route set (platform spec section 2). */
export function buildRoutes(kind: RouteSetKind): RouteObject[] {
  setHostPortal(kind === 'sandbox' ? null : kind);
  const children: RouteObject[] =
    kind === 'sandbox'
      ? [
          { index: true, element: <Navigate to="/business" replace /> },
          portal('business', '/business', BUSINESS_ROUTES, true),
          portal('connect', '/connect', CONNECT_ROUTES, true),
          { path: '*', element: <NotFoundPage /> },
        ]
      : [portal(kind, '', kind === 'connect' ? CONNECT_ROUTES : BUSINESS_ROUTES, false)];
  return [{ element: <RootLayout kind={kind} />, errorElement: <RouteErrorPage />, children }];
}
