import { ACCOUNTING_MESSAGES as M } from '@fieldbook/domain/accounting/accounting.schemas';
import { formatDateTime } from '@fieldbook/domain/format/en-au';
import LinkOff from '@mui/icons-material/LinkOff';
import ListAlt from '@mui/icons-material/ListAlt';
import Sync from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { useSnackbar } from '../../../components/notices';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/http-client';
import { usePortalPath } from '../../../lib/portal-path';
import {
  useAccountingCallback,
  useAccountingProvider,
  useConnectAccounting,
  useDisconnectAccounting,
  useFullSync,
} from '../api/accounting-api';
import { ProviderIcon } from '../components/provider-icon';

/** Finishes the consent round trip: the provider sent the browser back here with ?code&state (once). */
function useConsentCallback() {
  const [params, setParams] = useSearchParams();
  const callback = useAccountingCallback();
  const { enqueueSnackbar } = useSnackbar();
  const sent = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const code = params.get('code');
  const state = params.get('state');
  const denied = params.get('error');
  useEffect(() => {
    if (sent.current || (!code && !denied)) return;
    sent.current = true;
    setParams({}, { replace: true });
    if (denied || !code || !state) {
      setProblem('Connecting was cancelled at the provider. Nothing was changed.');
      return;
    }
    callback.mutate(
      { code, state },
      {
        onSuccess: () => enqueueSnackbar(M.connected, { variant: 'success' }),
        onError: (error) =>
          setProblem(error instanceof ApiError ? (error.fieldError('state') ?? error.message) : M.connectFailed),
      },
    );
  }, [code, state, denied, callback, setParams, enqueueSnackbar]);
  return { finishing: callback.isPending, problem };
}

/** settings/accountingProvider: link the accounting provider, sync, and open its logs (canManageProviders). */
export function AccountingProviderPage() {
  const to = usePortalPath();
  const { enqueueSnackbar } = useSnackbar();
  const { finishing, problem } = useConsentCallback();
  const [syncingSince, setSyncingSince] = useState<string | null | undefined>(undefined);
  const status = useAccountingProvider(syncingSince === undefined ? false : 2000);
  const connect = useConnectAccounting();
  const disconnect = useDisconnectAccounting();
  const fullSync = useFullSync();
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    document.title = 'Accounting Provider · Fieldbook';
  }, []);

  const provider = status.data?.provider ?? null;
  const available = status.data?.available;
  // A full sync runs in the background: it is done once the provider's last full sync time moves.
  const syncing =
    syncingSince !== undefined && (provider?.last_full_sync_at ?? null) === syncingSince && !provider?.requires_auth;
  useEffect(() => {
    if (syncingSince !== undefined && !syncing) {
      setSyncingSince(undefined);
      if (provider?.requires_auth)
        enqueueSnackbar('The full sync stopped: reconnect to continue', { variant: 'warning' });
      else enqueueSnackbar('Full sync finished', { variant: 'success' });
    }
  }, [syncing, syncingSince, provider?.requires_auth, enqueueSnackbar]);

  const startConnect = () => connect.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) });
  const startFullSync = () =>
    fullSync.mutate(undefined, {
      onSuccess: () => {
        setSyncingSince(provider?.last_full_sync_at ?? null);
        enqueueSnackbar(M.fullSyncQueued, { variant: 'info' });
      },
    });
  const needsAttention = provider && (provider.status !== 'LINKED' || provider.requires_auth);
  const unresolved = status.data?.unresolved_errors ?? 0;

  return (
    <>
      <PageHeader
        title="Accounting Provider"
        subtitle="Clients, invoices and payments are sent to your accounting software, and payments made there are recorded here."
        actions={
          <Button component={RouterLink} to={to('settings/accountingProvider/logs')} startIcon={<ListAlt />}>
            View logs{unresolved > 0 ? ` (${unresolved} unresolved)` : ''}
          </Button>
        }
      />
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      {status.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {status.error.message}
        </Alert>
      )}
      {status.isPending || finishing ? (
        <Skeleton height={160} role="progressbar" aria-label="Loading the accounting provider" />
      ) : !provider ? (
        <Paper variant="outlined">
          <EmptyState
            title="No accounting provider connected"
            action={
              available && (
                <Button variant="contained" onClick={startConnect} disabled={connect.isPending}>
                  Connect {available.label}
                </Button>
              )
            }
          >
            Connect {available?.label ?? 'your accounting software'} to send clients, invoices and payments to it.
          </EmptyState>
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <ProviderIcon name={provider.name} />
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
              <Typography variant="h6" component="h2">
                {provider.label}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {provider.tenant_name ?? 'Organisation not chosen'}
              </Typography>
            </Box>
            {needsAttention ? (
              <Chip color="warning" label="Needs attention" />
            ) : (
              <Chip color="success" label="Linked" />
            )}
          </Stack>
          {provider.requires_auth && (
            <Alert
              severity="warning"
              sx={{ mt: 2 }}
              action={
                <Button color="inherit" onClick={startConnect} disabled={connect.isPending}>
                  Reconnect
                </Button>
              }
            >
              {provider.label} stopped accepting this connection. Reconnect to resume syncing; changes made meanwhile
              are sent then.
            </Alert>
          )}
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, mt: 2, mb: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              Connected
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {formatDateTime(provider.connected_at) || '—'}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              Last full sync
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {formatDateTime(provider.last_full_sync_at) || 'Never'}
            </Typography>
          </Box>
          {syncing && <LinearProgress sx={{ mt: 2 }} aria-label="Full sync in progress" />}
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              variant="contained"
              startIcon={<Sync />}
              onClick={startFullSync}
              disabled={syncing || fullSync.isPending || provider.requires_auth}
            >
              {syncing ? 'Syncing…' : 'Full sync'}
            </Button>
            <Button
              color="error"
              startIcon={<LinkOff />}
              onClick={() => setConfirming(true)}
              disabled={disconnect.isPending}
            >
              Disconnect
            </Button>
          </Stack>
        </Paper>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Disconnect ${provider?.label ?? 'the provider'}?`}
        message="Nothing more is sent to it or recorded from it until you connect again. What was synced stays there."
        confirmLabel="Disconnect"
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          disconnect.mutate(undefined, { onSuccess: () => enqueueSnackbar(M.disconnected, { variant: 'success' }) });
        }}
      />
    </>
  );
}
