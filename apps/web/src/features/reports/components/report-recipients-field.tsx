import { REPORT_OUTSIDE_RECIPIENT_PERMISSION } from '@fieldbook/domain/reports/reports.constants';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCan, useUserLoad } from '../../../lib/session/load-user';
import { useClientContacts } from '../../clients/index';

/** Several addresses typed in one field: split at commas, semicolons and spaces. */
export const typedAddresses = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter(Boolean);

interface ReportRecipientsFieldProps {
  clientId: number;
  /** The client's own address, where the report goes unless others are chosen. */
  clientEmail: string | null;
  value: string[];
  onChange: (addresses: string[]) => void;
  error: string | undefined;
}

/**
 * Who a report is emailed to. Whoever holds canEditClients types any addresses; anyone else picks from the
 * client's stored addresses and their own (the server refuses others with 403: no relay).
 */
export function ReportRecipientsField({ clientId, clientEmail, value, onChange, error }: ReportRecipientsFieldProps) {
  const anyAddress = useCan(REPORT_OUTSIDE_RECIPIENT_PERMISSION);
  const canReadClients = useCan('canAccessClients');
  const [opened, setOpened] = useState(false);
  const ownEmail = useUserLoad().data?.details.email ?? null;
  const stored = useClientContacts('emails', opened && canReadClients && !anyAddress ? clientId : null);
  const [typed, setTyped] = useState(value.join(', '));

  if (anyAddress) {
    return (
      <TextField
        label="To"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(typedAddresses(event.target.value));
        }}
        error={Boolean(error)}
        helperText={error ?? 'Separate several addresses with commas.'}
        type="text"
        inputMode="email"
        fullWidth
      />
    );
  }
  const options = [
    ...new Set(
      [clientEmail, ...(stored.data ?? []).map((email) => email.email_address), ownEmail].filter(
        (address): address is string => Boolean(address),
      ),
    ),
  ];
  return (
    <Autocomplete<string, true, false, false>
      multiple
      filterSelectedOptions
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      onOpen={() => setOpened(true)}
      loading={stored.isFetching}
      noOptionsText="Only the client’s stored addresses or your own can be chosen."
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label="To"
          error={Boolean(error)}
          helperText={error ?? 'The client’s addresses, or your own.'}
        />
      )}
    />
  );
}
