import { createContext, type ReactNode, useContext } from 'react';

/** Answers whether a route-table path ('quotations/add?client_id=5') is routed and its permission held. */
export type CanOpen = (path: string) => boolean;

// Outside a route set nothing is known to exist, so links to other screens stay hidden.
const RouteAccessContext = createContext<CanOpen>(() => false);

/** Given by the app layer, which owns the route table; features only ask. */
export function RouteAccessProvider({ canOpen, children }: { canOpen: CanOpen; children: ReactNode }) {
  return <RouteAccessContext.Provider value={canOpen}>{children}</RouteAccessContext.Provider>;
}

/**
 * Whether a link may be offered: its screen exists in this route set and the user holds its
 * permission. Features ask rather than hard-code which screens have been built.
 */
export function useCanOpen(): CanOpen {
  return useContext(RouteAccessContext);
}
