import { addType, removeType } from '@fieldbook/domain/appointments/appointment-form.rules';
import { REMINDER_EDITABLE_STATUSES, refreshReminders } from '@fieldbook/domain/appointments/reminders.rules';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCompanySettings } from '../../../lib/session/load-user';
import type { AppointmentType } from '../../appointment-types/api/appointment-types-api';
import { asType, type Draft, type SectionProps } from './appointment-draft';

/** Appointment Types: adding or removing one applies its title, description, colour and length; the first one refreshes the reminders (domain rules). */
export function TypesSection({
  draft,
  errors,
  types: available,
  onDraft: setDraft,
}: SectionProps & { types: AppointmentType[]; onDraft: (draft: Draft) => void }) {
  const settings = useCompanySettings();
  const chosenTypes = available.filter((t) => draft.types.includes(t.id));
  return (
    <>
      <Autocomplete
        multiple
        options={available}
        value={chosenTypes}
        getOptionLabel={(type) => type.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_event, next) => {
          const added = next.filter((t) => !draft.types.includes(t.id));
          const removed = chosenTypes.filter((t) => !next.some((n) => n.id === t.id));
          let updated: Draft = draft;
          for (const type of removed) updated = removeType(updated, asType(type));
          for (const type of added) {
            updated = addType(updated, asType(type), available.map(asType), {
              allocation: settings.appointments_color_allocation,
              prefill: true,
            });
          }
          const first = added[0];
          // Add mode only offers statuses whose reminders may change, so the status alone decides.
          if (draft.types.length === 0 && first && REMINDER_EDITABLE_STATUSES.includes(updated.status)) {
            updated = {
              ...updated,
              reminders: refreshReminders(updated.reminders, first, {
                status: updated.status,
                hasStaff: updated.attendees.length > 0,
              }),
            };
          }
          setDraft(updated);
        }}
        renderValue={(value, getItemProps) =>
          value.map((type, index) => {
            const { key, ...props } = getItemProps({ index });
            return <Chip key={key} {...props} label={type.name} sx={{ bgcolor: type.color, color: '#fff' }} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="Appointment Types"
            placeholder="Search types..."
            error={Boolean(errors.types)}
            helperText={errors.types}
          />
        )}
        noOptionsText="No results to display"
      />
      <Typography variant="body2" color="text.secondary">
        Types bring their title, description, colour and length.
      </Typography>
    </>
  );
}
