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

/** These reminders of the company, each with its appointment. */
export const remindersWithAppointments = (db: Executor, companyId: number, reminderIds: readonly number[]) =>
  db
    .select({ reminder: appointmentReminders, appointment: appointments })
    .from(appointmentReminders)
    .innerJoin(appointments, reminderOfAppointment)
    .where(and(eq(appointmentReminders.companyId, companyId), inArray(appointmentReminders.id, [...reminderIds])));

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

/**
 * Marks these reminders sent, each once: answers the ids this transaction claimed (one another
 * process claimed first is left out; one it is still claiming waits for that transaction to end).
 */
export async function claimReminders(db: Executor, companyId: number, reminderIds: readonly number[]) {
  if (reminderIds.length === 0) return new Set<number>();
  const claimed = await db
    .update(appointmentReminders)
    .set({ hasSent: true })
    .where(
      and(
        eq(appointmentReminders.companyId, companyId),
        inArray(appointmentReminders.id, [...reminderIds]),
        eq(appointmentReminders.hasSent, false),
      ),
    )
    .returning({ id: appointmentReminders.id });
  return new Set(claimed.map((row) => row.id));
}

/** Gives back reminders this transaction claimed but will not send now (unsent again, as if never claimed). */
export async function releaseReminders(db: Executor, companyId: number, reminderIds: readonly number[]) {
  if (reminderIds.length === 0) return;
  await db
    .update(appointmentReminders)
    .set({ hasSent: false })
    .where(and(eq(appointmentReminders.companyId, companyId), inArray(appointmentReminders.id, [...reminderIds])));
}
