import { updateAvailableMessage } from '@fieldbook/domain/system/system.rules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { pageReload } from '../../lib/reload-page';

export const UPDATE_AVAILABLE = 'Update Available';

/**
 * The web's "Update Available" (platform section 4): the server runs a newer version than this page,
 * found at start-up or by a 503 version refresh. It covers the page until a refresh loads the new one
 * (whoever shows it makes the page under it inert). No Modal: it is part of every first screen.
 */
export function UpdateAvailableScreen({ version }: { version: string }) {
  const titleId = useId();
  return (
    <Box
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      sx={{ position: 'fixed', inset: 0, zIndex: 'modal', overflow: 'auto', bgcolor: 'background.default' }}
    >
      <Box sx={{ minHeight: '100%', display: 'grid', placeItems: 'center', p: 2 }}>
        <Paper sx={{ p: 4, maxWidth: 420, textAlign: 'center' }}>
          <Typography id={titleId} variant="h5" component="h1" gutterBottom>
            {UPDATE_AVAILABLE}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {updateAvailableMessage(version)}
          </Typography>
          <Button variant="contained" onClick={() => pageReload.reload()} autoFocus>
            Refresh
          </Button>
        </Paper>
      </Box>
    </Box>
  );
}
