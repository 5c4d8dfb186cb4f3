import type { InvoiceSummary } from '@fieldbook/domain/documents/documents.payloads';
import { formatDate, formatMoney } from '@fieldbook/domain/format/en-au';
import { NO_RESULTS } from '@fieldbook/domain/inputs/list.rules';
import { toCents } from '@fieldbook/domain/money/money.rules';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDocumentSearch } from '../api/documents-api';
import { INVOICE } from '../document-kinds';
import { documentDaysText } from './document-status-chip';

export interface InvoicePickerProps {
  value: InvoiceSummary | null;
  onChange: (invoice: InvoiceSummary | null) => void;
  /** Only these statuses (e.g. the unpaid ones when recording a payment). */
  statuses?: string[];
  label?: string;
  autoFocus?: boolean;
}

/**
 * Invoice picker: searches the company's invoices (POST v1/invoice/search, 900 ms debounce) and lists
 * each as the spec's "Invoice (as listed in pickers)": number, date, total, client, address and its
 * overdue or paid-late days.
 */
export function InvoicePicker({ value, onChange, statuses = [], label = 'Invoice', autoFocus }: InvoicePickerProps) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const search = useDocumentSearch(INVOICE, { filter, status: statuses, archived: false, page: 1, rows: 10 }, open);
  const options = (search.data?.documents ?? []) as InvoiceSummary[];
  return (
    <Autocomplete<InvoiceSummary>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, text, reason) => reason === 'input' && setFilter(text)}
      options={options}
      loading={search.isFetching}
      filterOptions={(all) => all}
      noOptionsText={NO_RESULTS}
      getOptionLabel={(invoice) => `${invoice.invoice_number} · ${invoice.client.display_name}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={({ key, ...props }, invoice) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography variant="body2">
            {invoice.invoice_number} · {invoice.client.display_name} · {formatMoney(toCents(invoice.total))}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {[
              formatDate(invoice.invoice_date),
              invoice.address?.full_address,
              INVOICE.statusLabels[invoice.status],
              documentDaysText(invoice),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={label} autoFocus={autoFocus} />}
    />
  );
}
