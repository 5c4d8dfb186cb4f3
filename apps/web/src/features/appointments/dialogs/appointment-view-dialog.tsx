import { APPOINTMENT_STATUSES, APPOINTMENT_TYPE_LIMITS } from '@fieldbook/domain/appointments/appointments.constants';
import { APPOINTMENT_MESSAGES, type SeriesAction } from '@fieldbook/domain/appointments/appointments.schemas';
import { formatOffset } from '@fieldbook/domain/inputs/timer-offset.rules';
import Close from '@mui/icons-material/Close';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import EventBusy from '@mui/icons-material/EventBusy';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { type ReactNode, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/notices';
import { DetailRow, RecordToolbar, RecordViewError, RecordViewLoading } from '../../../components/record-view-parts';
import { useMinWidth } from '../../../components/use-responsive';
import { formatMoment, formatSpan, STATUS_LABELS } from '../../../lib/appointment-display';
import { noticeFor, recordKey } from '../../../lib/offline/app-outbox';
import { readFailed } from '../../../lib/read-failed';
import { usePermissions } from '../../../lib/session/load-user';
import { textColourOn } from '../../../lib/theme';
import { PendingChanges } from '../../offline/index';
import { TimelinePanel } from '../../timeline/index';
import type { Appointment } from '../api/appointment-types';
import {
  appointmentTimelineOwner,
  useAppointment,
  useDeleteAppointment,
  useMarkUnscheduled,
  useSetAppointmentLock,
  useSetAppointmentStatus,
} from '../api/appointments-api';
import { AppointmentDocumentActions } from '../components/appointment-document-actions';
import { AppointmentSeriesSection } from '../components/appointment-series-section';
import { AppointmentWeather } from '../components/appointment-weather';
import { ApproveBookingAlert } from '../components/approve-booking-alert';
import { DELETE_CHOICES, SeriesActionChoice } from '../components/series-action-choice';
import { useAppointmentChannel } from '../components/use-appointment-channel';
import { SendMessageDialog } from './send-message-dialog';

const chipName = (name: string) =>
  name.length > APPOINTMENT_TYPE_LIMITS.chipNameChars
    ? `${name.slice(0, APPOINTMENT_TYPE_LIMITS.chipNameChars)}…`
    : name;

function reminderLine(reminder: Appointment['staff_reminders'][number]) {
  const via = reminder.type === 'NONE' ? 'No message' : reminder.type === 'SMS' ? 'SMS' : 'Email';
  return `${via}${reminder.value ? ` to ${reminder.value}` : ''}, ${formatOffset(reminder.reminder_offset)}${reminder.has_sent ? ' (sent)' : ''}`;
}

export interface AppointmentViewDialogProps {
  id: number;
  onClose: () => void;
  onEdit: (appointment: Appointment) => void;
}

/** The appointment view dialog (660 px; 1100 px on the Activity Timeline tab). */
export function AppointmentViewDialog({ id, onClose, onEdit }: AppointmentViewDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const query = useAppointment(id);
  const permissions = usePermissions();
  const [tab, setTab] = useState<'details' | 'timeline'>('details');
  const [deleting, setDeleting] = useState(false);
  const [deleteAction, setDeleteAction] = useState<SeriesAction>('none');
  const [messaging, setMessaging] = useState(false);
  const status = useSetAppointmentStatus();
  const lock = useSetAppointmentLock();
  const remove = useDeleteAppointment();
  const unschedule = useMarkUnscheduled();
  // Another staff member's changes show here as they happen; archiving it closes the dialog.
  useAppointmentChannel(id, query.data !== undefined, onClose);
  const showTimeline =
    permissions.has('canAccessCalendar') && ['canAccessInvoicing', 'canAccessReports'].some((p) => permissions.has(p));
  const width = tab === 'timeline' ? 1100 : 660;
  const wide = useMinWidth(width);
  const close = (
    <IconButton aria-label="Close" onClick={onClose} sx={{ color: 'inherit' }}>
      <Close />
    </IconButton>
  );
  const done = (message: string) => () => enqueueSnackbar(message, { variant: 'success' });

  let body: ReactNode;
  if (query.isPending) body = <RecordViewLoading label="Loading appointment" />;
  else if (readFailed(query) || !query.data)
    body = <RecordViewError message={APPOINTMENT_MESSAGES.notFound} headerEnd={close} />;
  else {
    const appointment = query.data;
    const editable = appointment.can_edit && !appointment.archived;
    const simple = !appointment.archived && (appointment.can_edit || appointment.is_attendee);
    const unscheduled = appointment.status === 'UNSCHEDULED';
    const reminders = [
      ...appointment.client_reminders,
      ...appointment.staff_reminders,
      ...appointment.unscheduled_reminders,
    ];
    body = (
      <>
        <RecordToolbar
          kind="appointment"
          title={appointment.title}
          details={`#${appointment.reference_id}`}
          archived={appointment.archived}
          readOnly={!editable}
          headerEnd={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {editable && !unscheduled && (
                <FormControlLabel
                  sx={{ color: 'inherit' }}
                  control={
                    <Switch
                      color="default"
                      checked={appointment.is_locked}
                      disabled={lock.isPending}
                      onChange={(_event, on) =>
                        lock.mutate(
                          { id: appointment.id, state: on },
                          { onSuccess: done(on ? 'Appointment locked' : 'Appointment unlocked') },
                        )
                      }
                    />
                  }
                  label="Locked"
                />
              )}
              {close}
            </Box>
          }
        />
        {showTimeline && (
          <Tabs value={tab} onChange={(_event, next) => setTab(next)} aria-label="Appointment sections" sx={{ px: 2 }}>
            <Tab value="details" label="Details" />
            <Tab value="timeline" label="Activity Timeline" />
          </Tabs>
        )}
        {tab === 'timeline' ? (
          <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
            <PendingChanges record={recordKey('/appointments', appointment.id)} />
            <TimelinePanel owner={appointmentTimelineOwner(appointment.id)} readOnly={simple ? false : 'add'} />
          </Box>
        ) : (
          <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
            <PendingChanges record={recordKey('/appointments', appointment.id)} />
            {appointment.types.length > 0 && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {appointment.types.map((type) => (
                  <Chip
                    key={type.id}
                    size="small"
                    label={chipName(type.name)}
                    sx={{ bgcolor: type.color, color: textColourOn(type.color) }}
                  />
                ))}
              </Box>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {simple && permissions.has('canAccessCalendar') && (
                <Button size="small" variant="outlined" startIcon={<Send />} onClick={() => setMessaging(true)}>
                  Send Message
                </Button>
              )}
              <AppointmentDocumentActions appointment={appointment} />
            </Box>
            <ApproveBookingAlert appointment={appointment} canApprove={permissions.has('canEditAppointments')} />
            {appointment.types.some((t) => t.must_be_staffed) && appointment.attendees.length === 0 && (
              <Alert severity="warning">{APPOINTMENT_MESSAGES.mustBeStaffed}</Alert>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Button
                variant="contained"
                size="small"
                startIcon={<Edit />}
                disabled={!editable}
                onClick={() => onEdit(appointment)}
              >
                Edit
              </Button>
              <Button
                variant="outlined"
                color="error"
                size="small"
                startIcon={<Delete />}
                disabled={!editable}
                onClick={() => {
                  setDeleteAction('none');
                  setDeleting(true);
                }}
              >
                Delete
              </Button>
              {editable && (appointment.status === 'SCHEDULED' || appointment.status === 'UNCONFIRMED') && (
                <Button
                  size="small"
                  startIcon={<EventBusy />}
                  disabled={unschedule.isPending}
                  onClick={() =>
                    unschedule.mutate(
                      { id: appointment.id },
                      { onSuccess: done(APPOINTMENT_MESSAGES.markedUnscheduled) },
                    )
                  }
                >
                  Mark as unscheduled
                </Button>
              )}
            </Box>
            <Box component="dl" sx={{ m: 0 }}>
              <DetailRow label="Status">
                <TextField
                  select
                  size="small"
                  label="Status"
                  value={appointment.status}
                  disabled={!simple || unscheduled || status.isPending}
                  onChange={(event) =>
                    status.mutate(
                      { id: appointment.id, status: event.target.value as Appointment['status'] },
                      {
                        onSuccess: (changed) =>
                          enqueueSnackbar(noticeFor(changed, APPOINTMENT_MESSAGES.statusChanged), {
                            variant: 'success',
                          }),
                      },
                    )
                  }
                  sx={{ minWidth: 200 }}
                >
                  {APPOINTMENT_STATUSES.filter((s) => s !== 'UNSCHEDULED' || unscheduled).map((option) => (
                    <MenuItem key={option} value={option}>
                      {STATUS_LABELS[option]}
                    </MenuItem>
                  ))}
                </TextField>
              </DetailRow>
              <DetailRow label="Date">
                {formatSpan(appointment.start_date, appointment.end_date, appointment.timezone, appointment.all_day)} (
                {appointment.timezone_details.abbr})
              </DetailRow>
              {appointment.address?.full_address && (
                <DetailRow label="Address">{appointment.address.full_address}</DetailRow>
              )}
              {appointment.description && <DetailRow label="Description">{appointment.description}</DetailRow>}
              <AppointmentWeather id={appointment.id} />
              <DetailRow label="Clients">
                {appointment.clients.map((c) => c.display_name).join(', ') || 'None'}
              </DetailRow>
              <DetailRow label="Staff Members">
                {appointment.attendees.map((a) => a.name).join(', ') || 'None'}
              </DetailRow>
              <DetailRow label="Automatic Reminders">
                {reminders.length === 0 ? 'None' : reminders.map(reminderLine).join('\n')}
              </DetailRow>
              <DetailRow label="Reference Number">{appointment.reference_id}</DetailRow>
              <DetailRow label="Created On">
                {formatMoment(appointment.created_at, appointment.timezone)}
                {appointment.creator ? ` by ${appointment.creator.name}` : ''}
              </DetailRow>
            </Box>
            <AppointmentSeriesSection appointment={appointment} editable={editable} />
          </Box>
        )}
        {messaging && <SendMessageDialog appointment={appointment} onClose={() => setMessaging(false)} />}
        <ConfirmDialog
          open={deleting}
          title="Delete appointment?"
          message={
            <>
              <Box component="span" sx={{ display: 'block' }}>
                This action cannot be undone.
              </Box>
              {appointment.is_recurring && (
                <SeriesActionChoice
                  label="Recurring appointments"
                  choices={DELETE_CHOICES}
                  value={deleteAction}
                  onChange={setDeleteAction}
                />
              )}
            </>
          }
          confirmLabel="Continue"
          destructive
          onConfirm={() => {
            setDeleting(false);
            remove.mutate(
              { id: appointment.id, action: deleteAction },
              {
                onSuccess: () => {
                  enqueueSnackbar(APPOINTMENT_MESSAGES.deleted, { variant: 'success' });
                  onClose();
                },
              },
            );
          }}
          onCancel={() => setDeleting(false)}
        />
      </>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={!wide}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: wide ? { width: '100%', maxWidth: width } : undefined, 'aria-label': 'Appointment' } }}
    >
      <span id={titleId} hidden>
        Appointment
      </span>
      {body}
    </Dialog>
  );
}
