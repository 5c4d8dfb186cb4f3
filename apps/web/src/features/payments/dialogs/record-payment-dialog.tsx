import { todayIn } from '@fieldbook/domain/dates/date-codec';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@fieldbook/domain/documents/documents.constants';
import { formatMoney } from '@fieldbook/domain/format/en-au';
import { toCents } from '@fieldbook/domain/money/money.rules';
import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { DateField } from '../../../components/date-field';
import { FormDialog } from '../../../components/form-dialog';
import { useSnackbar } from '../../../components/notices';
import { ApiError } from '../../../lib/http-client';
import { QUEUED_MESSAGE } from '../../../lib/offline/app-outbox';
import { useUserLoad } from '../../../lib/session/load-user';
import { type InvoiceBalance, useRecordPayment } from '../api/payments-api';

export interface RecordPaymentDialogProps {
  invoice: { id: number; invoice_number: string; amount_due: number };
  onClose: () => void;
  onRecorded?: (invoice: InvoiceBalance) => void;
}

/**
 * Record Payment: the amount (the amount due to start with), date, method, reference and notes. The
 * idempotency key is made when the dialog opens, so a double click, a retry or the outbox's replay of
 * a payment recorded offline records it once.
 */
export function RecordPaymentDialog({ invoice, onClose, onRecorded }: RecordPaymentDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const timezone = useUserLoad().data?.company.timezone ?? 'Australia/Melbourne';
  const record = useRecordPayment();
  const key = useRef(crypto.randomUUID());
  const [amount, setAmount] = useState(invoice.amount_due.toFixed(2));
  const [date, setDate] = useState<string | null>(todayIn(timezone));
  const [method, setMethod] = useState<PaymentMethod>('BANK_TRANSFER');
  const [reference, setReference] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    if (record.isPending) return;
    setErrors({});
    try {
      const result = await record.mutateAsync({
        invoice_id: invoice.id,
        amount: Number(amount),
        payment_date: date ?? '',
        method,
        reference,
        notes,
        idempotency_key: key.current,
      });
      // Without a network it waits on the device (the invoice shows it pending) and is sent once back online.
      enqueueSnackbar(result ? 'Payment successfully recorded' : QUEUED_MESSAGE, { variant: 'success' });
      if (result) onRecorded?.(result.invoice);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = Object.entries(error.fieldErrors);
      setErrors(fields.length ? Object.fromEntries(fields.map(([k, m]) => [k, m[0] ?? ''])) : { form: error.message });
    }
  };

  return (
    <FormDialog
      title={`Record Payment · Invoice ${invoice.invoice_number}`}
      width={500}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      submitLabel={record.isPending ? 'Saving…' : 'Record Payment'}
      submitting={record.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {(errors.form || errors.invoice_id || errors.idempotency_key) && (
          <Alert severity="error">{errors.form ?? errors.invoice_id ?? errors.idempotency_key}</Alert>
        )}
        <TextField
          label="Amount"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={Boolean(errors.amount)}
          helperText={errors.amount ?? `${formatMoney(toCents(invoice.amount_due))} due`}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
          autoFocus
        />
        <DateField label="Payment date" value={date} onChange={setDate} error={errors.payment_date} required />
        <TextField
          select
          label="Method"
          value={method}
          onChange={(event) => setMethod(event.target.value as PaymentMethod)}
          error={Boolean(errors.method)}
          helperText={errors.method}
        >
          {PAYMENT_METHODS.map((value) => (
            <MenuItem key={value} value={value}>
              {PAYMENT_METHOD_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Reference"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          helperText="A receipt or transfer reference (optional)."
        />
        <TextField
          label="Notes"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          multiline
          minRows={2}
        />
      </Stack>
    </FormDialog>
  );
}
