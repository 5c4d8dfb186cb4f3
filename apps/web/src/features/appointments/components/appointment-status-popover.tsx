import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  STATUS_PICKER_SAVE_DELAY_MS,
} from '@fieldbook/domain/appointments/appointments.constants';
import { APPOINTMENT_MESSAGES } from '@fieldbook/domain/appointments/appointments.schemas';
import { NOTE_MESSAGES } from '@fieldbook/domain/notes/notes.schemas';
import EventBusy from '@mui/icons-material/EventBusy';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../components/notices';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import { STATUS_LABELS } from '../../../lib/appointment-display';
import { noticeFor } from '../../../lib/offline/app-outbox';
import { useCan, useCompanySettings } from '../../../lib/session/load-user';
import { NoteForm, useNoteActions } from '../../timeline/index';
import type { Appointment } from '../api/appointment-types';
import { appointmentTimelineOwner, useMarkUnscheduled, useSetAppointmentStatus } from '../api/appointments-api';
import { SendMessageDialog } from '../dialogs/send-message-dialog';

/**
 * An appointment's status as a chip; for those who may take simple actions it opens the status
 * popover: change the status (saved 500 ms after the last change), mark as unscheduled, add a note,
 * notify the client.
 */
export function AppointmentStatusButton({ appointment }: { appointment: Appointment }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [messaging, setMessaging] = useState(false);
  const settings = useCompanySettings();
  const canUseCalendar = useCan('canAccessCalendar');
  const simple = canUseCalendar && !appointment.archived && (appointment.can_edit || appointment.is_attendee);
  const colour = (settings.appointment_status_colors as Record<string, string> | undefined)?.[appointment.status];
  const label = STATUS_LABELS[appointment.status];
  return (
    <>
      <Chip
        size="small"
        label={label}
        variant="outlined"
        sx={colour ? { borderColor: colour, color: colour } : undefined}
        aria-label={simple ? `Status: ${label}. Change status` : `Status: ${label}`}
        aria-haspopup={simple ? 'dialog' : undefined}
        onClick={
          simple
            ? (event) => {
                event.stopPropagation();
                setAnchor(event.currentTarget);
              }
            : undefined
        }
      />
      {anchor && (
        <AppointmentStatusPopover
          appointment={appointment}
          anchor={anchor}
          onClose={() => setAnchor(null)}
          onNotify={() => {
            setAnchor(null);
            setMessaging(true);
          }}
        />
      )}
      {messaging && <SendMessageDialog appointment={appointment} onClose={() => setMessaging(false)} />}
    </>
  );
}

interface AppointmentStatusPopoverProps {
  appointment: Appointment;
  anchor: HTMLElement;
  onClose: () => void;
  /** Notify client: opens Send Message. */
  onNotify: () => void;
}

function AppointmentStatusPopover({ appointment, anchor, onClose, onNotify }: AppointmentStatusPopoverProps) {
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const [chosen, setChosen] = useState<AppointmentStatus>(appointment.status);
  const status = useSetAppointmentStatus();
  const unschedule = useMarkUnscheduled();
  const notes = useNoteActions(appointmentTimelineOwner(appointment.id));
  const unscheduled = appointment.status === 'UNSCHEDULED';
  const save = useDebouncedCallback((next: AppointmentStatus) => {
    if (next === appointment.status) return;
    status.mutate(
      { id: appointment.id, status: next },
      {
        onSuccess: () => enqueueSnackbar(APPOINTMENT_MESSAGES.statusChanged, { variant: 'success' }),
        onError: () => setChosen(appointment.status),
      },
    );
  }, STATUS_PICKER_SAVE_DELAY_MS);
  const close = () => {
    // A change still waiting is made, not lost, when the popover closes.
    save.flush();
    onClose();
  };

  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, width: 340, maxWidth: '100%' } } }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2">
        {appointment.title}
      </Typography>
      {unscheduled ? (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          Schedule this appointment to change its status.
        </Typography>
      ) : (
        <RadioGroup
          aria-label="Status"
          value={chosen}
          onChange={(_event, next) => {
            setChosen(next as AppointmentStatus);
            save.run(next as AppointmentStatus);
          }}
        >
          {APPOINTMENT_STATUSES.filter((s) => s !== 'UNSCHEDULED').map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio size="small" />}
              label={STATUS_LABELS[option]}
              sx={{ my: -0.5 }}
            />
          ))}
        </RadioGroup>
      )}
      {appointment.can_edit && (appointment.status === 'SCHEDULED' || appointment.status === 'UNCONFIRMED') && (
        <Button
          size="small"
          startIcon={<EventBusy />}
          disabled={unschedule.isPending}
          onClick={() => {
            save.cancel();
            unschedule.mutate(
              { id: appointment.id },
              {
                onSuccess: () => {
                  enqueueSnackbar(APPOINTMENT_MESSAGES.markedUnscheduled, { variant: 'success' });
                  onClose();
                },
              },
            );
          }}
        >
          Mark as unscheduled
        </Button>
      )}
      <Button
        size="small"
        startIcon={<Send />}
        onClick={() => {
          save.flush();
          onNotify();
        }}
      >
        Notify Client
      </Button>
      <Divider sx={{ my: 1.5 }} />
      <Box>
        <NoteForm
          label="Add a note"
          submitLabel="Add Note"
          pending={notes.add.isPending}
          onSubmit={async (value) => {
            const note = await notes.add.mutateAsync({ value, is_hidden: false });
            enqueueSnackbar(noticeFor(note, NOTE_MESSAGES.added), { variant: 'success' });
          }}
        />
      </Box>
    </Popover>
  );
}
