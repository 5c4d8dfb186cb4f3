import { PAYMENT_METHOD_LABELS } from '@fieldbook/domain/documents/documents.constants';
import type { InvoicePayload } from '@fieldbook/domain/documents/documents.payloads';
import { isPayableInvoiceStatus } from '@fieldbook/domain/documents/documents.rules';
import { formatDate, formatMoney } from '@fieldbook/domain/format/en-au';
import { toCents } from '@fieldbook/domain/money/money.rules';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../../lib/session/load-user';
import { PendingChanges } from '../../offline/index';
import { invoiceRecord, type PaymentPayload } from '../api/payments-api';
import { RecordPaymentDialog } from '../dialogs/record-payment-dialog';
import { VoidPaymentDialog } from '../dialogs/void-payment-dialog';

/** An invoice's payments (voided ones struck through with the reason), Record Payment and Void. */
export function InvoicePaymentsPanel({ invoice }: { invoice: InvoicePayload }) {
  const canManage = useCan('canManagePayments');
  const [recording, setRecording] = useState(false);
  const [voiding, setVoiding] = useState<PaymentPayload | null>(null);
  const payable = canManage && !invoice.archived && isPayableInvoiceStatus(invoice.status) && invoice.amount_due > 0;
  return (
    <Box component="section" aria-labelledby="invoice-payments-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography id="invoice-payments-heading" variant="h6" component="h2" sx={{ flex: 1 }}>
          Payments
        </Typography>
        {payable && (
          <Button variant="outlined" startIcon={<Add />} onClick={() => setRecording(true)}>
            Record Payment
          </Button>
        )}
      </Box>
      <PendingChanges record={invoiceRecord(invoice.id)} />
      {invoice.payments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No payments recorded yet.
        </Typography>
      ) : (
        <List dense aria-label="Payments">
          {invoice.payments.map((payment) => (
            // No secondaryAction: it is laid over the text, and on a phone "Void" covered the reference.
            <ListItem key={payment.id} divider sx={{ flexWrap: 'wrap', columnGap: 1 }}>
              <ListItemText
                sx={{ flex: '1 1 14rem', minWidth: 0 }}
                primary={
                  <Box component="span" sx={{ textDecoration: payment.voided ? 'line-through' : 'none' }}>
                    {formatMoney(toCents(payment.amount))} · {PAYMENT_METHOD_LABELS[payment.method]} ·{' '}
                    {formatDate(payment.payment_date)}
                    {payment.reference ? ` · ${payment.reference}` : ''}
                  </Box>
                }
                secondary={
                  payment.voided
                    ? `Voided: ${payment.void_reason ?? ''}`
                    : payment.creator
                      ? `Recorded by ${payment.creator.name}`
                      : undefined
                }
              />
              {payment.voided && <Chip size="small" label="Voided" />}
              {canManage && !payment.voided && (
                <Button
                  size="small"
                  color="error"
                  sx={{ ml: 'auto' }}
                  onClick={() => setVoiding(payment)}
                  aria-label={`Void the payment of ${formatMoney(toCents(payment.amount))}`}
                >
                  Void
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {recording && <RecordPaymentDialog invoice={invoice} onClose={() => setRecording(false)} />}
      {voiding && <VoidPaymentDialog payment={voiding} onClose={() => setVoiding(null)} />}
    </Box>
  );
}
