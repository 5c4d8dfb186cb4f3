import type {
  AddressType,
  CommunicationMethod,
  EmailType,
  PhoneType,
} from '@fieldbook/domain/clients/clients.constants';

import type { PickedImage } from '../../files/components/photo-field';

/** The API's client shapes (apps/server clients.presenter.ts). */
export interface ClientEmail {
  id: number;
  type: EmailType;
  field_name: string | null;
  email_address: string;
}

export interface ClientPhone {
  id: number;
  type: PhoneType;
  field_name: string | null;
  country_code: string | null;
  area_code: string | null;
  phone_number: string;
  full_phone: string;
}

export interface ClientAddress {
  id: number;
  type: AddressType;
  field_name: string | null;
  address_line_1: string | null;
  locality: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  full_address: string;
  note: string | null;
}

export interface ClientGroupLink {
  id: number;
  name: string;
  pivot: { relationship: string | null };
}

export interface Client {
  id: number;
  display_name: string;
  contact_name: string | null;
  first_name: string | null;
  last_name: string | null;
  is_individual: boolean;
  initials: string;
  profile_image: PickedImage | null;
  /** The avatar, an image from the file store (initials without one). */
  image: PickedImage | null;
  emails: ClientEmail[];
  phones: ClientPhone[];
  addresses: ClientAddress[];
  website: string | null;
  timezone: string | null;
  timezone_details: { zone: string; abbr: string; diff_from_gmt: string } | null;
  groups: ClientGroupLink[];
  heard_from_via: string | null;
  default_communication_method: CommunicationMethod;
  disable_reminders: boolean;
  prefer_contact_name: boolean;
  role_labels: string[];
  industry_labels: string[];
  invoicing_default_due_date: number | null;
  strata_identifier: string | null;
  inventory_markup_percentage: number;
  reference_id: string;
  created_at: string;
  updated_at: string;
  creator: { id: number; name: string } | null;
  archived: boolean;
  can_edit: boolean;
  linked: boolean;
  refer_status: string | null;
  refer_resend_tries: number;
  email_address: string | null;
  provider_details: { is_syncing: boolean };
}

/** A search result: the contact lists hold what `with_*` asked for (absent for NONE). */
export type ClientSummary = Omit<Client, 'emails' | 'phones' | 'addresses'> & {
  emails?: ClientEmail[];
  phones?: ClientPhone[];
  addresses?: ClientAddress[];
};

/** Every client query starts with this key, so one invalidation refreshes lists, views and timelines. */
export const clientsQueryKey = ['clients'] as const;
