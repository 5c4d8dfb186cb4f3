import type {
  PortalBusiness,
  PortalDocumentSummary,
  PortalHomeBusiness,
  PortalLoad,
  PortalPaymentSettings,
} from '@fieldbook/domain/connect/connect.schemas';
import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import {
  INVOICE_STATUS_LABELS,
  type InvoiceStatus,
  QUOTATION_STATUS_LABELS,
  type QuotationStatus,
} from '@fieldbook/domain/documents/documents.constants';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { unauthorized } from '../../http/http-error';
import { portalBusinesses } from '../company/index';
import type { DocumentRow } from '../documents/index';
import type { BusinessPayments } from '../payment-provider/index';
import * as accounts from './connect-accounts.repository';
import type { ClientAuthContext } from './connect-auth';
import { linkedClients } from './connect-links.repository';
import { businessOf, portalSummary } from './portal-documents';
import * as reads from './portal-home.repository';

const labelOf = (row: DocumentRow) =>
  row.kind === 'quotation'
    ? QUOTATION_STATUS_LABELS[row.status as QuotationStatus]
    : INVOICE_STATUS_LABELS[row.status as InvoiceStatus];

const summaries = (rows: DocumentRow[]): PortalDocumentSummary[] => rows.map((row) => portalSummary(row, labelOf(row)));

/** The signed-in account's own pages: who it is, its businesses, and what each holds for it. */
export function createPortalHome(deps: { db: Database; config: Config; payments: BusinessPayments }) {
  const { db, config } = deps;

  async function account(auth: ClientAuthContext) {
    const user = await accounts.findPortalUser(db, auth.portalUserId);
    if (!user) throw unauthorized();
    return {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      email_verified: user.emailVerifiedAt !== null,
    };
  }

  async function businesses(auth: ClientAuthContext): Promise<PortalBusiness[]> {
    const links = await linkedClients(db, auth.portalUserId);
    return (await portalBusinesses(db, [...links.keys()])).map(businessOf);
  }

  /**
   * What the card panel needs to know of the provider (the publishable key and Square's application
   * id are public by design); for one business's document, the account the browser's SDK must act
   * on too: the connected Stripe account, or the Square location.
   */
  const paymentSettings = async (companyId?: number): Promise<PortalPaymentSettings> => {
    const route = companyId === undefined ? null : await deps.payments.destination(db, companyId);
    const provider = route?.name ?? deps.payments.platform.name;
    return {
      provider,
      kind: route?.kind ?? null,
      publishable_key: provider === 'stripe' ? config.STRIPE_PUBLISHABLE_KEY || null : null,
      stripe_account: provider === 'stripe' ? route?.accountRef || null : null,
      square:
        provider === 'square' && config.square && route?.locationId
          ? { application_id: config.square.applicationId, location_id: route.locationId }
          : null,
    };
  };

  return {
    businesses,
    paymentSettings,

    async load(auth: ClientAuthContext): Promise<PortalLoad> {
      return { details: await account(auth), businesses: await businesses(auth), payments: await paymentSettings() };
    },

    async saveProfile(auth: ClientAuthContext, body: { first_name: string; last_name: string }) {
      await accounts.updatePortalUser(db, auth.portalUserId, { firstName: body.first_name, lastName: body.last_name });
      return { details: await account(auth) };
    },

    async home(auth: ClientAuthContext): Promise<PortalHomeBusiness[]> {
      const links = await linkedClients(db, auth.portalUserId);
      const companies = await portalBusinesses(db, [...links.keys()]);
      return Promise.all(
        companies.map(async (company) => {
          const clientIds = links.get(company.id) ?? [];
          const [open, upcoming, messages] = await Promise.all([
            reads.openDocuments(db, company.id, clientIds),
            reads.upcomingAppointments(db, company.id, clientIds),
            reads.recentMessages(db, company.id, clientIds),
          ]);
          return Object.assign(businessOf(company), {
            quotations: summaries(open.filter((row) => row.kind === 'quotation')),
            invoices: summaries(open.filter((row) => row.kind === 'invoice')),
            appointments: upcoming.map((a) => ({
              id: a.id,
              title: a.title,
              start_date: formatSqlDate(a.startAt, a.timezone),
              end_date: formatSqlDate(a.endAt, a.timezone),
              timezone: a.timezone,
            })),
            messages: messages.map((m) => ({
              id: m.id,
              subject: m.subject,
              sent_at: formatSqlDate(m.createdAt, company.timezone),
              reference: m.reference,
            })),
          });
        }),
      );
    },

    /** business/{id}: that business's sent documents for the account's records; null when not linked. */
    async business(auth: ClientAuthContext, companyId: number) {
      const links = await linkedClients(db, auth.portalUserId, companyId);
      const clientIds = links.get(companyId);
      if (!clientIds) return null;
      const [company] = await portalBusinesses(db, [companyId]);
      if (!company) return null;
      const rows = await reads.sentDocuments(db, companyId, clientIds);
      return { business: businessOf(company), documents: summaries(rows) };
    },
  };
}
