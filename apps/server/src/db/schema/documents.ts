import type { DocumentAddress } from '@fieldbook/domain/documents/documents.payloads';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoredLineItem } from './appointment-types';
import { appointments } from './appointments';
import { clients } from './clients';
import { at, companyId, createdAt, id, ref, updatedAt } from './columns';
import { users } from './users';

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Quotations and invoices: one table for the document core (number, dates, client, lines and
 * totals), `kind` telling them apart; each kind uses only its own columns (an invoice's payments
 * and paid date, a quotation's answer). Numbers are unique per company and kind.
 */
export const documents = pgTable(
  'documents',
  {
    companyId: companyId(),
    id: id(),
    /** 'quotation' or 'invoice'. */
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    documentDate: date('document_date', { mode: 'string' }).notNull(),
    /** A quotation's expiry date, an invoice's due date. */
    termDate: date('term_date', { mode: 'string' }),
    clientId: ref('client_id').notNull(),
    appointmentId: ref('appointment_id'),
    /** An invoice's quotation (converted from it). */
    sourceId: ref('source_id'),
    address: jsonb('address').$type<DocumentAddress | null>(),
    title: text('title'),
    description: text('description'),
    notes: text('notes'),
    lineItems: jsonb('line_items').$type<StoredLineItem[]>().notNull().default([]),
    status: text('status').notNull(),
    subtotalCents: cents('subtotal_cents'),
    discountCents: cents('discount_cents'),
    taxCents: cents('tax_cents'),
    totalCents: cents('total_cents'),
    /**
     * Whether the company was registered for GST when the document was last saved: its lines were
     * taxed by it, and an invoice is a tax invoice only when it was.
     */
    gstRegistered: boolean('gst_registered').notNull().default(true),
    /** Invoices: the sum of the payments not voided, kept in the payment's own transaction. */
    amountPaidCents: cents('amount_paid_cents'),
    /**
     * What is left to pay (amountDueOf), stored so the overdue lists sum it from their index alone;
     * generated, so every write of the total or the payments keeps it right.
     */
    amountDueCents: bigint('amount_due_cents', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`greatest(total_cents - amount_paid_cents, 0)`),
    /** Invoices: the date of the payment that settled it. */
    paidOn: date('paid_on', { mode: 'string' }),
    sentAt: at('sent_at'),
    /** Quotations: when and by whom the client's answer was given, and a decline's reason. */
    decidedAt: at('decided_at'),
    decidedBy: text('decided_by'),
    declineReason: text('decline_reason'),
    /** Quotations accepted in the client portal: the signature drawn (a PNG data URL). */
    decisionSignature: text('decision_signature'),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(number || ' ' || coalesce(title, '') || ' ' || coalesce(address->>'full_address', ''))`,
    ),
    archivedAt: at('archived_at'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.clientId], foreignColumns: [clients.companyId, clients.id] }),
    foreignKey({
      columns: [t.companyId, t.appointmentId],
      foreignColumns: [appointments.companyId, appointments.id],
    }),
    foreignKey({ columns: [t.companyId, t.sourceId], foreignColumns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
    uniqueIndex('documents_number_unique').on(t.companyId, t.kind, sql`lower(${t.number})`),
    // Lists page a company's live documents of a kind by date, newest first, and count them from the
    // index alone (archived ones are few and listed apart).
    index('documents_date_idx')
      // NULLS FIRST is what ORDER BY … DESC means (and, scanned backwards, ASC): the index serves both.
      .on(t.companyId, t.kind, t.documentDate.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.archivedAt} is null`),
    index('documents_client_idx').on(t.companyId, t.clientId, t.kind, t.documentDate.desc().nullsFirst()),
    index('documents_appointment_idx').on(t.companyId, t.appointmentId).where(sql`${t.appointmentId} is not null`),
    index('documents_source_idx').on(t.companyId, t.sourceId).where(sql`${t.sourceId} is not null`),
    // Overdue lists and payment reminders: unpaid invoices by due date.
    index('documents_status_term_idx')
      .on(t.companyId, t.kind, t.status, t.termDate)
      .where(sql`${t.archivedAt} is null`),
    // Overdue invoices (search and dashboard): the unpaid, issued ones in due-date order, so a page is
    // the index's first rows and the count and sum of what is due are read from the index alone.
    index('documents_unpaid_term_idx')
      // The amount due as a last key column (drizzle has no INCLUDE): it only has to be in the index.
      .on(t.companyId, t.termDate, t.id, t.amountDueCents)
      .where(sql`${t.kind} = 'invoice' and ${t.status} in ('OPEN', 'PARTIAL') and ${t.archivedAt} is null`),
    index('documents_search_trgm').using('gin', t.companyId, sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * Unpaid invoices by due date (issued, open or part-paid, not archived: documents_unpaid_term_idx's rows):
 * how many and what they still owe, kept by statement triggers on documents (migration 0051) in the
 * writing transaction. The dashboard's overdue count and sum read a row per past due date, not every
 * overdue invoice. Written only by those triggers.
 */
export const unpaidInvoiceDays = pgTable(
  'unpaid_invoice_days',
  {
    companyId: companyId(),
    termDate: date('term_date', { mode: 'string' }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    dueCents: bigint('due_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.termDate] })],
);

/**
 * The client's links to a document (accept/quotation/…, pay/invoice/…): 144 random bits, stored
 * only as their SHA-256, each revocable. One is made each time the document is sent.
 */
export const documentLinks = pgTable(
  'document_links',
  {
    companyId: companyId(),
    id: id(),
    documentId: ref('document_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.documentId], foreignColumns: [documents.companyId, documents.id] }),
    uniqueIndex('document_links_token_unique').on(t.tokenHash),
    index('document_links_document_idx').on(t.companyId, t.documentId),
  ],
);

/** A payment recorded against an invoice; voided ones stay, with who voided them and why. */
export const payments = pgTable(
  'payments',
  {
    companyId: companyId(),
    id: id(),
    invoiceId: ref('invoice_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    notes: text('notes'),
    /** A retried or double-clicked save carries the same key and records nothing more. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** A card payment made in the client portal: the provider and its charge, and who paid. */
    provider: text('provider'),
    portalUserId: ref('portal_user_id'),
    voidedAt: at('voided_at'),
    voidReason: text('void_reason'),
    voidedBy: ref('voided_by'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.invoiceId], foreignColumns: [documents.companyId, documents.id] }),
    foreignKey({ columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
    foreignKey({ columns: [t.companyId, t.voidedBy], foreignColumns: [users.companyId, users.id] }),
    uniqueIndex('payments_idempotency_unique').on(t.companyId, t.idempotencyKey),
    index('payments_invoice_idx').on(t.companyId, t.invoiceId),
    index('payments_date_idx').on(t.companyId, t.paymentDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Overdue payment reminders already sent: one row per invoice and day after due, claimed once. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    companyId: companyId(),
    invoiceId: ref('invoice_id').notNull(),
    /** The due date the reminder counted from: a moved due date has reminders of its own. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    daysAfterDue: integer('days_after_due').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.invoiceId, t.dueDate, t.daysAfterDue] }),
    foreignKey({ columns: [t.companyId, t.invoiceId], foreignColumns: [documents.companyId, documents.id] }),
  ],
);
