import { formatTimeOfDay } from '@fieldbook/domain/format/en-au';
import {
  minuteOptions,
  minutesToValue,
  parseTimeInput,
  stepTime,
  TIME_ARROW_STEP,
  TIME_MESSAGES,
  TIME_MINUTE_STEP,
  valueToMinutes,
} from '@fieldbook/domain/inputs/time.rules';
import Schedule from '@mui/icons-material/Schedule';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useState } from 'react';

export interface TimeFieldProps {
  /** HH:mm (24-hour), or null when empty. */
  value: string | null | undefined;
  /** Called on commit (Enter, Tab/blur, arrow keys, the picker) with HH:mm, or null when cleared. */
  onChange: (value: string | null) => void;
  label?: string;
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** Minute options of the picker; 5 by default. */
  minuteStep?: number;
  onBlur?: () => void;
  autoFocus?: boolean;
}

/**
 * A typed time shown as h:mma ("9:30pm"). Accepts "9:30pm", "9:30 PM", "21:30", "9pm", "9.30pm"
 * and "21.30"; ArrowUp/ArrowDown move 15 minutes; the clock button opens hour / minute (steps of 5)
 * / AM-PM pickers.
 */
export function TimeField({
  value,
  onChange,
  label = 'Time',
  error,
  helperText,
  required,
  disabled,
  minuteStep = TIME_MINUTE_STEP,
  onBlur,
  autoFocus,
}: TimeFieldProps) {
  const pickerId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const set = (next: string | null) => {
    setDraft(null);
    setInvalid(false);
    onChange(next);
  };

  const commit = (): boolean => {
    if (draft === null) return false;
    if (draft.trim() === '') {
      set(null);
      return true;
    }
    const parsed = parseTimeInput(draft);
    if (parsed === null) setInvalid(true);
    else set(parsed);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement | HTMLDivElement>) => {
    if (event.key === 'Enter' && commit()) event.preventDefault();
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const from = (draft !== null ? parseTimeInput(draft) : null) ?? value;
      set(stepTime(from, event.key === 'ArrowUp' ? TIME_ARROW_STEP : -TIME_ARROW_STEP));
    }
  };

  const minutes = valueToMinutes(value);
  const hour24 = minutes === null ? 9 : Math.floor(minutes / 60);
  const minute = minutes === null ? 0 : minutes % 60;
  const pm = hour24 >= 12;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const minuteChoices = minuteOptions(minuteStep);
  if (!minuteChoices.includes(minute)) minuteChoices.push(minute);
  minuteChoices.sort((a, b) => a - b);
  const pickerSet = (h12: number, m: number, isPm: boolean) =>
    set(minutesToValue(((h12 % 12) + (isPm ? 12 : 0)) * 60 + m));

  const message = invalid ? TIME_MESSAGES.invalid : error;
  return (
    <>
      <TextField
        label={label}
        value={draft ?? formatTimeOfDay(value)}
        placeholder="h:mmam"
        required={required}
        disabled={disabled}
        autoFocus={autoFocus}
        error={Boolean(message)}
        helperText={message ?? helperText}
        onChange={(event) => {
          setDraft(event.target.value);
          if (invalid) setInvalid(event.target.value.trim() !== '' && parseTimeInput(event.target.value) === null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          commit();
          onBlur?.();
        }}
        slotProps={{
          htmlInput: { autoComplete: 'off', 'aria-keyshortcuts': 'ArrowUp ArrowDown' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label="Choose time"
                  aria-haspopup="dialog"
                  disabled={disabled}
                  edge="end"
                  size="small"
                  onClick={(event) => setAnchor(event.currentTarget)}
                >
                  <Schedule fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': pickerId, sx: { p: 2 } } }}
      >
        <Typography id={pickerId} variant="subtitle2" sx={{ mb: 1 }}>
          {label}
        </Typography>
        <Stack direction="row" spacing={1}>
          <TextField
            select
            label="Hour"
            value={hour12}
            onChange={(event) => pickerSet(Number(event.target.value), minute, pm)}
            slotProps={{ select: { native: true } }}
            sx={{ width: 80 }}
          >
            {Array.from({ length: 12 }, (_, index) => index + 1).map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="Minute"
            value={minute}
            onChange={(event) => pickerSet(hour12, Number(event.target.value), pm)}
            slotProps={{ select: { native: true } }}
            sx={{ width: 90 }}
          >
            {minuteChoices.map((m) => (
              <option key={m} value={m}>
                {String(m).padStart(2, '0')}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="AM/PM"
            value={pm ? 'PM' : 'AM'}
            onChange={(event) => pickerSet(hour12, minute, event.target.value === 'PM')}
            slotProps={{ select: { native: true } }}
            sx={{ width: 90 }}
          >
            <option value="AM">AM</option>
            <option value="PM">PM</option>
          </TextField>
        </Stack>
      </Popover>
    </>
  );
}
