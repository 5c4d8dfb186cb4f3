import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import {
  CONNECT_MESSAGES,
  type PayInvoiceBody,
  type PortalPaymentResult,
} from '@fieldbook/domain/connect/connect.schemas';
import { todayIn } from '@fieldbook/domain/dates/date-codec';
import { isPayableInvoiceStatus } from '@fieldbook/domain/documents/documents.rules';
import { formatMoney } from '@fieldbook/domain/format/en-au';
import { toCents, toDollars } from '@fieldbook/domain/money/money.rules';
import { PAYMENT_PROVIDER_MESSAGES } from '@fieldbook/domain/payment-provider/payment-provider.schemas';
import { type ChargeSource, ConnectionRefused, type PaymentProvider } from '../../card-payments/payment-provider';
import type { Config } from '../../config';
import { takeCompanyTurn } from '../../db/advisory-locks';
import type { Database, Executor } from '../../db/database';
import { conflict, fieldError, HttpError, invalid } from '../../http/http-error';
import type { Realtime } from '../../realtime/realtime';
import { clientSummaries } from '../clients/index';
import { clientMergeValues, renderCompanyTemplate } from '../communication-templates/index';
import { type CommunicationSender, noDeliveries } from '../communications/index';
import { getCompany } from '../company/index';
import type { BusinessPayments, PaymentRoute } from '../payment-provider/index';
import { earlierPayment, recordCardPayment } from '../payments/index';
import type { HeldReports } from '../reports/index';
import * as accounts from './connect-accounts.repository';
import type { ClientAuthContext } from './connect-auth';
import type { PortalCards } from './portal-cards';
import type { PortalDocuments } from './portal-documents';
import { announceToBusiness, notifyCreator } from './portal-notify';

/**
 * Paying an invoice by card from its link or the portal. One idempotency key charges once: the key
 * is held by a transaction-scoped lock from the check for an earlier payment, through the charge,
 * to the payment's insert, so a double click or a retry waits and then answers the first payment.
 */
