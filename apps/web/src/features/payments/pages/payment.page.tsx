import { PAYMENT_METHOD_LABELS } from '@fieldbook/domain/documents/documents.constants';
import { formatDate, formatDateTime, formatMoney } from '@fieldbook/domain/format/en-au';
import { toCents } from '@fieldbook/domain/money/money.rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePortalPath } from '../../../lib/portal-path';
import { usePayment } from '../api/payments-api';
import { VoidPaymentDialog } from '../dialogs/void-payment-dialog';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: '140px 1fr', gap: 2, py: 0.5 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" component="div">
      {children || '—'}
    </Typography>
  </Box>
);

/** payments/{id}: one payment, its invoice, who recorded it, and Void (with a reason). */
export function PaymentPage() {
  const to = usePortalPath();
  const id = Number(useParams().id);
  const loaded = usePayment(Number.isInteger(id) && id > 0 ? id : 0);
  const [voiding, setVoiding] = useState(false);
  const payment = loaded.data;
  if (loaded.isPending)
    return <Skeleton variant="rounded" height={320} role="progressbar" aria-label="Loading the payment" />;
  if (!payment) return <Alert severity="error">Could not load payment</Alert>;
  return (
    <>
      <PageHeader
        title={`Payment of ${formatMoney(toCents(payment.amount))}`}
        subtitle={payment.voided ? 'Voided' : undefined}
        actions={
          !payment.voided && (
            <Button color="error" variant="outlined" onClick={() => setVoiding(true)}>
              Void Payment
            </Button>
          )
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Row label="Invoice">
          <Link component={RouterLink} to={to(`invoicing/${payment.invoice_id}`)}>
            {payment.invoice_number}
          </Link>
        </Row>
        <Row label="Client">{payment.client.display_name}</Row>
        <Row label="Payment date">{formatDate(payment.payment_date)}</Row>
        <Row label="Method">{PAYMENT_METHOD_LABELS[payment.method]}</Row>
        <Row label="Reference">{payment.reference}</Row>
        <Row label="Notes">{payment.notes}</Row>
        <Row label="Recorded">
          {formatDateTime(payment.created_at)}
          {payment.creator ? ` by ${payment.creator.name}` : ''}
        </Row>
        {payment.voided && (
          <Row label="Voided">
            {formatDateTime(payment.voided_at)} by {payment.voided_by}: {payment.void_reason}
          </Row>
        )}
      </Paper>
      {voiding && <VoidPaymentDialog payment={payment} onClose={() => setVoiding(false)} />}
    </>
  );
}
