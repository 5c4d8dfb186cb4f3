import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useUserLoad } from '../../../lib/session/load-user';
import { useDismissTip } from '../api/dismiss-tip';

const TIP_KEY = 'timeline';

/** The welcome tip, until the user dismisses it (remembered by the server in the user's tips). */
export function TimelineTip() {
  const { data } = useUserLoad();
  const dismiss = useDismissTip();
  if (!data || data.tips.includes(TIP_KEY)) return null;
  return (
    <Alert
      severity="info"
      onClose={dismiss.isPending ? undefined : () => dismiss.mutate(TIP_KEY)}
      slotProps={{ closeButton: { 'aria-label': 'Dismiss tip' } }}
    >
      <AlertTitle>Activity Timeline</AlertTitle>
      The Activity Timeline collates all of this record's data in one place: notes, files, communications, logs,
      appointments, reports, invoices, quotations and drawings.
    </Alert>
  );
}
