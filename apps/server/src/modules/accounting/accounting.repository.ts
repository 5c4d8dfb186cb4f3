import type { AccountingLogFilter, AccountingRecordType } from '@fieldbook/domain/accounting/accounting.schemas';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { preparedPer } from '../../db/prepared';
import { accountingConnections, accountingLinks, accountingLogs, documents } from '../../db/schema/index';

export type ConnectionRow = typeof accountingConnections.$inferSelect;
export type LinkRow = typeof accountingLinks.$inferSelect;
export type LogRow = typeof accountingLogs.$inferSelect;

/** The connection's columns a provider payload shows (never its tokens): user/load reads them with the rest. */
export const providerColumns = {
  provider: accountingConnections.provider,
  status: accountingConnections.status,
  requiresAuth: accountingConnections.requiresAuth,
  tenantName: accountingConnections.tenantName,
  connectedAt: accountingConnections.connectedAt,
  lastFullSyncAt: accountingConnections.lastFullSyncAt,
};
export type ProviderColumns = Pick<ConnectionRow, keyof typeof providerColumns>;

/** Read by the module for its own work and by the accounting queue: a named prepared statement. */
const connectionQuery = preparedPer((dbx: Executor) =>
  dbx
    .select()
    .from(accountingConnections)
    .where(eq(accountingConnections.companyId, sql.placeholder('companyId')))
    .prepare('find_accounting_connection'),
);

export async function findConnection(dbx: Executor, companyId: number, lock = false): Promise<ConnectionRow | null> {
  if (!lock) return (await connectionQuery(dbx).execute({ companyId }))[0] ?? null;
  const [row] = await dbx
    .select()
    .from(accountingConnections)
    .where(eq(accountingConnections.companyId, companyId))
    .for('update');
  return row ?? null;
}

