import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type DebugInfo, setHttpUi } from '../lib/http-client';
import type { Maintenance } from '../lib/session/load-user';
import { session, useSignedIn } from '../lib/session/session-store';
import { DebugLogDialog } from './dialogs/debug-log.dialog';
import { MaintenanceScreen } from './dialogs/maintenance.screen';
import { PermissionErrorDialog } from './dialogs/permission-error.dialog';
import { SessionExpiringDialog } from './dialogs/session-expiring.dialog';
import { SomethingWentWrongDialog } from './dialogs/something-went-wrong.dialog';
import { SubscribeDialog } from './dialogs/subscribe.dialog';
import { SystemChannel } from './system-channel';

/** The maintenance screen while maintenance is ON; `ended` once it has gone OFF or PENDING since. */
interface MaintenanceShown {
  message: string | null;
  ended: boolean;
}

/**
 * Connects the HTTP client's status handling (platform section 8) to the screen: notices, the
 * Debug Log, Permission Error, Something went wrong, the session-expiring dialog and maintenance.
 * While signed in it also listens on the System channel (maintenance changes and system messages).
 */
export function HttpUiHost({ onSessionEnded }: { onSessionEnded: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [permission, setPermission] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [debug, setDebug] = useState<DebugInfo | null>(null);
  const [maintenance, setMaintenance] = useState<MaintenanceShown | null>(null);
  const signedIn = useSignedIn();
  const [subscribe, setSubscribe] = useState<string | null>(null);
  const [reauth, setReauth] = useState<((signedIn: boolean) => void) | null>(null);
  const sessionEnded = useRef(onSessionEnded);
  useEffect(() => {
    sessionEnded.current = onSessionEnded;
  }, [onSessionEnded]);

  useEffect(
    () =>
      setHttpUi({
        // Client Connect has no password re-entry dialog: a lapsed session signs in again.
        reauthenticate: () =>
          session.portal() === 'connect'
            ? Promise.resolve(false)
            : new Promise<boolean>((resolve) => setReauth(() => resolve)),
        sessionEnded: () => sessionEnded.current(),
        permissionError: (message) => setPermission(message),
        serverError: (message) => setServerError(message),
        maintenance: (message) => setMaintenance({ message, ended: false }),
        subscribe: (message) => setSubscribe(message),
        notice: (message) => {
          enqueueSnackbar(message, { variant: 'error', preventDuplicate: true });
        },
        validationError: (info) => {
          enqueueSnackbar(info.message, {
            variant: 'error',
            action: () => (
              <Button color="inherit" size="small" onClick={() => setDebug(info)}>
                Debug
              </Button>
            ),
          });
        },
      }),
    [enqueueSnackbar],
  );

  // ON shows the screen; a move from ON (the screen showing) to OFF or PENDING asks for a refresh.
  const onMaintenance = useCallback((state: Maintenance) => {
    if (state.status === 'ON') setMaintenance({ message: state.message, ended: false });
    else setMaintenance((shown) => shown && { ...shown, ended: true });
  }, []);

  return (
    <>
      <SystemChannel enabled={signedIn && session.portal() === 'business'} onMaintenance={onMaintenance} />
      <SessionExpiringDialog
        open={reauth !== null}
        email={session.getEmail()}
        onDone={(signedIn) => {
          reauth?.(signedIn);
          setReauth(null);
        }}
      />
      <PermissionErrorDialog message={permission} onClose={() => setPermission(null)} />
      <SomethingWentWrongDialog message={serverError} onClose={() => setServerError(null)} />
      <DebugLogDialog info={debug} onClose={() => setDebug(null)} />
      <MaintenanceScreen
        open={maintenance !== null}
        message={maintenance?.message ?? null}
        ended={maintenance?.ended}
      />
      <SubscribeDialog message={subscribe} onClose={() => setSubscribe(null)} />
    </>
  );
}
