import { todayIn } from '@fieldbook/domain/dates/date-codec';
import type { DocumentClient, PaymentPayload } from '@fieldbook/domain/documents/documents.payloads';
import type { Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { appointmentSummaries } from '../appointments/appointments.repository';
import { clientBillingAddresses, clientSummaries } from '../clients/client-summaries.repository';
import { creatorNames } from '../clients/clients.repository';
import type { CompanyRow } from '../company/company.repository';
import { getCompany, settingsOf } from '../company/company.service';
import { inventoryOfLines } from '../inventory/line-items';
import { paymentUsers, presentPayment } from '../payments/invoice-payments';
import { paymentRowsOf } from '../payments/payments.repository';
import type { DocumentKindConfig } from './document-kinds';
import type { PresentContext } from './documents.presenter';
import { type DocumentRow, invoicesFromQuotations } from './documents.repository';

/**
 * Everything a page of documents is presented with, each part in one query for all of them. Lists
 * (`full` false) need only the clients; an opened document also its client's billing address, its
 * lines' items, appointment, creator, and its invoice (a quotation) or payments (an invoice).
 */
export async function loadPresentContext(
  db: Executor,
  auth: Pick<AuthContext, 'companyId' | 'permissions'>,
  config: DocumentKindConfig,
  rows: DocumentRow[],
  full: boolean,
  /** The company, when the caller has read it already. */
  known?: CompanyRow,
): Promise<PresentContext> {
  const { companyId } = auth;
  const company = known ?? (await getCompany(db, companyId));
  const ids = rows.map((row) => row.id);
  const clientIds = rows.map((row) => row.clientId);
  const [clients, billingAddresses, appointments, inventory, creators, invoices] = await Promise.all([
    clientSummaries(db, companyId, clientIds),
    full ? clientBillingAddresses(db, companyId, clientIds) : new Map<number, string>(),
    full
      ? appointmentSummaries(
          db,
          companyId,
          rows.flatMap((row) => (row.appointmentId === null ? [] : [row.appointmentId])),
        )
      : new Map(),
    full
      ? inventoryOfLines(
          db,
          companyId,
          rows.flatMap((row) => row.lineItems),
        )
      : new Map(),
    full
      ? creatorNames(
          db,
          companyId,
          rows.flatMap((row) => (row.createdBy === null ? [] : [row.createdBy])),
        )
      : new Map(),
    full && config.kind === 'quotation' ? invoicesFromQuotations(db, companyId, ids) : new Map<number, number>(),
  ]);
  const named = new Map<number, DocumentClient>(
    [...clients].map(([id, { display_name, email }]) => [id, { id, display_name, email }]),
  );
  const payments =
    full && config.kind === 'invoice'
      ? await paymentsByInvoice(db, companyId, company.timezone, rows, named)
      : new Map();
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

async function paymentsByInvoice(
  db: Executor,
  companyId: number,
  timezone: string,
  rows: DocumentRow[],
  clients: Map<number, DocumentClient>,
) {
  const found = await paymentRowsOf(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  const users = await paymentUsers(db, companyId, found);
  const invoices = new Map(
    rows.map((row) => [
      row.id,
      { number: row.number, client: clients.get(row.clientId) ?? { id: row.clientId, display_name: '', email: null } },
    ]),
  );
  const byInvoice = new Map<number, PaymentPayload[]>();
  for (const payment of found) {
    const list = byInvoice.get(payment.invoiceId) ?? [];
    list.push(presentPayment(payment, { timezone, invoices, users }));
    byInvoice.set(payment.invoiceId, list);
  }
  return byInvoice;
}
