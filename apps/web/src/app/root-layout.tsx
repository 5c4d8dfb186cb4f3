import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { RouteSetKind } from '../lib/portal-path';
import { session } from '../lib/session/session-store';
import { HttpUiHost } from './http-ui-host';
import { PageLoader } from './page-loader';
import { isLogoutPath, portalBase } from './route-set';
import { SandboxBanner } from './sandbox-banner';
import { StartUpLoader } from './start-up-loader';

/** The root of every route set: sandbox banner, the HTTP status UI and the start-up loader. */
export function RootLayout({ kind }: { kind: RouteSetKind }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const base = portalBase(kind, pathname);

  const signOut = useCallback(() => {
    session.clear();
    queryClient.clear();
    navigate(`${base}/logout?expired=1`, { replace: true });
  }, [base, navigate, queryClient]);

  return (
    <>
      {kind === 'sandbox' && <SandboxBanner />}
      <HttpUiHost onSessionEnded={signOut} />
      <StartUpLoader skip={isLogoutPath(pathname)} onSignOut={signOut}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </StartUpLoader>
    </>
  );
}
