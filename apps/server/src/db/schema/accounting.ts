import { sql } from 'drizzle-orm';
import { bigint, boolean, foreignKey, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, id, ref, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * A company's link to its accounting provider (one at a time). Tokens are encrypted with the app
 * secret (accounting/token-cipher.ts); a refresh that fails sets requires_auth.
 */
export const accountingConnections = pgTable(
  'accounting_connections',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** LINKED, or DISCONNECTED after a disconnect. */
    status: text('status').notNull(),
    requiresAuth: boolean('requires_auth').notNull().default(false),
    tenantId: text('tenant_id'),
    tenantName: text('tenant_name'),
    accessTokenEnc: text('access_token_enc'),
    refreshTokenEnc: text('refresh_token_enc'),
    expiresAt: at('expires_at'),
    connectedBy: ref('connected_by'),
    connectedAt: at('connected_at'),
    lastFullSyncAt: at('last_full_sync_at'),
    updatedAt: updatedAt(),
  },
  (t) => [foreignKey({ columns: [t.companyId, t.connectedBy], foreignColumns: [users.companyId, users.id] })],
);

/** A record's counterpart at the provider: its id there and how its last sync went. */
export const accountingLinks = pgTable(
  'accounting_links',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: id(),
    /** client, invoice or payment. */
    recordType: text('record_type').notNull(),
    recordId: ref('record_id').notNull(),
    provider: text('provider').notNull(),
    externalId: text('external_id'),
    /** pending (queued), synced or error. */
    status: text('status').notNull(),
    lastSyncedAt: at('last_synced_at'),
    lastLogId: ref('last_log_id'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('accounting_links_record_unique').on(t.companyId, t.recordType, t.recordId),
    index('accounting_links_external_idx').on(t.companyId, t.provider, t.externalId),
  ],
);

/** Every sync attempt: what it was about, how it went, and for errors whether someone resolved it. */
export const accountingLogs = pgTable(
  'accounting_logs',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: id(),
    provider: text('provider').notNull(),
    recordType: text('record_type'),
    recordId: ref('record_id'),
    /** push, pull, connect, refresh, disconnect, full_sync. */
    action: text('action').notNull(),
    /** success or error. */
    status: text('status').notNull(),
    errorTitle: text('error_title'),
    details: jsonb('details'),
    /** Errors a person can mark resolved (a provider validation error), as opposed to ones that clear themselves. */
    resolvable: boolean('resolvable').notNull().default(false),
    resolvedAt: at('resolved_at'),
    resolvedBy: ref('resolved_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.resolvedBy], foreignColumns: [users.companyId, users.id] }),
    index('accounting_logs_company_idx').on(t.companyId, t.id.desc()),
    index('accounting_logs_unresolved_idx')
      .on(t.companyId, t.id.desc())
      .where(sql`${t.status} = 'error' and ${t.resolvedAt} is null`),
  ],
);
