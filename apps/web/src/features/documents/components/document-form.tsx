import { addDays, daysBetween } from '@fieldbook/domain/dates/date-codec';
import type { QuotationStatus } from '@fieldbook/domain/documents/documents.constants';
import { quotationStatusOptions, termText } from '@fieldbook/domain/documents/documents.rules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { AddressField } from '../../../components/address-field';
import { DateField } from '../../../components/date-field';
import { FormAlerts } from '../../../components/form-alerts';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useFieldErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http-client';
import type { Client, ClientSummary } from '../../clients/index';
import { ClientPicker } from '../../clients/index';
import { LineItemsSection } from '../../inventory/index';
import type { AnyDocument } from '../api/document-types';
import { fetchClientDefaults, useSaveDocument } from '../api/documents-api';
import type { WebDocumentKind } from '../document-kinds';
import { DocumentAppointmentField } from './document-appointment-field';
import { DocumentFormTotals } from './document-form-totals';
import { type DocumentFormValues, documentBody, errorAt, firstErrors, unplacedErrors } from './document-form-values';

export interface DocumentFormProps {
  kind: WebDocumentKind;
  initial: DocumentFormValues;
  /** Editing: the document as loaded (its id and version go with the save). */
  document?: AnyDocument;
  onSaved: (document: AnyDocument) => void;
  onCancel: () => void;
  onReload?: () => void;
}

/** Create/Edit Quotation or Invoice: client, number and dates, the job, line items with live totals, notes and status. */
export function DocumentForm({ kind, initial, document, onSaved, onCancel, onReload }: DocumentFormProps) {
  const [values, setValues] = useState(initial);
  const [numberTouched, setNumberTouched] = useState(false);
  // Read when the chosen client's defaults arrive, after this render.
  const termTouched = useRef(false);
  const [stale, setStale] = useState<string | null>(null);
  const save = useSaveDocument(kind);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const { guard, confirmDialog } = useConfirmDiscard(dirty && !save.isSuccess);
  const set = <K extends keyof DocumentFormValues>(key: K, value: DocumentFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const { fields } = kind;
  const body = documentBody(kind, values, { document, numberTouched });
  // Each message goes once the value it is about changes (line_items.2.quantity: that line's quantity).
  const { errors, show: showErrors } = useFieldErrors(body);
  // A new quotation is a draft or published (answers come later, through the view's picker).
  const statuses =
    kind.kind !== 'quotation'
      ? kind.formStatuses
      : document
        ? [...new Set([document.status, ...quotationStatusOptions(document.status as QuotationStatus)])]
        : ['DRAFT', 'SENT'];
  const term = values.date && values.term ? daysBetween(values.date, values.term) : null;

  const chooseClient = (client: ClientSummary | Client | null) => {
    setValues((current) => ({
      ...current,
      client: client ? { id: client.id, display_name: client.display_name, email: client.email_address } : null,
      clientMarkup: client?.inventory_markup_percentage ?? 0,
    }));
    // A new document takes the client's job address and payment term, unless the user gave them.
    if (!client || document) return;
    void fetchClientDefaults(kind, client.id).then((defaults) => {
      if (!defaults) return;
      setValues((current) =>
        current.client?.id !== client.id
          ? current
          : {
              ...current,
              address: current.address ?? defaults.address,
              term: termTouched.current || !current.date ? current.term : addDays(current.date, defaults.term_days),
            },
      );
    });
  };

  const submit = async () => {
    showErrors({});
    setStale(null);
    try {
      onSaved(await save.mutateAsync(body));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStale(error.message);
      else if (error instanceof ApiError) showErrors(firstErrors(error.fieldErrors));
      else throw error;
    }
  };

  return (
    <Paper
      component="form"
      aria-label={`${document ? 'Edit' : 'Create'} ${kind.title}`}
      sx={{ p: { xs: 2, sm: 3 } }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormAlerts stale={stale} onReload={onReload} serverError={unplacedErrors(kind, errors).join(' ')} />
      <Stack spacing={2.5}>
        <ClientPicker
          // The picker reads the name of the client it shows; a document knows its client by id, name and email.
          value={values.client as unknown as ClientSummary | null}
          onChange={chooseClient}
          error={errors.client_id}
          required
        />
        <DocumentAppointmentField
          value={values.appointment}
          onChange={(appointment) => set('appointment', appointment)}
          client={values.client}
          error={errors.appointment_id}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <TextField
            label={`${kind.title} number`}
            value={values.number}
            onChange={(event) => {
              setNumberTouched(true);
              set('number', event.target.value);
            }}
            error={Boolean(errors[fields.number])}
            // Only a new document's number is the next one (taken when it is saved).
            helperText={errors[fields.number] ?? (numberTouched || document ? ' ' : 'The next number')}
            slotProps={{ htmlInput: { maxLength: 20 } }}
          />
          <DateField
            label={`${kind.title} date`}
            value={values.date}
            onChange={(date) => set('date', date)}
            error={errors[fields.date]}
            required
          />
          <DateField
            label={kind.termLabel}
            value={values.term}
            onChange={(date) => {
              termTouched.current = true;
              set('term', date);
            }}
            error={errors[fields.term]}
            helperText={term !== null && term >= 0 ? termText(term) : undefined}
          />
        </Box>
        <AddressField
          label="Job address"
          value={values.address}
          onChange={(address) => set('address', address)}
          error={errorAt(errors, 'address')}
        />
        <TextField
          label="Title"
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          error={Boolean(errors.title)}
          helperText={errors.title}
        />
        <TextField
          label="Description"
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          multiline
          minRows={2}
          error={Boolean(errors.description)}
          helperText={errors.description}
        />
        <LineItemsSection
          label="Line items"
          value={values.lines}
          onChange={(lines) => set('lines', lines)}
          clientMarkup={values.clientMarkup}
          errorOf={(index) => errorAt(errors, `line_items.${index}`)}
        />
        {errors.line_items && (
          <FormHelperText error sx={{ mt: '0 !important' }}>
            {errors.line_items}
          </FormHelperText>
        )}
        {values.lines.length > 0 && <DocumentFormTotals lines={values.lines} />}
        <TextField
          label="Notes"
          value={values.notes}
          onChange={(event) => set('notes', event.target.value)}
          multiline
          minRows={2}
          helperText={errors.notes ?? 'Shown to the client on the document.'}
          error={Boolean(errors.notes)}
        />
        {statuses.includes(values.status) ? (
          <TextField
            select
            label="Status"
            value={values.status}
            onChange={(event) => set('status', event.target.value)}
            error={Boolean(errors.status)}
            helperText={errors.status}
            sx={{ maxWidth: 280 }}
          >
            {statuses.map((status) => (
              <MenuItem key={status} value={status}>
                {kind.statusLabels[status]}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          // Paid and Partial Paid follow from payments: shown as they are, never chosen.
          <TextField
            label="Status"
            value={kind.statusLabels[values.status] ?? values.status}
            disabled
            helperText={errors.status ?? 'Set by its payments'}
            error={Boolean(errors.status)}
            sx={{ maxWidth: 280 }}
          />
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => guard(onCancel)}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </Stack>
      </Stack>
      {confirmDialog}
    </Paper>
  );
}
