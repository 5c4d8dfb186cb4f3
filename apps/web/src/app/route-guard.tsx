import { createContext, type ReactNode, useContext } from 'react';
import { Navigate } from 'react-router';
import { LeanAlert } from '../components/lean-ui';
import { usePortalPath } from '../lib/portal-path';
import { useSignedIn } from '../lib/session/session-store';
import { NotFoundPage } from './not-found.page';
import { PageLoader } from './page-loader';
import type { AppRouteDef } from './route-def';

/** The signed-in user's load as a permission check needs it; the data layer, which loads it, gives it. */
export interface UserPermissions {
  pending: boolean;
  failed: boolean;
  retry: () => void;
  permissions: readonly string[];
}

const UserPermissionsContext = createContext<UserPermissions | null>(null);
export const UserPermissionsProvider = UserPermissionsContext.Provider;

/**
 * Login flags of platform section 2: -1 sends signed-in users home, 1 sends signed-out users to the
 * root, and a missing permission renders the 404 page at the same URL.
 */
export function RouteGuard({
  route,
  children,
}: {
  route: Pick<AppRouteDef, 'login' | 'permission'>;
  children: ReactNode;
}) {
  const signedIn = useSignedIn();
  const to = usePortalPath();
  const user = useContext(UserPermissionsContext);

  if (route.login === -1 && signedIn) return <Navigate to={to('home')} replace />;
  if (route.login === 1 && !signedIn) return <Navigate to={to('')} replace />;
  if (route.permission) {
    if (!signedIn || !user) return <NotFoundPage />;
    if (user.pending) return <PageLoader />;
    if (user.failed) {
      return (
        <LeanAlert
          severity="error"
          action={
            <button type="button" className="fb-btn fb-btn-inherit" onClick={user.retry}>
              Try Again
            </button>
          }
        >
          Your account could not be loaded.
        </LeanAlert>
      );
    }
    if (!user.permissions.includes(route.permission)) return <NotFoundPage />;
  }
  return children;
}
