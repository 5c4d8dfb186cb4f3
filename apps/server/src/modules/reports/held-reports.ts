import type { Executor } from '../../db/database';
import type { Deliveries } from '../communications/communication-sender';
import type { DocumentRow } from '../documents/documents.repository';
import type { ReportsService } from './reports.service';

/** What a payment calls once it has settled an invoice: the appointment's held reports go out when it is paid. */
export interface HeldReports {
  afterSettled(tx: Executor, invoice: DocumentRow, deliveries: Deliveries): Promise<void>;
}

export const heldReportsOf = (reports: Pick<ReportsService, 'releaseHeld'>): HeldReports => ({
  async afterSettled(tx, invoice, deliveries) {
    if (invoice.status !== 'PAID' || invoice.appointmentId === null) return;
    await reports.releaseHeld(tx, invoice.companyId, invoice.appointmentId, deliveries);
  },
});
