import type {
  PortalDocument,
  PortalDocumentRef,
  PortalPaymentSettings,
} from '@fieldbook/domain/connect/connect.schemas';
import { formatMoney } from '@fieldbook/domain/format/en-au';
import { toCents } from '@fieldbook/domain/money/money.rules';
import { PAYMENT_PROVIDER_LABELS } from '@fieldbook/domain/payment-provider/payment-provider.schemas';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { type CardChoice, CardPaymentPanel } from '../../../components/card-payment-panel';
import { ApiError } from '../../../lib/http-client';
import { useSignedIn } from '../../../lib/session/session-store';
import { useDeleteCard, usePortalCards } from '../api/portal-cards';
import { usePayInvoice } from '../api/portal-documents';

const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^\w-]/g, '');

/** Pays what is due by card; a receipt is emailed, and the invoice shows Paid at once. */
export function PayInvoicePanel({
  reference,
  document,
  payments,
}: {
  reference: PortalDocumentRef;
  document: PortalDocument;
  payments: PortalPaymentSettings;
}) {
  const signedIn = useSignedIn();
  const cards = usePortalCards(signedIn, document.business.id);
  const remove = useDeleteCard();
  const pay = usePayInvoice(reference);
  // One key per attempt: a retry of the same attempt (a double click, a lost answer) charges once.
  const attempt = useRef(newKey());
  const [paid, setPaid] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  if (paid) return <Alert severity="success">{paid}</Alert>;
  // Refused because the invoice, read again, can no longer be paid (paid in another tab): why, and no form.
  if (!document.can_pay) return refused ? <Alert severity="error">{refused}</Alert> : null;

  const onPay = async (choice: CardChoice) => {
    setRefused(null);
    try {
      const result = await pay.mutateAsync({ choice, idempotencyKey: attempt.current, amount: document.amount_due });
      setPaid(`Payment of ${formatMoney(toCents(result.payment.amount))} received. A receipt is on its way to you.`);
    } catch (error) {
      // A declined card leaves the attempt unused; the next try is a new attempt.
      attempt.current = newKey();
      if (!(error instanceof ApiError)) throw error;
      // The spec's "Failed to make payment", with the provider's reason when it gave one.
      const reason = error.fieldError('card');
      const message = reason && reason !== error.message ? `${error.message}. ${reason}` : error.message;
      setRefused(message);
      throw new Error(message);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Pay {formatMoney(toCents(document.amount_due ?? 0))}
      </Typography>
      <CardPaymentPanel
        provider={payments.provider}
        publishableKey={payments.publishable_key}
        stripeAccount={payments.stripe_account}
        square={payments.square}
        simulating={payments.provider === 'sandbox' && payments.kind ? PAYMENT_PROVIDER_LABELS[payments.kind] : null}
        cards={cards.data?.cards ?? []}
        canDeleteCards
        onDeleteCard={(id) => remove.mutateAsync(id)}
        allowSaveCard={signedIn}
        onPay={onPay}
        showSandboxHints={payments.provider === 'sandbox'}
      />
    </Paper>
  );
}
