import { formatPhoneLocally } from '../inputs/phone.rules';
import { ADDRESS_KINDS, ADDRESS_PARTS, CLIENT_CSV_FIELDS, type ClientCsvFieldKey } from './clients-csv.rules';

/** What the export writes for a client: one value per CLIENT_CSV_FIELDS column (the note is left out). */
export interface ClientCsvSource {
  is_individual: boolean;
  display_name: string;
  first_name: string | null;
  last_name: string | null;
  contact_name: string | null;
  reference_id: string;
  website: string | null;
  heard_from_via: string | null;
  invoicing_default_due_date: number | null;
  inventory_markup_percentage: number;
  strata_identifier: string | null;
  emails: { type: string; email_address: string }[];
  phones: { type: string; full_phone: string }[];
  addresses: {
    type: string;
    address_line_1: string | null;
    locality: string | null;
    state: string | null;
    postal_code: string | null;
    country: string | null;
  }[];
}

/** The export's columns: every importable field except the note (notes are not a client column). */
export const CLIENT_CSV_EXPORT_FIELDS = CLIENT_CSV_FIELDS.filter((field) => field.key !== 'note');

/** One client as export cells, in CLIENT_CSV_EXPORT_FIELDS order; re-importing them gives the same client. */
export function clientToCsvCells(client: ClientCsvSource): string[] {
  const email = (type: string) => client.emails.find((e) => e.type === type)?.email_address ?? '';
  // Australian numbers in their national form: a cell starting with "+" would be read as a formula.
  const phone = (...types: string[]) =>
    formatPhoneLocally(types.map((type) => client.phones.find((p) => p.type === type)?.full_phone).find(Boolean) ?? '');
  const values: Partial<Record<ClientCsvFieldKey, string>> = {
    display_name: client.display_name,
    first_name: client.first_name ?? '',
    last_name: client.last_name ?? '',
    is_individual: client.is_individual ? 'Individual' : 'Business',
    contact_name: client.contact_name ?? '',
    reference_id: client.reference_id,
    primary_email: email('PRIMARY'),
    billing_email: email('BILLING'),
    mobile: phone('MOBILE'),
    business_phone: phone('BUSINESS', 'DEFAULT'),
    website: client.website ?? '',
    heard_from_via: client.heard_from_via ?? '',
    invoicing_due_days: client.invoicing_default_due_date === null ? '' : String(client.invoicing_default_due_date),
    markup_percentage: String(client.inventory_markup_percentage),
    strata_identifier: client.strata_identifier ?? '',
  };
  for (const kind of ADDRESS_KINDS) {
    const address = client.addresses.find((a) => a.type === kind.type);
    for (const part of ADDRESS_PARTS) {
      values[`${kind.prefix}_address_${part.part}`] = address?.[part.column] ?? '';
    }
  }
  return CLIENT_CSV_EXPORT_FIELDS.map((field) => values[field.key] ?? '');
}
