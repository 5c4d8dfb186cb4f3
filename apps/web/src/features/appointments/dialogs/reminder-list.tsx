import { REMINDER_LIMITS, type ReminderInput } from '@fieldbook/domain/appointments/appointments.schemas';
import { reminderValueProblem } from '@fieldbook/domain/appointments/reminder-checks.rules';
import { nextReminderOffset, type ReminderKey, teamReminder } from '@fieldbook/domain/appointments/reminders.rules';
import { type StoredContacts, storedContactFor } from '@fieldbook/domain/communications/recipients.rules';
import { isValidMobile } from '@fieldbook/domain/inputs/phone.rules';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ReminderTimeField } from '../../../components/reminder-time-field';
import { useClientContacts } from '../../clients/index';

const CHANNELS: { value: ReminderInput['type']; label: string }[] = [
  { value: 'EMAIL', label: 'Email' },
  { value: 'SMS', label: 'SMS' },
  { value: 'NONE', label: 'No message' },
];

export interface ReminderListProps {
  title: string;
  listKey: ReminderKey;
  /** A client's list: its reminders carry one of the client's stored addresses or numbers. */
  clientId?: number;
  /** Every reminder of the appointment; this list shows and changes only its own. */
  reminders: ReminderInput[];
  onReminders: (reminders: ReminderInput[]) => void;
  errors: Record<string, string>;
  /** Why the list cannot change now (status, unscheduled staff), or nothing. */
  lockedReason?: string | null;
}

/** One reminder list of the Create/Edit Appointment dialog: channel, address, time; add up to the limit. */
export function ReminderList({
  title,
  listKey,
  clientId,
  reminders,
  onReminders,
  errors,
  lockedReason,
}: ReminderListProps) {
  const entries = reminders
    .map((reminder, index) => ({ reminder, index }))
    .filter(({ reminder }) => reminder.key === listKey && (clientId === undefined || reminder.client_id === clientId));
  const limit = REMINDER_LIMITS[listKey];
  const locked = Boolean(lockedReason);
  const patch = (index: number, changes: Partial<ReminderInput>) =>
    onReminders(reminders.map((r, i) => (i === index ? { ...r, ...changes } : r)));
  const add = () => {
    const offsets = entries.map((e) => e.reminder.reminder_offset);
    onReminders([
      ...reminders,
      listKey === 'clients'
        ? {
            key: listKey,
            client_id: clientId,
            type: 'EMAIL',
            value: null,
            reminder_offset: nextReminderOffset(listKey, offsets),
          }
        : teamReminder(listKey, offsets),
    ]);
  };

  return (
    <Box role="group" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle2" component="h4">
        {title}
      </Typography>
      {lockedReason && (
        <Typography variant="body2" color="text.secondary">
          {lockedReason}
        </Typography>
      )}
      {entries.map(({ reminder, index }, position) => (
        <Box key={index} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            select
            size="small"
            label={`Reminder ${position + 1} by`}
            value={reminder.type}
            disabled={locked}
            // Changing the channel clears the address (spec section 4).
            onChange={(event) => patch(index, { type: event.target.value as ReminderInput['type'], value: null })}
            sx={{ width: 150 }}
          >
            {CHANNELS.map((channel) => (
              <MenuItem key={channel.value} value={channel.value}>
                {channel.label}
              </MenuItem>
            ))}
          </TextField>
          {clientId !== undefined && reminder.type !== 'NONE' && (
            <ReminderAddressField
              clientId={clientId}
              reminder={reminder}
              label={`Reminder ${position + 1} ${reminder.type === 'SMS' ? 'mobile' : 'email'}`}
              disabled={locked}
              error={errors[`reminders.${index}.value`]}
              onChange={(value) => patch(index, { value })}
            />
          )}
          <ReminderTimeField
            label={`Reminder ${position + 1} time`}
            value={reminder.reminder_offset}
            disabled={locked}
            onChange={(reminder_offset) => patch(index, { reminder_offset })}
            error={errors[`reminders.${index}.reminder_offset`] ?? errors[`reminders.${index}.key`]}
          />
          <IconButton
            aria-label={`Remove reminder ${position + 1}`}
            disabled={locked}
            onClick={() => onReminders(reminders.filter((_r, i) => i !== index))}
          >
            <Delete />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button size="small" startIcon={<Add />} disabled={locked || entries.length >= limit} onClick={add}>
          Add Reminder
        </Button>
      </Box>
    </Box>
  );
}

export interface ReminderAddressFieldProps {
  clientId: number;
  reminder: Pick<ReminderInput, 'type' | 'value'>;
  label: string;
  disabled: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
}

/**
 * The email or mobile a client reminder or message goes to: one of the client's stored addresses or
 * mobiles, picked from a list loaded once the field is focused — never a typed one, as the server sends
 * only to what the client has stored (no relay). One saved earlier stays shown until changed.
 */
export function ReminderAddressField({
  clientId,
  reminder,
  label,
  disabled,
  error,
  onChange,
}: ReminderAddressFieldProps) {
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  const via = reminder.type === 'SMS' ? 'SMS' : 'EMAIL';
  const emails = useClientContacts('emails', focused && via === 'EMAIL' ? clientId : null);
  const phones = useClientContacts('phones', focused && via === 'SMS' ? clientId : null);
  const stored: StoredContacts = {
    emails: (emails.data ?? []).map((e) => e.email_address),
    phones: (phones.data ?? []).map((p) => p.full_phone).filter(isValidMobile),
  };
  const options = via === 'EMAIL' ? stored.emails : stored.phones;
  const current = reminder.value?.trim() || null;
  // The current address as the client stores it (it may have been written another way).
  const value = current && (storedContactFor(stored, via, current) ?? current);
  const problem = error ?? (touched ? reminderValueProblem(reminder) : null);
  return (
    <Autocomplete<string, false, false, false>
      options={value && !options.includes(value) ? [value, ...options] : options}
      value={value}
      onChange={(_event, next) => onChange(next ?? '')}
      onOpen={() => setFocused(true)}
      loading={(via === 'EMAIL' ? emails : phones).isFetching}
      noOptionsText={
        via === 'EMAIL'
          ? 'Only the client’s stored email addresses can be chosen.'
          : 'Only the client’s stored mobile numbers can be chosen.'
      }
      disabled={disabled}
      sx={{ flex: '1 1 220px' }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={label}
          onFocus={() => setFocused(true)}
          onBlur={() => setTouched(true)}
          error={Boolean(problem)}
          helperText={problem}
        />
      )}
    />
  );
}
