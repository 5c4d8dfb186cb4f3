import type { DocumentAddress } from '@fieldbook/domain/documents/documents.payloads';
import type { FormAnswers } from '@fieldbook/domain/forms/forms.rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { appointments } from './appointments';
import { clients } from './clients';
import { at, companyId, createdAt, id, ref, updatedAt } from './columns';
import { formVersions, reportTemplates } from './forms';
import { users } from './users';

/**
 * A report (issue 23, item 3): a report template's form filled for a client (and an appointment). It
 * keeps the form version it was filled with, so a later edit of the form never changes it.
 */
export const reports = pgTable(
  'reports',
  {
    companyId: companyId(),
    id: id(),
    templateId: ref('template_id').notNull(),
    formId: ref('form_id').notNull(),
    formVersion: integer('form_version').notNull(),
    clientId: ref('client_id').notNull(),
    appointmentId: ref('appointment_id'),
    address: jsonb('address').$type<DocumentAddress | null>(),
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    referenceId: text('reference_id').notNull(),
    answers: jsonb('answers').$type<FormAnswers>().notNull().default({}),
    /** DRAFT or PUBLISHED. */
    status: text('status').notNull().default('DRAFT'),
    publishedAt: at('published_at'),
    publishedBy: ref('published_by'),
    sentAt: at('sent_at'),
    /**
     * Published with "send" while the appointment's invoice was unpaid and the company does not send
     * reports before payment: the email goes out when the invoice is paid.
     */
    sendPending: boolean('send_pending').notNull().default(false),
    searchText: text('search_text').notNull(),
    archivedAt: at('archived_at'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.templateId],
      foreignColumns: [reportTemplates.companyId, reportTemplates.id],
    }),
    foreignKey({
      name: 'reports_form_version_fk',
      columns: [t.companyId, t.formId, t.formVersion],
      foreignColumns: [formVersions.companyId, formVersions.formId, formVersions.version],
    }),
    foreignKey({ columns: [t.companyId, t.clientId], foreignColumns: [clients.companyId, clients.id] }),
    foreignKey({ columns: [t.companyId, t.appointmentId], foreignColumns: [appointments.companyId, appointments.id] }),
    foreignKey({ columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
    foreignKey({ columns: [t.companyId, t.publishedBy], foreignColumns: [users.companyId, users.id] }),
    check('reports_status_check', sql`${t.status} in ('DRAFT', 'PUBLISHED')`),
    uniqueIndex('reports_reference_unique').on(t.companyId, sql`lower(${t.referenceId})`),
    index('reports_client_idx').on(t.companyId, t.clientId, t.createdAt),
    index('reports_appointment_idx')
      .on(t.companyId, t.appointmentId, t.createdAt)
      .where(sql`${t.appointmentId} is not null`),
    index('reports_send_pending_idx').on(t.companyId, t.appointmentId).where(sql`${t.sendPending}`),
  ],
);
