import { APPOINTMENT_MESSAGES } from '@fieldbook/domain/appointments/appointments.schemas';
import { ruleSummary } from '@fieldbook/domain/appointments/recurrence.rules';
import Repeat from '@mui/icons-material/Repeat';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useCan } from '../../../lib/session/load-user';
import { SubscribeDialog } from '../../billing/index';
import { RecurrenceDialog } from '../dialogs/recurrence-dialog';

export interface RecurringRuleFieldProps {
  /** The rule text, or null for none. */
  value: string | null;
  /** What the rule dialog opens with, when not `value` itself. */
  dialogValue?: string | null;
  /** The start (SQL date-time) and timezone the dialog builds the rule from; no start, no editing. */
  start: string;
  timezone: string;
  /** A rule saved (or removed: null) in the dialog. */
  onSave: (rule: string | null) => void;
  error?: string | undefined;
  /** Shown under the summary (an appointment's "Update Recurring Appointments too"). */
  children?: ReactNode;
}

/**
 * A recurring rule: what it is, and setting, changing or removing it in the rule dialog — a
 * subscription-only feature, so without isSubscribed the subscribe prompt says so.
 */
export function RecurringRuleField({
  value,
  dialogValue = value,
  start,
  timezone,
  onSave,
  error,
  children,
}: RecurringRuleFieldProps) {
  const subscribed = useCan('isSubscribed');
  const [editing, setEditing] = useState(false);
  const [prompt, setPrompt] = useState<string | null>(null);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Repeat fontSize="small" color="action" />
        <Typography data-testid="recurrence-summary">{value ? ruleSummary(value) : 'Does not repeat'}</Typography>
        <Button
          size="small"
          disabled={!start}
          onClick={() => (subscribed ? setEditing(true) : setPrompt(APPOINTMENT_MESSAGES.subscriptionOnly))}
        >
          {value ? 'Change Recurring Rule' : 'Set Recurring Rule'}
        </Button>
      </Box>
      {children}
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
      {editing && (
        <RecurrenceDialog
          start={start}
          timezone={timezone}
          value={dialogValue}
          onClose={() => setEditing(false)}
          onSave={(rule) => {
            setEditing(false);
            onSave(rule);
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
