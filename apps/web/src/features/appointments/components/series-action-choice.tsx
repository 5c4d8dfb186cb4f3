import type { SeriesAction } from '@fieldbook/domain/appointments/appointments.schemas';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

/** Which of a series a change reaches (spec section 4: update types). */
export const UPDATE_CHOICES: Record<SeriesAction, string> = {
  none: 'Only this appointment',
  unscheduled: 'This and the later unscheduled appointments',
  scheduledAndUnscheduled: 'This and the later scheduled and unscheduled appointments',
};

/** The delete confirmation's choices for a recurring appointment (spec section 2). */
export const DELETE_CHOICES: Record<SeriesAction, string> = {
  none: 'Do not delete recurring appointments',
  unscheduled: 'Delete unscheduled recurring appointments after this date',
  scheduledAndUnscheduled: 'Delete scheduled and unscheduled recurring appointments after this date',
};

export interface SeriesActionChoiceProps {
  label: string;
  choices: Record<SeriesAction, string>;
  value: SeriesAction;
  onChange: (value: SeriesAction) => void;
}

/** One of none / later unscheduled / later scheduled and unscheduled, as radio buttons. */
export function SeriesActionChoice({ label, choices, value, onChange }: SeriesActionChoiceProps) {
  return (
    <RadioGroup
      aria-label={label}
      value={value}
      onChange={(_event, next) => onChange(next as SeriesAction)}
      sx={{ mt: 1 }}
    >
      {Object.entries(choices).map(([key, text]) => (
        <FormControlLabel key={key} value={key} control={<Radio size="small" />} label={text} />
      ))}
    </RadioGroup>
  );
}
