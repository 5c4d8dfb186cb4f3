import { positiveId } from '../http/schema-helpers';
import { z } from '../zod';

/** The accounting providers a company can link: the offline sandbox (the default) and Xero. */
export const ACCOUNTING_PROVIDER_NAMES = ['sandbox', 'xero'] as const;
export type AccountingProviderName = (typeof ACCOUNTING_PROVIDER_NAMES)[number];

export const ACCOUNTING_PROVIDER_LABELS: Record<AccountingProviderName, string> = {
  sandbox: 'Sandbox accounting',
  xero: 'Xero',
};

/** The records that sync to the accounting provider. */
export const ACCOUNTING_RECORD_TYPES = ['client', 'invoice', 'payment'] as const;
export type AccountingRecordType = (typeof ACCOUNTING_RECORD_TYPES)[number];

export const ACCOUNTING_MESSAGES = {
  resolved: 'Error successfully marked as resolved',
  noErrorDetails: 'No error details provided',
  noDetails: 'No additional details to display',
  logNotFound: 'That accounting log was not found.',
  alreadyResolved: 'This error has already been marked as resolved.',
  notResolvable: 'This error cannot be marked as resolved: it clears itself once the cause is fixed.',
  linkedToModel: 'This error belongs to a record that is now linked with the accounting provider.',
  notAnError: 'Only errors can be marked as resolved.',
  connectFailed: 'The accounting provider could not be connected. Please try again.',
  stateInvalid: 'This connection link has expired or belongs to someone else. Please connect again.',
  notLinked: 'Connect an accounting provider first.',
  connected: 'Accounting provider connected',
  disconnected: 'Accounting provider disconnected',
  fullSyncQueued: 'Full sync started',
  refreshFailed: 'The accounting provider needs you to connect again',
  recordNotFound: 'That record was not found.',
  syncQueued: 'Sync started',
} as const;

/** A linked provider as user/load and the provider page list it (spec: Provider). */
export interface ProviderPayload {
  provider_type: 'accounting' | 'payment';
  name: string;
  label: string;
  /** LINKED is good; anything else, or requires_auth, needs attention. */
  status: 'LINKED' | 'DISCONNECTED';
  requires_auth: boolean;
  tenant_name: string | null;
  connected_at: string | null;
  last_full_sync_at: string | null;
}

/** GET v1/accounting/provider: the linked provider (or null) and the one this server connects to. */
export interface AccountingProviderStatus {
  provider: ProviderPayload | null;
  available: { name: AccountingProviderName; label: string };
  unresolved_errors: number;
}

/** POST v1/accounting/provider/callback: what the consent page sent back to the settings page. */
export const accountingCallbackBodySchema = z.object({
  code: z.string().trim().min(1, 'The code field is required.').max(2000),
  state: z.string().trim().min(1, 'The state field is required.').max(2000),
});
export type AccountingCallbackBody = z.infer<typeof accountingCallbackBodySchema>;

export const ACCOUNTING_LOG_FILTERS = ['all', 'errors', 'unresolved'] as const;
export type AccountingLogFilter = (typeof ACCOUNTING_LOG_FILTERS)[number];

/** GET v1/accounting/logs. */
export const accountingLogsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(25),
  filter: z.enum(ACCOUNTING_LOG_FILTERS).default('all'),
});
export type AccountingLogsQuery = z.infer<typeof accountingLogsQuerySchema>;

/** GET v1/accounting/log and POST v1/accounting/logs/error/resolve. */
export const accountingLogIdSchema = z.object({ id: positiveId });

/** GET v1/accounting/status: a syncable record's card. */
export const accountingStatusQuerySchema = z.object({
  record_type: z.enum(['client', 'invoice']),
  id: positiveId,
});

export interface AccountingLogPayload {
  id: number;
  record_type: AccountingRecordType | null;
  record_id: number | null;
  record_label: string | null;
  action: string;
  status: 'success' | 'error';
  error_title: string | null;
  details: unknown;
  resolvable: boolean;
  /** The record now has its provider id: a later sync fixed it. */
  linked_to_model: boolean;
  resolved_at: string | null;
  resolved_by: string | null;
  can_resolve: boolean;
  created_at: string;
}

export interface AccountingLogPage {
  logs: AccountingLogPayload[];
  page: number;
  rows: number;
  total: number;
}

/** The sync status card of a client or invoice (spec: Accounting sync details, trimmed). */
export interface AccountingSyncDetails {
  current_provider: string | null;
  current_provider_name: string | null;
  accounting_id: string | null;
  last_sync_time: string | null;
  is_pending_sync: boolean;
  status: 'never' | 'pending' | 'synced' | 'error';
  last_error: { log_id: number; title: string | null } | null;
}
