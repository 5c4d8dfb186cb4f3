import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appointments, communications } from '../../db/schema/index';
import { notifyUser } from '../notifications/notifications';
import type { Deliveries } from './communication-sender';

/**
 * Tells whoever booked an appointment that one of its automatic reminders could not be sent (the
 * provider refused it), so the client or staff member can be told another way. Runs only for failures.
 */
export async function notifyFailedReminders(db: Database, failed: Deliveries): Promise<void> {
  const outboxes = [
    failed.emails.length ? inArray(communications.emailOutboxId, failed.emails) : undefined,
    failed.texts.length ? inArray(communications.smsOutboxId, failed.texts) : undefined,
  ].filter((condition) => condition !== undefined);
  if (outboxes.length === 0) return;
  await db.transaction(async (tx) => {
    const rows = await tx
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
    for (const row of rows) {
      if (row.bookedBy === null) continue;
      await notifyUser(tx, {
        companyId: row.companyId,
        userId: row.bookedBy,
        title: `Reminder to ${row.to} failed`,
        body: `The ${row.via === 'SMS' ? 'SMS' : 'email'} reminder for "${row.title}" could not be sent.`,
        about: { type: 'appointment', id: row.appointmentId },
      });
    }
  });
}
