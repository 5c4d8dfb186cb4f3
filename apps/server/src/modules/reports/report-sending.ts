import { REPORT_MESSAGES, REPORT_OUTSIDE_RECIPIENT_PERMISSION } from '@fieldbook/domain/reports/reports.constants';
import type { SendReportBody } from '@fieldbook/domain/reports/reports.schemas';
import type { Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { fieldError, notFound } from '../../http/http-error';
import type { Storage } from '../../storage/storage';
import { clientSummaries, storedContactsOfClient } from '../clients/index';
import type { CommunicationSender, Deliveries, QueueOptions } from '../communications/index';
import { checkedDocumentRecipients } from '../communications/index';
import { getCompany, settingsOf } from '../company/index';
import { logReport, type ReportActor } from './report-activity';
import { reportEmail } from './report-email';
import * as repo from './reports.repository';

/**
 * Emailing a report's PDF to the client, now or — with reports_send_before_invoice_payment off and an
 * unpaid invoice on its appointment — once that invoice is paid. Everything runs in the caller's
 * transaction; the caller delivers after commit. Who to: the client's stored addresses and the
 * company's staff, or others with REPORT_OUTSIDE_RECIPIENT_PERMISSION (403 without).
 */
export function createReportSending(deps: { storage: Storage; communications: CommunicationSender }) {
  /** Whether the report's email must wait for its appointment's invoice. */
  async function mustHold(tx: Executor, report: repo.ReportRow) {
    if (report.appointmentId === null) return false;
    const settings = settingsOf(await getCompany(tx, report.companyId));
    if (settings.reports_send_before_invoice_payment) return false;
    return repo.appointmentHasUnpaidInvoice(tx, report.companyId, report.appointmentId);
  }

  /** Queues the report's email with its PDF to each address, and logs it. */
  async function queueEmail(
    tx: Executor,
    actor: ReportActor,
    report: repo.ReportRow,
    to: string[],
    body: SendReportBody,
    deliveries: Deliveries,
    options?: QueueOptions,
  ) {
    const row = await repo.findReport(tx, actor.companyId, report.id);
    if (!row) throw notFound(REPORT_MESSAGES.notFound);
    const email = await reportEmail(tx, deps.storage, row, await repo.definitionOf(tx, report), body);
    for (const address of to) {
      await deps.communications.queue(
        tx,
        {
          companyId: report.companyId,
          via: 'EMAIL',
          kind: 'MESSAGE',
          appointmentId: report.appointmentId,
          clientId: report.clientId,
          userId: null,
          documentId: null,
          to: address,
          subject: email.subject,
          text: email.text,
          attachments: [email.attachment],
          createdBy: actor.userId,
        },
        deliveries,
        options,
      );
    }
    await logReport(tx, actor, report, 'report_sent', `Sent report ${report.referenceId} to ${to.join(', ')}`);
  }

  /** The client's address, when it has one. */
  const clientEmailOf = async (tx: Executor, report: repo.ReportRow) =>
    (await clientSummaries(tx, report.companyId, [report.clientId])).get(report.clientId)?.email ?? null;

  return {
    /** Sends now, or marks the report to be sent once the invoice is paid; answers whether it was held. */
    async sendOrHold(
      tx: Executor,
      auth: AuthContext,
      report: repo.ReportRow,
      body: SendReportBody,
      deliveries: Deliveries,
    ) {
      // The addresses given (checked), else the client's own; none is a 422 on `to`.
      const clientEmail = body.to?.length ? null : await clientEmailOf(tx, report);
      const to = body.to?.length
        ? await checkedDocumentRecipients(
            tx,
            auth,
            await storedContactsOfClient(tx, auth.companyId, report.clientId),
            body.to,
            REPORT_OUTSIDE_RECIPIENT_PERMISSION,
          )
        : clientEmail
          ? [clientEmail]
          : [];
      if (to.length === 0) throw fieldError('to', REPORT_MESSAGES.sendNoEmail);
      if (await mustHold(tx, report)) {
        await repo.updateReport(tx, report, { sendPending: true });
        await logReport(
          tx,
          auth,
          report,
          'report_send_held',
          `Report ${report.referenceId} will be sent once its invoice is paid`,
        );
        return true;
      }
      await queueEmail(tx, auth, report, to, body, deliveries);
      await repo.updateReport(tx, report, { sentAt: new Date(), sendPending: false });
      return false;
    },

    /**
     * Sends the reports held for an appointment whose invoices are now all paid, in the payment's
     * transaction (each report once: they are locked and unmarked as they go).
     */
    async releaseHeld(tx: Executor, companyId: number, appointmentId: number, deliveries: Deliveries) {
      if (await repo.appointmentHasUnpaidInvoice(tx, companyId, appointmentId)) return;
      for (const report of await repo.lockPendingForAppointment(tx, companyId, appointmentId)) {
        // Sent in the name of whoever published it (a held report is always published).
        const userId = report.publishedBy ?? report.createdBy;
        const email = await clientEmailOf(tx, report);
        // A payment set this off: past the hourly cap it still goes (refusing would undo the payment).
        if (email && userId !== null)
          await queueEmail(tx, { companyId, userId }, report, [email], {}, deliveries, { capped: false });
        await repo.updateReport(tx, report, { sendPending: false, sentAt: email ? new Date() : null });
      }
    },
  };
}
