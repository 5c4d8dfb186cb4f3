import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { OptionsObject } from '../components/notices';
import { afterScreenSettles } from '../lib/after-screen-settles';
import { type DebugInfo, setHttpUi } from '../lib/http-client';
import { lazyComponent } from '../lib/lazy-component';
import type { Maintenance } from '../lib/session/load-user';
import { session, useSignedIn } from '../lib/session/session-store';
import { UpdateAvailableScreen } from './dialogs/update-available.screen';

// Each is fetched when first shown (signed in, they are fetched ahead once the screen's own reads
// have answered and the browser is idle),
// so a signed-out page downloads none of them nor the realtime client.
const loadDialogs = {
  debug: () => import('./dialogs/debug-log.dialog'),
  maintenance: () => import('./dialogs/maintenance.screen'),
  permission: () => import('./dialogs/permission-error.dialog'),
  sessionExpiring: () => import('./dialogs/session-expiring.dialog'),
  somethingWentWrong: () => import('./dialogs/something-went-wrong.dialog'),
  subscribe: () => import('../features/billing/dialogs/subscribe-dialog'),
  systemChannel: () => import('./system-channel'),
};
const DebugLogDialog = lazyComponent(loadDialogs.debug, (m) => m.DebugLogDialog);
const MaintenanceScreen = lazyComponent(loadDialogs.maintenance, (m) => m.MaintenanceScreen);
const PermissionErrorDialog = lazyComponent(loadDialogs.permission, (m) => m.PermissionErrorDialog);
const SessionExpiringDialog = lazyComponent(loadDialogs.sessionExpiring, (m) => m.SessionExpiringDialog);
const SomethingWentWrongDialog = lazyComponent(loadDialogs.somethingWentWrong, (m) => m.SomethingWentWrongDialog);
const SubscribeDialog = lazyComponent(loadDialogs.subscribe, (m) => m.SubscribeDialog);
const SystemChannel = lazyComponent(loadDialogs.systemChannel, (m) => m.SystemChannel);
// The dialogs are MUI's: signed out, where no screen has loaded MUI yet, they come with its theme.
const AppTheme = lazyComponent(
  () => import('./base-providers'),
  (m) => m.AppTheme,
);

function prefetchDialogs() {
  // The subscribe prompt (plans and the card panel) is rare and large: it is fetched when first shown.
  const { subscribe: _rare, ...common } = loadDialogs;
  for (const load of Object.values(common)) void load().catch(() => undefined);
}

/** The maintenance screen while maintenance is ON; `ended` once it has gone OFF or PENDING since. */
interface MaintenanceShown {
  message: string | null;
  ended: boolean;
}

/** Shows a notice (a snackbar): the notices' `enqueueSnackbar`, or a stand-in that loads it first. */
export type Notify = (message: ReactNode, options: OptionsObject) => void;

/**
 * Connects the HTTP client's status handling (platform section 8) to the screen: notices, the
 * Debug Log, Permission Error, Something went wrong, the session-expiring dialog, maintenance and
 * Update Available (a 503 version refresh), which makes the page under it (`children`) inert.
 * Inside the data layer (`dataLayer`), while signed in, it also fetches its dialogs ahead once the
 * screen has settled, and listens on the System channel (maintenance changes and system messages);
 * that needs the data layer's providers.
 */
export function HttpUiHost({
  onSessionEnded,
  notify,
  dataLayer = false,
  children,
}: {
  onSessionEnded: () => void;
  notify: Notify;
  dataLayer?: boolean;
  children?: ReactNode;
}) {
  const [permission, setPermission] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [debug, setDebug] = useState<DebugInfo | null>(null);
  const [maintenance, setMaintenance] = useState<MaintenanceShown | null>(null);
  const [updateTo, setUpdateTo] = useState<string | null>(null);
  const signedIn = useSignedIn();
  // The prompt's message, and the refused calls waiting to hear whether the company subscribed.
  const [subscribe, setSubscribe] = useState<{ message: string; waiting: ((subscribed: boolean) => void)[] } | null>(
    null,
  );
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
        updateAvailable: (version) => setUpdateTo(version),
        subscribe: (message) =>
          new Promise<boolean>((resolve) =>
            setSubscribe((open) => ({
              message: open?.message ?? message,
              waiting: [...(open?.waiting ?? []), resolve],
            })),
          ),
        notice: (message) => {
          notify(message, { variant: 'error', preventDuplicate: true });
        },
        validationError: (info) => {
          notify(info.message, {
            variant: 'error',
            action: () => (
              <button type="button" className="fb-btn fb-btn-inherit fb-btn-small" onClick={() => setDebug(info)}>
                Debug
              </button>
            ),
          });
        },
      }),
    [notify],
  );

  // ON shows the screen; a move from ON (the screen showing) to OFF or PENDING asks for a refresh.
  const onMaintenance = useCallback((state: Maintenance) => {
    if (state.status === 'ON') setMaintenance({ message: state.message, ended: false });
    else setMaintenance((shown) => shown && { ...shown, ended: true });
  }, []);

  useEffect(() => {
    if (!signedIn || !dataLayer) return;
    return afterScreenSettles(prefetchDialogs);
  }, [signedIn, dataLayer]);

  const dialogShown = [reauth, permission, serverError, debug, maintenance, subscribe].some((shown) => shown !== null);

  return (
    <>
      {/* A stable wrapper, so the page keeps its state; inert while Update Available blocks it. */}
      <div style={{ display: 'contents' }} inert={updateTo !== null}>
        {children}
      </div>
      {/* Its own boundary: a dialog loading must not hide (and so pause) the channel. */}
      <Suspense fallback={null}>
        {dataLayer && signedIn && session.portal() === 'business' && (
          <SystemChannel enabled onMaintenance={onMaintenance} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {dialogShown && (
          <AppTheme>
            {reauth !== null && (
              <SessionExpiringDialog
                open
                email={session.getEmail()}
                onDone={(signedIn) => {
                  reauth(signedIn);
                  setReauth(null);
                }}
              />
            )}
            {permission !== null && <PermissionErrorDialog message={permission} onClose={() => setPermission(null)} />}
            {serverError !== null && (
              <SomethingWentWrongDialog message={serverError} onClose={() => setServerError(null)} />
            )}
            {debug !== null && <DebugLogDialog info={debug} onClose={() => setDebug(null)} />}
            {maintenance !== null && <MaintenanceScreen open message={maintenance.message} ended={maintenance.ended} />}
            {subscribe !== null && (
              <SubscribeDialog
                message={subscribe.message}
                onClose={(subscribed) => {
                  for (const resolve of subscribe.waiting) resolve(subscribed);
                  setSubscribe(null);
                }}
              />
            )}
          </AppTheme>
        )}
      </Suspense>
      {/* Outside the Suspense: it must show even when the dialogs' chunks can no longer load. */}
      {updateTo !== null && <UpdateAvailableScreen version={updateTo} />}
    </>
  );
}
