import type {
  ClientAddressPayload,
  ClientEmailPayload,
  ClientPayload,
  ClientPhonePayload,
  ClientSummaryPayload,
} from '@fieldbook/domain/clients/clients.payloads';

/** The API's client shapes (packages/domain clients.payloads.ts). */
export type ClientEmail = ClientEmailPayload;
export type ClientPhone = ClientPhonePayload;
export type ClientAddress = ClientAddressPayload;
export type Client = ClientPayload;
/** A search result: the contact lists hold what `with_*` asked for (absent for NONE). */
export type ClientSummary = ClientSummaryPayload;

/** Every client query starts with this key, so one invalidation refreshes lists, views and timelines. */
export const clientsQueryKey = ['clients'] as const;
