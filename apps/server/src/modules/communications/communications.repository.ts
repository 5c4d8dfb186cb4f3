import type { Communication, CommunicationVia } from '@fieldbook/domain/communications/communications.schemas';
import { COMMUNICATION_PREVIEW_CHARS } from '@fieldbook/domain/communications/communications.schemas';
import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import { and, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { appointments, communications, companies, emailOutbox, smsOutbox, users } from '../../db/schema/index';

export interface NewCommunication {
  companyId: number;
  via: CommunicationVia;
  kind: 'REMINDER' | 'MESSAGE';
  appointmentId: number | null;
  clientId: number | null;
  userId: number | null;
  /** The quotation or invoice it sent. */
  documentId?: number | null;
  recipientAddress: string;
  subject: string | null;
  content: string;
  reference: string;
  emailOutboxId: number | null;
  smsOutboxId: number | null;
  createdBy: number | null;
}

/** Records communications in one statement; answers their ids in the same order (rows come back as inserted). */
export async function insertCommunications(tx: Executor, rows: NewCommunication[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(communications).values(rows).returning({ id: communications.id });
  if (inserted.length !== rows.length) throw new Error('communications insert returned too few rows');
  return inserted.map((row) => row.id);
}

/** A communication with its delivery (the outbox row's status) and its sender's name. */
const presentedColumns = {
  communication: communications,
  emailStatus: emailOutbox.status,
  emailError: emailOutbox.error,
  smsStatus: smsOutbox.status,
  smsError: smsOutbox.error,
  senderFirst: users.firstName,
  senderLast: users.lastName,
};

function selectPresented(tx: Executor, where: SQL | undefined) {
  return tx
    .select(presentedColumns)
    .from(communications)
    .leftJoin(emailOutbox, eq(emailOutbox.id, communications.emailOutboxId))
    .leftJoin(smsOutbox, eq(smsOutbox.id, communications.smsOutboxId))
    .leftJoin(users, and(eq(users.companyId, communications.companyId), eq(users.id, communications.createdBy)))
    .where(where);
}
type PresentedRow = Awaited<ReturnType<typeof selectPresented>>[number];

const preview = (text: string) =>
  text.length > COMMUNICATION_PREVIEW_CHARS ? `${text.slice(0, COMMUNICATION_PREVIEW_CHARS).trimEnd()}…` : text;

function present(row: PresentedRow, timezone: string, withContents: boolean): Communication {
  const { communication: c } = row;
  const status = c.via === 'SMS' ? row.smsStatus : row.emailStatus;
  const error = c.via === 'SMS' ? row.smsError : row.emailError;
  const sender = [row.senderFirst, row.senderLast].filter(Boolean).join(' ');
  return {
    id: c.id,
    via: c.via as CommunicationVia,
    kind: c.kind as Communication['kind'],
    recipient_address: c.recipientAddress,
    reference_id: c.reference,
    subject: c.subject,
    content: preview(c.content),
    complete_msg: c.content.length <= COMMUNICATION_PREVIEW_CHARS,
    content_long: withContents ? c.content : null,
    failed: status === 'failed',
    error_msg: status === 'failed' ? error : null,
    is_read: c.readAt !== null,
    is_viewable: c.via === 'EMAIL',
    files: [],
    sender: sender || null,
    created_at: formatSqlDate(c.createdAt, timezone),
  };
}

/** The company's communications by id, presented for a timeline. */
export async function presentCommunications(
  tx: Executor,
  companyId: number,
  ids: number[],
  timezone: string,
): Promise<Map<number, Communication>> {
  if (ids.length === 0) return new Map();
  const rows = await selectPresented(tx, and(eq(communications.companyId, companyId), inArray(communications.id, ids)));
  return new Map(rows.map((row) => [row.communication.id, present(row, timezone, false)]));
}

/** One of the company's communications with its whole text, or null. */
export async function findCommunication(tx: Executor, companyId: number, id: number, timezone: string) {
  const [row] = await selectPresented(tx, and(eq(communications.companyId, companyId), eq(communications.id, id)));
  return row ? { communication: present(row, timezone, true), row: row.communication } : null;
}

/** A communication by the reference in its recipient's link, with its company's name and timezone. */
export async function findByReference(tx: Executor, reference: string) {
  const [row] = await tx
    .select({ communication: communications, companyName: companies.companyName, timezone: companies.timezone })
    .from(communications)
    .innerJoin(companies, eq(companies.id, communications.companyId))
    .where(eq(communications.reference, reference));
  return row ?? null;
}

/** Marks it read the first time its recipient opens it. */
export async function markRead(tx: Executor, companyId: number, id: number): Promise<void> {
  await tx
    .update(communications)
    .set({ readAt: new Date() })
    .where(and(eq(communications.companyId, companyId), eq(communications.id, id), isNull(communications.readAt)));
}

/**
 * The automatic reminders sent through these outbox messages, of appointments someone booked: who
 * booked each, and what to tell them.
 */
export async function bookedReminders(tx: Executor, outbox: { emails: number[]; texts: number[] }) {
  const outboxes = [
    outbox.emails.length ? inArray(communications.emailOutboxId, outbox.emails) : undefined,
    outbox.texts.length ? inArray(communications.smsOutboxId, outbox.texts) : undefined,
  ].filter((condition) => condition !== undefined);
  if (outboxes.length === 0) return [];
  return tx
    .select({
      companyId: communications.companyId,
      via: communications.via,
      to: communications.recipientAddress,
      appointmentId: appointments.id,
      title: appointments.title,
      bookedBy: appointments.createdBy,
    })
    .from(communications)
    .innerJoin(
      appointments,
      and(eq(appointments.companyId, communications.companyId), eq(appointments.id, communications.appointmentId)),
    )
    .where(and(eq(communications.kind, 'REMINDER'), isNotNull(appointments.createdBy), or(...outboxes)));
}

/**
 * Which of these addresses are the company's active staff's emails (lower-cased; the lower(email) index):
 * who a document may go to besides the client. Reads the users table here, so communications needs no staff module.
 */
export async function activeStaffEmailsAmong(db: Executor, companyId: number, emails: readonly string[]) {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  if (wanted.length === 0) return new Set<string>();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = any(${sql.param(wanted)}::text[])`,
        eq(users.companyId, companyId),
        eq(users.active, true),
      ),
    );
  return new Set(rows.map((row) => row.email));
}

/** Company reset: erases the messages about a client, appointment or document (staff-only ones stay). */
export async function eraseCompanyRecordMessages(tx: Executor, companyId: number) {
  await tx
    .delete(communications)
    .where(
      and(
        eq(communications.companyId, companyId),
        or(
          isNotNull(communications.clientId),
          isNotNull(communications.appointmentId),
          isNotNull(communications.documentId),
        ),
      ),
    );
}
