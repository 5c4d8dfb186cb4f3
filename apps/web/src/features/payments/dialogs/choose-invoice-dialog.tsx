import { PAYABLE_INVOICE_STATUSES } from '@fieldbook/domain/documents/documents.constants';
import type { InvoiceSummary } from '@fieldbook/domain/documents/documents.payloads';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { InvoicePicker } from '../../documents/index';
import { RecordPaymentDialog } from './record-payment-dialog';

/** Record Payment from the payments list: first the invoice (an issued one still owing), then the payment. */
export function ChooseInvoiceDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const [invoice, setInvoice] = useState<InvoiceSummary | null>(null);
  const [chosen, setChosen] = useState(false);
  if (chosen && invoice) return <RecordPaymentDialog invoice={invoice} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Record Payment</DialogTitle>
      <DialogContent>
        <InvoicePicker
          value={invoice}
          onChange={setInvoice}
          statuses={[...PAYABLE_INVOICE_STATUSES]}
          label="Invoice to pay"
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!invoice} onClick={() => setChosen(true)}>
          Next
        </Button>
      </DialogActions>
    </Dialog>
  );
}
