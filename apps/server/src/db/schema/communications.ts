import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { clients } from './clients';
import { at, companyId, createdAt, id, ref } from './columns';
import { documents } from './documents';
import { emailOutbox, smsOutbox } from './system';
import { users } from './users';

/**
 * Every email and SMS sent about an appointment or to a client (spec: Timeline entry, communication):
 * shown on the appointment's and the client's timelines. Whether it failed is its outbox row's status.
 */
export const communications = pgTable(
  'communications',
  {
    companyId: companyId(),
    id: id(),
    /** 'EMAIL' or 'SMS'. */
    via: text('via').notNull(),
    /** 'REMINDER' (automatic) or 'MESSAGE' (Send Message). */
    kind: text('kind').notNull(),
    appointmentId: ref('appointment_id'),
    clientId: ref('client_id'),
    /** A staff member it went to. */
    userId: ref('user_id'),
    /** The quotation or invoice it sent (its PDF attached). */
    documentId: ref('document_id'),
    recipientAddress: text('recipient_address').notNull(),
    subject: text('subject'),
    content: text('content').notNull(),
    /** The unguessable part of the recipient's msg/{referenceUrl} link. */
    reference: text('reference').notNull(),
    emailOutboxId: bigint('email_outbox_id', { mode: 'number' }).references(() => emailOutbox.id),
    smsOutboxId: bigint('sms_outbox_id', { mode: 'number' }).references(() => smsOutbox.id),
    readAt: at('read_at'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(recipient_address || ' ' || coalesce(subject, '') || ' ' || content)`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.appointmentId],
      foreignColumns: [appointments.companyId, appointments.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.clientId], foreignColumns: [clients.companyId, clients.id] }),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }),
    foreignKey({ columns: [t.companyId, t.documentId], foreignColumns: [documents.companyId, documents.id] }),
    foreignKey({ columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
    uniqueIndex('communications_reference_unique').on(t.reference),
    // The timelines read a record's communications newest first.
    index('communications_appointment_idx')
      .on(t.companyId, t.appointmentId, t.createdAt.desc())
      .where(sql`${t.appointmentId} is not null`),
    index('communications_document_idx')
      .on(t.companyId, t.documentId, t.createdAt.desc())
      .where(sql`${t.documentId} is not null`),
    index('communications_client_idx')
      .on(t.companyId, t.clientId, t.createdAt.desc())
      .where(sql`${t.clientId} is not null`),
  ],
);
