import { profileImageSchema } from '../files/files.schemas';
import { timelineEntrySchema } from '../timeline/timeline.schemas';
import { z } from '../zod';
import { ADDRESS_TYPES, COMMUNICATION_METHODS, EMAIL_TYPES, PHONE_TYPES } from './clients.constants';

/** What v1/clients answers (the server's clients.presenter.ts is typed by these; the web infers from them). */

export const clientEmailPayloadSchema = z.object({
  id: z.number(),
  type: z.enum(EMAIL_TYPES),
  field_name: z.string().nullable(),
  email_address: z.string(),
});
export type ClientEmailPayload = z.infer<typeof clientEmailPayloadSchema>;

export const clientPhonePayloadSchema = z.object({
  id: z.number(),
  type: z.enum(PHONE_TYPES),
  field_name: z.string().nullable(),
  country_code: z.string().nullable(),
  area_code: z.string().nullable(),
  phone_number: z.string(),
  full_phone: z.string(),
});
export type ClientPhonePayload = z.infer<typeof clientPhonePayloadSchema>;

export const clientAddressPayloadSchema = z.object({
  id: z.number(),
  type: z.enum(ADDRESS_TYPES),
  field_name: z.string().nullable(),
  address_line_1: z.string().nullable(),
  locality: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  full_address: z.string(),
  note: z.string().nullable(),
});
export type ClientAddressPayload = z.infer<typeof clientAddressPayloadSchema>;

export const clientGroupLinkPayloadSchema = z.object({
  id: z.number(),
  name: z.string(),
  pivot: z.object({ relationship: z.string().nullable() }),
});

const clientFields = {
  id: z.number(),
  display_name: z.string(),
  contact_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  is_individual: z.boolean(),
  initials: z.string(),
  profile_image: profileImageSchema.nullable(),
  /** The avatar, an image from the file store (initials without one). */
  image: profileImageSchema.nullable(),
  website: z.string().nullable(),
  timezone: z.string().nullable(),
  timezone_details: z.object({ zone: z.string(), abbr: z.string(), diff_from_gmt: z.string() }).nullable(),
  groups: z.array(clientGroupLinkPayloadSchema),
  heard_from_via: z.string().nullable(),
  default_communication_method: z.enum(COMMUNICATION_METHODS),
  disable_reminders: z.boolean(),
  prefer_contact_name: z.boolean(),
  role_labels: z.array(z.string()),
  industry_labels: z.array(z.string()),
  invoicing_default_due_date: z.number().nullable(),
  strata_identifier: z.string().nullable(),
  inventory_markup_percentage: z.number(),
  reference_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  creator: z.object({ id: z.number(), name: z.string() }).nullable(),
  archived: z.boolean(),
  can_edit: z.boolean(),
  linked: z.boolean(),
  refer_status: z.string().nullable(),
  refer_resend_tries: z.number(),
  /** The PRIMARY email, else the first. */
  email_address: z.string().nullable(),
  provider_details: z.object({ is_syncing: z.boolean() }),
};

/** A client (the spec's Client entity): GET/POST/PUT/DELETE v1/clients. */
export const clientPayloadSchema = z.object({
  ...clientFields,
  emails: z.array(clientEmailPayloadSchema),
  phones: z.array(clientPhonePayloadSchema),
  addresses: z.array(clientAddressPayloadSchema),
});
export type ClientPayload = z.infer<typeof clientPayloadSchema>;

/** GET v1/clients?id: the client and page 1 of its timeline. */
export const clientWithTimelinePayloadSchema = z.object({
  client: clientPayloadSchema,
  timeline: z.array(timelineEntrySchema),
});

/** A search result: the contact lists hold what `with_*` asked for (absent for NONE). */
export const clientSummaryPayloadSchema = z.object({
  ...clientFields,
  emails: z.array(clientEmailPayloadSchema).optional(),
  phones: z.array(clientPhonePayloadSchema).optional(),
  addresses: z.array(clientAddressPayloadSchema).optional(),
});
export type ClientSummaryPayload = z.infer<typeof clientSummaryPayloadSchema>;

/** POST v1/clients/search: one page of clients. */
export const clientSearchPayloadSchema = z.object({
  clients: z.array(clientSummaryPayloadSchema),
  total: z.number(),
  page: z.number(),
  rows: z.number(),
});
export type ClientSearchPayload = z.infer<typeof clientSearchPayloadSchema>;

/** GET v1/clients/defaults: what a new client starts with, including the next reference number. */
export const clientDefaultsPayloadSchema = z.object({
  clients_send_client_connect_request: z.boolean(),
  clients_default_disable_reminders: z.boolean(),
  clients_default_communication_method: z.enum(COMMUNICATION_METHODS),
  reference_id: z.string(),
});
export type ClientDefaultsPayload = z.infer<typeof clientDefaultsPayloadSchema>;

/** A client's contacts; GET v1/clients/addresses|emails|phones?id answers the one list asked for. */
export const clientContactsPayloadSchema = z.object({
  addresses: z.array(clientAddressPayloadSchema),
  emails: z.array(clientEmailPayloadSchema),
  phones: z.array(clientPhonePayloadSchema),
});
export type ClientContactsPayload = z.infer<typeof clientContactsPayloadSchema>;
export const clientContactListPayloadSchema = clientContactsPayloadSchema.partial();

/** GET v1/clients/groups?id: a group and its clients with their relationship. */
export const clientGroupPayloadSchema = z.object({
  group: z.object({
    id: z.number(),
    name: z.string(),
    clients: z.array(clientPayloadSchema.extend({ pivot: z.object({ relationship: z.string().nullable() }) })),
  }),
});
export type ClientGroupPayload = z.infer<typeof clientGroupPayloadSchema>['group'];

/** POST v1/refer/email/resend: the tries used so far. */
export const referResendPayloadSchema = z.object({ refer_resend_tries: z.number() });