export function createPortalPayments(deps: {
  db: Database;
  config: Config;
  payments: BusinessPayments;
  cards: PortalCards;
  documents: PortalDocuments;
  communications: CommunicationSender;
  realtime: Realtime;
  heldReports: HeldReports;
}) {
  const { db, payments, cards, documents } = deps;
  const notConnected = () =>
    invalid({ card: [PAYMENT_PROVIDER_MESSAGES.notConnected] }, PAYMENT_PROVIDER_MESSAGES.notConnected);

  async function sourceOf(
    tx: Executor,
    body: PayInvoiceBody,
    auth: ClientAuthContext | null,
    route: PaymentRoute,
  ): Promise<{ source: ChargeSource; customerRef: string | null }> {
    if (body.card_id !== undefined) {
      if (!auth) throw fieldError('card_id', CARD_MESSAGES.cardNotFound);
      // Only a card saved on this business's account can pay it.
      const card = await cards.find(tx, auth.portalUserId, body.card_id, route);
      return { source: { cardRef: card.providerRef }, customerRef: await cards.customerOf(auth.portalUserId, route) };
    }
    if (!body.token) throw fieldError('card', CARD_MESSAGES.cardRequired);
    if (!body.holder_name) throw fieldError('holder_name', CARD_MESSAGES.holderName);
    if (body.save_card && auth) {
      const customerRef = await cards.customerOf(auth.portalUserId, route);
      const card = await cards.save(tx, auth.portalUserId, customerRef, body.token, route);
      return { source: { cardRef: card.providerRef }, customerRef };
    }
    return { source: { token: body.token }, customerRef: null };
  }

  return {
    async pay(body: PayInvoiceBody, auth: ClientAuthContext | null): Promise<PortalPaymentResult> {
      // The key as the payments table stores it: per company, so no one can collide with another's.
      const outcome = await db.transaction(async (tx) => {
        const invoice = await documents.resolve(tx, body, auth, false);
        if (invoice.kind !== 'invoice') throw fieldError('id', CONNECT_MESSAGES.documentNotFound);
        const key = `connect:${body.idempotency_key}`;
        await takeCompanyTurn(tx, invoice.companyId, key);
        const earlier = await earlierPayment(tx, invoice, key);
        if (earlier) return { payment: earlier, invoice, fresh: false, payer: null };
        const locked = await documents.resolve(tx, body, auth, true);
        const due = locked.totalCents - locked.amountPaidCents;
        if (!isPayableInvoiceStatus(locked.status) || due <= 0) throw conflict(CONNECT_MESSAGES.notPayable);
        // The card is charged what the payer was shown, never an amount changed since (an edit, a payment).
        if (body.amount !== undefined && toCents(body.amount) !== due) throw conflict(CONNECT_MESSAGES.amountChanged);
        const client = (await clientSummaries(tx, locked.companyId, [locked.clientId])).get(locked.clientId);
        const account = auth ? await accounts.findPortalUser(tx, auth.portalUserId) : undefined;
        const payer = account
          ? `${account.firstName} ${account.lastName}`
          : (body.holder_name ?? client?.display_name ?? 'the client');
        // The business's own account (Stripe or Square); without one it cannot take card payments.
        const destination = await payments.destination(tx, locked.companyId);
        if (!destination) throw notConnected();
        let charged: Awaited<ReturnType<PaymentProvider['charge']>>;
        try {
          // Square's token may be renewed here: a provider that cannot be reached is a failed payment.
          const route = await payments.route(tx, locked.companyId);
          if (!route) throw notConnected();
          const { source, customerRef } = await sourceOf(tx, body, auth, route);
          charged = await route.provider.charge({
            amountCents: due,
            currency: 'aud',
            customerRef,
            source,
            idempotencyKey: `${locked.companyId}:${key}`,
            description: `Invoice ${locked.number}`,
            metadata: { company_id: String(locked.companyId), invoice_id: String(locked.id) },
          });
        } catch (error) {
          if (error instanceof HttpError) throw error;
          // The provider refused the business's connection: it has to connect again (its settings say so).
          if (error instanceof ConnectionRefused) {
            await payments.markRefused({ companyId: locked.companyId, accountRef: destination.accountRef });
            throw notConnected();
          }
          throw invalid({ card: [CARD_MESSAGES.paymentFailed] }, CARD_MESSAGES.paymentFailed);
        }
        if (!charged.ok) throw invalid({ card: [charged.message] }, CARD_MESSAGES.paymentFailed);
        const company = await getCompany(tx, locked.companyId);
        const recorded = await recordCardPayment(tx, {
          invoice: locked,
          amountCents: due,
          paymentDate: todayIn(company.timezone),
          chargeRef: charged.chargeRef,
          provider: destination.name,
          idempotencyKey: key,
          portalUserId: auth?.portalUserId ?? null,
          payerName: payer,
        });
        await notifyCreator(
          tx,
          recorded.invoice,
          `Invoice ${locked.number} paid`,
          `${payer} paid ${formatMoney(due)} by card in Client Connect`,
        );
        // The receipt goes to the payer's account once its address is proven (anyone may open an account
        // with another's), else to the client's stored address; it shows on their timeline as a communication.
        const deliveries = noDeliveries();
        const to = (account?.emailVerifiedAt ? account.email : null) ?? client?.email ?? null;
        if (to) {
          const receipt = await renderCompanyTemplate(tx, locked.companyId, 'payment_receipt', 'EMAIL', {
            ...(await clientMergeValues(tx, locked.companyId, locked.clientId, payer)),
            'company.name': company.companyName,
            'document.number': locked.number,
            'payment.amount': formatMoney(due),
            'payment.reference': charged.chargeRef,
            'document.amount_due': formatMoney(recorded.invoice.totalCents - recorded.invoice.amountPaidCents),
          });
          await deps.communications.queue(
            tx,
            {
              companyId: locked.companyId,
              via: 'EMAIL',
              kind: 'MESSAGE',
              appointmentId: null,
              clientId: locked.clientId,
              userId: null,
              documentId: locked.id,
              to,
              subject: receipt.subject,
              text: receipt.text,
              createdBy: null,
            },
            deliveries,
            // The card is charged: past the hourly cap the receipt still goes (refusing would undo the payment).
            { capped: false },
          );
        }
        await deps.heldReports.afterSettled(tx, recorded.invoice, deliveries);
        return { payment: recorded.payment, invoice: recorded.invoice, fresh: true, deliveries };
      });
      if (outcome.fresh) {
        if ('deliveries' in outcome && outcome.deliveries) await deps.communications.deliver(outcome.deliveries);
        announceToBusiness(deps.realtime, outcome.invoice);
      }
      const fresh = await documents.resolve(db, body, auth);
      return {
        document: await documents.present(db, fresh),
        payment: {
          id: outcome.payment.id,
          amount: toDollars(outcome.payment.amountCents),
          payment_date: outcome.payment.paymentDate,
          reference: outcome.payment.reference,
        },
      };
    },
  };
}
