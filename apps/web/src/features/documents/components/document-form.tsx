import type { Address } from '@fieldbook/domain/company/company.schemas';
import type { QuotationStatus } from '@fieldbook/domain/documents/documents.constants';
import type { DocumentClient, DocumentLine } from '@fieldbook/domain/documents/documents.payloads';
import { daysBetween, quotationStatusOptions, termText } from '@fieldbook/domain/documents/documents.rules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { AddressField } from '../../../components/address-field';
import { DateField } from '../../../components/date-field';
import { FormAlerts } from '../../../components/form-alerts';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { ApiError } from '../../../lib/http-client';
import type { ClientSummary } from '../../clients/api/client-types';
import { ClientPicker } from '../../clients/components/client-picker';
import type { LineItemDraft } from '../../inventory/line-items/line-item-types';
import { LineItemsSection } from '../../inventory/line-items/line-items-section';
import type { AnyDocument } from '../api/document-types';
import { useSaveDocument } from '../api/documents-api';
import type { WebDocumentKind } from '../document-kinds';

/** What the form edits, in the kind's own field names only when it is sent. */
export interface DocumentFormValues {
  number: string;
  date: string | null;
  term: string | null;
  client: DocumentClient | null;
  appointmentId: number | null;
  address: Address | null;
  title: string;
  description: string;
  notes: string;
  lines: LineItemDraft[];
  status: string;
}

/** A line as the API takes it (the item it links to and its amounts are the server's to add). */
const lineBody = ({
  uuid,
  item_id,
  description,
  unit_price,
  quantity,
  discount_rate,
  tax_type,
  with_tax,
}: LineItemDraft) => ({
  uuid,
  item_id,
  description,
  unit_price,
  quantity,
  discount_rate,
  tax_type,
  with_tax,
});

export const linesOf = (lines: DocumentLine[]): LineItemDraft[] =>
  lines.map((line) => ({ ...lineBody(line), inventory_item: line.inventory_item }));

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState<string | null>(null);
  const save = useSaveDocument(kind);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const { guard, confirmDialog } = useConfirmDiscard(dirty && !save.isSuccess);
  const set = <K extends keyof DocumentFormValues>(key: K, value: DocumentFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const { fields } = kind;
  // A new quotation is a draft or published (answers come later, through the view's picker).
  const statuses =
    kind.kind !== 'quotation'
      ? kind.formStatuses
      : document
        ? [...new Set([document.status, ...quotationStatusOptions(document.status as QuotationStatus)])]
        : ['DRAFT', 'SENT'];
  const term = values.date && values.term ? daysBetween(values.date, values.term) : null;

  const submit = async () => {
    setErrors({});
    setStale(null);
    const body = {
      ...(document ? { id: document.id, updated_at: document.updated_at } : {}),
      // The number goes only when typed: otherwise the server takes the next one when saving.
      [fields.number]: numberTouched || document ? values.number : null,
      [fields.date]: values.date ?? '',
      [fields.term]: values.term,
      client_id: values.client?.id,
      appointment_id: values.appointmentId,
      address: values.address,
      title: values.title,
      description: values.description,
      notes: values.notes,
      line_items: values.lines.map(lineBody),
      status: values.status,
    };
    try {
      onSaved(await save.mutateAsync(body));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStale(error.message);
      else if (error instanceof ApiError)
        setErrors(
          Object.fromEntries(Object.entries(error.fieldErrors).map(([key, messages]) => [key, messages[0] ?? ''])),
        );
      else throw error;
    }
  };
  const unplaced = Object.entries(errors)
    .filter(
      ([key]) =>
        ![
          fields.number,
          fields.date,
          fields.term,
          'client_id',
          'title',
          'description',
          'notes',
          'status',
          'address',
        ].includes(key) && !key.startsWith('line_items'),
    )
    .map(([, message]) => message);

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
      <FormAlerts stale={stale} onReload={onReload} serverError={unplaced.join(' ') || errors.total} />
      <Stack spacing={2.5}>
        <ClientPicker
          // The picker reads the name of the client it shows; a document knows its client by id, name and email.
          value={values.client as unknown as ClientSummary | null}
          onChange={(client) =>
            set('client', client ? { id: client.id, display_name: client.display_name, email: null } : null)
          }
          error={errors.client_id}
          required
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
            helperText={errors[fields.number] ?? (numberTouched ? ' ' : 'The next number')}
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
            onChange={(date) => set('term', date)}
            error={errors[fields.term]}
            helperText={term !== null && term >= 0 ? termText(term) : undefined}
          />
        </Box>
        <AddressField
          label="Job address"
          value={values.address}
          onChange={(address) => set('address', address)}
          error={errors.address}
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
          errorOf={(index) => Object.entries(errors).find(([key]) => key.startsWith(`line_items.${index}.`))?.[1]}
        />
        <TextField
          label="Notes"
          value={values.notes}
          onChange={(event) => set('notes', event.target.value)}
          multiline
          minRows={2}
          helperText={errors.notes ?? 'Shown to the client on the document.'}
          error={Boolean(errors.notes)}
        />
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
