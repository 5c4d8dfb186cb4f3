import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { appointmentReminders, appointments } from '../../db/schema/index';

/** A reminder joined to its appointment (same company). */
const reminderOfAppointment = and(
  eq(appointments.companyId, appointmentReminders.companyId),
  eq(appointments.id, appointmentReminders.appointmentId),
);

/** The addresses (and numbers) an appointment's reminders hold, by client. */
export const savedReminderAddresses = (db: Executor, companyId: number, appointmentId: number) =>
  db
    .select({
      clientId: appointmentReminders.clientId,
      type: appointmentReminders.type,
      value: appointmentReminders.value,
    })
    .from(appointmentReminders)
    .where(and(eq(appointmentReminders.companyId, companyId), eq(appointmentReminders.appointmentId, appointmentId)));

/** The email and SMS reminders of these appointments not sent yet, each with its appointment. */
export const unsentRemindersOf = (db: Executor, companyId: number, appointmentIds: number[]) =>
  db
    .select({ reminder: appointmentReminders, appointment: appointments })
    .from(appointmentReminders)
    .innerJoin(appointments, reminderOfAppointment)
    .where(
      and(
        eq(appointmentReminders.companyId, companyId),
        inArray(appointmentReminders.appointmentId, appointmentIds),
        eq(appointmentReminders.hasSent, false),
        ne(appointmentReminders.type, 'NONE'),
      ),
    );

/** A reminder with its appointment. */
export async function findReminderWithAppointment(db: Executor, companyId: number, reminderId: number) {
  const [row] = await db
    .select({ reminder: appointmentReminders, appointment: appointments })
    .from(appointmentReminders)
    .innerJoin(appointments, reminderOfAppointment)
    .where(and(eq(appointmentReminders.companyId, companyId), eq(appointmentReminders.id, reminderId)));
  return row;
}

/** Records the job that sends the reminder; with `unsentOnly`, not on one already claimed. */
export async function setReminderJob(
  db: Executor,
  reminder: { companyId: number; id: number },
  jobId: string,
  unsentOnly = false,
): Promise<void> {
  await db
    .update(appointmentReminders)
    .set({ jobId })
    .where(
      and(
        eq(appointmentReminders.companyId, reminder.companyId),
        eq(appointmentReminders.id, reminder.id),
        unsentOnly ? eq(appointmentReminders.hasSent, false) : undefined,
      ),
    );
}

/** Marks the appointment's sent reminders whose offset is past `minutes` after its start as unsent again. */
export async function rearmRemindersAfter(db: Executor, companyId: number, appointmentId: number, minutes: number) {
  await db
    .update(appointmentReminders)
    .set({ hasSent: false })
    .where(
      and(
        eq(appointmentReminders.companyId, companyId),
        eq(appointmentReminders.appointmentId, appointmentId),
        eq(appointmentReminders.hasSent, true),
        gt(appointmentReminders.reminderOffset, minutes),
      ),
    );
}

/** Marks the reminder sent; false when it already was (another process claimed it). */
export async function claimReminder(db: Executor, companyId: number, reminderId: number): Promise<boolean> {
  const claimed = await db
    .update(appointmentReminders)
    .set({ hasSent: true })
    .where(
      and(
        eq(appointmentReminders.companyId, companyId),
        eq(appointmentReminders.id, reminderId),
        eq(appointmentReminders.hasSent, false),
      ),
    )
    .returning({ id: appointmentReminders.id });
  return claimed.length > 0;
}
