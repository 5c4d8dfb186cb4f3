import { APP_VERSION, MESSAGES } from '@fieldbook/domain/system/system.constants';
import { isNewerVersion } from '@fieldbook/domain/system/system.rules';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { checkAppVersion } from '../features/system/api/check-app-version';
import { ApiError, setMaxFileSizeMb } from '../lib/http-client';
import { useUserLoad } from '../lib/session/load-user';
import { session, useSignedIn } from '../lib/session/session-store';
import { systemSettingsQueryOptions } from '../lib/system/load-system-settings';
import { UpdateAvailableScreen } from './dialogs/update-available.screen';

export const START_UP_STEPS = [
  'Checking Network Connection',
  'Checking System Version',
  'Loading System Settings',
  'Loading User Settings',
] as const;
export const USER_DATA_STEP = 'Loading User Data';

type Phase = { step: number; error: string | null; updateTo: string | null };

/** Runs the four start-up steps once per page load (platform section 4). */
function useSystemStartUp(skip: boolean) {
  const queryClient = useQueryClient();
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
        // Both requests leave at once; the steps still complete (and show) in the spec's order.
        const settingsLoad = queryClient.fetchQuery(systemSettingsQueryOptions());
        settingsLoad.catch(() => undefined); // awaited below unless the version step stops first
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
        session.guid(); // user settings of this device: the device id, created once
        to(START_UP_STEPS.length);
      } catch (error) {
        if (cancelled) return;
        const message = error instanceof ApiError && error.status !== 0 ? error.message : MESSAGES.connectionFailed;
        setPhase((current) => ({ ...current, error: message }));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [skip, attempt, queryClient]);

  return { phase, done, retry: () => setAttempt((n) => n + 1) };
}

function StepRow({ label, state }: { label: string; state: 'done' | 'active' | 'pending' | 'error' }) {
  const icon = {
    done: <CheckCircle color="success" fontSize="small" aria-hidden />,
    active: <CircularProgress size={18} aria-hidden />,
    pending: <RadioButtonUnchecked color="disabled" fontSize="small" aria-hidden />,
    error: <ErrorIcon color="error" fontSize="small" aria-hidden />,
  }[state];
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }} data-state={state}>
      {icon}
      <Typography variant="body2" color={state === 'pending' ? 'text.secondary' : 'text.primary'}>
        {label}
      </Typography>
    </Box>
  );
}

/**
 * The start-up loader: four steps, a fifth (the user's data) when signed in. Skipped on logout routes.
 * Renders its children only once every step is done.
 */
export function StartUpLoader({
  skip,
  onSignOut,
  children,
}: {
  skip: boolean;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const system = useSystemStartUp(skip);
  // Only staff have a user/load step; Client Connect pages load their account themselves.
  const signedIn = useSignedIn() && session.portal() === 'business';
  const user = useUserLoad();

  useEffect(() => {
    if (user.data) setMaxFileSizeMb(user.data.system_settings.max_file_size);
  }, [user.data]);

  if (skip) return children;
  if (system.phase.updateTo) return <UpdateAvailableScreen version={system.phase.updateTo} />;

  const userPending = signedIn && user.isPending;
  const userError = signedIn && user.isError;
  if (system.done && (!signedIn || user.isSuccess)) return children;

  const labels = signedIn ? [...START_UP_STEPS, USER_DATA_STEP] : [...START_UP_STEPS];
  const current = system.done ? START_UP_STEPS.length : system.phase.step;
  const error = system.phase.error ?? (system.done && userError ? (user.error?.message ?? null) : null);
  const stateOf = (index: number) => {
    if (index < current) return 'done';
    if (index === current) return error ? 'error' : 'active';
    return 'pending';
  };

  return (
    <Box sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', p: 2 }} data-testid="start-up-loader">
      <Paper sx={{ p: 4, width: '100%', maxWidth: 400 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Fieldbook
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(Math.min(current, labels.length) / labels.length) * 100}
          aria-label="Start-up progress"
          sx={{ mb: 2 }}
        />
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-live="polite">
          {labels.map((label, index) => (
            <StepRow key={label} label={label} state={stateOf(index)} />
          ))}
        </Box>
        {error && (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" onClick={system.done ? () => user.refetch() : system.retry}>
                Try Again
              </Button>
            }
          >
            {error}
          </Alert>
        )}
        {userPending && system.done && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            Loading your account...
          </Typography>
        )}
        {userError && (
          <Button size="small" sx={{ mt: 1 }} onClick={onSignOut}>
            Sign out
          </Button>
        )}
      </Paper>
    </Box>
  );
}
