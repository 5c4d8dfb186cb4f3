import type { z } from '../zod';
import { createClientBodySchema } from './clients.schemas';

/** Client CSV import and export (settings/clientCsvImport; GET /v1/clients/export). */
export const CLIENT_CSV_LIMITS = {
  maxRows: 5000,
  maxFileBytes: 5 * 1024 * 1024,
  maxFileMb: 5,
} as const;

export const CLIENT_CSV_MESSAGES = {
  tooManyRows: `A client CSV file may have at most ${CLIENT_CSV_LIMITS.maxRows} rows.`,
  fileTooLarge: `The file is too large. The maximum size is ${CLIENT_CSV_LIMITS.maxFileMb}MB.`,
  notCsv: 'Choose a .csv file.',
  noRows: 'The file has no rows below its header row.',
  clientTypeInvalid: 'The client type must be Individual or Business (or yes/no, true/false, 1/0).',
  referenceDuplicateInFile: (firstRow: number) =>
    `The reference number is already used on row ${firstRow} of the file.`,
  invalidRows: (count: number) => `${count} ${count === 1 ? 'row is' : 'rows are'} invalid; nothing was imported.`,
  imported: (count: number) => `${count} ${count === 1 ? 'client' : 'clients'} imported`,
} as const;

/** The address types a CSV row carries, and their column prefixes. */
export const ADDRESS_KINDS = [
  { prefix: 'primary', type: 'PRIMARY', title: 'Address', aliases: ['', 'primary ', 'physical ', 'street ', 'home '] },
  { prefix: 'service', type: 'SERVICE', title: 'Service Address', aliases: ['service ', 'site ', 'job '] },
  { prefix: 'billing', type: 'BILLING', title: 'Billing Address', aliases: ['billing ', 'postal ', 'mailing '] },
] as const;

/** The parts of each address, with the address column each one fills. */
export const ADDRESS_PARTS = [
  {
    part: 'line',
    column: 'address_line_1',
    title: 'Line',
    names: ['address', 'address line', 'address line 1', 'street'],
  },
  { part: 'suburb', column: 'locality', title: 'Suburb', names: ['suburb', 'city', 'town', 'locality', 'city suburb'] },
  { part: 'state', column: 'state', title: 'State', names: ['state', 'region', 'province'] },
  {
    part: 'postcode',
    column: 'postal_code',
    title: 'Postcode',
    names: ['postcode', 'post code', 'postal code', 'zip'],
  },
  { part: 'country', column: 'country', title: 'Country', names: ['country'] },
] as const;

type AddressPrefix = (typeof ADDRESS_KINDS)[number]['prefix'];
type AddressPart = (typeof ADDRESS_PARTS)[number]['part'];
type AddressFieldKey = `${AddressPrefix}_address_${AddressPart}`;

export type ClientCsvFieldKey =
  | 'display_name'
  | 'first_name'
  | 'last_name'
  | 'is_individual'
  | 'contact_name'
  | 'reference_id'
  | 'primary_email'
  | 'billing_email'
  | 'mobile'
  | 'business_phone'
  | AddressFieldKey
  | 'website'
  | 'heard_from_via'
  | 'invoicing_due_days'
  | 'markup_percentage'
  | 'strata_identifier'
  | 'note';

export interface ClientCsvField {
  key: ClientCsvFieldKey;
  /** The column header of an export, and the label of the mapping step. */
  label: string;
  /** Other header names the automatic mapping recognises (compared normalised). */
  aliases: readonly string[];
}

const addressFields: ClientCsvField[] = ADDRESS_KINDS.flatMap((kind) =>
  ADDRESS_PARTS.map((part) => ({
    key: `${kind.prefix}_address_${part.part}` as AddressFieldKey,
    label: `${kind.title} ${part.title}`,
    aliases: kind.aliases.flatMap((prefix) => part.names.map((name) => `${prefix}${name}`)),
  })),
);

