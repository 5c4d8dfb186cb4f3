import type { RouteSetKind } from '../lib/portal-path';

/** Platform spec section 2: a connect. host is the client portal, an app. host the business app, else sandbox. */
export function routeSetForHost(hostname: string): RouteSetKind {
  const host = hostname.toLowerCase();
  if (host.startsWith('connect.')) return 'connect';
  if (host.startsWith('app.')) return 'business';
  return 'sandbox';
}

/** The URL prefix of the portal a path belongs to. */
export function portalBase(kind: RouteSetKind, pathname: string): string {
  if (kind !== 'sandbox') return '';
  return pathname === '/connect' || pathname.startsWith('/connect/') ? '/connect' : '/business';
}

export const isLogoutPath = (pathname: string) => /\/logout\/?$/.test(pathname);
