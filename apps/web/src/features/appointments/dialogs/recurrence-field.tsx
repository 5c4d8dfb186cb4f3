import { remainingRule, ruleFollowingStart } from '@fieldbook/domain/appointments/recurrence.rules';
import { sameRule } from '@fieldbook/domain/appointments/recurrence-rule';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { RecurringRuleField } from '../../appointment-types/index';
import type { SectionProps } from './appointment-draft';

/**
 * The recurring rule in Time & Location. Changing or removing it part-way replaces the later
 * appointments (the server's rule).
 */
export function RecurrenceField({
  draft,
  change,
  errors,
  original,
}: SectionProps & { original?: { start_date: string; recursion_rule: string | null } | undefined }) {
  // Edited from a later appointment of a series, the rule moved or shown is the rest of the series
  // (its remaining count from here): re-made from here, the series keeps its length.
  const rest = original?.recursion_rule
    ? remainingRule(original.recursion_rule, original.start_date, draft.timezone)
    : null;
  const unchanged = draft.recursion_rule === original?.recursion_rule;
  return (
    <RecurringRuleField
      value={draft.recursion_rule}
      dialogValue={unchanged && rest ? rest : draft.recursion_rule}
      start={draft.start_date}
      timezone={draft.timezone}
      // The rest of the series saved as it was is no change to the rule.
      onSave={(rule) =>
        change({ recursion_rule: unchanged && rest && rule && sameRule(rule, rest) ? draft.recursion_rule : rule })
      }
      error={errors.recursion_rule}
    >
      {original?.recursion_rule && draft.start_date.slice(0, 10) !== original.start_date.slice(0, 10) && (
        // In edit mode a new start date moves the rule only when asked (spec section 4).
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.recursion_rule !== original.recursion_rule}
              onChange={(_event, on) =>
                change({
                  recursion_rule: on && rest ? ruleFollowingStart(rest, draft.start_date) : original.recursion_rule,
                })
              }
            />
          }
          label="Update Recurring Appointments too"
        />
      )}
    </RecurringRuleField>
  );
}
