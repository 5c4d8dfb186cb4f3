import { formatOffset, type TimerDirection } from '@fieldbook/domain/inputs/timer-offset.rules';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { TimerOffsetField } from './timer-offset-field';

export interface ReminderTimeFieldProps {
  label: string;
  /** reminder_offset: signed minutes, negative before the appointment, positive after, 0 at its time. */
  value: number;
  onChange: (offset: number) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * When a reminder goes: any days (0-700), hours and minutes before or after the appointment (the
 * spec's timer field), or all zero for "At time of appointment".
 */
export function ReminderTimeField({ label, value, onChange, error, disabled }: ReminderTimeFieldProps) {
  // Zero is on neither side: the side chosen last is kept for it.
  const [side, setSide] = useState<TimerDirection>(value > 0 ? 'after' : 'before');
  const direction = value < 0 ? 'before' : value > 0 ? 'after' : side;
  return (
    <Box>
      <TimerOffsetField
        label={label}
        value={value}
        onChange={onChange}
        direction={direction}
        onDirectionChange={(next) => {
          setSide(next);
          onChange(value === 0 ? 0 : -value);
        }}
        minimum={0}
        relativeTo="the appointment"
        size="small"
        error={error}
        disabled={disabled}
      />
      {value === 0 && !error && (
        <Typography variant="caption" color="text.secondary">
          {formatOffset(0)}
        </Typography>
      )}
    </Box>
  );
}
