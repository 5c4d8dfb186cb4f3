import {
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_PROVIDER_MESSAGES,
  type PaymentProviderKind,
  providerMessages,
} from '@fieldbook/domain/payment-provider/payment-provider.schemas';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/notices';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/http-client';
import { leaveFor } from '../api/leave-for';
import { useDisconnect, useFinishConnect, usePaymentProvider, useStartConnect } from '../api/payment-provider-api';
import { ProviderChoices, ProviderStatusCard } from '../components/provider-cards';

/** Stripe's and Square's answer when the business cancels on their authorize page. */
const CANCELLED = 'access_denied';

/**
 * settings/paymentProvider (canManageProviders): the business connects its own Stripe or Square
 * account (one at a time), so its clients' card payments in Client Connect are paid straight to it.
 * The provider sends the browser back here with ?code&state, which this page hands to the server once.
 */
export function PaymentProviderPage() {
  const { enqueueSnackbar } = useSnackbar();
  const provider = usePaymentProvider();
  const start = useStartConnect();
  const finish = useFinishConnect();
  const disconnect = useDisconnect();
  const [params, setParams] = useSearchParams();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const handled = useRef(false);

  useEffect(() => {
    document.title = 'Payment Provider · Fieldbook';
  }, []);

  // Back from the provider: finish connecting once (a code works once), then drop it from the address.
  useEffect(() => {
    const code = params.get('code');
    const state = params.get('state');
    const error = params.get('error');
    if (handled.current || (!code && !error)) return;
    handled.current = true;
    setParams({}, { replace: true });
    if (error) {
      setProblem(error === CANCELLED ? PAYMENT_PROVIDER_MESSAGES.cancelled : PAYMENT_PROVIDER_MESSAGES.refused);
      return;
    }
    finish.mutate(
      { code: code ?? '', state: state ?? '' },
      {
        onSuccess: (payload) =>
          payload.kind && enqueueSnackbar(providerMessages(payload.kind).connected, { variant: 'success' }),
        onError: (failure) =>
          setProblem(
            failure instanceof ApiError
              ? (failure.fieldError('state') ?? failure.fieldError('code') ?? failure.message)
              : PAYMENT_PROVIDER_MESSAGES.unavailable,
          ),
      },
    );
  }, [params, setParams, finish, enqueueSnackbar]);

  const connect = (kind: PaymentProviderKind) => {
    setProblem(null);
    start.mutate(kind, { onSuccess: ({ url }) => leaveFor.go(url) });
  };
  const connected = provider.data?.kind ?? null;
  const label = connected ? PAYMENT_PROVIDER_LABELS[connected] : '';
  const confirmDisconnect = () => {
    setConfirming(false);
    if (!connected) return;
    disconnect.mutate(undefined, {
      onSuccess: () => enqueueSnackbar(providerMessages(connected).disconnected, { variant: 'success' }),
    });
  };
  const busy = start.isPending || disconnect.isPending;

  return (
    <>
      <PageHeader
        title="Payment Provider"
        subtitle="Connect your business's own Stripe or Square account: clients who pay invoices by card in Client Connect pay straight into it."
      />
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {provider.isPending || finish.isPending ? (
        <Skeleton height={160} role="progressbar" aria-label="Loading the payment provider" />
      ) : provider.data ? (
        <>
          <ProviderStatusCard
            payload={provider.data}
            busy={busy}
            onReconnect={connect}
            onDisconnect={() => setConfirming(true)}
          />
          <ProviderChoices payload={provider.data} busy={busy} onConnect={connect} />
        </>
      ) : (
        <Alert severity="error">The payment provider could not be loaded. Please reload the page.</Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Disconnect ${label}?`}
        message={`Clients will not be able to pay invoices by card until you connect a payment provider again. Payments already made stay in your ${label} account, and you can connect again at any time.`}
        confirmLabel="Disconnect"
        destructive
        onConfirm={confirmDisconnect}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
