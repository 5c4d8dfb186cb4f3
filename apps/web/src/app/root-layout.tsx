import { Suspense, useCallback, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { lazyComponent } from '../lib/lazy-component';
import type { RouteSetKind } from '../lib/portal-path';
import { session } from '../lib/session/session-store';
import { HttpUiHost, type Notify } from './http-ui-host';
import type { Notice } from './notices';
import { PageLoader } from './page-loader';
import { isLogoutPath, portalBase } from './route-set';
import { SandboxBanner } from './sandbox-banner';
import { StartUpLoader } from './start-up-loader';
import { useUpdateNotice } from './update-notice';

const StandaloneNotices = lazyComponent(
  () => import('./notices'),
  (m) => m.StandaloneNotices,
);

/** Clears the session and opens the logout page, which says the session expired. */
export function useEndSession(base: string, clearData?: () => void): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    session.clear();
    clearData?.();
    navigate(`${base}/logout?expired=1`, { replace: true });
  }, [base, navigate, clearData]);
}

/**
 * The root of every route set: sandbox banner, the HTTP status UI and the start-up loader. Its HTTP
 * status UI serves the start-up and the screens without the data layer (app/data-layer.tsx has its
 * own); their notices are fetched with the first one.
 */
export function RootLayout({ kind }: { kind: RouteSetKind }) {
  const { pathname } = useLocation();
  const endSession = useEndSession(portalBase(kind, pathname));
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const notify = useCallback<Notify>((message, options) => setNotices((shown) => [...shown, { message, options }]), []);
  useUpdateNotice(notify);

  return (
    <>
      {kind === 'sandbox' && <SandboxBanner />}
      <HttpUiHost onSessionEnded={endSession} notify={notify}>
        <StartUpLoader skip={isLogoutPath(pathname)}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </StartUpLoader>
      </HttpUiHost>
      {notices.length > 0 && (
        <Suspense fallback={null}>
          <StandaloneNotices notices={notices} />
        </Suspense>
      )}
    </>
  );
}
