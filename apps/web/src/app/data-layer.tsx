import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSnackbar } from '../components/notices';
import { setMaxFileSizeMb } from '../lib/http-client';
import { usePortal } from '../lib/portal-path';
import { queryClient } from '../lib/query-client';
import { readFailed } from '../lib/read-failed';
import { useUserLoad } from '../lib/session/load-user';
import { BaseProviders } from './base-providers';
import { HttpUiHost } from './http-ui-host';
import { DataProviders } from './providers';
import { useEndSession } from './root-layout';
import { AppRouteAccess } from './route-access';
import type { AppRouteDef } from './route-def';
import { UserPermissionsProvider } from './route-guard';
import { isLogoutPath } from './route-set';
import { START_UP_STEPS, StartUpCard, useUserStep } from './start-up-loader';

const clearQueries = () => queryClient.clear();

/**
 * What every screen but the lean ones (AppRouteDef.lean) renders in: MUI's theme, the query client and notices,
 * the HTTP status UI with them (and the System channel while signed in), the start-up's fifth step
 * (the signed-in user's data), and what the route guard and useCanOpen know of the user.
 */
export function DataLayer({ routes }: { routes: readonly AppRouteDef[] }) {
  const endSession = useEndSession(usePortal().base, clearQueries);
  return (
    <BaseProviders>
      <DataProviders queryClient={queryClient}>
        <DataHttpUi onSessionEnded={endSession}>
          <UserLoadStep onSignOut={endSession}>
            <AppRouteAccess routes={routes}>
              <UserPermissionsFromLoad>
                <Outlet />
              </UserPermissionsFromLoad>
            </AppRouteAccess>
          </UserLoadStep>
        </DataHttpUi>
      </DataProviders>
    </BaseProviders>
  );
}

/** The HTTP status UI with the app's notices; inside the data layer it takes over from the root's. */
export function DataHttpUi({ onSessionEnded, children }: { onSessionEnded: () => void; children?: ReactNode }) {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <HttpUiHost onSessionEnded={onSessionEnded} notify={enqueueSnackbar} dataLayer>
      {children}
    </HttpUiHost>
  );
}

/** The start-up loader's fifth step, "Loading User Data", for a signed-in staff member; skipped on logout routes. */
function UserLoadStep({ onSignOut, children }: { onSignOut: () => void; children: ReactNode }) {
  const userStep = useUserStep();
  const user = useUserLoad();
  const skip = isLogoutPath(useLocation().pathname);

  useEffect(() => {
    if (user.data) setMaxFileSizeMb(user.data.system_settings.max_file_size);
  }, [user.data]);

  // Offline, the kept account stays: reading it again finds no network (lib/read-failed.ts).
  const failed = readFailed(user);
  if (skip || !userStep || (user.data && !failed)) return children;
  return (
    <StartUpCard
      userStep
      current={START_UP_STEPS.length}
      error={failed ? (user.error?.message ?? null) : null}
      onRetry={() => user.refetch()}
    >
      {user.isPending && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          Loading your account...
        </Typography>
      )}
      {failed && (
        <Button size="small" sx={{ mt: 1 }} onClick={onSignOut}>
          Sign out
        </Button>
      )}
    </StartUpCard>
  );
}

function UserPermissionsFromLoad({ children }: { children: ReactNode }) {
  const user = useUserLoad();
  const { isPending, refetch, data } = user;
  const failed = readFailed(user);
  const value = useMemo(
    () => ({ pending: isPending, failed, retry: () => void refetch(), permissions: data?.permissions ?? [] }),
    [isPending, failed, refetch, data],
  );
  return <UserPermissionsProvider value={value}>{children}</UserPermissionsProvider>;
}
