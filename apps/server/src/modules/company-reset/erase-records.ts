import type { Executor } from '../../db/database';
import { eraseCompanyAccountingRecords } from '../accounting/index';
import { eraseCompanyAppointments, unlinkCompanyQuotations } from '../appointments/index';
import { eraseCompanyAttachments } from '../attachments/index';
import { eraseCompanyClients } from '../clients/index';
import { eraseCompanyRecordMessages } from '../communications/index';
import { eraseCompanyDocuments } from '../documents/index';
import { eraseCompanyDrawings } from '../drawings/index';
import { eraseCompanyKeys } from '../idempotency/index';
import { eraseCompanyInvoiceReminders } from '../invoices/index';
import { eraseCompanyNotes } from '../notes/index';
import { eraseCompanyNotifications } from '../notifications/index';
import { eraseCompanyPayments } from '../payments/index';
import { eraseCompanyReports } from '../reports/index';

/** The record kinds a reset erases, as notes, attachments and notifications name their subject. */
const ERASED_SUBJECTS = ['client', 'appointment', 'quotation', 'invoice', 'payment', 'report', 'drawing'];
/** …and as the accounting provider's links and logs name them. */
const SYNCED_RECORDS = ['client', 'invoice', 'payment'];

/**
 * Erases the company's records inside the caller's transaction, each module deleting its own rows, those
 * that point at others first. Answers the storage keys of the drawings' thumbnails, to delete once this
 * has committed.
 */
export async function eraseRecords(tx: Executor, companyId: number): Promise<string[]> {
  // No replay may answer with a record the reset erased.
  await eraseCompanyKeys(tx, companyId);
  await eraseCompanyNotes(tx, companyId, ERASED_SUBJECTS);
  await eraseCompanyAttachments(tx, companyId, ERASED_SUBJECTS);
  await eraseCompanyNotifications(tx, companyId, ERASED_SUBJECTS);
  await eraseCompanyAccountingRecords(tx, companyId, SYNCED_RECORDS);
  await eraseCompanyRecordMessages(tx, companyId);
  await eraseCompanyReports(tx, companyId);
  const thumbnails = await eraseCompanyDrawings(tx, companyId);
  await eraseCompanyPayments(tx, companyId);
  await eraseCompanyInvoiceReminders(tx, companyId);
  await unlinkCompanyQuotations(tx, companyId);
  await eraseCompanyDocuments(tx, companyId);
  await eraseCompanyAppointments(tx, companyId);
  await eraseCompanyClients(tx, companyId);
  return thumbnails;
}
