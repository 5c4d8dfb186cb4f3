import { APPOINTMENT_MESSAGES } from '@fieldbook/domain/appointments/appointments.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { AppointmentStaff } from '../api/appointments-api';
import { AppointmentStaffPicker } from '../components/appointment-staff-picker';
import { remindersLocked, type SectionProps } from './appointment-draft';
import { ReminderList } from './reminder-list';

export interface StaffSectionProps extends SectionProps {
  adding: boolean;
  onAdd: (user: AppointmentStaff) => void;
  onRemove: (id: number) => void;
  onFindAvailable: () => void;
  onCheckAvailability: () => void;
  /** Why a chosen staff member may not do the job: a licence its types require (issue 37). */
  licenceReasons?: ReadonlyMap<number, string>;
}

/** Staff & Reminders: add staff (only oneself without canEditAppointments), remove them, check who is free, and the staff and unscheduled reminders. */
export function StaffSection({
  draft,
  change,
  errors,
  adding,
  onAdd: addStaff,
  onRemove: removeStaff,
  onFindAvailable,
  onCheckAvailability,
  licenceReasons,
}: StaffSectionProps) {
  const timed = draft.status !== 'UNSCHEDULED' && draft.start_date !== '' && draft.end_date !== '';
  const locked = remindersLocked(adding, draft);
  const staffLocked =
    locked ??
    (draft.status === 'UNSCHEDULED'
      ? APPOINTMENT_MESSAGES.unscheduledNoStaffReminders
      : draft.attendees.length === 0
        ? 'Add a staff member to remind them.'
        : null);
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" disabled={!timed} onClick={onFindAvailable}>
          Find Available Staff
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={!timed || draft.attendees.length === 0}
          onClick={onCheckAvailability}
        >
          Check Staff Availability
        </Button>
      </Box>
      <AppointmentStaffPicker
        excluded={draft.attendees.map((a) => a.id)}
        onPick={(user) => addStaff(user)}
        error={errors.attendees}
      />
      <List aria-label="Staff Members">
        {draft.attendees.map((user) => (
          <ListItem
            key={user.id}
            divider
            secondaryAction={
              <Button size="small" onClick={() => removeStaff(user.id)}>
                Remove
              </Button>
            }
          >
            <ListItemText
              primary={user.name}
              secondary={licenceReasons?.get(user.id)}
              slotProps={{ secondary: { color: 'warning.main' } }}
            />
          </ListItem>
        ))}
      </List>
      <Divider />
      <ReminderList
        title="Staff reminders"
        listKey="staff"
        reminders={draft.reminders}
        onReminders={(reminders) => change({ reminders })}
        errors={errors}
        lockedReason={staffLocked}
      />
      <ReminderList
        title="Unscheduled reminders"
        listKey="unscheduled"
        reminders={draft.reminders}
        onReminders={(reminders) => change({ reminders })}
        errors={errors}
        lockedReason={locked}
      />
    </>
  );
}
