import { formatMoney, toCents } from '@fieldbook/domain/money/money.rules';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/http-client';
import { type PaymentPayload, useVoidPayment } from '../api/payments-api';

/** Void a payment: asks why (required); the invoice's balance and status follow. */
export function VoidPaymentDialog({ payment, onClose }: { payment: PaymentPayload; onClose: () => void }) {
  const titleId = useId();
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
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Void Payment</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Void the payment of {formatMoney(toCents(payment.amount))} on invoice {payment.invoice_number}? It stays
          listed, struck through, and the invoice is owed again.
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={() => void submit()} disabled={voiding.isPending}>
          Void Payment
        </Button>
      </DialogActions>
    </Dialog>
  );
}
