import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { checkForUpdates } from '../../features/system/index';
import { pageReload } from '../../lib/reload-page';

export const MAINTENANCE_OVER = 'Maintenance is over. Refresh to continue with the latest version.';

/**
 * Maintenance ON (a 503, or the System channel): a blocking screen with the message and "Check For
 * Updates" (platform section 4). Once maintenance has ended (`ended`, or found by the check) it asks
 * for a refresh instead.
 */
export function MaintenanceScreen({
  open,
  message,
  ended = false,
}: {
  open: boolean;
  message: string | null;
  ended?: boolean;
}) {
  const titleId = useId();
  const [state, setState] = useState<'idle' | 'checking' | 'still' | 'over'>('idle');

  // Shown again (a new ON): the earlier check's answer no longer holds.
  useEffect(() => {
    if (open && !ended) setState('idle');
  }, [open, ended]);

  const check = async () => {
    setState('checking');
    try {
      const result = await checkForUpdates();
      setState(result.maintenance.status === 'ON' ? 'still' : 'over');
    } catch {
      setState('still');
    }
  };
  const over = ended || state === 'over';

  return (
    <Dialog open={open} fullScreen aria-labelledby={titleId}>
      <Box
        component="main"
        sx={{ minHeight: '100%', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
      >
        <Box sx={{ maxWidth: 480 }}>
          <Typography id={titleId} variant="h4" component="h1" gutterBottom>
            {over ? 'We are back' : 'Down for maintenance'}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {over ? MAINTENANCE_OVER : message || MESSAGES.maintenance}
          </Typography>
          {state === 'still' && !over && (
            <Alert severity="info" sx={{ mb: 2, textAlign: 'left' }} role="status">
              {MESSAGES.stillGoing}
            </Alert>
          )}
          {over ? (
            <Button variant="contained" onClick={() => pageReload.reload()} autoFocus>
              Refresh
            </Button>
          ) : (
            <Button variant="contained" onClick={check} disabled={state === 'checking'} autoFocus>
              Check For Updates
            </Button>
          )}
        </Box>
      </Box>
    </Dialog>
  );
}
