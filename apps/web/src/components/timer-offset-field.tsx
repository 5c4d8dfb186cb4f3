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
import MenuItem from '@mui/material/MenuItem';
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
  /** Given, the side is a choice (before or after) instead of a fixed text. */
  onDirectionChange?: (direction: TimerDirection) => void;
  /** Smallest offset in minutes (unsigned); 1 by default, 0 allows zero. */
  minimum?: number;
  /** What the offset is relative to, e.g. "the appointment"; shown after "before"/"after". */
  relativeTo?: string;
  label?: string;
  error?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
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
  onDirectionChange,
  minimum = DEFAULT_MINIMUM_OFFSET,
  relativeTo,
  label = 'Reminder time',
  error,
  disabled,
  size = 'medium',
}: TimerOffsetFieldProps) {
  const sideText = (side: TimerDirection) => (relativeTo ? `${side} ${relativeTo}` : side);
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
            size={size}
            fullWidth={false}
            sx={{ width: 96 }}
            slotProps={{ htmlInput: { min: 0, max: TIMER_OFFSET_LIMITS[part.key], step: 1, inputMode: 'numeric' } }}
          />
        ))}
        {onDirectionChange ? (
          <TextField
            select
            size={size}
            label="Before or after"
            value={direction}
            disabled={disabled}
            onChange={(event) => onDirectionChange(event.target.value as TimerDirection)}
            sx={{ width: 210 }}
          >
            {(['before', 'after'] as const).map((side) => (
              <MenuItem key={side} value={side}>
                {sideText(side)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Typography component="span">{sideText(direction)}</Typography>
        )}
      </Box>
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}
