import type { Database } from '../../db/database';
import { notifyUser } from '../notifications/index';
import type { Deliveries } from './communication-sender';
import { bookedReminders } from './communications.repository';

/**
 * Tells whoever booked an appointment that one of its automatic reminders could not be sent (the
 * provider refused it), so the client or staff member can be told another way. Runs only for failures.
 */
export async function notifyFailedReminders(db: Database, failed: Deliveries): Promise<void> {
  if (failed.emails.length === 0 && failed.texts.length === 0) return;
  await db.transaction(async (tx) => {
    for (const row of await bookedReminders(tx, failed)) {
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
