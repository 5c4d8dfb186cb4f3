import type { CompanyResetCounts } from '@fieldbook/domain/company/company-reset.schemas';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  accountingLinks,
  accountingLogs,
  appointments,
  attachments,
  clientGroups,
  clients,
  communications,
  documentLinks,
  documents,
  drawings,
  invoiceReminders,
  notes,
  notifications,
  payments,
  reports,
} from '../../db/schema/index';

/** The record kinds a reset erases, as notes, attachments and notifications name their subject. */
const ERASED_SUBJECTS = ['client', 'appointment', 'quotation', 'invoice', 'payment', 'report', 'drawing'];
/** …and as the accounting provider's links and logs name them. */
const SYNCED_RECORDS = ['client', 'invoice', 'payment'];

const countOf = (table: string, companyId: number, where = sql``) =>
  sql<number>`(select count(*) from ${sql.identifier(table)} where company_id = ${companyId} ${where})`.mapWith(Number);

/** How many of each record the company has, archived ones included: what a reset would erase. */
export async function recordCounts(db: Executor, companyId: number): Promise<CompanyResetCounts> {
  const [row] = await db
    .select({
      clients: countOf('clients', companyId),
      appointments: countOf('appointments', companyId),
      quotations: countOf('documents', companyId, sql`and kind = 'quotation'`),
      invoices: countOf('documents', companyId, sql`and kind = 'invoice'`),
      payments: countOf('payments', companyId),
      reports: countOf('reports', companyId),
      drawings: countOf('drawings', companyId),
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('record counts returned no row');
  return row;
}

/**
 * Erases the company's records (inside the caller's transaction), those that point at others first.
 * The link tables of appointments and clients (staff, clients, types, reminders; contacts, groups,
 * portal links) go with their rows by their foreign keys' cascade. Answers the storage keys of the
 * drawings' thumbnails, to delete once this has committed.
 */
export async function eraseRecords(tx: Executor, companyId: number): Promise<string[]> {
  await tx.delete(notes).where(and(eq(notes.companyId, companyId), inArray(notes.subjectType, ERASED_SUBJECTS)));
  await tx
    .delete(attachments)
    .where(and(eq(attachments.companyId, companyId), inArray(attachments.subjectType, ERASED_SUBJECTS)));
  await tx
    .delete(notifications)
    .where(and(eq(notifications.companyId, companyId), inArray(sql`${notifications.data}->>'type'`, ERASED_SUBJECTS)));
  await tx
    .delete(accountingLinks)
    .where(and(eq(accountingLinks.companyId, companyId), inArray(accountingLinks.recordType, SYNCED_RECORDS)));
  await tx
    .delete(accountingLogs)
    .where(and(eq(accountingLogs.companyId, companyId), inArray(accountingLogs.recordType, SYNCED_RECORDS)));
  await tx
    .delete(communications)
    .where(
      and(
        eq(communications.companyId, companyId),
        or(
          isNotNull(communications.clientId),
          isNotNull(communications.appointmentId),
          isNotNull(communications.documentId),
        ),
      ),
    );
  await tx.delete(reports).where(eq(reports.companyId, companyId));
  const thumbnails = await tx
    .delete(drawings)
    .where(eq(drawings.companyId, companyId))
    .returning({ key: drawings.thumbnailKey });
  await tx.delete(payments).where(eq(payments.companyId, companyId));
  await tx.delete(invoiceReminders).where(eq(invoiceReminders.companyId, companyId));
  await tx.delete(documentLinks).where(eq(documentLinks.companyId, companyId));
  // An appointment booked from a quotation and a document made from an appointment point at each other.
  await tx.update(appointments).set({ quotationId: null }).where(eq(appointments.companyId, companyId));
  await tx.delete(documents).where(eq(documents.companyId, companyId));
  await tx.delete(appointments).where(eq(appointments.companyId, companyId));
  await tx.delete(clients).where(eq(clients.companyId, companyId));
  await tx.delete(clientGroups).where(eq(clientGroups.companyId, companyId));
  return thumbnails.map((row) => row.key);
}
