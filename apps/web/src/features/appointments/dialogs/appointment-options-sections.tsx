import { RECURRING_STATUSES, type RecurringStatus } from '@fieldbook/domain/appointments/appointments.constants';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ColourPicker } from '../../../components/colour-picker';
import { STATUS_LABELS } from '../../../lib/appointment-display';
import { textColourOn } from '../../../lib/theme';
import type { AppointmentType } from '../../appointment-types/index';
import type { SectionProps } from './appointment-draft';

/** Colour: the appointment's own, or one copied from its types or staff. */
export function ColourSection({ draft, change, types: chosenTypes }: SectionProps & { types: AppointmentType[] }) {
  return (
    <>
      <ColourPicker label="Colour" value={draft.color} clearable onChange={(color) => change({ color })} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {chosenTypes.map((type) => (
          <Chip
            key={type.id}
            label={type.name}
            onClick={() => change({ color: type.color })}
            sx={{ bgcolor: type.color, color: textColourOn(type.color) }}
          />
        ))}
        {draft.attendees.map((user) => (
          <Chip
            key={user.id}
            label={user.name}
            onClick={() => change({ color: user.color })}
            sx={{ bgcolor: user.color, color: textColourOn(user.color) }}
          />
        ))}
      </Box>
    </>
  );
}

/** More Options: what recurring appointments start as (the rule itself arrives with recurrence). */
export function MoreOptionsSection({ draft, change }: SectionProps) {
  return (
    <TextField
      select
      label="Recurring appointments start as"
      value={draft.recurring_status}
      disabled={draft.status === 'UNSCHEDULED'}
      onChange={(e) => change({ recurring_status: e.target.value as RecurringStatus })}
    >
      {RECURRING_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {STATUS_LABELS[status]}
        </MenuItem>
      ))}
    </TextField>
  );
}
