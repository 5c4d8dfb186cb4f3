import {
  COMMUNICATION_MESSAGES,
  type MessageType,
  type NotifyRecipient,
} from '@fieldbook/domain/communications/communications.schemas';
import { CUSTOM_SMS_MAX, smsCost, smsMessageCount } from '@fieldbook/domain/communications/sms.rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../components/notices';
import { useMinWidth } from '../../../components/use-responsive';
import { useFieldErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http-client';
import type { Appointment } from '../api/appointment-types';
import { useSendAppointmentMessage, useSmsPrice } from '../api/send-message';
import { ReminderAddressField } from './reminder-list';

const CHANNELS: { value: NotifyRecipient['type']; label: string }[] = [
  { value: 'EMAIL', label: 'Email' },
  { value: 'SMS', label: 'SMS' },
  { value: 'NONE', label: 'No message' },
];

/**
 * The recipients a message starts with: each client on its first reminder's channel and address,
 * except clients who disabled reminders (not pre-added, spec section 4); the staff on their first
 * reminder's channel.
 */
export function initialRecipients(appointment: Appointment): NotifyRecipient[] {
  const clients = appointment.clients.map((client): NotifyRecipient => {
    const first = appointment.client_reminders.find((r) => r.client_id === client.id && r.type !== 'NONE');
    return client.disable_reminders || !first
      ? { key: 'clients', client_id: client.id, type: 'NONE', value: null }
      : { key: 'clients', client_id: client.id, type: first.type, value: first.value };
  });
  const staffChannel = appointment.staff_reminders.find((r) => r.type !== 'NONE')?.type ?? 'NONE';
  const staff: NotifyRecipient[] =
    appointment.attendees.length > 0 ? [{ key: 'staff', type: staffChannel, value: null }] : [];
  return [...clients, ...staff];
}

export interface SendMessageDialogProps {
  appointment: Appointment;
  onClose: () => void;
}

/**
 * Send Message: the appointment's usual message or the user's own, now, to the chosen clients and
 * staff. Mounted only while open, so it starts afresh every time (the dialog resets when hidden).
 */
export function SendMessageDialog({ appointment, onClose }: SendMessageDialogProps) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const wide = useMinWidth(600);
  const [messageType, setMessageType] = useState<MessageType>('DEFAULT');
  const [recipients, setRecipients] = useState<NotifyRecipient[]>(() => initialRecipients(appointment));
  const [customEmail, setCustomEmail] = useState('');
  const [customSms, setCustomSms] = useState('');
  const send = useSendAppointmentMessage();
  const chosen = recipients.filter((r) => r.type !== 'NONE');
  const custom = messageType === 'CUSTOM';
  const needsEmail = custom && chosen.some((r) => r.type === 'EMAIL');
  const needsSms = custom && chosen.some((r) => r.type === 'SMS');
  const price = useSmsPrice(needsSms);
  const smsLength = [...customSms].length;
  const body = {
    id: appointment.id,
    message_type: messageType,
    reminders: recipients,
    custom_email: needsEmail ? customEmail : null,
    custom_sms: needsSms ? customSms : null,
  };
  // A message goes once the value it is about changes (reminders.1.value: that recipient's address).
  const { errors, show: showErrors } = useFieldErrors(body);

  const patch = (index: number, changes: Partial<NotifyRecipient>) =>
    setRecipients((current) => current.map((r, i) => (i === index ? { ...r, ...changes } : r)));
  const submit = () => {
    showErrors({});
    send.mutate(body, {
      onSuccess: () => {
        enqueueSnackbar(COMMUNICATION_MESSAGES.sent, { variant: 'success' });
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          showErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
        }
      },
    });
  };

  return (
    <Dialog open onClose={onClose} fullScreen={!wide} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Send Message</DialogTitle>
      {send.isPending && <LinearProgress aria-label="Sending message" />}
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <RadioGroup
          row
          aria-label="Message type"
          value={messageType}
          onChange={(_event, next) => setMessageType(next as MessageType)}
        >
          <FormControlLabel value="DEFAULT" control={<Radio />} label="Default message" />
          <FormControlLabel value="CUSTOM" control={<Radio />} label="Custom message" />
        </RadioGroup>
        <Box role="group" aria-label="Recipients" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Typography variant="subtitle2" component="h3">
            Recipients
          </Typography>
          {recipients.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              This appointment has no clients or staff members to message.
            </Typography>
          )}
          {recipients.map((recipient, index) => {
            const client = appointment.clients.find((c) => c.id === recipient.client_id);
            const name =
              recipient.key === 'staff'
                ? `Staff Members (${appointment.attendees.map((a) => a.name).join(', ')})`
                : (client?.display_name ?? 'Client');
            const fieldError = errors[`reminders.${index}.key`] ?? errors[`reminders.${index}.client_id`];
            return (
              <Box key={`${recipient.key}-${recipient.client_id ?? 'staff'}`} role="group" aria-label={name}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {name}
                  {client?.disable_reminders && (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {' '}
                      — has turned off reminders
                    </Typography>
                  )}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 0.5 }}>
                  <TextField
                    select
                    size="small"
                    label="Send by"
                    value={recipient.type}
                    // Changing the channel clears the address (spec section 4).
                    onChange={(event) =>
                      patch(index, { type: event.target.value as NotifyRecipient['type'], value: null })
                    }
                    error={Boolean(fieldError)}
                    helperText={fieldError}
                    sx={{ width: 170 }}
                  >
                    {CHANNELS.map((channel) => (
                      <MenuItem key={channel.value} value={channel.value}>
                        {channel.label}
                      </MenuItem>
                    ))}
                  </TextField>
                  {recipient.key === 'clients' && recipient.client_id && recipient.type !== 'NONE' && (
                    <ReminderAddressField
                      clientId={recipient.client_id}
                      reminder={recipient}
                      label={recipient.type === 'SMS' ? `${name} mobile` : `${name} email`}
                      disabled={send.isPending}
                      error={errors[`reminders.${index}.value`]}
                      onChange={(value) => patch(index, { value })}
                    />
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
        {needsEmail && (
          <TextField
            label="Email message"
            multiline
            minRows={4}
            value={customEmail}
            onChange={(event) => setCustomEmail(event.target.value)}
            error={Boolean(errors.custom_email)}
            helperText={errors.custom_email}
          />
        )}
        {needsSms && (
          <TextField
            label="SMS message"
            multiline
            minRows={3}
            value={customSms}
            onChange={(event) => setCustomSms(event.target.value.slice(0, CUSTOM_SMS_MAX))}
            slotProps={{ htmlInput: { maxLength: CUSTOM_SMS_MAX } }}
            error={Boolean(errors.custom_sms)}
            helperText={
              errors.custom_sms ??
              `${smsLength}/${CUSTOM_SMS_MAX} characters · ${smsMessageCount(customSms, price)} SMS each, ${smsCost(customSms, price)}`
            }
          />
        )}
        {errors.reminders && <Alert severity="error">{errors.reminders}</Alert>}
        {chosen.length === 0 && <Alert severity="info">{COMMUNICATION_MESSAGES.noRecipients}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={chosen.length === 0 || send.isPending}>
          {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
