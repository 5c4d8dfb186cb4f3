import {
  INVOICE_STATUS_LABELS,
  type InvoiceSelectableStatus,
  type InvoiceStatus,
  INVOICE_MESSAGES as M,
} from '@fieldbook/domain/documents/documents.constants';
import { invoiceStatusOf, isSelectableInvoiceStatus } from '@fieldbook/domain/documents/documents.rules';
import type { CreateInvoiceBody, UpdateInvoiceBody } from '@fieldbook/domain/documents/documents.schemas';
import { formatMoney } from '@fieldbook/domain/format/en-au';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { conflict, fieldError } from '../../http/http-error';
import type { JobRunner } from '../../jobs/job-runner';
import type { DocumentRow } from '../documents/index';
import {
  createDocumentsService,
  type DocumentInput,
  findDocument,
  INVOICE_KIND,
  invoicesFromQuotations,
  presentInvoice,
  type StatusColumns,
} from '../documents/index';
import { lineItemOf } from '../inventory/index';
import { paymentsByInvoice } from '../payments/index';
import { scheduleInvoiceReminders } from './invoice-reminders';

/** An invoice body (create or update) in the document core's words. */
export const invoiceInput = (body: CreateInvoiceBody | UpdateInvoiceBody): DocumentInput => ({
  number: body.invoice_number,
  date: body.invoice_date,
  termDate: body.due_date,
  clientId: body.client_id,
  appointmentId: body.appointment_id,
  address: body.address,
  title: body.title,
  description: body.description,
  notes: body.notes,
  lineItems: body.line_items,
  status: body.status,
});

/**
 * The status an invoice is stored with: the one chosen (Draft or Unpaid) until payments decide it
 * (Partial Paid, Paid); with payments it can no longer be a draft.
 */
function statusColumns(
  chosen: InvoiceSelectableStatus,
  totalCents: number,
  current: DocumentRow | undefined,
  today: string,
): StatusColumns {
  const paid = current?.amountPaidCents ?? 0;
  const status = invoiceStatusOf(chosen, totalCents, paid);
  return { status, paidOn: status === 'PAID' && paid > 0 ? (current?.paidOn ?? today) : null };
}

export function createInvoicesService(deps: { db: Database; jobs: JobRunner }) {
  const documents = createDocumentsService({ db: deps.db }, INVOICE_KIND, {
    onSave(input, totals, current, add, actor) {
      const paid = current?.amountPaidCents ?? 0;
      if (paid > 0 && totals.total < paid) add('total', M.totalBelowPaid(formatMoney(paid)));
      if (paid > 0 && input.status === 'DRAFT') add('status', M.draftWithPayments);
      // No status named: the invoice stays issued or a draft as it was (payments decide the rest).
      const status = input.status ?? (current?.status === 'DRAFT' || !current ? 'DRAFT' : 'OPEN');
      const chosen = isSelectableInvoiceStatus(status) ? status : 'DRAFT';
      return statusColumns(chosen, totals.total, current, actor.today);
    },
    present: presentInvoice,
    loadPayments: paymentsByInvoice,
    afterSave: (tx, row) => scheduleInvoiceReminders(deps.jobs, tx, row),
    /**
     * A quotation has one live invoice: converting takes the quotation's row lock, and so does this
     * restore, so a conversion made while this one was archived (or at the same moment) keeps it archived.
     */
    async beforeRestore(tx, row) {
      if (row.sourceId === null) return;
      await findDocument(tx, row.companyId, 'quotation', row.sourceId, true);
      const live = (await invoicesFromQuotations(tx, row.companyId, [row.sourceId])).get(row.sourceId);
      if (live !== undefined && live !== row.id) throw conflict(M.restoreConvertedAgain);
    },
  });

  return {
    ...documents,

    /** The status picker: Draft or Unpaid by hand; Partial Paid and Paid only follow from payments. */
    setStatus: (auth: AuthContext, id: number, status: InvoiceStatus) =>
      documents.changeStatus(
        auth,
        id,
        (current, actor) => {
          if (!isSelectableInvoiceStatus(status)) throw fieldError('status', M.statusNotSelectable);
          if (status === 'DRAFT' && current.amountPaidCents > 0) throw fieldError('status', M.draftWithPayments);
          return statusColumns(status, current.totalCents, current, actor.today);
        },
        (row) => INVOICE_STATUS_LABELS[row.status as InvoiceStatus],
      ),

    /** A new draft invoice from a quotation: its client, job, texts and lines; dated today with the usual terms. */
    inputFromQuotation(quotation: DocumentRow, today: string): DocumentInput {
      return {
        number: null,
        date: today,
        termDate: null,
        clientId: quotation.clientId,
        appointmentId: quotation.appointmentId,
        address: quotation.address,
        title: quotation.title,
        description: quotation.description,
        notes: quotation.notes,
        lineItems: quotation.lineItems.map(lineItemOf),
        status: 'DRAFT',
      };
    },
  };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;
