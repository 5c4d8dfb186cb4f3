import { REMINDER_LIMITS } from '@fieldbook/domain/appointments/appointments.constants';
import { nextReminderOffset, type ReminderKey } from '@fieldbook/domain/appointments/reminders.rules';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { ReminderTimeField } from '../../../components/reminder-time-field';

export interface ReminderOffsetsFieldProps {
  label: string;
  /** Which appointment reminder list the offsets fill (its limit and next-offset step). */
  listKey: ReminderKey;
  value: number[];
  onChange: (offsets: number[]) => void;
  error?: string | undefined;
}

/**
 * A type's reminder offsets for one list: each any time before or after the appointment (the timer
 * field), as many as the appointment's list takes; a new one steps on from the last.
 */
export function ReminderOffsetsField({ label, listKey, value, onChange, error }: ReminderOffsetsFieldProps) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle2" component="h4">
        {label}
      </Typography>
      {value.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          None
        </Typography>
      )}
      {value.map((offset, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: offsets have no identity but their place in the list.
        <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <ReminderTimeField
            label={`${label} ${index + 1}`}
            value={offset}
            onChange={(next) => onChange(value.map((o, i) => (i === index ? next : o)))}
          />
          <IconButton
            aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
            onClick={() => onChange(value.filter((_o, i) => i !== index))}
          >
            <Delete />
          </IconButton>
        </Box>
      ))}
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
      <Box>
        <Button
          size="small"
          startIcon={<Add />}
          disabled={value.length >= REMINDER_LIMITS[listKey]}
          onClick={() => onChange([...value, nextReminderOffset(listKey, value)])}
        >
          Add Reminder
        </Button>
      </Box>
    </Box>
  );
}
