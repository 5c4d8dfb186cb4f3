import { APPOINTMENT_MESSAGES } from '@fieldbook/domain/appointments/appointments.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/notices';
import { formatMoment, STATUS_LABELS } from '../../../lib/appointment-display';
import type { Appointment } from '../api/appointment-types';
import { useDeleteUpcoming } from '../api/appointments-api';

export const SERIES_MESSAGES = {
  lastInRule: 'This is the last appointment in its recurring rule.',
  deleteAfterward: 'Delete the unscheduled, scheduled, cancelled and unconfirmed appointments after this one?',
} as const;

/**
 * Recurring Appointments: the series' appointments beforehand and afterward, Delete Appointments
 * Afterward for those who may edit, and a banner on the last one.
 */
export function AppointmentSeriesSection({ appointment, editable }: { appointment: Appointment; editable: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const deleteUpcoming = useDeleteUpcoming();
  const series = appointment.recurring_appointments ?? [];
  if (!appointment.is_recurring || series.length === 0) return null;
  const beforehand = series.filter((a) => a.start_date < appointment.start_date);
  const afterward = series.filter((a) => a.start_date > appointment.start_date);
  const list = (title: string, entries: typeof series) => (
    <Box>
      <Typography variant="subtitle2" component="h4">
        {title} ({entries.length})
      </Typography>
      {entries.length > 0 && (
        // Focusable: a list that scrolls must be reachable from the keyboard to be scrolled.
        <List dense aria-label={title} tabIndex={0} sx={{ maxHeight: 172, overflow: 'auto' }}>
          {entries.map((entry) => (
            <ListItem key={entry.id} disableGutters>
              <ListItemText
                primary={formatMoment(entry.start_date, appointment.timezone)}
                secondary={STATUS_LABELS[entry.status]}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );

  return (
    <Box
      component="section"
      aria-label="Recurring Appointments"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="subtitle1" component="h3">
        Recurring Appointments
      </Typography>
      {afterward.length === 0 && <Alert severity="info">{SERIES_MESSAGES.lastInRule}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {list('Appointments Beforehand', beforehand)}
        {list('Appointments Afterward', afterward)}
      </Box>
      {editable && afterward.length > 0 && (
        <Box>
          <Button color="error" variant="outlined" size="small" onClick={() => setConfirming(true)}>
            Delete Appointments Afterward
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete Appointments Afterward?"
        message={`${SERIES_MESSAGES.deleteAfterward} This action cannot be undone.`}
        confirmLabel="Continue"
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          deleteUpcoming.mutate(appointment.id, {
            onSuccess: () => enqueueSnackbar(APPOINTMENT_MESSAGES.upcomingDeleted, { variant: 'success' }),
          });
        }}
      />
    </Box>
  );
}
