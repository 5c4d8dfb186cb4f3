import {
  FREQUENCIES,
  type Frequency,
  isCustomRule,
  RECURRENCE_LIMITS,
  RECURRENCE_PRESETS,
  type RecurrenceChoice,
  recurrenceChoiceOf,
  recurrenceNumber,
  recurrenceRuleText,
} from '@fieldbook/domain/appointments/recurrence.rules';
import { recurrenceStarts, ruleDescription } from '@fieldbook/domain/appointments/recurrence-rule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useMinWidth } from '../../../components/use-responsive';
import { formatMoment } from '../../../lib/appointment-display';

/** Spec section 9: 350 px, or 800 px while the estimates show. */
const WIDTH = { plain: 350, estimates: 800 } as const;
const FREQUENCY_LABELS: Record<Frequency, string> = {
  YEARLY: 'Yearly',
  MONTHLY: 'Monthly',
  WEEKLY: 'Weekly',
  DAILY: 'Daily',
};
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const CUSTOM = 'custom';

export interface RecurrenceDialogProps {
  /** The appointment's start (SQL date-time) and timezone: the rule starts there. */
  start: string;
  timezone: string;
  /** The current rule text, or null for none. */
  value: string | null;
  onSave: (rule: string | null) => void;
  onClose: () => void;
}

/** A rule the form cannot build, read-only: what it does, and how to replace it. */
function CustomRule({ rule, onReplace }: { rule: string; onReplace: () => void }) {
  return (
    <Box role="group" aria-label="Custom rule" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        Custom rule
      </Typography>
      <Typography data-testid="custom-rule-description">{ruleDescription(rule)}</Typography>
      <Typography variant="body2" color="text.secondary">
        This rule cannot be edited here; it is kept as it is unless you replace it with a preset or a new rule.
      </Typography>
      <Button size="small" onClick={onReplace} sx={{ alignSelf: 'flex-start' }}>
        Replace with a new rule
      </Button>
    </Box>
  );
}

/**
 * The recurring rule dialog: a preset or a custom rule within the limits, with the dates it makes.
 * A rule it cannot build (an RFC 5545 rule from the API or an appointment type) shows read-only and
 * is saved unchanged unless the user replaces it.
 */
export function RecurrenceDialog({ start, timezone, value, onSave, onClose }: RecurrenceDialogProps) {
  const titleId = useId();
  const [custom, setCustom] = useState(() => (isCustomRule(value) ? value : null));
  const [choice, setChoice] = useState<RecurrenceChoice>(() => recurrenceChoiceOf(value));
  const [text, setText] = useState({ interval: String(choice.interval), count: String(choice.count) });
  const [estimates, setEstimates] = useState(false);
  const width = estimates ? WIDTH.estimates : WIDTH.plain;
  const wide = useMinWidth(width);
  const rule = custom ?? recurrenceRuleText(choice, start);
  const preset = RECURRENCE_PRESETS.findIndex(
    (p) =>
      !custom &&
      p.choice.frequency === choice.frequency &&
      p.choice.interval === choice.interval &&
      p.choice.count === choice.count &&
      p.choice.byweekday.join() === choice.byweekday.join() &&
      !choice.byWeekOfMonth,
  );
  const change = (patch: Partial<RecurrenceChoice>) => {
    setCustom(null);
    const next = { ...choice, ...patch };
    setChoice(next);
    setText({ interval: String(next.interval), count: String(next.count) });
  };
  // An interval or count out of range (or not a number) resets to 1 when left.
  const commit = (field: 'interval' | 'count') =>
    change({ [field]: recurrenceNumber(text[field], RECURRENCE_LIMITS[field][choice.frequency]) });

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={!wide}
      maxWidth={false}
      slotProps={{ paper: { sx: wide ? { width: '100%', maxWidth: width } : undefined } }}
    >
      <DialogTitle id={titleId}>Recurring Rule</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', gap: 3, flexDirection: estimates && wide ? 'row' : 'column' }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: estimates && wide ? 302 : '100%' }}>
            <TextField
              select
              label="Repeat"
              value={preset >= 0 ? String(preset) : CUSTOM}
              onChange={(event) => {
                const picked = RECURRENCE_PRESETS[Number(event.target.value)];
                if (picked) change({ ...picked.choice, byweekday: [...picked.choice.byweekday], byWeekOfMonth: false });
              }}
            >
              {RECURRENCE_PRESETS.map((p, index) => (
                <MenuItem key={p.label} value={String(index)}>
                  {p.label}
                </MenuItem>
              ))}
              <MenuItem value={CUSTOM} disabled>
                {custom ? 'Custom rule' : 'Custom'}
              </MenuItem>
            </TextField>
            {custom && <CustomRule rule={custom} onReplace={() => change({})} />}
            {!custom && (
              <>
                <TextField
                  select
                  label="Frequency"
                  value={choice.frequency}
                  onChange={(event) => {
                    const frequency = event.target.value as Frequency;
                    change({
                      frequency,
                      interval: recurrenceNumber(choice.interval, RECURRENCE_LIMITS.interval[frequency]),
                      count: recurrenceNumber(choice.count, RECURRENCE_LIMITS.count[frequency]),
                      byweekday: frequency === 'WEEKLY' ? choice.byweekday : [],
                      byWeekOfMonth: frequency === 'MONTHLY' && choice.byWeekOfMonth,
                    });
                  }}
                >
                  {FREQUENCIES.map((f) => (
                    <MenuItem key={f} value={f}>
                      {FREQUENCY_LABELS[f]}
                    </MenuItem>
                  ))}
                </TextField>
                {(['interval', 'count'] as const).map((field) => (
                  <TextField
                    key={field}
                    label={field === 'interval' ? 'Every' : 'Times'}
                    value={text[field]}
                    onChange={(event) => setText({ ...text, [field]: event.target.value })}
                    onBlur={() => commit(field)}
                    helperText={`1 to ${RECURRENCE_LIMITS[field][choice.frequency]}`}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  />
                ))}
                {choice.frequency === 'WEEKLY' && (
                  <Box role="group" aria-label="Days of the week" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                    {DAYS.map((day, index) => {
                      const on = choice.byweekday.includes(index);
                      return (
                        <Chip
                          key={day}
                          label={day}
                          color={on ? 'primary' : 'default'}
                          variant={on ? 'filled' : 'outlined'}
                          aria-pressed={on}
                          onClick={() =>
                            change({
                              byweekday: on
                                ? choice.byweekday.filter((d) => d !== index)
                                : [...choice.byweekday, index],
                            })
                          }
                        />
                      );
                    })}
                  </Box>
                )}
                {choice.frequency === 'MONTHLY' && (
                  <FormControlLabel
                    control={
                      <Switch checked={choice.byWeekOfMonth} onChange={(_event, on) => change({ byWeekOfMonth: on })} />
                    }
                    label="On the same weekday of the month"
                  />
                )}
              </>
            )}
            <FormControlLabel
              control={<Switch checked={estimates} onChange={(_event, on) => setEstimates(on)} />}
              label="Show estimates"
            />
          </Box>
          {estimates && (
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle2" component="h3">
                Estimated dates
              </Typography>
              <List dense aria-label="Estimated dates" sx={{ maxHeight: 420, overflow: 'auto' }}>
                {recurrenceStarts(rule, timezone).map((at) => (
                  <ListItem key={at} disableGutters>
                    {formatMoment(at, timezone)}
                  </ListItem>
                ))}
              </List>
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        {value && (
          <Button color="error" onClick={() => onSave(null)} sx={{ mr: 'auto' }}>
            Remove Rule
          </Button>
        )}
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => onSave(rule)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
