import { addType, removeType } from '@fieldbook/domain/appointments/appointment-form.rules';
import { ruleFollowingStart } from '@fieldbook/domain/appointments/recurrence.rules';
import { readableRule } from '@fieldbook/domain/appointments/recurrence-rule';
import { REMINDER_EDITABLE_STATUSES, refreshReminders } from '@fieldbook/domain/appointments/reminders.rules';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan, useCompanySettings } from '../../../lib/session/load-user';
import type { AppointmentType } from '../../appointment-types/index';
import { AppointmentTypeDialog, AppointmentTypePicker } from '../../appointment-types/index';
import { asType, type Draft, type SectionProps } from './appointment-draft';

/**
 * Appointment Types: adding or removing one applies its title, description, colour and length; the
 * first one refreshes the reminders (domain rules). Deleted types are offered only when asked for;
 * a new type can be made here with canModifyCompanyDetails.
 */
export function TypesSection({
  draft,
  errors,
  types: all,
  onDraft: setDraft,
}: SectionProps & { types: AppointmentType[]; onDraft: (draft: Draft) => void }) {
  const settings = useCompanySettings();
  const canCreate = useCan('canModifyCompanyDetails');
  const subscribed = useCan('isSubscribed');
  const [withDeleted, setWithDeleted] = useState(false);
  const [creating, setCreating] = useState(false);
  const chosenTypes = all.filter((t) => draft.types.includes(t.id));
  const options = all.filter((t) => withDeleted || !t.deleted || draft.types.includes(t.id));

  const choose = (next: AppointmentType[]) => {
    const added = next.filter((t) => !draft.types.includes(t.id));
    const removed = chosenTypes.filter((t) => !next.some((n) => n.id === t.id));
    let updated: Draft = draft;
    for (const type of removed) updated = removeType(updated, asType(type));
    for (const type of added) {
      updated = addType(updated, asType(type), [...all, ...added].map(asType), {
        allocation: settings.appointments_color_allocation,
        prefill: true,
      });
    }
    // Subscribed, with no rule yet: the first added type's rule is copied, moved to the start (cleared if unreadable).
    const ruled = added.find((t) => t.recursion_rule);
    if (subscribed && !updated.recursion_rule && ruled?.recursion_rule && updated.start_date) {
      const rule = ruled.recursion_rule.value;
      updated = {
        ...updated,
        recursion_rule: readableRule(rule) ? ruleFollowingStart(rule, updated.start_date) : null,
      };
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
  };

  return (
    <>
      <AppointmentTypePicker options={options} value={chosenTypes} onChange={choose} error={errors.types} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Checkbox checked={withDeleted} onChange={(_event, on) => setWithDeleted(on)} />}
          label="Include deleted types"
        />
        {canCreate && (
          <Button size="small" startIcon={<Add />} onClick={() => setCreating(true)}>
            Create New Type
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Types bring their title, description, colour and length.
      </Typography>
      {creating && (
        <AppointmentTypeDialog
          onClose={() => setCreating(false)}
          onSaved={(type) => {
            setCreating(false);
            choose([...chosenTypes, type]);
          }}
        />
      )}
    </>
  );
}
