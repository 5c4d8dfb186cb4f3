import type { Address } from '@fieldbook/domain/company/company.schemas';
import type { DocumentClient, DocumentLine } from '@fieldbook/domain/documents/documents.payloads';
import type { LineItemDraft } from '../../inventory/index';
import type { AnyDocument } from '../api/document-types';
import type { WebDocumentKind } from '../document-kinds';

export type DocumentAppointment = { id: number; reference_id: string; title: string };

/** What the form edits, in the kind's own field names only when it is sent. */
export interface DocumentFormValues {
  number: string;
  date: string | null;
  term: string | null;
  client: DocumentClient | null;
  /** The client's inventory mark-up: lines chosen from inventory start from it. */
  clientMarkup: number;
  /** The appointment the document is for (its reference and title to show). */
  appointment: DocumentAppointment | null;
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
  item_account,
  marked_up_percentage,
}: LineItemDraft) => ({
  uuid,
  item_id,
  description,
  unit_price,
  quantity,
  discount_rate,
  tax_type,
  with_tax,
  item_account,
  marked_up_percentage,
});

/** A document's lines as the line items section edits them. */
export const linesOf = (lines: DocumentLine[]): LineItemDraft[] =>
  lines.map((line) => ({ ...lineBody(line), inventory_item: line.inventory_item }));

/** The create (POST) or update (PUT, with id and version) body in the kind's field names. */
export function documentBody(
  kind: WebDocumentKind,
  values: DocumentFormValues,
  { document, numberTouched }: { document: AnyDocument | undefined; numberTouched: boolean },
) {
  const { fields } = kind;
  return {
    ...(document ? { id: document.id, updated_at: document.updated_at } : {}),
    // The number goes only when typed: otherwise the server takes the next one when saving.
    [fields.number]: numberTouched || document ? values.number : null,
    [fields.date]: values.date ?? '',
    [fields.term]: values.term,
    client_id: values.client?.id,
    appointment_id: values.appointment?.id ?? null,
    address: values.address,
    title: values.title,
    description: values.description,
    notes: values.notes,
    line_items: values.lines.map(lineBody),
    // A status no one may choose (Paid, Partial Paid: payments decide it) is not sent: the server keeps it.
    ...(kind.formStatuses.includes(values.status) ? { status: values.status } : {}),
  };
}

/** Each field's first message. */
export const firstErrors = (fieldErrors: Record<string, string[]>): Record<string, string> =>
  Object.fromEntries(Object.entries(fieldErrors).map(([key, messages]) => [key, messages[0] ?? '']));

/** The message for a field or for any part of it (address.postal_code, line_items.2.quantity). */
export const errorAt = (errors: Record<string, string>, field: string): string | undefined =>
  errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];

/** Messages about no field the form shows: they go above the form. */
export function unplacedErrors(kind: WebDocumentKind, errors: Record<string, string>): string[] {
  const { number, date, term } = kind.fields;
  const placed = [
    number,
    date,
    term,
    'client_id',
    'appointment_id',
    'title',
    'description',
    'notes',
    'status',
    'address',
    'line_items',
  ];
  return Object.entries(errors)
    .filter(([key]) => !placed.some((field) => key === field || key.startsWith(`${field}.`)))
    .map(([, message]) => message);
}
