import { SANDBOX_BANNER } from '@fieldbook/domain/system/system.constants';
import Alert from '@mui/material/Alert';

export function SandboxBanner() {
  return (
    <Alert severity="warning" square sx={{ justifyContent: 'center', py: 0 }} role="note">
      {SANDBOX_BANNER}
    </Alert>
  );
}
