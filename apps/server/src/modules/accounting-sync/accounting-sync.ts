import type { AccountingRecordType } from '@fieldbook/domain/accounting/accounting.schemas';
import { amountDueOf } from '@fieldbook/domain/documents/documents.rules';
import { formatMoney } from '@fieldbook/domain/format/en-au';
import { lineAmounts } from '@fieldbook/domain/money/money.rules';
import {
  AccountingAuthError,
  type AccountingProvider,
  AccountingRejection,
  type InvoicePush,
  type ProviderSession,
} from '../../accounting/accounting-provider';
import type { Database } from '../../db/database';
import type { AccountingConnections, AccountingJob } from '../accounting/index';
import * as repo from '../accounting/index';
import { recordActivity } from '../activity/index';
import { findClient, firstEmailAndPhone, liveClientIds } from '../clients/index';
import { getCompany, settingsOf } from '../company/index';
import { findDocument, liveInvoiceIds } from '../documents/index';
import {
  findByKey,
  findPayment,
  insertPayment,
  ownLivePaymentIds,
  paymentIdsOfInvoice,
  settleInvoice,
} from '../payments/index';
import { oneSyncAtATime } from './one-sync-at-a-time';
import { freshKey, pushKeys } from './push-keys';

/** Payments recorded from the provider carry this key, so each is recorded once however often it is pulled. */
const pulledKey = (provider: string, externalId: string) => `accounting:${provider}:${externalId}`;

const M_NEEDS_AUTH = 'The provider needs you to connect again before syncing';

/** The sync stopped: the company must connect again (already logged by the connection). */
class NeedsAuth extends Error {}

/**
 * Pushes clients (contacts), invoices and payments to the linked provider, and pulls the payments
 * made there. Every attempt writes an accounting log row and the record's link (its provider id and
 * last outcome). Runs in the job worker, never inside a request.
 */
