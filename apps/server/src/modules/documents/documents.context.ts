import { todayIn } from '@fieldbook/domain/dates/date-codec';
import type { DocumentClient, PaymentPayload } from '@fieldbook/domain/documents/documents.payloads';
import type { Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { appointmentSummaries } from '../appointments/index';
import { clientBillingAddresses, clientSummaries, creatorNames } from '../clients/index';
import type { CompanyRow } from '../company/index';
import { getCompany, settingsOf } from '../company/index';
import { inventoryOfLines } from '../inventory/index';
import type { DocumentKindConfig } from './document-kinds';
import type { PresentContext, SummaryContext } from './documents.presenter';
import { type DocumentRow, invoicesFromQuotations } from './documents.repository';

/**
 * An opened invoice's payments, presented: modules/payments loads them (paymentsByInvoice) and the
 * invoice kind passes that in, so the core does not import payments. Read beside the clients (one
 * round trip fewer), then presented with them.
 */
export type PaymentsLoader = (
  db: Executor,
  companyId: number,
  timezone: string,
  rows: DocumentRow[],
) => Promise<(clients: Map<number, DocumentClient>) => Map<number, PaymentPayload[]>>;

/** A list's summaries' context: today in the company's timezone and the rows' clients, in one statement. */
export async function loadSummaryContext(
  db: Executor,
  companyId: number,
  timezone: string,
  rows: readonly Pick<DocumentRow, 'clientId'>[],
): Promise<SummaryContext> {
  const clients = await clientSummaries(
    db,
    companyId,
    rows.map((row) => row.clientId),
  );
  return {
    today: todayIn(timezone),
    clients: new Map([...clients].map(([id, { display_name, email }]) => [id, { id, display_name, email }])),
  };
}

/**
 * Everything opened documents are presented with, each part in one query for all of them: their
 * clients, each client's billing address, their lines' items, appointment, creator, and its invoice
 * (a quotation) or payments (an invoice, through `loadPayments`).
 */
export async function loadPresentContext(
  db: Executor,
  auth: Pick<AuthContext, 'companyId' | 'permissions'>,
  config: DocumentKindConfig,
  rows: DocumentRow[],
  /** The company, when the caller has read it already. */
  known?: CompanyRow,
  loadPayments?: PaymentsLoader,
): Promise<PresentContext> {
  const { companyId } = auth;
  const company = known ?? (await getCompany(db, companyId));
  const ids = rows.map((row) => row.id);
  const clientIds = rows.map((row) => row.clientId);
  const [clients, billingAddresses, appointments, inventory, creators, invoices, presentPayments] = await Promise.all([
    clientSummaries(db, companyId, clientIds),
    clientBillingAddresses(db, companyId, clientIds),
    appointmentSummaries(
      db,
      companyId,
      rows.flatMap((row) => (row.appointmentId === null ? [] : [row.appointmentId])),
    ),
    inventoryOfLines(
      db,
      companyId,
      rows.flatMap((row) => row.lineItems),
    ),
    creatorNames(
      db,
      companyId,
      rows.flatMap((row) => (row.createdBy === null ? [] : [row.createdBy])),
    ),
    config.kind === 'quotation' ? invoicesFromQuotations(db, companyId, ids) : new Map<number, number>(),
    loadPayments ? loadPayments(db, companyId, company.timezone, rows) : null,
  ]);
  const named = new Map<number, DocumentClient>(
    [...clients].map(([id, { display_name, email }]) => [id, { id, display_name, email }]),
  );
  const payments = presentPayments ? presentPayments(named) : new Map<number, PaymentPayload[]>();
  return {
    timezone: company.timezone,
    today: todayIn(company.timezone),
    rounding: settingsOf(company).rounding_method,
    clients: named,
    clientMarkups: new Map([...clients].map(([id, client]) => [id, client.markupPercentage])),
    billingAddresses,
    appointments,
    inventory,
    creators,
    canEdit: auth.permissions.includes(config.editPermission),
    invoices,
    payments,
  };
}
