import { CLIENT_LIMITS } from '@fieldbook/domain/clients/clients.constants';
import Edit from '@mui/icons-material/Edit';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ArchiveToggle } from '../../../components/archive-toggle';
import { useSnackbar } from '../../../components/notices';
import { ApiError } from '../../../lib/http-client';
import { useCan } from '../../../lib/session/load-user';
import type { Client } from '../api/client-types';
import { referSentMessage, useResendClientRefer } from '../api/resend-client-refer';
import { archiveMessage, useToggleClientArchive } from '../api/toggle-client-archive';
import { ClientFormDialog } from '../dialogs/client-form-dialog';

/**
 * Edit (the client's can_edit), and with canEditClients Archive/Restore and Send sign-up request: the
 * request goes to the client's email, which only someone who may edit the client may set.
 */
export function ClientViewActions({ client }: { client: Client }) {
  const { enqueueSnackbar } = useSnackbar();
  const canEditClients = useCan('canEditClients');
  const toggleArchive = useToggleClientArchive();
  const resend = useResendClientRefer();
  const [editing, setEditing] = useState(false);
  const syncing = client.provider_details.is_syncing;
  const canResend = canEditClients && !client.linked && client.refer_resend_tries < CLIENT_LIMITS.referResendTries;

  const archive = () => {
    toggleArchive.mutate(client.id, {
      onSuccess: (saved) => enqueueSnackbar(archiveMessage(saved), { variant: 'success' }),
    });
  };
  const sendRequest = () =>
    resend.mutate(client.id, {
      onSuccess: (result) => enqueueSnackbar(referSentMessage(result.refer_resend_tries), { variant: 'success' }),
      onError: (error) =>
        enqueueSnackbar(error instanceof ApiError ? (error.fieldError('client_id') ?? error.message) : error.message, {
          variant: 'error',
        }),
    });

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        size="small"
        startIcon={<Edit />}
        disabled={client.archived || !client.can_edit || syncing}
        onClick={() => setEditing(true)}
      >
        Edit
      </Button>
      {canEditClients && (
        <ArchiveToggle
          archived={client.archived}
          noun="client"
          archiveMessage={`${client.display_name} will be archived and read-only until it is restored.`}
          restoreMessage={`${client.display_name} will be active again and can be edited.`}
          disabled={syncing || toggleArchive.isPending}
          onConfirm={archive}
        />
      )}
      {canResend && !client.archived && (
        <Button size="small" startIcon={<Send />} disabled={resend.isPending} onClick={sendRequest}>
          Send sign-up request
        </Button>
      )}
      <ClientFormDialog open={editing} client={client} onClose={() => setEditing(false)} />
    </Box>
  );
}
