import { APP_VERSION, MESSAGES, OFFLINE_RELOAD_DELAY_MS } from '@fieldbook/domain/system/system.constants';
import { isNewerVersion } from '@fieldbook/domain/system/system.rules';
import { type ReactNode, useEffect, useState } from 'react';
import { LeanAlert, LeanIcon, LeanSpinner } from '../components/lean-ui';
import { checkAppVersion } from '../features/system/index';
import { ApiError, resumeSession, setMaxFileSizeMb } from '../lib/http-client';
import { pageReload } from '../lib/reload-page';
import { session, useSignedIn } from '../lib/session/session-store';
import { loadStartUpSettings } from '../lib/system/system-settings';
import { UpdateAvailableScreen } from './dialogs/update-available.screen';
import { PageLoader } from './page-loader';

export const START_UP_STEPS = [
  'Checking Network Connection',
  'Checking System Version',
  'Loading System Settings',
  'Loading User Settings',
] as const;
export const USER_DATA_STEP = 'Loading User Data';

type Phase = { step: number; error: string | null; updateTo: string | null; offline?: boolean };

/**
 * No network at start: a staff user with a day kept on this device works on it (lib/offline); anyone
 * else gets the offline screen.
 */
async function startedOffline(): Promise<boolean> {
  const [{ queryClient }, { startOffline }] = await Promise.all([
    import('../lib/query-client'),
    import('../lib/offline/offline-session'),
  ]);
  return startOffline(queryClient);
}

/** Runs the four start-up steps once per page load (platform section 4). */
function useSystemStartUp(skip: boolean) {
  const [phase, setPhase] = useState<Phase>({ step: 0, error: null, updateTo: null });
  const [attempt, setAttempt] = useState(0);
  const done = phase.step >= START_UP_STEPS.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the steps on "Try Again"
  useEffect(() => {
    if (skip || done) return;
    let cancelled = false;
    const to = (step: number) => !cancelled && setPhase({ step, error: null, updateTo: null });
    (async () => {
      try {
        to(0);
        // The requests leave at once; the steps still complete (and show) in the spec's order. One after
        // another they cost a signed-in page's first screen a round trip each (~0.6 s on a slow phone).
        const settingsLoad = loadStartUpSettings();
        settingsLoad.catch(() => undefined); // awaited below unless the version step stops first
        session.guid(); // user settings of this device: the device id, created once
        // A signed-in browser's new page gets its access token (kept in memory only) from the refresh cookie.
        const resumed = resumeSession();
        resumed.catch(() => undefined); // awaited below likewise
        const { version } = await checkAppVersion();
        to(1);
        if (isNewerVersion(version, APP_VERSION)) {
          if (!cancelled) setPhase({ step: 1, error: null, updateTo: version });
          return;
        }
        to(2);
        const settings = await settingsLoad;
        setMaxFileSizeMb(settings.max_file_size);
        to(3);
        await resumed;
        to(START_UP_STEPS.length);
      } catch (error) {
        if (cancelled) return;
        const noNetwork = !(error instanceof ApiError) || error.status === 0;
        if (noNetwork && (await startedOffline().catch(() => false))) return to(START_UP_STEPS.length);
        if (cancelled) return;
        const offline = noNetwork && !navigator.onLine;
        const message = offline ? MESSAGES.offline : noNetwork ? MESSAGES.connectionFailed : (error as Error).message;
        setPhase((current) => ({ ...current, error: message, offline }));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [skip, attempt]);

  // Platform spec section 6: after an offline start, the app reloads 5 seconds after the network returns.
  useEffect(() => {
    if (!phase.offline) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const back = () => {
      timer = setTimeout(() => pageReload.reload(), OFFLINE_RELOAD_DELAY_MS);
    };
    window.addEventListener('online', back);
    return () => {
      window.removeEventListener('online', back);
      clearTimeout(timer);
    };
  }, [phase.offline]);

  return { phase, done, retry: () => setAttempt((n) => n + 1) };
}

function StepRow({ label, state }: { label: string; state: 'done' | 'active' | 'pending' | 'error' }) {
  const icon = {
    done: <LeanIcon name="checkCircle" color="var(--fb-success)" small />,
    active: <LeanSpinner size={18} />,
    pending: <LeanIcon name="radioUnchecked" color="var(--fb-action-disabled)" small />,
    error: <LeanIcon name="error" color="var(--fb-error)" small />,
  }[state];
  return (
    <li data-state={state}>
      {icon}
      <p className={state === 'pending' ? 'fb-body2 fb-secondary' : 'fb-body2'}>{label}</p>
    </li>
  );
}

/**
 * The start-up loader's card: the four steps, a fifth (the user's data) when a staff member is signed
 * in, `current` the step under way; an error shows with Try Again (`onRetry`). `children` go under it.
 * Drawn without MUI (components/lean-ui.tsx), as the first thing every visit shows.
 */
export function StartUpCard({
  userStep,
  current,
  error,
  onRetry,
  children,
}: {
  userStep: boolean;
  current: number;
  error: string | null;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const labels = userStep ? [...START_UP_STEPS, USER_DATA_STEP] : [...START_UP_STEPS];
  const progress = Math.round((Math.min(current, labels.length) / labels.length) * 100);
  const stateOf = (index: number) => {
    if (index < current) return 'done';
    if (index === current) return error ? 'error' : 'active';
    return 'pending';
  };

  return (
    <div className="fb-start-up fb-centre" data-testid="start-up-loader">
      <div className="fb-card fb-start-up-card">
        <h1 className="fb-h5 fb-gutter">Fieldbook</h1>
        {/* A determinate bar as MUI's LinearProgress draws it, without its animations' code. */}
        <div
          className="fb-progress"
          role="progressbar"
          aria-label="Start-up progress"
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div style={{ width: `${progress}%` }} />
        </div>
        <ol className="fb-steps" aria-live="polite">
          {labels.map((label, index) => (
            <StepRow key={label} label={label} state={stateOf(index)} />
          ))}
        </ol>
        {error && (
          <LeanAlert
            severity="error"
            action={
              <button type="button" className="fb-btn fb-btn-inherit fb-btn-small" onClick={onRetry}>
                Try Again
              </button>
            }
          >
            {error}
          </LeanAlert>
        )}
        {children}
      </div>
    </div>
  );
}

/** Whether the start-up has a fifth step: only staff have user/load; Client Connect pages load their own. */
export function useUserStep(): boolean {
  return useSignedIn() && session.portal() === 'business';
}

/**
 * The start-up loader's four system steps; skipped on logout routes. Renders its children once they
 * are done. The fifth step, the user's data, is the data layer's (app/data-layer.tsx).
 */
export function StartUpLoader({ skip, children }: { skip: boolean; children: ReactNode }) {
  const system = useSystemStartUp(skip);
  const userStep = useUserStep();

  if (skip) return children;
  if (system.phase.updateTo) return <UpdateAvailableScreen version={system.phase.updateTo} />;
  if (system.done) return children;
  return (
    <StartUpCard userStep={userStep} current={system.phase.step} error={system.phase.error} onRetry={system.retry} />
  );
}

/** While the data layer loads after the system steps: the card at its fifth step when it has one. */
export function StartUpPending() {
  const userStep = useUserStep();
  return userStep ? (
    <StartUpCard userStep current={START_UP_STEPS.length} error={null} onRetry={() => undefined} />
  ) : (
    <PageLoader />
  );
}
