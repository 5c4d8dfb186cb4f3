import type { RouteSetKind } from '../lib/portal-path';

/** The route set of the host the app runs on (the server tells its booking pages apart the same way). */
export { portalOfHost as routeSetForHost } from '@fieldbook/domain/system/system.rules';

/** The URL prefix of the portal a path belongs to. */
export function portalBase(kind: RouteSetKind, pathname: string): string {
  if (kind !== 'sandbox') return '';
  return pathname === '/connect' || pathname.startsWith('/connect/') ? '/connect' : '/business';
}

export const isLogoutPath = (pathname: string) => /\/logout\/?$/.test(pathname);
