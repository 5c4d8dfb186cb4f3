import { SANDBOX_BANNER } from '@fieldbook/domain/system/system.constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

export function SandboxBanner() {
  return (
    // A landmark of its own: all content of a page belongs to one (axe's region rule).
    <Box component="aside" aria-label="Sandbox environment">
      <Alert severity="warning" square sx={{ justifyContent: 'center', py: 0 }} role="note">
        {SANDBOX_BANNER}
      </Alert>
    </Box>
  );
}
