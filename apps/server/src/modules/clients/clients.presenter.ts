import type {
  AddressType,
  CommunicationMethod,
  EmailType,
  PhoneType,
} from '@fieldbook/domain/clients/clients.constants';
import type {
  ClientAddressPayload,
  ClientEmailPayload,
  ClientPayload,
  ClientPhonePayload,
} from '@fieldbook/domain/clients/clients.payloads';
import { clientInitials } from '@fieldbook/domain/clients/clients.schemas';
import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { ProfileImage } from '@fieldbook/domain/files/files.schemas';
import { DateTime } from 'luxon';
import type { AddressRow, EmailRow, PhoneRow } from './client-contacts.repository';
import type { ClientRow } from './clients.repository';

// The type columns hold only the domain's types (the body schemas check them on the way in).
export const presentEmail = (row: EmailRow): ClientEmailPayload => ({
  id: row.id,
  type: row.type as EmailType,
  field_name: row.fieldName,
  email_address: row.emailAddress,
});

export const presentPhone = (row: PhoneRow): ClientPhonePayload => ({
  id: row.id,
  type: row.type as PhoneType,
  field_name: row.fieldName,
  country_code: row.countryCode,
  area_code: row.areaCode,
  phone_number: row.phoneNumber,
  full_phone: row.fullPhone,
});

export const presentAddress = (row: AddressRow): ClientAddressPayload => ({
  id: row.id,
  type: row.type as AddressType,
  field_name: row.fieldName,
  address_line_1: row.addressLine1,
  locality: row.locality,
  state: row.state,
  postal_code: row.postalCode,
  country: row.country,
  latitude: row.latitude,
  longitude: row.longitude,
  full_address: row.fullAddress,
  note: row.note,
});

export function timezoneDetails(zone: string | null) {
  if (!zone) return null;
  const now = DateTime.now().setZone(zone);
  return { zone, abbr: now.toFormat('ZZZZ'), diff_from_gmt: now.toFormat('ZZ') };
}

export interface ClientExtras {
  emails: EmailRow[];
  phones: PhoneRow[];
  addresses: AddressRow[];
  groups: { id: number; name: string; relationship: string | null }[];
  creator: { id: number; name: string } | null;
  canEdit: boolean;
  /** The avatar's signed links (profileImageLinks), or null. */
  image: ProfileImage | null;
}

/** A client as the API shows it (the spec's Client entity). */
export function presentClient(row: ClientRow, extras: ClientExtras, timezone: string): ClientPayload {
  const primaryEmail = extras.emails.find((e) => e.type === 'PRIMARY') ?? extras.emails[0];
  return {
    id: row.id,
    display_name: row.displayName,
    contact_name: row.contactName,
    first_name: row.firstName,
    last_name: row.lastName,
    is_individual: row.isIndividual,
    initials: clientInitials(row.displayName),
    profile_image: extras.image,
    image: extras.image,
    emails: extras.emails.map(presentEmail),
    phones: extras.phones.map(presentPhone),
    addresses: extras.addresses.map(presentAddress),
    website: row.website,
    timezone: row.timezone,
    timezone_details: timezoneDetails(row.timezone),
    groups: extras.groups.map((g) => ({ id: g.id, name: g.name, pivot: { relationship: g.relationship } })),
    heard_from_via: row.heardFromVia,
    default_communication_method: row.defaultCommunicationMethod as CommunicationMethod,
    disable_reminders: row.disableReminders,
    prefer_contact_name: row.preferContactName,
    role_labels: row.roleLabels,
    industry_labels: row.industryLabels,
    invoicing_default_due_date: row.invoicingDefaultDueDate,
    strata_identifier: row.strataIdentifier,
    inventory_markup_percentage: row.inventoryMarkupPercentage,
    reference_id: row.referenceId,
    created_at: formatSqlDate(row.createdAt, timezone),
    updated_at: formatSqlDate(row.updatedAt, timezone),
    creator: extras.creator,
    archived: row.archivedAt !== null,
    can_edit: extras.canEdit && row.archivedAt === null,
    linked: row.linked,
    refer_status: row.referStatus,
    refer_resend_tries: row.referResendTries,
    email_address: primaryEmail?.emailAddress ?? null,
    provider_details: { is_syncing: false },
  };
}

/** What a text search reads: names, reference, emails and addresses, lower-cased. */
export function searchTextOf(
  row: Pick<ClientRow, 'displayName' | 'firstName' | 'lastName' | 'contactName' | 'referenceId' | 'strataIdentifier'>,
  emails: { emailAddress: string }[],
  addresses: { fullAddress: string }[],
): string {
  return [
    row.displayName,
    row.firstName,
    row.lastName,
    row.contactName,
    row.referenceId,
    row.strataIdentifier,
    ...emails.map((e) => e.emailAddress),
    ...addresses.map((a) => a.fullAddress),
  ]
    .filter(Boolean)
    .join(' | ')
    .toLowerCase();
}

export const fullAddressOf = (a: {
  address_line_1?: string | null;
  locality?: string | null;
  state?: string | null;
  postal_code?: string | null;
  country?: string | null;
}) =>
  [a.address_line_1, [a.locality, a.state, a.postal_code].filter(Boolean).join(' '), a.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
