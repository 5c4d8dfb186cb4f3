import { CLIENT_MESSAGES } from '@fieldbook/domain/clients/clients.constants';
import {
  type CreateClientBody,
  createClientBodySchema,
  updateClientBodySchema,
} from '@fieldbook/domain/clients/clients.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { FormAlerts } from '../../../components/form-alerts';
import { FormDialog } from '../../../components/form-dialog';
import { useSnackbar } from '../../../components/notices';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useMinWidth } from '../../../components/use-responsive';
import { applyServerErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http-client';
import type { Client } from '../api/client-types';
import { useCreateClient } from '../api/create-client';
import { clientQueryOptions } from '../api/get-client';
import { useClientDefaults } from '../api/get-client-defaults';
import { useUpdateClient } from '../api/update-client';
import { ClientAddressesSection } from './client-addresses-section';
import { ClientEmailsSection, ClientPhonesSection } from './client-contacts-sections';
import {
  ClientCommunicationsSection,
  ClientDocumentsSection,
  ClientOtherDetailsSection,
} from './client-details-sections';
import {
  type ClientFormValues,
  clientErrorFields,
  clientToFormValues,
  newClientValues,
  toClientBody,
} from './client-form-values';
import { ClientGroupsSection } from './client-groups-section';
import { ClientIdentitySection } from './client-identity-section';
import { ClientRecordSection } from './client-record-section';

/** Width of the dialog (spec); full screen below the 700 px mobile layout. */
const DIALOG_WIDTH = 775;
const MOBILE_LAYOUT = 700;

export interface ClientFormDialogProps {
  open: boolean;
  /** The client to edit; absent for "New Client". */
  client?: Client;
  onClose: () => void;
  /** After a successful save, with the saved client (the dialog closes itself first). */
  onSaved?: (client: Client) => void;
}

/** "New Client" / "Edit Client". Mounted only while open, so each opening starts fresh. */
export function ClientFormDialog(props: ClientFormDialogProps) {
  return props.open ? <ClientFormLoader {...props} /> : null;
}

function ClientFormLoader(props: ClientFormDialogProps) {
  const defaults = useClientDefaults(!props.client);
  const wide = useMinWidth(MOBILE_LAYOUT);
  const titleId = useId();
  const title = props.client ? 'Edit Client' : 'New Client';
  if (props.client || defaults.data || defaults.isError) {
    return (
      <ClientFormBody
        {...props}
        initial={props.client ? clientToFormValues(props.client) : newClientValues(defaults.data)}
      />
    );
  }
  return (
    <Dialog open onClose={props.onClose} fullScreen={!wide} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ width: DIALOG_WIDTH, maxWidth: '100%' }}>
        <Stack spacing={2} role="progressbar" aria-label="Loading client defaults">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

function ClientFormBody({ client, onClose, onSaved, initial }: ClientFormDialogProps & { initial: ClientFormValues }) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const [stale, setStale] = useState<string | null>(null);
  const [updatedAt, setUpdatedAt] = useState(client?.updated_at);
  const schema = client ? updateClientBodySchema : createClientBodySchema;
  const form = useForm<ClientFormValues, unknown, CreateClientBody>({
    resolver: zodResolver(schema) as unknown as Resolver<ClientFormValues, unknown, CreateClientBody>,
    defaultValues: initial,
  });
  const { handleSubmit, setError, getValues, reset, formState } = form;
  const { guard, confirmDialog } = useConfirmDiscard(formState.isDirty);
  const close = () => guard(onClose);

  const reload = async () => {
    if (!client) return;
    const fresh = await queryClient.fetchQuery({ ...clientQueryOptions(client.id), staleTime: 0 });
    reset(clientToFormValues(fresh));
    setUpdatedAt(fresh.updated_at);
    setStale(null);
  };

  const onSubmit = handleSubmit(async (values) => {
    setStale(null);
    const body = toClientBody(values);
    try {
      let saved: Client;
      if (client) {
        const { note: _note, send_email: _send, ...fields } = body;
        saved = await updateClient.mutateAsync({ ...fields, id: client.id, updated_at: updatedAt });
      } else {
        saved = await createClient.mutateAsync(body);
      }
      enqueueSnackbar(client ? CLIENT_MESSAGES.updated : CLIENT_MESSAGES.created, { variant: 'success' });
      onClose();
      onSaved?.(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setStale(error.message);
        return;
      }
      applyServerErrors(error, setError, clientErrorFields(getValues()) as never[]);
    }
  });

  return (
    <>
      <FormProvider {...form}>
        <FormDialog
          title={client ? 'Edit Client' : 'New Client'}
          width={DIALOG_WIDTH}
          fullScreenBelow={MOBILE_LAYOUT}
          onClose={close}
          onSubmit={onSubmit}
          submitLabel={client ? 'Save Client' : 'Create Client'}
          submitting={formState.isSubmitting}
        >
          <Stack spacing={3}>
            <FormAlerts
              stale={stale}
              onReload={() => void reload()}
              serverError={formState.errors.root?.server?.message}
            />
            <ClientIdentitySection />
            <Divider />
            <ClientEmailsSection />
            <Divider />
            <ClientPhonesSection />
            <Divider />
            <ClientAddressesSection />
            <Divider />
            <ClientCommunicationsSection />
            <Divider />
            <ClientOtherDetailsSection />
            <Divider />
            <ClientDocumentsSection />
            <Divider />
            <ClientGroupsSection />
            <Divider />
            <ClientRecordSection adding={!client} />
          </Stack>
        </FormDialog>
      </FormProvider>
      {confirmDialog}
    </>
  );
}
