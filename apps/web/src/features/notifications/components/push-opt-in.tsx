import { PUSH_MESSAGES } from '@fieldbook/domain/devices/web-push';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSnackbar } from '../../../components/notices';
import { currentPushState, enablePush, type PushState } from '../api/web-push';

/**
 * "Enable notifications" for this device (browser push), with the spec's granted and blocked notices.
 * Nothing shows in a browser that cannot push.
 */
export function PushOptIn() {
  const { enqueueSnackbar } = useSnackbar();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void currentPushState().then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, []);

  if (state === null || state === 'unsupported') return null;

  const enable = async () => {
    setBusy(true);
    const outcome = await enablePush();
    setBusy(false);
    if (outcome === 'enabled') {
      setState('enabled');
      enqueueSnackbar(PUSH_MESSAGES.enabled, { variant: 'success' });
    } else if (outcome === 'blocked') {
      setState('blocked');
      enqueueSnackbar(PUSH_MESSAGES.blocked, { variant: 'warning' });
    } else if (outcome === 'failed') {
      enqueueSnackbar(PUSH_MESSAGES.failed, { variant: 'error' });
    }
  };

  return (
    <Box sx={{ px: 2, py: 1 }}>
      {state === 'enabled' && (
        <Typography variant="body2" color="text.secondary" role="status">
          {PUSH_MESSAGES.enabled}
        </Typography>
      )}
      {state === 'blocked' && (
        <Typography variant="body2" color="text.secondary" role="status">
          {PUSH_MESSAGES.blocked}
        </Typography>
      )}
      {state === 'off' && (
        <Button size="small" startIcon={<NotificationsActive />} disabled={busy} onClick={() => void enable()}>
          Enable notifications
        </Button>
      )}
    </Box>
  );
}
