import { type ReactNode, useMemo } from 'react';
import { matchRoutes } from 'react-router';
import { RouteAccessProvider } from '../lib/route-access';
import { usePermissions } from '../lib/session/load-user';
import type { AppRouteDef } from './route-def';

/**
 * Whether a route-table path leads to a screen of these routes that the permissions open, rather than
 * the 404 page. The router's own ranking picks the route, so 'quotations/add' is the add screen, not
 * 'quotations/:id'.
 */
export function canOpenRoute(routes: readonly AppRouteDef[], path: string, permissions: ReadonlySet<string>): boolean {
  const pathname = `/${path.replace(/^\//, '').split(/[?#]/)[0]}`;
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, def: route })),
    pathname,
  );
  const match = matches?.at(-1);
  const def = match?.route.def;
  if (def?.numericParams?.some((name) => !/^\d+$/.test(match?.params[name] ?? ''))) return false;
  return def !== undefined && (!def.permission || permissions.has(def.permission));
}

/** Lets the features of a route set ask useCanOpen about its routes and the signed-in user's permissions. */
export function AppRouteAccess({ routes, children }: { routes: readonly AppRouteDef[]; children: ReactNode }) {
  // The set is new on every render; its sorted contents say when the answers change.
  const key = [...usePermissions()].sort().join(',');
  const canOpen = useMemo(() => {
    const held: ReadonlySet<string> = new Set(key.split(','));
    return (path: string) => canOpenRoute(routes, path, held);
  }, [routes, key]);
  return <RouteAccessProvider canOpen={canOpen}>{children}</RouteAccessProvider>;
}
