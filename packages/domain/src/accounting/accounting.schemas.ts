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
export const providerPayloadSchema = z.object({
  provider_type: z.enum(['accounting', 'payment']),
  name: z.string(),
  label: z.string(),
  /** LINKED is good; anything else, or requires_auth, needs attention. */
  status: z.enum(['LINKED', 'DISCONNECTED']),
  requires_auth: z.boolean(),
  tenant_name: z.string().nullable(),
  connected_at: z.string().nullable(),
  last_full_sync_at: z.string().nullable(),
});
export type ProviderPayload = z.infer<typeof providerPayloadSchema>;

/** GET v1/accounting/provider (and what connecting or disconnecting answers): the linked provider (or null) and the one this server connects to. */
export const accountingProviderStatusSchema = z.object({
  provider: providerPayloadSchema.nullable(),
  available: z.object({ name: z.enum(ACCOUNTING_PROVIDER_NAMES), label: z.string() }),
  unresolved_errors: z.number(),
});
export type AccountingProviderStatus = z.infer<typeof accountingProviderStatusSchema>;

/** POST v1/accounting/provider/connect: the provider's consent page to send the browser to. */
export const accountingConnectSchema = z.object({ url: z.string() });
export type AccountingConnect = z.infer<typeof accountingConnectSchema>;

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

export const accountingLogPayloadSchema = z.object({
  id: z.number(),
  record_type: z.enum(ACCOUNTING_RECORD_TYPES).nullable(),
  record_id: z.number().nullable(),
  record_label: z.string().nullable(),
  action: z.string(),
  status: z.enum(['success', 'error']),
  error_title: z.string().nullable(),
  details: z.unknown(),
  resolvable: z.boolean(),
  /** The record now has its provider id: a later sync fixed it. */
  linked_to_model: z.boolean(),
  resolved_at: z.string().nullable(),
  resolved_by: z.string().nullable(),
  can_resolve: z.boolean(),
  created_at: z.string(),
});
export type AccountingLogPayload = z.infer<typeof accountingLogPayloadSchema>;

/** GET v1/accounting/log and POST v1/accounting/logs/error/resolve. */
export const accountingLogAnswerSchema = z.object({ log: accountingLogPayloadSchema });
export type AccountingLogAnswer = z.infer<typeof accountingLogAnswerSchema>;

/** GET v1/accounting/logs. */
export const accountingLogPageSchema = z.object({
  logs: z.array(accountingLogPayloadSchema),
  page: z.number(),
  rows: z.number(),
  total: z.number(),
});
export type AccountingLogPage = z.infer<typeof accountingLogPageSchema>;

/** The sync status card of a client or invoice (spec: Accounting sync details, trimmed). */
export const accountingSyncDetailsSchema = z.object({
  current_provider: z.string().nullable(),
  current_provider_name: z.string().nullable(),
  accounting_id: z.string().nullable(),
  last_sync_time: z.string().nullable(),
  is_pending_sync: z.boolean(),
  status: z.enum(['never', 'pending', 'synced', 'error']),
  last_error: z.object({ log_id: z.number(), title: z.string().nullable() }).nullable(),
});
export type AccountingSyncDetails = z.infer<typeof accountingSyncDetailsSchema>;

/** GET v1/accounting/status. */
export const accountingStatusSchema = z.object({ details: accountingSyncDetailsSchema });
export type AccountingStatus = z.infer<typeof accountingStatusSchema>;

/** POST v1/clients/provider/sync: whether the client has invoices (they sync on their own changes or a full sync). */
export const clientSyncSchema = z.object({ has_dependencies: z.boolean() });
export type ClientSync = z.infer<typeof clientSyncSchema>;
