import { parseDateOnly } from '@fieldbook/domain/dates/date-codec';
import { DOCUMENT_LIMITS } from '@fieldbook/domain/documents/documents.constants';
import { overdueText } from '@fieldbook/domain/documents/documents.rules';
import { formatDate, formatMoney } from '@fieldbook/domain/format/en-au';
import { toCents } from '@fieldbook/domain/money/money.rules';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import type { Storage } from '../../storage/storage';
import { logoBytes } from '../branding/index';
import { clientMergeValues, renderCompanyTemplate } from '../communication-templates/index';
import {
  type CommunicationSender,
  MESSAGE_CAP_RETRY_MS,
  MessageCapReached,
  noDeliveries,
} from '../communications/index';
import { getCompany, settingsOf } from '../company/index';
import {
  type DocumentRow,
  documentPdfInput,
  findDocument,
  INVOICE_KIND,
  issueDocumentLink,
  loadPresentContext,
  presentInvoice,
  renderDocumentPdf,
} from '../documents/index';
import { paymentsByInvoice } from '../payments/index';
import { claimInvoiceReminder } from './invoice-reminders.repository';

export const INVOICE_REMINDER_QUEUE = 'invoice-payment-reminder';

/** Reminders go out at this hour of the company's day. */
const REMINDER_HOUR = 9;

interface PaymentReminder {
  companyId: number;
  invoiceId: number;
  daysAfterDue: number;
  /** The due date it was planned for: a moved date makes it stale (the new date has its own). */
  dueDate: string;
}

/** The company's reminder days (invoices_default_payment_reminders): whole days after the due date, 1-365. */
export function reminderDays(setting: unknown): number[] {
  if (!Array.isArray(setting)) return [];
  const days = setting.filter((day): day is number => Number.isInteger(day) && day >= 1 && day <= 365);
  return [...new Set(days)].sort((a, b) => a - b).slice(0, DOCUMENT_LIMITS.paymentRemindersMax);
}

/**
 * Queues an unpaid invoice's overdue reminders inside the saving transaction: one job per reminder
 * day at 09:00 company time on the due date plus that many days. Queuing again is harmless: each
 * (invoice, day) is claimed once when it is sent, and a job planned for another due date does nothing.
 */
export async function scheduleInvoiceReminders(jobs: JobRunner, tx: Executor, invoice: DocumentRow) {
  if (invoice.kind !== 'invoice' || invoice.termDate === null || invoice.archivedAt !== null) return;
  if (invoice.status !== 'OPEN' && invoice.status !== 'PARTIAL') return;
  const company = await getCompany(tx, invoice.companyId);
  const due = parseDateOnly(invoice.termDate, company.timezone).set({ hour: REMINDER_HOUR });
  for (const daysAfterDue of reminderDays(settingsOf(company).invoices_default_payment_reminders)) {
    const at = due.plus({ days: daysAfterDue }).toJSDate();
    if (at <= new Date()) continue;
    const reminder: PaymentReminder = {
      companyId: invoice.companyId,
      invoiceId: invoice.id,
      daysAfterDue,
      dueDate: invoice.termDate,
    };
    await jobs.send(tx, INVOICE_REMINDER_QUEUE, reminder, at);
  }
}

/**
 * Runs one reminder: still unpaid, live and due when planned → claimed once, then emailed with the PDF
 * and pay link. Past the company's hourly message cap nothing is claimed: it runs again later.
 */
export function createInvoiceReminderWorker(deps: {
  db: Database;
  jobs: JobRunner;
  config: Config;
  communications: CommunicationSender;
  /** Where the company's logo is, for the reminder's PDF. */
  storage: Storage;
}) {
  const { db, jobs, config, communications } = deps;
  /** Whether the reminder still applies to the invoice as it is now. */
  const applies = (invoice: DocumentRow | undefined, reminder: PaymentReminder): invoice is DocumentRow =>
    invoice !== undefined &&
    invoice.archivedAt === null &&
    invoice.termDate === reminder.dueDate &&
    (invoice.status === 'OPEN' || invoice.status === 'PARTIAL');

  return async function remind(reminder: PaymentReminder) {
    await remindOnce(reminder).catch(async (error: unknown) => {
      if (!(error instanceof MessageCapReached)) throw error;
      await jobs.send(db, INVOICE_REMINDER_QUEUE, reminder, new Date(Date.now() + MESSAGE_CAP_RETRY_MS));
    });
  };

  async function remindOnce(reminder: PaymentReminder) {
    // Read and present first (on the pool); the transaction then re-checks, claims and queues.
    const current = await findDocument(db, reminder.companyId, 'invoice', reminder.invoiceId);
    if (!applies(current, reminder)) return;
    const company = await getCompany(db, reminder.companyId);
    const logo = await logoBytes(deps.storage, company);
    const context = await loadPresentContext(
      db,
      { companyId: reminder.companyId, permissions: [] },
      INVOICE_KIND,
      [current],
      company,
      paymentsByInvoice,
    );
    const presented = presentInvoice(current, context);
    const to = presented.client.email;
    if (!to) return;
    const deliveries = noDeliveries();
    await db.transaction(async (tx) => {
      const invoice = await findDocument(tx, reminder.companyId, 'invoice', reminder.invoiceId, true);
      if (!applies(invoice, reminder) || invoice.amountPaidCents !== current.amountPaidCents) return;
      const claimed = await claimInvoiceReminder(tx, {
        companyId: invoice.companyId,
        invoiceId: invoice.id,
        dueDate: reminder.dueDate,
        daysAfterDue: reminder.daysAfterDue,
      });
      if (!claimed) return;
      const link = await issueDocumentLink(tx, config, {
        companyId: invoice.companyId,
        id: invoice.id,
        kind: 'invoice',
      });
      const pdf = await renderDocumentPdf(documentPdfInput({ kind: 'invoice', ...presented }, company, logo, link));
      const message = await renderCompanyTemplate(tx, invoice.companyId, 'invoice_payment_reminder', 'EMAIL', {
        ...(await clientMergeValues(tx, invoice.companyId, invoice.clientId, presented.client.display_name)),
        'company.name': company.companyName,
        'document.number': invoice.number,
        'document.total': formatMoney(toCents(presented.total)),
        'document.amount_due': formatMoney(toCents(presented.amount_due)),
        'document.due_date': formatDate(presented.due_date),
        'document.overdue': overdueText(presented.overdue_days),
        link,
      });
      await communications.queue(
        tx,
        {
          companyId: invoice.companyId,
          via: 'EMAIL',
          kind: 'REMINDER',
          appointmentId: null,
          clientId: invoice.clientId,
          userId: null,
          documentId: invoice.id,
          to,
          subject: message.subject,
          text: message.text,
          attachments: [
            {
              filename: `Invoice-${invoice.number}.pdf`,
              contentType: 'application/pdf',
              content: pdf.toString('base64'),
            },
          ],
          createdBy: null,
        },
        deliveries,
      );
    });
    await communications.deliver(deliveries);
  }
}
