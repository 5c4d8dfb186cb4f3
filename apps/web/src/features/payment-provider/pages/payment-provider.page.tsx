import {
  PAYMENT_PROVIDER_MESSAGES,
  type PaymentProviderPayload,
} from '@fieldbook/domain/payment-provider/payment-provider.schemas';
import CheckCircle from '@mui/icons-material/CheckCircle';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { ApiError } from '../../../lib/http-client';
import { leaveFor } from '../api/leave-for';
import { useDisconnect, useFinishConnect, usePaymentProvider, useStartConnect } from '../api/payment-provider-api';

/** Stripe's answer when the business cancels on its authorize page. */
const CANCELLED = 'access_denied';

/**
 * settings/paymentProvider (canManageProviders): the business connects its own Stripe account, so
 * its clients' card payments in Client Connect are paid straight to it. Stripe sends the browser back
 * here with ?code&state, which this page hands to the server once.
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

  // Back from Stripe: finish connecting once (a code works once), then drop it from the address.
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
        onSuccess: () => enqueueSnackbar(PAYMENT_PROVIDER_MESSAGES.connected, { variant: 'success' }),
        onError: (failure) =>
          setProblem(
            failure instanceof ApiError
              ? (failure.fieldError('state') ?? failure.fieldError('code') ?? failure.message)
              : PAYMENT_PROVIDER_MESSAGES.unavailable,
          ),
      },
    );
  }, [params, setParams, finish, enqueueSnackbar]);

  const connect = () => {
    setProblem(null);
    start.mutate(undefined, { onSuccess: ({ url }) => leaveFor.go(url) });
  };
  const confirmDisconnect = () => {
    setConfirming(false);
    disconnect.mutate(undefined, {
      onSuccess: () => enqueueSnackbar(PAYMENT_PROVIDER_MESSAGES.disconnected, { variant: 'success' }),
    });
  };

  return (
    <>
      <PageHeader
        title="Payment Provider"
        subtitle="Connect your business's own Stripe account: clients who pay invoices by card in Client Connect pay straight into it."
      />
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {provider.isPending || finish.isPending ? (
        <Skeleton height={160} role="progressbar" aria-label="Loading the payment provider" />
      ) : provider.data ? (
        <ProviderCard
          payload={provider.data}
          busy={start.isPending || disconnect.isPending}
          onConnect={connect}
          onDisconnect={() => setConfirming(true)}
        />
      ) : (
        <Alert severity="error">The payment provider could not be loaded. Please reload the page.</Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title="Disconnect Stripe?"
        message="Clients will not be able to pay invoices by card until you connect a Stripe account again. Payments already made stay in your Stripe account, and you can connect again at any time."
        confirmLabel="Disconnect"
        destructive
        onConfirm={confirmDisconnect}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

function ProviderCard({
  payload,
  busy,
  onConnect,
  onDisconnect,
}: {
  payload: PaymentProviderPayload;
  busy: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
}) {
  const linked = payload.provider.status === 'LINKED' && !payload.provider.requires_auth;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="payment-provider-name" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="payment-provider-name" variant="h6" component="h2" sx={{ mr: 1 }}>
          Stripe
        </Typography>
        {linked ? (
          <Chip color="success" icon={<CheckCircle />} label="Linked" />
        ) : (
          <Chip color="warning" icon={<WarningAmber />} label="Needs attention" />
        )}
      </Stack>
      {linked ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          Account {payload.account}
          {payload.connected_at ? `, connected ${formatDateTime(payload.connected_at)}` : ''}. Client card payments go
          to this account.
        </Typography>
      ) : (
        <Typography variant="body2" sx={{ mb: 2 }}>
          Not connected. Clients cannot pay invoices by card until you connect a Stripe account.
        </Typography>
      )}
      {payload.mode === 'sandbox' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Sandbox: connecting is simulated and no card is charged.
        </Alert>
      )}
      {linked ? (
        <Button color="error" variant="outlined" disabled={busy} onClick={onDisconnect}>
          Disconnect
        </Button>
      ) : (
        <Button variant="contained" disabled={busy} onClick={onConnect}>
          Connect Stripe
        </Button>
      )}
    </Paper>
  );
}
