import type { Client, ClientSummary } from '../api/client-types';

export function buildClient(overrides: Partial<Client> = {}): Client {
  return {
    id: 5,
    display_name: 'Harbour Cafe',
    contact_name: 'Sam Lee',
    first_name: null,
    last_name: null,
    is_individual: false,
    initials: 'HC',
    profile_image: null,
    image: null,
    emails: [{ id: 1, type: 'PRIMARY', field_name: null, email_address: 'hello@harbour.test' }],
    phones: [
      {
        id: 2,
        type: 'MOBILE',
        field_name: null,
        country_code: '61',
        area_code: null,
        phone_number: '0412 345 678',
        full_phone: '+61 412 345 678',
      },
    ],
    addresses: [
      {
        id: 3,
        type: 'SERVICE',
        field_name: null,
        address_line_1: '1 Beach Rd',
        locality: 'Sandringham',
        state: 'VIC',
        postal_code: '3191',
        country: 'Australia',
        latitude: null,
        longitude: null,
        full_address: '1 Beach Rd, Sandringham VIC 3191, Australia',
        note: 'Side gate',
      },
    ],
    website: null,
    timezone: null,
    timezone_details: null,
    groups: [],
    heard_from_via: null,
    default_communication_method: 'EMAIL',
    disable_reminders: false,
    prefer_contact_name: false,
    role_labels: [],
    industry_labels: [],
    invoicing_default_due_date: null,
    strata_identifier: null,
    inventory_markup_percentage: 0,
    reference_id: '1001',
    created_at: '2026-03-05 09:05:00',
    updated_at: '2026-03-05 09:05:00',
    creator: { id: 1, name: 'Ada Lovelace' },
    archived: false,
    can_edit: true,
    linked: false,
    refer_status: null,
    refer_resend_tries: 0,
    email_address: 'hello@harbour.test',
    provider_details: { is_syncing: false },
    ...overrides,
  };
}

export const summaryOf = (client: Client): ClientSummary => client;

export const DEFAULTS = {
  clients_send_client_connect_request: false,
  clients_default_disable_reminders: false,
  clients_default_communication_method: 'EMAIL',
  reference_id: '1002',
};
