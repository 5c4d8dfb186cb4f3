import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

export interface ToggleChipsProps {
  /** The group's accessible name ("Filter by status"). */
  label: string;
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** More filters after the chips (an Archived toggle). */
  children?: ReactNode;
}

/** A row of filter chips, each pressed or not; none pressed means no filter. */
export function ToggleChips({ label, options, selected, onToggle, children }: ToggleChipsProps) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}
      role="group"
      aria-label={label}
    >
      {options.map((option) => {
        const on = selected.includes(option.value);
        return (
          <Chip
            key={option.value}
            label={option.label}
            clickable
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            aria-pressed={on}
            onClick={() => onToggle(option.value)}
          />
        );
      })}
      {children}
    </Stack>
  );
}

/** The selection with the value added, or removed when it was there. */
export const toggled = (selection: readonly string[], value: string) =>
  selection.includes(value) ? selection.filter((item) => item !== value) : [...selection, value];