/** Every importable client field, in the order of the mapping step and of the export's columns. */
export const CLIENT_CSV_FIELDS: readonly ClientCsvField[] = [
  {
    key: 'display_name',
    label: 'Display Name',
    aliases: ['name', 'client', 'client name', 'customer', 'customer name', 'business name', 'company', 'company name'],
  },
  { key: 'first_name', label: 'First Name', aliases: ['first', 'firstname', 'given name', 'forename'] },
  { key: 'last_name', label: 'Last Name', aliases: ['last', 'lastname', 'surname', 'family name'] },
  {
    key: 'is_individual',
    label: 'Client Type',
    aliases: ['type', 'individual', 'is individual', 'individual business'],
  },
  { key: 'contact_name', label: 'Contact Name', aliases: ['contact', 'contact person', 'attention'] },
  {
    key: 'reference_id',
    label: 'Reference Number',
    aliases: ['reference', 'ref', 'ref no', 'reference no', 'client number', 'customer number', 'account number'],
  },
  { key: 'primary_email', label: 'Email', aliases: ['email address', 'e mail', 'primary email', 'email primary'] },
  {
    key: 'billing_email',
    label: 'Billing Email',
    aliases: ['accounts email', 'invoice email', 'billing email address'],
  },
  { key: 'mobile', label: 'Mobile', aliases: ['mobile phone', 'mobile number', 'cell', 'cell phone', 'mobile no'] },
  {
    key: 'business_phone',
    label: 'Business Phone',
    aliases: ['phone', 'phone number', 'telephone', 'work phone', 'office phone', 'landline', 'business phone number'],
  },
  ...addressFields,
  { key: 'website', label: 'Website', aliases: ['web', 'url', 'web site', 'homepage'] },
  {
    key: 'heard_from_via',
    label: 'Heard From Via',
    aliases: ['heard from', 'source', 'lead source', 'referral source'],
  },
  {
    key: 'invoicing_due_days',
    label: 'Invoicing Due Days',
    aliases: ['due days', 'payment terms', 'invoice due days', 'invoicing default due date', 'terms'],
  },
  {
    key: 'markup_percentage',
    label: 'Markup %',
    aliases: ['markup', 'markup percentage', 'inventory markup', 'inventory markup percentage'],
  },
  { key: 'strata_identifier', label: 'Strata Identifier', aliases: ['strata', 'strata plan', 'strata number'] },
  { key: 'note', label: 'Note', aliases: ['notes', 'comment', 'comments', 'description'] },
];

export const CLIENT_CSV_FIELD_KEYS = CLIENT_CSV_FIELDS.map((field) => field.key);

/** Which CSV header each field reads from; an unmapped field is absent (or empty). */
export type ClientCsvMapping = Partial<Record<ClientCsvFieldKey, string>>;
export type ClientCsvRow = Record<string, string | null | undefined>;
export type ClientBodyInput = z.input<typeof createClientBodySchema>;
export type ClientBody = z.output<typeof createClientBodySchema>;

