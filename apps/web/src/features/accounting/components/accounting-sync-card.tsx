import { ACCOUNTING_MESSAGES as M, type ProviderPayload } from '@fieldbook/domain/accounting/accounting.schemas';
import { formatDateTime } from '@fieldbook/domain/format/en-au';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePortalPath } from '../../../lib/portal-path';
import { useCan, useUserLoad } from '../../../lib/session/load-user';
import { useAccountingSyncDetails, useSyncClient } from '../api/accounting-api';
import { ProviderIcon } from './provider-icon';

const isAccounting = (provider: unknown): provider is ProviderPayload =>
  typeof provider === 'object' && provider !== null && (provider as ProviderPayload).provider_type === 'accounting';

/**
 * A client's or invoice's accounting sync status (spec: Accounting sync item): synced, pending, error
 * (linking to its log) or never linked. Shown to those who manage providers, when one is linked.
 */
export function AccountingSyncCard({
  recordType,
  id,
  sx,
}: {
  recordType: 'client' | 'invoice';
  id: number;
  sx?: SxProps<Theme>;
}) {
  const to = usePortalPath();
  const canManage = useCan('canManageProviders');
  const provider = (useUserLoad().data?.providers ?? []).find(isAccounting);
  const details = useAccountingSyncDetails(recordType, id, canManage && !!provider);
  const syncClient = useSyncClient();
  if (!canManage || !provider || !details.data) return null;
  const sync = details.data;
  const name = provider.label;
  let text: ReactNode;
  if (sync.status === 'pending') text = 'Waiting to sync';
  else if (sync.status === 'error' && sync.last_error)
    text = (
      <>
        Sync failed: {sync.last_error.title ?? M.noErrorDetails}{' '}
        <Link component={RouterLink} to={to(`settings/accountingProvider/logs/${sync.last_error.log_id}`)}>
          View log
        </Link>
      </>
    );
  else if (!sync.accounting_id) text = `Item has not been linked with ${name}`;
  else text = `Last synced ${formatDateTime(sync.last_sync_time)}`;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`${name} sync`}
      sx={[{ p: 1.5 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <ProviderIcon name={provider.name} size={28} />
        <Box sx={{ minWidth: 0, flex: '1 1 180px' }}>
          <Typography variant="subtitle2" component="p">
            {name}
            {sync.accounting_id && (
              <Typography
                component="span"
                variant="caption"
                color="text.secondary"
                sx={{ ml: 1, wordBreak: 'break-all' }}
              >
                ID {sync.accounting_id}
              </Typography>
            )}
          </Typography>
          <Typography variant="body2" color={sync.status === 'error' ? 'error' : 'text.secondary'}>
            {text}
          </Typography>
        </Box>
        {recordType === 'client' && !provider.requires_auth && (
          <Button
            size="small"
            disabled={sync.is_pending_sync || syncClient.isPending}
            onClick={() => syncClient.mutate(id)}
          >
            Sync now
          </Button>
        )}
        <Link component={RouterLink} to={to('settings/accountingProvider')} variant="body2">
          Settings
        </Link>
      </Box>
    </Paper>
  );
}
