import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { usePortalPath } from '../lib/portal-path';
import { useUserLoad } from '../lib/session/load-user';
import { useSignedIn } from '../lib/session/session-store';
import { NotFoundPage } from './not-found.page';
import { PageLoader } from './page-loader';
import type { AppRouteDef } from './route-def';

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
  const user = useUserLoad();

  if (route.login === -1 && signedIn) return <Navigate to={to('home')} replace />;
  if (route.login === 1 && !signedIn) return <Navigate to={to('')} replace />;
  if (route.permission) {
    if (!signedIn) return <NotFoundPage />;
    if (user.isPending) return <PageLoader />;
    if (user.isError) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => user.refetch()}>
              Try Again
            </Button>
          }
        >
          Your account could not be loaded.
        </Alert>
      );
    }
    if (!user.data.permissions.includes(route.permission)) return <NotFoundPage />;
  }
  return children;
}
