import { Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { lazyComponent } from '../lib/lazy-component';
import { PortalProvider, type RouteSetKind } from '../lib/portal-path';
import { setHostPortal } from '../lib/session/session-store';
import { BUSINESS_ROUTES } from './business-routes';
import { CONNECT_ROUTES } from './connect-routes';
import { NotFoundPage } from './not-found.page';
import { PageLoader } from './page-loader';
import { PortalAccessGate } from './portal-access-gate';
import { PublicLayout } from './public-layout';
import { RootLayout } from './root-layout';
import { AppRouteAccess } from './route-access';
import type { AppRouteDef } from './route-def';
import { RouteErrorPage } from './route-error.page';
import { RouteGuard } from './route-guard';

interface RouteHandle {
  preload: () => Promise<unknown>;
}

/**
 * Starts fetching the page the visit opens on (and so its chunk's own imports) at once, rather than
 * after the start-up steps have answered: one round trip less before the first real screen.
 */
export function preloadOpeningPage(matches: readonly { route: { handle?: unknown } }[]): void {
  for (const match of matches) {
    const handle = match.route.handle as RouteHandle | undefined;
    handle?.preload().catch(() => undefined); // rendering the page reports a failure
  }
}

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
  const publicRoutes = available.filter((def) => def.login !== 1).map(toRoute);
  const shellRoutes = available.filter((def) => def.login === 1).map(toRoute);
  return {
    path: base || '/',
    element: (
      <PortalProvider base={base} kind={sandbox ? 'sandbox' : kind}>
        <AppRouteAccess routes={available}>
          <Outlet />
        </AppRouteAccess>
      </PortalProvider>
    ),
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
              children: shellRoutes,
            },
          ]
        : []),
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
