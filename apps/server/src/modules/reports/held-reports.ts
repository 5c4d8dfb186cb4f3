import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database';
import type { Deliveries } from '../communications/index';
import type { DocumentRow } from '../documents/index';
import { createReportSending } from './report-sending';

/** What a payment calls once it has settled an invoice: the appointment's held reports go out when it is paid. */
export interface HeldReports {
  afterSettled(tx: Executor, invoice: DocumentRow, deliveries: Deliveries): Promise<void>;
}

export function heldReportsOf(app: Pick<FastifyInstance, 'storage' | 'communications'>): HeldReports {
  const sending = createReportSending({ storage: app.storage, communications: app.communications });
  return {
    async afterSettled(tx, invoice, deliveries) {
      if (invoice.status !== 'PAID' || invoice.appointmentId === null) return;
      await sending.releaseHeld(tx, invoice.companyId, invoice.appointmentId, deliveries);
    },
  };
}
