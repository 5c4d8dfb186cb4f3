import { formatMoney } from '@fieldbook/domain/format/en-au';
import { toCents } from '@fieldbook/domain/money/money.rules';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useSnackbar } from '../../../components/notices';
import { ApiError } from '../../../lib/http-client';
import { type PaymentPayload, useVoidPayment } from '../api/payments-api';

/** Void a payment: asks why (required); the invoice's balance and status follow. */
export function VoidPaymentDialog({ payment, onClose }: { payment: PaymentPayload; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const voiding = useVoidPayment();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      await voiding.mutateAsync({ id: payment.id, reason });
      enqueueSnackbar('Payment successfully voided', { variant: 'success' });
      onClose();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.fieldErrors.reason?.[0] ?? failure.message);
    }
  };
  return (
    <FormDialog
      title="Void Payment"
      width={500}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      submitLabel="Void Payment"
      submitting={voiding.isPending}
    >
      <DialogContentText sx={{ mb: 2 }}>
        Void the payment of {formatMoney(toCents(payment.amount))} on invoice {payment.invoice_number}? It stays listed,
        struck through, and the invoice is owed again.
      </DialogContentText>
      <TextField
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? ' '}
        required
        fullWidth
        autoFocus
      />
    </FormDialog>
  );
}
