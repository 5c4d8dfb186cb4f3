import type { PortalHost } from '@fieldbook/domain/system/system.rules';
import { createContext, type ReactNode, useCallback, useContext } from 'react';

export type RouteSetKind = PortalHost;

interface Portal {
  /** '' on the app./connect. hosts, '/business' or '/connect' in the sandbox. */
  base: string;
  kind: RouteSetKind;
}

const PortalContext = createContext<Portal>({ base: '', kind: 'business' });

export function PortalProvider({ base, kind, children }: Portal & { children: ReactNode }) {
  return <PortalContext.Provider value={{ base, kind }}>{children}</PortalContext.Provider>;
}

export function usePortal(): Portal {
  return useContext(PortalContext);
}

/** Turns a route-table path ('home', 'settings/profile', '') into a URL of the current route set. */
export function usePortalPath(): (path: string) => string {
  const { base } = usePortal();
  return useCallback(
    (path: string) => {
      const relative = path.replace(/^\//, '');
      return relative ? `${base}/${relative}` : base || '/';
    },
    [base],
  );
}
