import { formatDateTime } from '@fieldbook/domain/format/en-au';
import {
  PAYMENT_PROVIDER_LABELS,
  type PaymentProviderKind,
  type PaymentProviderPayload,
  providerMessages,
} from '@fieldbook/domain/payment-provider/payment-provider.schemas';
import CheckCircle from '@mui/icons-material/CheckCircle';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** What each provider means for the business's clients. */
const ABOUT: Record<PaymentProviderKind, string> = {
  stripe: 'Clients pay by card through Stripe, into your Stripe account.',
  square: 'Clients pay by card through Square, into your Square account at its location that takes cards.',
};

/** The business's connection: which provider, whether it works, and what can be done about it. */
export function ProviderStatusCard({
  payload,
  busy,
  onReconnect,
  onDisconnect,
}: {
  payload: PaymentProviderPayload;
  busy: boolean;
  onReconnect: (kind: PaymentProviderKind) => void;
  onDisconnect: () => void;
}) {
  const { kind } = payload;
  const linked = payload.provider.status === 'LINKED' && !payload.provider.requires_auth;
  const label = kind ? PAYMENT_PROVIDER_LABELS[kind] : null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="payment-provider-name" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="payment-provider-name" variant="h6" component="h2" sx={{ mr: 1 }}>
          {label ?? 'Card payments'}
        </Typography>
        {linked ? (
          <Chip color="success" icon={<CheckCircle />} label="Linked" />
        ) : (
          <Chip color="warning" icon={<WarningAmber />} label="Needs attention" />
        )}
      </Stack>
      {kind && payload.provider.requires_auth && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {providerMessages(kind).reconnect}
        </Alert>
      )}
      {kind ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          Account {payload.account}
          {payload.connected_at ? `, connected ${formatDateTime(payload.connected_at)}` : ''}. Client card payments go
          to this {label} account.
        </Typography>
      ) : (
        <Typography variant="body2" sx={{ mb: 2 }}>
          Not connected. Clients cannot pay invoices by card until you connect{' '}
          {payload.available.map((a) => a.label).join(' or ')}.
        </Typography>
      )}
      {payload.mode === 'sandbox' && (
        <Alert severity="info" sx={{ mb: kind ? 2 : 0 }}>
          Sandbox: connecting is simulated and no card is charged.
        </Alert>
      )}
      {kind && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {payload.provider.requires_auth && (
            <Button variant="contained" disabled={busy} onClick={() => onReconnect(kind)}>
              Reconnect {label}
            </Button>
          )}
          <Button color="error" variant="outlined" disabled={busy} onClick={onDisconnect}>
            Disconnect
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The providers the business can choose from: a Connect button each while none is connected; with
 * one connected, how to switch (one provider at a time).
 */
export function ProviderChoices({
  payload,
  busy,
  onConnect,
}: {
  payload: PaymentProviderPayload;
  busy: boolean;
  onConnect: (kind: PaymentProviderKind) => void;
}) {
  const others = payload.available.filter((option) => option.kind !== payload.kind);
  if (payload.kind) {
    const current = PAYMENT_PROVIDER_LABELS[payload.kind];
    return others.map((option) => (
      <Typography key={option.kind} variant="body2" color="text.secondary">
        To take card payments through {option.label} instead, disconnect {current} first.
      </Typography>
    ));
  }
  return (
    <Stack component="section" aria-labelledby="choose-provider" spacing={2}>
      <Typography id="choose-provider" variant="h6" component="h2">
        Choose a provider
      </Typography>
      {others.map((option) => (
        <Paper
          key={option.kind}
          variant="outlined"
          component="article"
          aria-labelledby={`provider-${option.kind}`}
          sx={{ p: 2 }}
        >
          <Typography id={`provider-${option.kind}`} variant="subtitle1" component="h3">
            {option.label}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {ABOUT[option.kind]}
          </Typography>
          <Button variant="contained" disabled={busy} onClick={() => onConnect(option.kind)}>
            Connect {option.label}
          </Button>
        </Paper>
      ))}
    </Stack>
  );
}
