import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { checkForUpdates } from '../../features/system/api/check-for-updates';

/** 503 (platform section 4): a blocking screen with the message and "Check For Updates". */
export function MaintenanceScreen({ message }: { message: string | null }) {
  const titleId = useId();
  const [state, setState] = useState<'idle' | 'checking' | 'still' | 'over'>('idle');

  const check = async () => {
    setState('checking');
    try {
      const result = await checkForUpdates();
      setState(result.maintenance.status === 'ON' ? 'still' : 'over');
    } catch {
      setState('still');
    }
  };

  return (
    <Dialog open={message !== null} fullScreen aria-labelledby={titleId}>
      <Box
        component="main"
        sx={{ minHeight: '100%', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
      >
        <Box sx={{ maxWidth: 480 }}>
          <Typography id={titleId} variant="h4" component="h1" gutterBottom>
            Down for maintenance
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {message || MESSAGES.maintenance}
          </Typography>
          {state === 'still' && (
            <Alert severity="info" sx={{ mb: 2, textAlign: 'left' }} role="status">
              {MESSAGES.stillGoing}
            </Alert>
          )}
          {state === 'over' ? (
            <Button variant="contained" onClick={() => window.location.reload()} autoFocus>
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
