import {
  clampOffsetPart,
  DEFAULT_MINIMUM_OFFSET,
  joinOffset,
  normaliseOffset,
  splitOffset,
  TIMER_OFFSET_LIMITS,
  type TimerDirection,
  type TimerOffsetPart,
  type TimerOffsetParts,
} from '@fieldbook/domain/inputs/timer-offset.rules';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';

export interface TimerOffsetFieldProps {
  /** Signed minutes: negative is before, positive after (as reminder_offset is stored). */
  value: number;
  /**
   * Called when a part is committed (blur or Enter) with the enforced offset, and straight away when
   * `value` is zero, on the wrong side, or out of range. Keep it stable (a state setter or useCallback).
   */
  onChange: (offset: number) => void;
  /** The side the offset must be on; a zero or wrong-side value becomes the minimum on this side. */
  direction: TimerDirection;
  /** Smallest offset in minutes (unsigned); 1 by default. */
  minimum?: number;
  /** What the offset is relative to, e.g. "the appointment"; shown after "before"/"after". */
  relativeTo?: string;
  label?: string;
  error?: string;
  disabled?: boolean;
}

const PARTS: { key: TimerOffsetPart; label: string }[] = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
];

const asText = (parts: TimerOffsetParts) => ({
  days: String(parts.days),
  hours: String(parts.hours),
  minutes: String(parts.minutes),
});

/**
 * An offset as days (0-700), hours (0-23) and minutes (0-59) before or after something. Each part
 * is clamped when it is left; the whole is forced onto the given side and to at least the minimum.
 */
export function TimerOffsetField({
  value,
  onChange,
  direction,
  minimum = DEFAULT_MINIMUM_OFFSET,
  relativeTo,
  label = 'Reminder time',
  error,
  disabled,
}: TimerOffsetFieldProps) {
  const labelId = useId();
  const [text, setText] = useState(() => asText(splitOffset(value)));
  useEffect(() => setText(asText(splitOffset(value))), [value]);
  // A zero or wrong-side value coming in (or a direction change) is corrected straight away.
  const enforced = normaliseOffset(value, direction, minimum);
  useEffect(() => {
    if (enforced !== value) onChange(enforced);
  }, [enforced, value, onChange]);

  const commit = () => {
    const parts = {
      days: clampOffsetPart('days', Number(text.days)),
      hours: clampOffsetPart('hours', Number(text.hours)),
      minutes: clampOffsetPart('minutes', Number(text.minutes)),
    };
    const next = joinOffset(parts, direction, minimum);
    setText(asText(splitOffset(next)));
    if (next !== value) onChange(next);
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {PARTS.map((part) => (
          <TextField
            key={part.key}
            label={part.label}
            type="number"
            value={text[part.key]}
            disabled={disabled}
            error={Boolean(error)}
            onChange={(event) => setText((current) => ({ ...current, [part.key]: event.target.value }))}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commit();
              }
            }}
            fullWidth={false}
            sx={{ width: 96 }}
            slotProps={{ htmlInput: { min: 0, max: TIMER_OFFSET_LIMITS[part.key], step: 1, inputMode: 'numeric' } }}
          />
        ))}
        <Typography component="span">{relativeTo ? `${direction} ${relativeTo}` : direction}</Typography>
      </Box>
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}
