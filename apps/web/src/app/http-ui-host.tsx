import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { type DebugInfo, setHttpUi } from '../lib/http-client';
import { session } from '../lib/session/session-store';
import { DebugLogDialog } from './dialogs/debug-log.dialog';
import { MaintenanceScreen } from './dialogs/maintenance.screen';
import { PermissionErrorDialog } from './dialogs/permission-error.dialog';
import { SessionExpiringDialog } from './dialogs/session-expiring.dialog';
import { SomethingWentWrongDialog } from './dialogs/something-went-wrong.dialog';
import { SubscribeDialog } from './dialogs/subscribe.dialog';

/**
 * Connects the HTTP client's status handling (platform section 8) to the screen: notices, the
 * Debug Log, Permission Error, Something went wrong, the session-expiring dialog and maintenance.
 */
export function HttpUiHost({ onSessionEnded }: { onSessionEnded: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [permission, setPermission] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [debug, setDebug] = useState<DebugInfo | null>(null);
  const [maintenance, setMaintenance] = useState<string | null>(null);
  const [subscribe, setSubscribe] = useState<string | null>(null);
  const [reauth, setReauth] = useState<((signedIn: boolean) => void) | null>(null);
  const sessionEnded = useRef(onSessionEnded);
  useEffect(() => {
    sessionEnded.current = onSessionEnded;
  }, [onSessionEnded]);

  useEffect(
    () =>
      setHttpUi({
        reauthenticate: () => new Promise<boolean>((resolve) => setReauth(() => resolve)),
        sessionEnded: () => sessionEnded.current(),
        permissionError: (message) => setPermission(message),
        serverError: (message) => setServerError(message),
        maintenance: (message) => setMaintenance(message),
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

  return (
    <>
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
      <MaintenanceScreen message={maintenance} />
      <SubscribeDialog message={subscribe} onClose={() => setSubscribe(null)} />
    </>
  );
}