export function createAccountingSync(deps: {
  db: Database;
  provider: AccountingProvider;
  connections: AccountingConnections;
  /** Queues a job again for later: another job of its company was running (see oneSyncAtATime). */
  later: (job: AccountingJob) => Promise<void>;
}) {
  const { db, provider, connections } = deps;

  async function sessionOf(companyId: number): Promise<ProviderSession> {
    const session = await connections.session(companyId);
    if (!session) throw new NeedsAuth();
    return session;
  }

  const { keptKey, keyFor } = pushKeys(db);

  /** Runs one push, logging its outcome on the record's link; answers the provider id or null on failure. */
  async function attempt(
    companyId: number,
    recordType: AccountingRecordType,
    recordId: number,
    idempotencyKey: string,
    push: (session: ProviderSession, idempotencyKey: string) => Promise<string>,
    retried = false,
  ): Promise<string | null> {
    const session = await sessionOf(companyId);
    try {
      const externalId = await push(session, idempotencyKey);
      const log = await repo.insertLog(db, {
        companyId,
        provider: provider.name,
        recordType,
        recordId,
        action: 'push',
        status: 'success',
        details: { external_id: externalId },
      });
      await repo.saveLink(db, {
        companyId,
        recordType,
        recordId,
        provider: provider.name,
        status: 'synced',
        externalId,
        lastSyncedAt: new Date(),
        lastLogId: log.id,
      });
      return externalId;
    } catch (error) {
      if (error instanceof NeedsAuth) throw error;
      if (error instanceof AccountingAuthError) {
        // A token that looked fresh was refused: refresh once and try again, else connect again.
        if (!retried && (await connections.session(companyId, true)))
          return attempt(companyId, recordType, recordId, idempotencyKey, push, true);
        throw new NeedsAuth();
      }
      const rejected = error instanceof AccountingRejection;
      const log = await repo.insertLog(db, {
        companyId,
        provider: provider.name,
        recordType,
        recordId,
        action: 'push',
        status: 'error',
        errorTitle: rejected ? error.title : `Could not reach ${provider.name === 'xero' ? 'Xero' : 'the provider'}`,
        // No answer: the key goes with the same content again (push-keys.ts).
        details: rejected
          ? error.details
          : { message: error instanceof Error ? error.message : String(error), idempotency_key: idempotencyKey },
        resolvable: rejected,
      });
      await repo.saveLink(db, {
        companyId,
        recordType,
        recordId,
        provider: provider.name,
        status: 'error',
        lastLogId: log.id,
      });
      return null;
    }
  }

  async function pushClient(companyId: number, clientId: number): Promise<string | null> {
    const client = await findClient(db, companyId, clientId);
    if (!client) return null;
    const { email, phone } = await firstEmailAndPhone(db, companyId, clientId);
    const link = await repo.findLink(db, companyId, 'client', clientId);
    const contact = {
      externalId: link?.externalId ?? null,
      name: client.displayName,
      firstName: client.isIndividual ? client.firstName : null,
      lastName: client.isIndividual ? client.lastName : null,
      email,
      phone,
    };
    const key = await keyFor(companyId, 'client', clientId, link?.lastLogId, contact);
    return attempt(companyId, 'client', clientId, key, (session, idempotencyKey) =>
      provider.pushContact(session, contact, idempotencyKey),
    );
  }

  /** The provider id of a client pushed before, or pushes it now. */
  async function ensureContact(companyId: number, clientId: number) {
    const link = await repo.findLink(db, companyId, 'client', clientId);
    return link?.externalId ?? pushClient(companyId, clientId);
  }

  async function pushInvoice(companyId: number, invoiceId: number): Promise<string | null> {
    const invoice = await findDocument(db, companyId, 'invoice', invoiceId);
    if (!invoice) return null;
    const contactId = await ensureContact(companyId, invoice.clientId);
    if (!contactId) return null;
    const rounding = settingsOf(await getCompany(db, companyId)).rounding_method;
    const link = await repo.findLink(db, companyId, 'invoice', invoiceId);
    const pushed: InvoicePush = {
      externalId: link?.externalId ?? null,
      contactExternalId: contactId,
      number: invoice.number,
      date: invoice.documentDate,
      dueDate: invoice.termDate,
      reference: invoice.title,
      totalCents: invoice.totalCents,
      draft: invoice.status === 'DRAFT',
      lines: invoice.lineItems.map((line) => {
        const amounts = lineAmounts(line, rounding, invoice.gstRegistered);
        return {
          description: line.description || 'Item',
          quantityHundredths: line.quantityHundredths,
          subtotalCents: amounts.subtotal,
          taxCents: amounts.tax,
          gst: amounts.taxRate > 0,
          discountBasisPoints: line.discountBasisPoints,
          accountCode: line.itemAccount ?? null,
        };
      }),
    };
    const key = await keyFor(companyId, 'invoice', invoiceId, link?.lastLogId, pushed);
    return attempt(companyId, 'invoice', invoiceId, key, (session, idempotencyKey) =>
      provider.pushInvoice(session, pushed, idempotencyKey),
    );
  }

  async function pushPayment(companyId: number, paymentId: number): Promise<string | null> {
    const payment = await findPayment(db, companyId, paymentId);
    // Payments pulled from the provider are there already; voided ones are not sent.
    if (!payment || payment.voidedAt || payment.idempotencyKey.startsWith('accounting:')) return null;
    const link = await repo.findLink(db, companyId, 'payment', paymentId);
    if (link?.externalId) return link.externalId;
    const pushedTo = (invoiceExternalId: string) => ({
      invoiceExternalId,
      amountCents: payment.amountCents,
      date: payment.paymentDate,
      reference: payment.reference,
    });
    const invoiceLink = await repo.findLink(db, companyId, 'invoice', payment.invoiceId);
    // A push that had no answer goes again as it was, to the invoice as the provider had it then (which,
    // were the payment saved there, the provider would no longer let us change).
    const retried = invoiceLink?.externalId
      ? await keptKey(companyId, link?.lastLogId, pushedTo(invoiceLink.externalId))
      : null;
    // Before its first payment the invoice goes again, as it is now: a draft paid here is no longer a
    // draft, and Xero takes payments only against approved invoices (and edits only of unpaid ones).
    const siblings = await paymentIdsOfInvoice(db, companyId, payment.invoiceId);
    const paidThere = (
      await repo.findLinks(
        db,
        companyId,
        'payment',
        siblings.filter((id) => id !== paymentId),
      )
    ).some((l) => l.externalId);
    const invoiceId =
      invoiceLink?.externalId && (retried || paidThere)
        ? invoiceLink.externalId
        : await pushInvoice(companyId, payment.invoiceId);
    if (!invoiceId) return null;
    const pushed = pushedTo(invoiceId);
    const key = retried ?? freshKey('payment', companyId, paymentId, pushed);
    return attempt(companyId, 'payment', paymentId, key, (session, idempotencyKey) =>
      provider.pushPayment(session, pushed, idempotencyKey),
    );
  }

  /** Records here, once each, the payments made at the provider against invoices pushed from here. */
  async function pullPayments(companyId: number) {
    const links = (await repo.pushedInvoiceLinks(db, companyId, provider.name)).filter((l) => l.externalId);
    if (links.length === 0) return 0;
    const session = await sessionOf(companyId);
    const found = await provider.invoicePayments(
      session,
      links.map((l) => l.externalId as string),
    );
    const pushedIds = await repo.linkedPaymentExternalIds(db, companyId);
    let recorded = 0;
    for (const link of links) {
      for (const paid of found.get(link.externalId as string) ?? []) {
        if (pushedIds.has(paid.externalId)) continue;
        const outcome = await db.transaction(async (tx) => {
          const invoice = await findDocument(tx, companyId, 'invoice', link.recordId, true);
          if (!invoice) return 'gone' as const;
          const key = pulledKey(provider.name, paid.externalId);
          const earlier = await findByKey(tx, companyId, key);
          if (earlier) return 'known' as const;
          const due = amountDueOf(invoice.totalCents, invoice.amountPaidCents);
          if (paid.amountCents <= 0 || paid.amountCents > due) return { over: due } as const;
          const payment = await insertPayment(tx, {
            companyId,
            invoiceId: invoice.id,
            amountCents: paid.amountCents,
            paymentDate: paid.date,
            method: 'OTHER',
            reference: paid.reference,
            notes: `Paid in ${provider.name === 'xero' ? 'Xero' : 'the accounting provider'}`,
            idempotencyKey: key,
            provider: provider.name,
            createdBy: null,
          });
          await settleInvoice(tx, invoice);
          await recordActivity(tx, {
            companyId,
            userId: null,
            action: 'invoice_payment',
            subjectType: 'invoice',
            subjectId: invoice.id,
            description: `A payment of ${formatMoney(paid.amountCents)} made in ${provider.name === 'xero' ? 'Xero' : 'the accounting provider'} was recorded on invoice ${invoice.number}`,
          });
          await repo.saveLink(tx, {
            companyId,
            recordType: 'payment',
            recordId: payment.id,
            provider: provider.name,
            status: 'synced',
            externalId: paid.externalId,
            lastSyncedAt: new Date(),
          });
          await repo.insertLog(tx, {
            companyId,
            provider: provider.name,
            recordType: 'payment',
            recordId: payment.id,
            action: 'pull',
            status: 'success',
            details: { external_id: paid.externalId, invoice_id: invoice.id },
          });
          return 'recorded' as const;
        });
        if (outcome === 'recorded') recorded++;
        if (typeof outcome === 'object')
          await repo.insertLog(db, {
            companyId,
            provider: provider.name,
            recordType: 'invoice',
            recordId: link.recordId,
            action: 'pull',
            status: 'error',
            errorTitle: `A payment made at the provider is more than the ${formatMoney(outcome.over)} due here`,
            details: { external_id: paid.externalId, amount_cents: paid.amountCents },
            resolvable: true,
          });
      }
    }
    return recorded;
  }

  /** Ids of a type that a full sync pushes: live records not yet synced, skipping unresolved rejections. */
  async function pending(companyId: number, recordType: 'client' | 'invoice' | 'payment') {
    const ids = await (recordType === 'client'
      ? liveClientIds(db, companyId)
      : recordType === 'invoice'
        ? liveInvoiceIds(db, companyId)
        : ownLivePaymentIds(db, companyId));
    const links = await repo.findLinks(db, companyId, recordType, ids);
    const blocked = new Set<number>();
    const logIds = links.filter((l) => l.status === 'error' && l.lastLogId).map((l) => l.lastLogId as number);
    const unresolved = await repo.unresolvedLogIds(db, companyId, logIds);
    for (const link of links) {
      // Synced and not queued since: nothing to send. An unresolved rejection waits for a person.
      if (link.status === 'synced' || (link.lastLogId && unresolved.has(link.lastLogId))) blocked.add(link.recordId);
    }
    return ids.filter((id) => !blocked.has(id));
  }

  /**
   * Pushes what is not synced and pulls the provider's payments. Its end is always logged and timed
   * (the settings page shows progress until the time moves), also when it stopped part way.
   */
  async function fullSync(companyId: number) {
    const counts = { clients: 0, invoices: 0, payments: 0, pulled: 0 };
    let failure: unknown = null;
    try {
      for (const id of await pending(companyId, 'client')) if (await pushClient(companyId, id)) counts.clients++;
      for (const id of await pending(companyId, 'invoice')) if (await pushInvoice(companyId, id)) counts.invoices++;
      for (const id of await pending(companyId, 'payment')) if (await pushPayment(companyId, id)) counts.payments++;
      counts.pulled = await pullPayments(companyId);
    } catch (error) {
      failure = error;
    }
    await repo.updateConnection(db, companyId, { lastFullSyncAt: new Date() });
    const stopped = failure instanceof NeedsAuth ? M_NEEDS_AUTH : failure ? 'The full sync stopped part way' : null;
    await repo.insertLog(db, {
      companyId,
      provider: provider.name,
      action: 'full_sync',
      status: stopped ? 'error' : 'success',
      errorTitle: stopped,
      details: {
        ...counts,
        ...(failure && !(failure instanceof NeedsAuth)
          ? { message: failure instanceof Error ? failure.message : String(failure) }
          : {}),
      },
    });
    return counts;
  }

  async function run(job: AccountingJob) {
    try {
      const outcome = await oneSyncAtATime(db, job.companyId, async () => {
        if (job.kind === 'full') await fullSync(job.companyId);
        else if (job.recordType === 'client') await pushClient(job.companyId, job.recordId);
        else if (job.recordType === 'invoice') await pushInvoice(job.companyId, job.recordId);
        else await pushPayment(job.companyId, job.recordId);
      });
      // Its turn is taken: it runs later instead of holding a worker while it waits.
      if (!outcome.ran) await deps.later(job);
    } catch (error) {
      // Not linked, or must connect again: the connection logged it; the record stays pending.
      if (!(error instanceof NeedsAuth)) throw error;
    }
  }

  return { run, fullSync, pullPayments, pushClient, pushInvoice, pushPayment };
}
export type AccountingSync = ReturnType<typeof createAccountingSync>;
