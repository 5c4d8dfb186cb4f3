import {
  QUOTATION_MESSAGES as M,
  QUOTATION_STATUS_LABELS,
  type QuotationStatus,
} from '@fieldbook/domain/documents/documents.constants';
import { canMoveQuotation } from '@fieldbook/domain/documents/documents.rules';
import type { CreateQuotationBody, UpdateQuotationBody } from '@fieldbook/domain/documents/documents.schemas';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { fieldError } from '../../http/http-error';
import type { DocumentRow } from '../documents/index';
import {
  type Actor,
  actorOf,
  createDocumentsService,
  type DocumentInput,
  invoicesFromQuotations,
  presentQuotation,
  QUOTATION_KIND,
  type StatusColumns,
} from '../documents/index';
import type { InvoicesService } from '../invoices/index';

/** A quotation body (create or update) in the document core's words. */
export const quotationInput = (body: CreateQuotationBody | UpdateQuotationBody): DocumentInput => ({
  number: body.quotation_number,
  date: body.quotation_date,
  termDate: body.expiry_date,
  clientId: body.client_id,
  appointmentId: body.appointment_id,
  address: body.address,
  title: body.title,
  description: body.description,
  notes: body.notes,
  lineItems: body.line_items,
  status: body.status,
});

const isAnswered = (status: QuotationStatus) => status === 'ACCEPTED' || status === 'REJECTED';

/**
 * The columns a move to `status` sets: a first publish records when; the client's answer (given
 * here by staff, or by the client in the portal) records when and by whom; going back clears it.
 */
function statusColumns(current: DocumentRow | undefined, status: QuotationStatus, actor: Actor) {
  const values: StatusColumns = { status };
  if (current?.status === status) return values;
  if (status === 'SENT' && !current?.sentAt) values.sentAt = new Date();
  const answered = isAnswered(status);
  values.decidedAt = answered ? new Date() : null;
  values.decidedBy = answered ? actor.name : null;
  values.declineReason = null;
  // A drawn signature stands only for the client's own acceptance in Client Connect.
  values.decisionSignature = null;
  return values;
}

export function createQuotationsService(deps: { db: Database; invoices: InvoicesService }) {
  const documents = createDocumentsService({ db: deps.db }, QUOTATION_KIND, {
    onSave(input, _totals, current, add, actor) {
      // No status named keeps the current one (a new quotation is a draft).
      const status = (input.status ?? current?.status ?? 'DRAFT') as QuotationStatus;
      // A new quotation is a draft or published; only an existing one is answered (accepted or rejected).
      const allowed = current ? canMoveQuotation(current.status as QuotationStatus, status) : !isAnswered(status);
      if (!allowed) add('status', M.statusInvalid);
      return statusColumns(current, status, actor);
    },
    present: presentQuotation,
  });

  return {
    ...documents,

    /** The status picker: only the moves it offers (spec: Draft hidden once answered, and so on). */
    setStatus: (auth: AuthContext, id: number, status: QuotationStatus) =>
      documents.changeStatus(
        auth,
        id,
        (current, actor) => {
          if (!canMoveQuotation(current.status as QuotationStatus, status)) throw fieldError('status', M.statusInvalid);
          return statusColumns(current, status, actor);
        },
        (row) => QUOTATION_STATUS_LABELS[row.status as QuotationStatus],
      ),

    /**
     * An accepted quotation becomes a draft invoice with its lines, once: the quotation stays locked
     * while the invoice is made, so two converts cannot both pass the check.
     */
    async convert(auth: AuthContext, id: number) {
      const invoice = await documents.withLocked(auth, id, async (tx, quotation) => {
        if (quotation.status !== 'ACCEPTED') throw fieldError('id', M.convertNotAccepted);
        const made = await invoicesFromQuotations(tx, auth.companyId, [quotation.id]);
        if (made.has(quotation.id)) throw fieldError('id', M.convertedAlready);
        const { today } = await actorOf(tx, auth);
        const input = deps.invoices.inputFromQuotation(quotation, today);
        const row = await deps.invoices.createWithin(tx, auth, input, quotation.id);
        await documents.log(
          tx,
          auth,
          quotation,
          'converted',
          `Converted quotation ${quotation.number} to invoice ${row.number}`,
        );
        return row;
      });
      return deps.invoices.present(auth, invoice);
    },
  };
}
export type QuotationsService = ReturnType<typeof createQuotationsService>;