export async function saveConnection(
  dbx: Executor,
  values: Omit<typeof accountingConnections.$inferInsert, 'updatedAt'>,
): Promise<ConnectionRow> {
  const { companyId: _companyId, ...changes } = values;
  const [row] = await dbx
    .insert(accountingConnections)
    .values(values)
    .onConflictDoUpdate({ target: accountingConnections.companyId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row as ConnectionRow;
}

export async function updateConnection(
  dbx: Executor,
  companyId: number,
  changes: Partial<typeof accountingConnections.$inferInsert>,
) {
  await dbx
    .update(accountingConnections)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(accountingConnections.companyId, companyId));
}

export async function insertLog(dbx: Executor, values: typeof accountingLogs.$inferInsert): Promise<LogRow> {
  const [row] = await dbx.insert(accountingLogs).values(values).returning();
  return row as LogRow;
}

const filterOf = (companyId: number, filter: AccountingLogFilter): SQL | undefined => {
  const company = eq(accountingLogs.companyId, companyId);
  if (filter === 'errors') return and(company, eq(accountingLogs.status, 'error'));
  if (filter === 'unresolved')
    return and(company, eq(accountingLogs.status, 'error'), isNull(accountingLogs.resolvedAt));
  return company;
};

export async function listLogs(
  dbx: Executor,
  companyId: number,
  filter: AccountingLogFilter,
  page: number,
  rows: number,
) {
  const where = filterOf(companyId, filter);
  const [list, [total]] = await Promise.all([
    dbx
      .select()
      .from(accountingLogs)
      .where(where)
      .orderBy(desc(accountingLogs.id))
      .limit(rows)
      .offset((page - 1) * rows),
    dbx.select({ n: count() }).from(accountingLogs).where(where),
  ]);
  return { logs: list, total: total?.n ?? 0 };
}

export async function countUnresolved(dbx: Executor, companyId: number) {
  const [row] = await dbx.select({ n: count() }).from(accountingLogs).where(filterOf(companyId, 'unresolved'));
  return row?.n ?? 0;
}

export async function findLog(dbx: Executor, companyId: number, id: number, lock = false): Promise<LogRow | null> {
  const query = dbx
    .select()
    .from(accountingLogs)
    .where(and(eq(accountingLogs.companyId, companyId), eq(accountingLogs.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function markResolved(dbx: Executor, companyId: number, id: number, userId: number) {
  await dbx
    .update(accountingLogs)
    .set({ resolvedAt: new Date(), resolvedBy: userId })
    .where(and(eq(accountingLogs.companyId, companyId), eq(accountingLogs.id, id)));
}

export async function findLink(
  dbx: Executor,
  companyId: number,
  recordType: AccountingRecordType,
  recordId: number,
): Promise<LinkRow | null> {
  const [row] = await dbx
    .select()
    .from(accountingLinks)
    .where(
      and(
        eq(accountingLinks.companyId, companyId),
        eq(accountingLinks.recordType, recordType),
        eq(accountingLinks.recordId, recordId),
      ),
    );
  return row ?? null;
}

export async function findLinks(dbx: Executor, companyId: number, recordType: AccountingRecordType, ids: number[]) {
  if (ids.length === 0) return [];
  return dbx
    .select()
    .from(accountingLinks)
    .where(
      and(
        eq(accountingLinks.companyId, companyId),
        eq(accountingLinks.recordType, recordType),
        inArray(accountingLinks.recordId, ids),
      ),
    );
}

/** Records the outcome of a record's sync (or that one is queued). */
export async function saveLink(
  dbx: Executor,
  values: {
    companyId: number;
    recordType: AccountingRecordType;
    recordId: number;
    provider: string;
    status: 'pending' | 'synced' | 'error';
    externalId?: string | null;
    lastSyncedAt?: Date;
    lastLogId?: number | null;
  },
) {
  const changes = {
    provider: values.provider,
    status: values.status,
    updatedAt: new Date(),
    ...(values.externalId !== undefined ? { externalId: values.externalId } : {}),
    ...(values.lastSyncedAt !== undefined ? { lastSyncedAt: values.lastSyncedAt } : {}),
    ...(values.lastLogId !== undefined ? { lastLogId: values.lastLogId } : {}),
  };
  await dbx
    .insert(accountingLinks)
    .values({ ...values, externalId: values.externalId ?? null })
    .onConflictDoUpdate({
      target: [accountingLinks.companyId, accountingLinks.recordType, accountingLinks.recordId],
      set: changes,
    });
}

/** Links of pushed invoices (to ask the provider about their payments). */
export async function pushedInvoiceLinks(dbx: Executor, companyId: number, provider: string) {
  return dbx
    .select()
    .from(accountingLinks)
    .where(
      and(
        eq(accountingLinks.companyId, companyId),
        eq(accountingLinks.provider, provider),
        eq(accountingLinks.recordType, 'invoice'),
      ),
    );
}

/** Forgets the provider ids when a company disconnects (a new link may be another organisation). */
export async function clearLinks(dbx: Executor, companyId: number) {
  await dbx.delete(accountingLinks).where(eq(accountingLinks.companyId, companyId));
}

/** Whether a client has invoices (its sync answer's has_dependencies). */
export async function hasInvoices(dbx: Executor, companyId: number, clientId: number) {
  const [row] = await dbx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.clientId, clientId), eq(documents.kind, 'invoice')))
    .limit(1);
  return !!row;
}

/** The provider ids of the company's payments pushed (or pulled) through a link. */
export async function linkedPaymentExternalIds(db: Executor, companyId: number) {
  const rows = await db
    .select({ externalId: accountingLinks.externalId })
    .from(accountingLinks)
    .where(and(eq(accountingLinks.companyId, companyId), eq(accountingLinks.recordType, 'payment')));
  return new Set(rows.map((row) => row.externalId));
}

/** Which of these logs are resolvable rejections no one has resolved yet. */
export async function unresolvedLogIds(db: Executor, companyId: number, logIds: number[]): Promise<Set<number>> {
  if (logIds.length === 0) return new Set();
  const rows = await db
    .select({ id: accountingLogs.id })
    .from(accountingLogs)
    .where(
      and(
        eq(accountingLogs.companyId, companyId),
        inArray(accountingLogs.id, logIds),
        isNull(accountingLogs.resolvedAt),
        eq(accountingLogs.resolvable, true),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Company reset: forgets the provider's links and logs of the given kinds of record (the connection stays). */
export async function eraseCompanyAccountingRecords(tx: Executor, companyId: number, recordTypes: string[]) {
  await tx
    .delete(accountingLinks)
    .where(and(eq(accountingLinks.companyId, companyId), inArray(accountingLinks.recordType, recordTypes)));
  await tx
    .delete(accountingLogs)
    .where(and(eq(accountingLogs.companyId, companyId), inArray(accountingLogs.recordType, recordTypes)));
}
