import { and, asc, desc, eq, gte, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { appointmentClients, appointments, communications, documents } from '../../db/schema/index';

/**
 * The portal's reads of what a business holds for the client records an account is linked to.
 * Every query is bounded by company and those client ids (from portal_client_links) and by a limit.
 */

const visible = (companyId: number, clientIds: number[]) =>
  and(
    eq(documents.companyId, companyId),
    inArray(documents.clientId, clientIds),
    ne(documents.status, 'DRAFT'),
    isNull(documents.archivedAt),
  );

/** Every sent document of the clients, newest first (a business's documents page). */
export const sentDocuments = (db: Executor, companyId: number, clientIds: number[], limit = 200) =>
  db
    .select()
    .from(documents)
    .where(visible(companyId, clientIds))
    .orderBy(desc(documents.documentDate), desc(documents.id))
    .limit(limit);

/** What waits on the client: quotations to answer and invoices to pay, oldest first. */
export const openDocuments = (db: Executor, companyId: number, clientIds: number[], limit = 50) =>
  db
    .select()
    .from(documents)
    .where(
      and(
        visible(companyId, clientIds),
        or(
          and(eq(documents.kind, 'quotation'), eq(documents.status, 'SENT')),
          and(eq(documents.kind, 'invoice'), inArray(documents.status, ['OPEN', 'PARTIAL'])),
        ),
      ),
    )
    .orderBy(asc(documents.termDate), asc(documents.id))
    .limit(limit);

export const upcomingAppointments = (db: Executor, companyId: number, clientIds: number[], limit = 10) =>
  db
    .selectDistinct({
      id: appointments.id,
      title: appointments.title,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
      timezone: appointments.timezone,
    })
    .from(appointmentClients)
    .innerJoin(
      appointments,
      and(
        eq(appointments.companyId, appointmentClients.companyId),
        eq(appointments.id, appointmentClients.appointmentId),
      ),
    )
    .where(
      and(
        eq(appointmentClients.companyId, companyId),
        inArray(appointmentClients.clientId, clientIds),
        isNull(appointments.archivedAt),
        gte(appointments.endAt, new Date()),
        ne(appointments.status, 'CANCELLED'),
      ),
    )
    .orderBy(asc(appointments.startAt))
    .limit(limit);

export const recentMessages = (db: Executor, companyId: number, clientIds: number[], limit = 5) =>
  db
    .select({
      id: communications.id,
      subject: communications.subject,
      createdAt: communications.createdAt,
      reference: communications.reference,
    })
    .from(communications)
    .where(
      and(
        eq(communications.companyId, companyId),
        inArray(communications.clientId, clientIds),
        eq(communications.via, 'EMAIL'),
      ),
    )
    .orderBy(desc(communications.id))
    .limit(limit);