/** A header compared for matching: lower case, words separated by single spaces. */
export const normaliseHeader = (header: string) =>
  header
    .toLowerCase()
    .replace(/%/g, ' percentage ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The best-guess mapping from a file's headers: a header equal to a field's key, label or one of
 * its aliases maps to that field. Each header and each field is used at most once; earlier fields
 * win a header two could claim.
 */
export function autoMapColumns(headers: readonly string[]): ClientCsvMapping {
  const mapping: ClientCsvMapping = {};
  const used = new Set<string>();
  const normalised = headers.map((header) => ({ header, name: normaliseHeader(header) }));
  // Exact labels and keys first (an export's own headers), then aliases.
  const passes: ((field: ClientCsvField) => string[])[] = [
    (field) => [field.label, field.key],
    (field) => [...field.aliases],
  ];
  for (const candidates of passes) {
    for (const field of CLIENT_CSV_FIELDS) {
      if (mapping[field.key] !== undefined) continue;
      const names = new Set(candidates(field).map(normaliseHeader));
      const match = normalised.find((h) => !used.has(h.header) && h.name !== '' && names.has(h.name));
      if (match) {
        mapping[field.key] = match.header;
        used.add(match.header);
      }
    }
  }
  return mapping;
}

const TRUE_WORDS = new Set(['individual', 'person', 'yes', 'y', 'true', 't', '1']);
const FALSE_WORDS = new Set(['business', 'company', 'organisation', 'organization', 'no', 'n', 'false', 'f', '0']);

/** Individual/Business, yes/no, true/false, 1/0 (any case); null when blank, undefined when not understood. */
export function parseClientType(value: string): boolean | null | undefined {
  const word = value.trim().toLowerCase();
  if (word === '') return null;
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}

/** A number cell: blank is null; a stray %, $ or thousands comma is ignored; anything else is NaN. */
function parseNumber(value: string): number | null {
  const cleaned = value.replace(/[%$,\s]/g, '');
  if (cleaned === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A plain-text CSV note as the note's HTML: escaped, one paragraph per line. */
export function noteHtml(text: string): string | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length ? lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') : null;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** CSV injection: a cell a spreadsheet would run as a formula gets a leading apostrophe. */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** Reading back an export: the apostrophe the export put before a formula character goes again. */
export function unneutraliseFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** Where each contact entry of a built body came from, to name the CSV field of its errors. */
interface Sources {
  emails: ClientCsvFieldKey[];
  phones: ClientCsvFieldKey[];
  addresses: AddressPrefix[];
}

const ADDRESS_COLUMN_PART: Record<string, AddressPart> = Object.fromEntries(
  ADDRESS_PARTS.map((part) => [part.column, part.part]),
);

function buildBody(row: ClientCsvRow, mapping: ClientCsvMapping) {
  const cell = (key: ClientCsvFieldKey): string => {
    const header = mapping[key];
    return header ? unneutraliseFormula((row[header] ?? '').trim()) : '';
  };
  const text = (key: ClientCsvFieldKey) => cell(key) || null;
  const sources: Sources = { emails: [], phones: [], addresses: [] };

  const emails: ClientBodyInput['emails'] = [];
  for (const [key, type] of [
    ['primary_email', 'PRIMARY'],
    ['billing_email', 'BILLING'],
  ] as const) {
    const value = cell(key);
    if (value) {
      emails.push({ type, field_name: null, email_address: value });
      sources.emails.push(key);
    }
  }

  const phones: ClientBodyInput['phones'] = [];
  for (const [key, type] of [
    ['mobile', 'MOBILE'],
    ['business_phone', 'BUSINESS'],
  ] as const) {
    const value = cell(key);
    if (value) {
      phones.push({ type, field_name: null, phone_number: value });
      sources.phones.push(key);
    }
  }

  const addresses: ClientBodyInput['addresses'] = [];
  for (const kind of ADDRESS_KINDS) {
    const part = (name: AddressPart) => text(`${kind.prefix}_address_${name}`);
    const values = {
      address_line_1: part('line'),
      locality: part('suburb'),
      state: part('state'),
      postal_code: part('postcode'),
      country: part('country'),
    };
    if (Object.values(values).some((value) => value !== null)) {
      addresses.push({ type: kind.type, field_name: null, ...values });
      sources.addresses.push(kind.prefix);
    }
  }

  const firstName = text('first_name');
  const lastName = text('last_name');
  const displayName = text('display_name');
  const type = parseClientType(cell('is_individual'));
  // A blank type is read from the names: a row with only a display name is a business.
  const isIndividual = type ?? !(type === null && !firstName && !lastName && displayName);

  const body = {
    is_individual: isIndividual,
    first_name: firstName,
    last_name: lastName,
    display_name: displayName,
    contact_name: text('contact_name'),
    reference_id: cell('reference_id'),
    emails,
    phones,
    addresses,
    website: text('website'),
    heard_from_via: text('heard_from_via'),
    invoicing_default_due_date: parseNumber(cell('invoicing_due_days')),
    inventory_markup_percentage: parseNumber(cell('markup_percentage')) ?? 0,
    strata_identifier: text('strata_identifier'),
    note: noteHtml(cell('note')),
    send_email: false,
  } satisfies ClientBodyInput;
  return { body, sources, typeUnderstood: type !== undefined };
}

/**
 * One mapped CSV row as the input of createClientBodySchema (THE validation of a client). A blank
 * reference stays blank: the import gives such rows the next numbers of the company's sequence.
 */
export function rowToClientBody(row: ClientCsvRow, mapping: ClientCsvMapping): ClientBodyInput {
  return buildBody(row, mapping).body;
}

export interface ClientCsvFieldError {
  /** The CSV field at fault (a ClientCsvFieldKey), or the body path when no field matches. */
  field: string;
  message: string;
}

const BODY_FIELD: Record<string, ClientCsvFieldKey> = {
  invoicing_default_due_date: 'invoicing_due_days',
  inventory_markup_percentage: 'markup_percentage',
};

/** The CSV field an issue of the client body belongs to. */
function fieldOf(path: readonly PropertyKey[], sources: Sources): string {
  const [head, index, column] = path;
  if (head === 'emails' && typeof index === 'number') return sources.emails[index] ?? 'primary_email';
  if (head === 'phones' && typeof index === 'number') return sources.phones[index] ?? 'mobile';
  if (head === 'addresses' && typeof index === 'number') {
    const prefix = sources.addresses[index] ?? 'primary';
    const part = ADDRESS_COLUMN_PART[String(column)] ?? 'line';
    return `${prefix}_address_${part}`;
  }
  const key = String(head ?? 'body');
  return BODY_FIELD[key] ?? key;
}

export type ClientCsvRowResult =
  | { ok: true; body: ClientBody; needsReference: boolean }
  | { ok: false; errors: ClientCsvFieldError[] };

/** Placeholder that lets a row without a reference pass the schema until a number is given. */
const PENDING_REFERENCE = '0';

/**
 * Validates one row exactly as a created client is validated, with errors named by CSV field
 * (every message, in field order; the web shows the first per field).
 */
export function validateClientCsvRow(row: ClientCsvRow, mapping: ClientCsvMapping): ClientCsvRowResult {
  const { body, sources, typeUnderstood } = buildBody(row, mapping);
  const needsReference = body.reference_id === '';
  const parsed = createClientBodySchema.safeParse(needsReference ? { ...body, reference_id: PENDING_REFERENCE } : body);
  const errors: ClientCsvFieldError[] = [];
  if (!typeUnderstood) errors.push({ field: 'is_individual', message: CLIENT_CSV_MESSAGES.clientTypeInvalid });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path, sources);
      if (!errors.some((e) => e.field === field && e.message === issue.message)) {
        errors.push({ field, message: issue.message });
      }
    }
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data, needsReference };
}

/** Row number as the file shows it: the header is row 1, the first data row is row 2. */
export const fileRowNumber = (index: number) => index + 2;
