import { APP_VERSION } from '@fieldbook/domain/system/system.constants';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { type ReactElement, useCallback, useEffect, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { realtimeSocketId } from '../../../lib/realtime/realtime-client';
import { useUserLoad } from '../../../lib/session/load-user';
import { currentPushState, type PushState } from '../../notifications/index';
import { checkAppVersion } from '../api/check-app-version';

type Outcome = 'ok' | 'problem' | 'info';
interface Check {
  name: string;
  outcome: Outcome;
  detail: string;
}

const PUSH_DETAIL: Record<PushState, [Outcome, string]> = {
  enabled: ['ok', 'On for this browser'],
  off: ['info', 'Off: turn it on from the bell’s menu'],
  blocked: ['problem', 'Blocked in this browser’s site settings'],
  unsupported: ['info', 'This browser does not support push notifications'],
};

/** Whether the page's live-updates socket is connected, waiting a moment for one still connecting. */
async function liveUpdatesConnected(waitMs = 3_000): Promise<boolean> {
  for (const until = Date.now() + waitMs; realtimeSocketId() === undefined && Date.now() < until; ) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return realtimeSocketId() !== undefined;
}

/** The harmless checks: nothing here reads or shows more than the signed-in user already sees. */
async function runChecks(): Promise<Check[]> {
  const started = performance.now();
  const server = await checkAppVersion().then(
    ({ version }) => version,
    () => null,
  );
  const ms = Math.round(performance.now() - started);
  const [pushOutcome, pushDetail] = PUSH_DETAIL[await currentPushState()];
  const check = (name: string, ok: boolean, good: string, bad: string): Check =>
    ok ? { name, outcome: 'ok', detail: good } : { name, outcome: 'problem', detail: bad };
  return [
    check('Server', server !== null, `Reachable (${ms} ms)`, 'Not reachable: check your connection'),
    server === null
      ? { name: 'App version', outcome: 'info', detail: APP_VERSION }
      : check(
          'App version',
          server === APP_VERSION,
          `${APP_VERSION}, as the server`,
          `This page is ${APP_VERSION}, the server ${server}: reload the page`,
        ),
    check(
      'Live updates',
      await liveUpdatesConnected(),
      'Connected',
      'Not connected: other people’s changes show when you reload',
    ),
    { name: 'Push notifications', outcome: pushOutcome, detail: pushDetail },
    check('Network', navigator.onLine, 'Online', 'Offline'),
  ];
}

const ICONS: Record<Outcome, ReactElement> = {
  ok: <CheckCircle color="success" titleAccess="OK" />,
  problem: <ErrorOutlineOutlined color="error" titleAccess="Problem" />,
  info: <InfoOutlined color="action" titleAccess="Note" />,
};

/**
 * test: a signed-in user's check that this browser and the server get on (server reached, versions,
 * live updates, push notifications), to tell support; no debugging surface, nothing of anyone else.
 */
export function SystemCheckPage() {
  const load = useUserLoad();
  const [checks, setChecks] = useState<Check[] | null>(null);
  const [running, setRunning] = useState(false);
  const run = useCallback(async () => {
    setRunning(true);
    try {
      setChecks(await runChecks());
    } finally {
      setRunning(false);
    }
  }, []);
  useEffect(() => {
    document.title = 'System Check · Fieldbook';
    void run();
  }, [run]);
  const account = load.data ? `${load.data.details.email} · ${load.data.company.company_name}` : '';

  return (
    <Container maxWidth="sm" sx={{ py: 3, px: { xs: 0, sm: 2 } }}>
      <PageHeader
        title="System Check"
        subtitle="Whether this browser and the server work together. Tell support what it says if something is wrong."
        actions={
          <Button onClick={() => void run()} disabled={running}>
            Check Again
          </Button>
        }
      />
      <Paper variant="outlined">
        <List aria-label="Checks" aria-busy={running} disablePadding>
          {account && (
            <ListItem divider>
              <ListItemIcon>{ICONS.info}</ListItemIcon>
              <ListItemText primary="Signed in as" secondary={account} />
            </ListItem>
          )}
          {!checks && (
            <ListItem>
              <ListItemIcon>
                <CircularProgress size={20} aria-label="Checking" />
              </ListItemIcon>
              <ListItemText primary="Checking…" />
            </ListItem>
          )}
          {checks?.map((check, index) => (
            <ListItem key={check.name} divider={index < checks.length - 1}>
              <ListItemIcon>{ICONS[check.outcome]}</ListItemIcon>
              <ListItemText primary={check.name} secondary={check.detail} />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Container>
  );
}
