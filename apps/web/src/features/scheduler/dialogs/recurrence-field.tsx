import { APPOINTMENT_MESSAGES } from '@fieldbook/domain/appointments/appointments.schemas';
import { remainingRule, ruleFollowingStart, ruleSummary } from '@fieldbook/domain/appointments/recurrence.rules';
import { sameRule } from '@fieldbook/domain/appointments/recurrence-rule';
import Repeat from '@mui/icons-material/Repeat';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SubscribeDialog } from '../../../app/dialogs/subscribe.dialog';
import { useCan } from '../../../lib/session/load-user';
import type { SectionProps } from './appointment-draft';
import { RecurrenceDialog } from './recurrence-dialog';

/**
 * The recurring rule in Time & Location: what it is, and setting, changing or removing it — a
 * subscription-only feature, so without isSubscribed the subscribe prompt says so. Changing or
 * removing it part-way replaces the later appointments (the server's rule).
 */
export function RecurrenceField({
  draft,
  change,
  errors,
  original,
}: SectionProps & { original?: { start_date: string; recursion_rule: string | null } | undefined }) {
  const subscribed = useCan('isSubscribed');
  const [editing, setEditing] = useState(false);
  const [prompt, setPrompt] = useState<string | null>(null);
  const text = draft.recursion_rule ? ruleSummary(draft.recursion_rule) : 'Does not repeat';
  // Edited from a later appointment of a series, the rule moved or shown is the rest of the series
  // (its remaining count from here): re-made from here, the series keeps its length.
  const rest = original?.recursion_rule
    ? remainingRule(original.recursion_rule, original.start_date, draft.timezone)
    : null;
  const unchanged = draft.recursion_rule === original?.recursion_rule;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Repeat fontSize="small" color="action" />
        <Typography data-testid="recurrence-summary">{text}</Typography>
        <Button
          size="small"
          disabled={!draft.start_date}
          onClick={() => (subscribed ? setEditing(true) : setPrompt(APPOINTMENT_MESSAGES.subscriptionOnly))}
        >
          {draft.recursion_rule ? 'Change Recurring Rule' : 'Set Recurring Rule'}
        </Button>
      </Box>
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
      {errors.recursion_rule && (
        <Typography variant="caption" color="error" role="alert">
          {errors.recursion_rule}
        </Typography>
      )}
      {editing && (
        <RecurrenceDialog
          start={draft.start_date}
          timezone={draft.timezone}
          value={unchanged && rest ? rest : draft.recursion_rule}
          onClose={() => setEditing(false)}
          onSave={(rule) => {
            setEditing(false);
            // The rest of the series saved as it was is no change to the rule.
            change({ recursion_rule: unchanged && rest && rule && sameRule(rule, rest) ? draft.recursion_rule : rule });
          }}
        />
      )}
      <SubscribeDialog
        message={prompt}
        onClose={(subscribed) => {
          setPrompt(null);
          // Subscribed in the prompt: on to what was asked for.
          if (subscribed) setEditing(true);
        }}
      />
    </Box>
  );
}
