import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import { REMINDER_SEND_STATUSES } from '@fieldbook/domain/appointments/reminders.rules';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database, Executor } from '../../db/database';
import {
  appointmentAttendees,
  appointmentReminders,
  appointments,
  appointmentTypeLinks,
  appointmentTypes,
  clients,
  companies,
  users,
} from '../../db/schema/index';
import type { JobRunner } from '../../jobs/job-runner';
import type { Mailer } from '../../messaging/mailer';
import type { SmsSender } from '../../messaging/sms';

export const REMINDER_QUEUE = 'appointment-reminder';

interface ReminderJob {
  companyId: number;
  reminderId: number;
  /** When it was planned for: a moved appointment or offset makes the job stale. */
  dueAt: string;
}

/** A reminder joined to its appointment (same company). */
const reminderOfAppointment = and(
  eq(appointments.companyId, appointmentReminders.companyId),
  eq(appointments.id, appointmentReminders.appointmentId),
);
const dueOf = (startAt: Date, offsetMinutes: number) => new Date(startAt.getTime() + offsetMinutes * 60_000);
const sendable = (key: string, status: string) =>
  (REMINDER_SEND_STATUSES[key as keyof typeof REMINDER_SEND_STATUSES] ?? []).includes(status as AppointmentStatus);

/**
 * Queues (inside the caller's transaction) a job for each email or SMS reminder of these appointments that
 * may still be sent, at start + offset; one already due goes at once while the appointment is still
 * ahead. Jobs of replaced reminders, moved appointments or changed statuses find themselves stale.
 */
export async function scheduleReminders(
  jobs: JobRunner,
  tx: Executor,
  companyId: number,
  appointmentIds: number[],
  now = new Date(),
) {
  if (appointmentIds.length === 0) return;
  const rows = await tx
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
  for (const { reminder, appointment } of rows) {
    const due = dueOf(appointment.startAt, reminder.reminderOffset);
    if (appointment.archivedAt !== null || !sendable(reminder.key, appointment.status) || appointment.startAt <= now)
      continue;
    const job: ReminderJob = { companyId, reminderId: reminder.id, dueAt: due.toISOString() };
    const jobId = await jobs.send(tx, REMINDER_QUEUE, job, due > now ? due : now);
    await tx
      .update(appointmentReminders)
      .set({ jobId })
      .where(and(eq(appointmentReminders.companyId, companyId), eq(appointmentReminders.id, reminder.id)));
  }
}

/**
 * Who a reminder goes to, by its channel: the client's address or number, the attendees' emails or
 * phones, or (unscheduled) the creator's.
 */
async function recipientsOf(
  tx: Executor,
  reminder: typeof appointmentReminders.$inferSelect,
  appointment: typeof appointments.$inferSelect,
): Promise<string[]> {
  if (reminder.key === 'clients') {
    const [client] = await tx
      .select({ disableReminders: clients.disableReminders })
      .from(clients)
      .where(and(eq(clients.companyId, reminder.companyId), eq(clients.id, reminder.clientId ?? 0)));
    return client && !client.disableReminders && reminder.value ? [reminder.value] : [];
  }
  const contact = (user: { email: string; phone: string | null }) =>
    reminder.type === 'SMS' ? user.phone : user.email;
  if (reminder.key === 'staff') {
    const staff = await tx
      .select({ email: users.email, phone: users.phone })
      .from(appointmentAttendees)
      .innerJoin(
        users,
        and(eq(users.companyId, appointmentAttendees.companyId), eq(users.id, appointmentAttendees.userId)),
      )
      .where(
        and(
          eq(appointmentAttendees.companyId, reminder.companyId),
          eq(appointmentAttendees.appointmentId, appointment.id),
        ),
      );
    return staff.map(contact).filter((to): to is string => Boolean(to));
  }
  const [creator] = await tx
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(and(eq(users.companyId, reminder.companyId), eq(users.id, appointment.createdBy ?? 0)));
  const to = creator ? contact(creator) : null;
  return to ? [to] : [];
}

/**
 * Runs one reminder job: re-reads the reminder and its appointment, drops it when stale, claims it
 * (has_sent, once, whichever process gets there first) and emails it through the outbox.
 */
export function createReminderWorker(deps: { db: Database; mailer: Mailer; sms: SmsSender }) {
  const { db, mailer, sms } = deps;
  return async function sendReminder(job: ReminderJob) {
    const queued = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ reminder: appointmentReminders, appointment: appointments, companyName: companies.companyName })
        .from(appointmentReminders)
        .innerJoin(appointments, reminderOfAppointment)
        .innerJoin(companies, eq(companies.id, appointments.companyId))
        .where(and(eq(appointmentReminders.companyId, job.companyId), eq(appointmentReminders.id, job.reminderId)));
      const none = { emails: [] as number[], texts: [] as number[] };
      if (!row) return none;
      const { reminder, appointment } = row;
      if (
        appointment.archivedAt !== null ||
        !sendable(reminder.key, appointment.status) ||
        dueOf(appointment.startAt, reminder.reminderOffset).toISOString() !== job.dueAt
      )
        return none;
      const claimed = await tx
        .update(appointmentReminders)
        .set({ hasSent: true })
        .where(
          and(
            eq(appointmentReminders.companyId, job.companyId),
            eq(appointmentReminders.id, job.reminderId),
            eq(appointmentReminders.hasSent, false),
          ),
        )
        .returning({ id: appointmentReminders.id });
      if (claimed.length === 0) return none;
      const [type] = await tx
        .select({ title: appointmentTypes.clientTitle, description: appointmentTypes.clientDescription })
        .from(appointmentTypeLinks)
        .innerJoin(
          appointmentTypes,
          and(
            eq(appointmentTypes.companyId, appointmentTypeLinks.companyId),
            eq(appointmentTypes.id, appointmentTypeLinks.typeId),
          ),
        )
        .where(
          and(
            eq(appointmentTypeLinks.companyId, job.companyId),
            eq(appointmentTypeLinks.appointmentId, appointment.id),
            ne(appointmentTypes.clientTitle, ''),
          ),
        )
        .limit(1);
      const when = DateTime.fromJSDate(appointment.startAt, { zone: appointment.timezone })
        .setLocale('en-AU')
        .toFormat("cccc d LLLL yyyy 'at' h:mma");
      const title = reminder.key === 'clients' ? (type?.title ?? appointment.title) : appointment.title;
      const lines = [
        `${title} with ${row.companyName}`,
        `When: ${when}`,
        appointment.address?.full_address ? `Where: ${appointment.address.full_address}` : null,
        reminder.key === 'clients' ? (type?.description ?? null) : appointment.description,
      ].filter((line): line is string => Boolean(line));
      const sent = { emails: [] as number[], texts: [] as number[] };
      for (const to of await recipientsOf(tx, reminder, appointment)) {
        if (reminder.type === 'SMS') {
          sent.texts.push(await sms.queue(tx, { companyId: job.companyId, to, body: `Reminder: ${lines.join('. ')}` }));
        } else {
          sent.emails.push(
            await mailer.queue(tx, {
              companyId: job.companyId,
              to,
              subject: `Reminder: ${title}, ${when}`,
              text: lines.join('\n'),
            }),
          );
        }
      }
      return sent;
    });
    for (const id of queued.emails) await mailer.deliver(id);
    for (const id of queued.texts) await sms.deliver(id);
  };
}
