import {
  type AccountingLogPage,
  type AccountingLogPayload,
  type AccountingLogsQuery,
  type AccountingRecordType,
  type AccountingSyncDetails,
  ACCOUNTING_MESSAGES as M,
} from '@fieldbook/domain/accounting/accounting.schemas';
import { type Database, type Executor, readTogether } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { fieldError, notFound } from '../../http/http-error';
import * as repo from '../accounting/index';
import { labelOf } from '../accounting/index';
import { creatorNames, findClient, findClientsByIds } from '../clients/index';
import { findDocument, findDocumentsByIds } from '../documents/index';

const byType = (rows: repo.LogRow[], type: AccountingRecordType) => [
  ...new Set(rows.filter((r) => r.recordType === type && r.recordId !== null).map((r) => r.recordId as number)),
];

/** Names of the records and people the logs mention, and which records are now linked at the provider. */
async function contextOf(dbx: Executor, companyId: number, rows: repo.LogRow[]) {
  const clientIds = byType(rows, 'client');
  const invoiceIds = byType(rows, 'invoice');
  const userIds = [...new Set(rows.flatMap((r) => (r.resolvedBy ? [r.resolvedBy] : [])))];
  const links = (type: 'client' | 'invoice' | 'payment') => () =>
    repo.findLinks(dbx, companyId, type, byType(rows, type));
  // A resolved log is presented inside its transaction: readTogether runs the reads in turn there.
  const [clientRows, invoiceRows, userRows, ...linkRows] = await readTogether(dbx, [
    () => findClientsByIds(dbx, companyId, clientIds),
    () => findDocumentsByIds(dbx, companyId, 'invoice', invoiceIds),
    () => creatorNames(dbx, companyId, userIds),
    links('client'),
    links('invoice'),
    links('payment'),
  ] as const);
  const labels = new Map<string, string>([
    ...clientRows.map((c) => [`client:${c.id}`, c.displayName] as [string, string]),
    ...invoiceRows.map((i) => [`invoice:${i.id}`, `Invoice ${i.number}`] as [string, string]),
  ]);
  const linked = new Set(
    linkRows
      .flat()
      .filter((l) => l.externalId)
      .map((l) => `${l.recordType}:${l.recordId}`),
  );
  return { labels, linked, names: userRows };
}

function present(row: repo.LogRow, context: Awaited<ReturnType<typeof contextOf>>): AccountingLogPayload {
  const key = `${row.recordType}:${row.recordId}`;
  const linked = row.recordType !== null && context.linked.has(key);
  const unresolvedError = row.status === 'error' && row.resolvedAt === null;
  return {
    id: row.id,
    record_type: row.recordType as AccountingRecordType | null,
    record_id: row.recordId,
    record_label:
      row.recordType === null
        ? null
        : (context.labels.get(key) ?? (row.recordType === 'payment' ? `Payment ${row.recordId}` : null)),
    action: row.action,
    status: row.status === 'error' ? 'error' : 'success',
    error_title: row.errorTitle,
    details: row.details ?? null,
    resolvable: row.resolvable,
    linked_to_model: linked,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    resolved_by: row.resolvedBy ? (context.names.get(row.resolvedBy)?.name ?? null) : null,
    // The routes need canManageProviders, so the permission part holds for every caller.
    can_resolve: unresolvedError && row.resolvable && !linked,
    created_at: row.createdAt.toISOString(),
  };
}

/** Accounting logs: the paged list, one entry, and marking an error resolved (spec: Accounting error). */
export function createAccountingLogs(db: Database) {
  async function presentOne(dbx: Executor, companyId: number, row: repo.LogRow) {
    return present(row, await contextOf(dbx, companyId, [row]));
  }

  return {
    async list(auth: AuthContext, query: AccountingLogsQuery): Promise<AccountingLogPage> {
      const { logs, total } = await repo.listLogs(db, auth.companyId, query.filter, query.page, query.rows);
      const context = await contextOf(db, auth.companyId, logs);
      return { logs: logs.map((row) => present(row, context)), page: query.page, rows: query.rows, total };
    },

    async read(auth: AuthContext, id: number) {
      const row = await repo.findLog(db, auth.companyId, id);
      if (!row) throw notFound(M.logNotFound);
      return presentOne(db, auth.companyId, row);
    },

    /** Marks an error resolved: only an unresolved, resolvable error whose record is not linked since. */
    async resolve(auth: AuthContext, id: number) {
      return db.transaction(async (tx) => {
        const row = await repo.findLog(tx, auth.companyId, id, true);
        if (!row) throw notFound(M.logNotFound);
        const log = await presentOne(tx, auth.companyId, row);
        if (row.status !== 'error') throw fieldError('id', M.notAnError);
        if (row.resolvedAt) throw fieldError('id', M.alreadyResolved);
        if (!row.resolvable) throw fieldError('id', M.notResolvable);
        if (log.linked_to_model) throw fieldError('id', M.linkedToModel);
        await repo.markResolved(tx, auth.companyId, id, auth.userId);
        return presentOne(tx, auth.companyId, (await repo.findLog(tx, auth.companyId, id)) as repo.LogRow);
      });
    },

    /** The sync status card of a client or invoice. */
    async details(auth: AuthContext, recordType: 'client' | 'invoice', id: number): Promise<AccountingSyncDetails> {
      const record =
        recordType === 'client'
          ? await findClient(db, auth.companyId, id)
          : await findDocument(db, auth.companyId, 'invoice', id);
      if (!record) throw notFound(M.recordNotFound);
      const [connection, link] = await Promise.all([
        repo.findConnection(db, auth.companyId),
        repo.findLink(db, auth.companyId, recordType, id),
      ]);
      const linked = connection?.status === 'LINKED' ? connection : null;
      const lastLog = link?.lastLogId ? await repo.findLog(db, auth.companyId, link.lastLogId) : null;
      const status = !link
        ? 'never'
        : link.status === 'synced' || link.status === 'pending' || link.status === 'error'
          ? link.status
          : 'never';
      return {
        current_provider: linked?.provider ?? null,
        current_provider_name: linked ? labelOf(linked.provider) : null,
        accounting_id: link?.externalId ?? null,
        last_sync_time: link?.lastSyncedAt?.toISOString() ?? null,
        is_pending_sync: link?.status === 'pending',
        status,
        last_error:
          lastLog && lastLog.status === 'error' && !lastLog.resolvedAt
            ? { log_id: lastLog.id, title: lastLog.errorTitle }
            : null,
      };
    },
  };
}
