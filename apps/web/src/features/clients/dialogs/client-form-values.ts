import {
  ADDRESS_TYPES,
  type AddressType,
  EMAIL_TYPES,
  type EmailType,
  PHONE_TYPES,
  type PhoneType,
} from '@fieldbook/domain/clients/clients.constants';
import type { ClientDefaultsPayload } from '@fieldbook/domain/clients/clients.payloads';
import {
  type CreateClientBody,
  clientDisplayName,
  type createClientBodySchema,
} from '@fieldbook/domain/clients/clients.schemas';
import { noteHtml } from '@fieldbook/domain/clients/clients-csv.rules';
import type { z } from '@fieldbook/domain/zod';
import type { PickedImage } from '../../files/index';
import type { Client } from '../api/client-types';

type ClientInput = z.input<typeof createClientBodySchema>;
export type ClientFormEmail = NonNullable<ClientInput['emails']>[number];
export type ClientFormPhone = NonNullable<ClientInput['phones']>[number];
export type ClientFormAddress = NonNullable<ClientInput['addresses']>[number];
export type ClientFormGroup = NonNullable<ClientInput['groups']>[number];

/** What the form edits: the create body's input (with its lists always present), plus the update's id and updated_at. */
export type ClientFormValues = Omit<ClientInput, 'emails' | 'phones' | 'addresses' | 'groups' | 'image'> & {
  /** The avatar with its links to show; the body sends only its id. */
  image?: PickedImage | null;
  emails: ClientFormEmail[];
  phones: ClientFormPhone[];
  addresses: ClientFormAddress[];
  groups: ClientFormGroup[];
  id?: number;
  updated_at?: string;
};

export const EMAIL_TYPE_LABELS: Record<EmailType, string> = { PRIMARY: 'Primary', BILLING: 'Billing', EXTRA: 'Extra' };
export const PHONE_TYPE_LABELS: Record<PhoneType, string> = {
  DEFAULT: 'Default',
  BUSINESS: 'Business',
  MOBILE: 'Mobile',
  DDI: 'DDI',
  FAX: 'Fax',
  EXTRA: 'Extra',
};
export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = {
  PRIMARY: 'Primary',
  BILLING: 'Billing',
  SERVICE: 'Service',
  STRUCTURE: 'Structure',
  EXTRA: 'Extra',
};
export const COMMUNICATION_LABELS = { EMAIL: 'Email', SMS: 'SMS', EMAIL_AND_SMS: 'Email and SMS' } as const;

/** The first type not used yet (each non-EXTRA type once per client), else EXTRA. */
export function nextType<T extends string>(types: readonly T[], used: readonly { type?: string }[]): T {
  const taken = new Set(used.map((entry) => entry.type));
  return types.find((type) => type !== 'EXTRA' && !taken.has(type)) ?? ('EXTRA' as T);
}

export const newEmail = (used: readonly { type?: string }[]): ClientFormEmail => ({
  type: nextType(EMAIL_TYPES, used),
  field_name: null,
  email_address: '',
});
export const newPhone = (used: readonly { type?: string }[]): ClientFormPhone => ({
  type: nextType(PHONE_TYPES, used),
  field_name: null,
  country_code: '61',
  area_code: null,
  phone_number: '',
});
export const newAddress = (used: readonly { type?: string }[]): ClientFormAddress => ({
  type: nextType(ADDRESS_TYPES, used),
  field_name: null,
  address_line_1: null,
  locality: null,
  state: null,
  postal_code: null,
  country: null,
  latitude: null,
  longitude: null,
  note: null,
});

/** A new client: individual, EMAIL, markup 0, the server's defaults and next reference number. */
export function newClientValues(defaults: ClientDefaultsPayload | undefined): ClientFormValues {
  return {
    is_individual: true,
    image: null,
    first_name: '',
    last_name: '',
    display_name: '',
    contact_name: '',
    emails: [],
    phones: [],
    addresses: [],
    website: '',
    timezone: null,
    heard_from_via: '',
    default_communication_method: defaults?.clients_default_communication_method ?? 'EMAIL',
    disable_reminders: defaults?.clients_default_disable_reminders ?? false,
    prefer_contact_name: false,
    role_labels: [],
    industry_labels: [],
    invoicing_default_due_date: null,
    strata_identifier: '',
    inventory_markup_percentage: 0,
    reference_id: defaults?.reference_id ?? '',
    groups: [],
    note: '',
    send_email: defaults?.clients_send_client_connect_request ?? false,
  };
}

export function clientToFormValues(client: Client): ClientFormValues {
  return {
    id: client.id,
    updated_at: client.updated_at,
    is_individual: client.is_individual,
    image: client.image,
    first_name: client.first_name ?? '',
    last_name: client.last_name ?? '',
    display_name: client.display_name ?? '',
    contact_name: client.contact_name ?? '',
    emails: client.emails.map(({ id, type, field_name, email_address }) => ({ id, type, field_name, email_address })),
    phones: client.phones.map(({ id, type, field_name, country_code, area_code, phone_number }) => ({
      id,
      type,
      field_name,
      country_code,
      area_code,
      phone_number,
    })),
    addresses: client.addresses.map(({ full_address: _full, ...address }) => address),
    website: client.website ?? '',
    timezone: client.timezone,
    heard_from_via: client.heard_from_via ?? '',
    default_communication_method: client.default_communication_method,
    disable_reminders: client.disable_reminders,
    prefer_contact_name: client.prefer_contact_name,
    role_labels: client.role_labels,
    industry_labels: client.industry_labels,
    invoicing_default_due_date: client.invoicing_default_due_date,
    strata_identifier: client.strata_identifier ?? '',
    inventory_markup_percentage: client.inventory_markup_percentage,
    reference_id: client.reference_id,
    groups: client.groups.map((group) => ({ name: group.name, relationship: group.pivot.relationship })),
  };
}

/** The parsed form as the call's body: an individual's display name is first plus last name; the note as HTML. */
export function toClientBody(values: CreateClientBody): CreateClientBody {
  const display_name = values.is_individual ? clientDisplayName(values) || null : values.display_name;
  return { ...values, display_name, note: values.note ? noteHtml(values.note) : null };
}

/** Every field a server error can name, for the rows the form has now. */
export function clientErrorFields(values: ClientFormValues): string[] {
  const fields = [
    'image.id',
    'is_individual',
    'first_name',
    'last_name',
    'display_name',
    'contact_name',
    'website',
    'timezone',
    'heard_from_via',
    'default_communication_method',
    'disable_reminders',
    'prefer_contact_name',
    'role_labels',
    'industry_labels',
    'invoicing_default_due_date',
    'strata_identifier',
    'inventory_markup_percentage',
    'reference_id',
    'note',
    'send_email',
  ];
  const rows = (key: string, count: number, parts: string[]) => {
    for (let index = 0; index < count; index++) for (const part of parts) fields.push(`${key}.${index}.${part}`);
  };
  rows('emails', values.emails?.length ?? 0, ['type', 'field_name', 'email_address']);
  rows('phones', values.phones?.length ?? 0, [
    'type',
    'field_name',
    'country_code',
    'area_code',
    'phone_number',
    'full_phone',
  ]);
  rows('addresses', values.addresses?.length ?? 0, [
    'type',
    'field_name',
    'note',
    'address_line_1',
    'locality',
    'state',
    'postal_code',
    'country',
  ]);
  rows('groups', values.groups?.length ?? 0, ['name', 'relationship']);
  return fields;
}
