import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import { REMINDER_SEND_STATUSES, type ReminderKey } from '@fieldbook/domain/appointments/reminders.rules';
import type { StoredContacts } from '@fieldbook/domain/communications/recipients.rules';
import type { Database, Executor } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { storedContactsOf } from '../clients/index';
import {
  type CommunicationSender,
  MESSAGE_CAP_RETRY_MS,
  MessageCapReached,
  noDeliveries,
} from '../communications/index';
import { appointmentMessage, type Recipient, recipientsOf } from './appointment-message';
import {
  claimReminder,
  findReminderWithAppointment,
  rearmRemindersAfter,
  savedReminderAddresses,
  setReminderJob,
  unsentRemindersOf,
} from './appointment-reminders.repository';
import { unscheduledClientRecipients } from './unscheduled-client-recipients';

export const REMINDER_QUEUE = 'appointment-reminder';

export interface ReminderJob {
  companyId: number;
  reminderId: number;
  /** When it was planned for: a moved appointment or offset makes the job stale. */
  dueAt: string;
}

const dueOf = (startAt: Date, offsetMinutes: number) => new Date(startAt.getTime() + offsetMinutes * 60_000);
const sendable = (key: string, status: string) =>
  (REMINDER_SEND_STATUSES[key as keyof typeof REMINDER_SEND_STATUSES] ?? []).includes(status as AppointmentStatus);

/**
 * What a saved client reminder may name, by client: the client's stored contacts, and the addresses
 * this appointment's reminders already hold, so an edit (a drag) is not refused over a contact the
 * client changed since — when sent, a reminder goes only to a stored one (`recipientsOf`).
 */
export async function reminderTargets(
  tx: Executor,
  companyId: number,
  clientIds: number[],
  appointmentId: number | undefined,
): Promise<Map<number, StoredContacts>> {
  const targets = await storedContactsOf(tx, companyId, clientIds);
  if (appointmentId === undefined) return targets;
  for (const { clientId, type, value } of await savedReminderAddresses(tx, companyId, appointmentId)) {
    const contacts = clientId === null ? undefined : targets.get(clientId);
    if (clientId === null || !contacts || !value) continue;
    targets.set(clientId, {
      emails: type === 'EMAIL' ? [...contacts.emails, value] : contacts.emails,
      phones: type === 'SMS' ? [...contacts.phones, value] : contacts.phones,
    });
  }
  return targets;
}

/**
 * Queues (inside the caller's transaction) a job for each email or SMS reminder of these appointments
 * that is still to be sent, at start + offset, replacing the reminder's earlier job. One whose time has
 * passed is not sent (an edit or a late booking never sends one at once); a job already queued for it
 * stays, so one that is only running late still goes. Jobs of deleted reminders, moved appointments or
 * changed statuses find themselves stale.
 */
export async function scheduleReminders(
  jobs: JobRunner,
  tx: Executor,
  companyId: number,
  appointmentIds: number[],
  now = new Date(),
) {
  if (appointmentIds.length === 0) return;
  const replaced: string[] = [];
  for (const { reminder, appointment } of await unsentRemindersOf(tx, companyId, appointmentIds)) {
    const due = dueOf(appointment.startAt, reminder.reminderOffset);
    if (appointment.archivedAt !== null || !sendable(reminder.key, appointment.status) || due <= now) continue;
    const job: ReminderJob = { companyId, reminderId: reminder.id, dueAt: due.toISOString() };
    const jobId = await jobs.send(tx, REMINDER_QUEUE, job, due);
    if (reminder.jobId) replaced.push(reminder.jobId);
    await setReminderJob(tx, reminder, jobId);
  }
  await jobs.cancel(tx, REMINDER_QUEUE, replaced);
}

/**
 * An appointment moved to `startAt`: its reminders already sent whose new time is still ahead are
 * sent again then (scheduleReminders queues them); those whose new time has passed stay sent.
 */
export async function rearmMovedReminders(
  tx: Executor,
  companyId: number,
  appointmentId: number,
  startAt: Date,
  now = new Date(),
) {
  // start + offset > now: offsets are whole minutes, so offset > the whole minutes from start to now.
  const minutesToNow = Math.floor((now.getTime() - startAt.getTime()) / 60_000);
  await rearmRemindersAfter(tx, companyId, appointmentId, minutesToNow);
}

/**
 * Runs one reminder job: re-reads the reminder and its appointment, drops it when stale, claims it
 * (has_sent, once, whichever process gets there first) and sends it as a communication of the
 * appointment (and of the client) through the outbox. Past the company's hourly message cap nothing
 * is claimed or sent: the same job is queued again MESSAGE_CAP_RETRY_MS later.
 */
export function createReminderWorker(deps: {
  db: Database;
  jobs: JobRunner;
  communications: CommunicationSender;
  /** The link a client's reminder email ends with, to stop them. */
  unsubscribeLink: (companyId: number, clientId: number) => string;
}) {
  const { db, jobs, communications } = deps;
  /** The same job again later (an edit since still makes it stale); the reminder keeps its id. */
  const deferred = (job: ReminderJob) =>
    db.transaction(async (tx) => {
      const jobId = await jobs.send(tx, REMINDER_QUEUE, job, new Date(Date.now() + MESSAGE_CAP_RETRY_MS));
      await setReminderJob(tx, { companyId: job.companyId, id: job.reminderId }, jobId, true);
    });
  const emailText = (companyId: number, recipient: Recipient, text: string) =>
    recipient.clientId === null
      ? text
      : `${text}\n\nNo longer want these reminders? Unsubscribe: ${deps.unsubscribeLink(companyId, recipient.clientId)}`;
  return async function sendReminder(job: ReminderJob) {
    const deliveries = await sendOnce(job).catch(async (error: unknown) => {
      if (!(error instanceof MessageCapReached)) throw error;
      await deferred(job);
      return noDeliveries();
    });
    await communications.deliver(deliveries);
  };

  function sendOnce(job: ReminderJob) {
    return db.transaction(async (tx) => {
      const row = await findReminderWithAppointment(tx, job.companyId, job.reminderId);
      const queued = noDeliveries();
      if (!row) return queued;
      const { reminder, appointment } = row;
      if (
        appointment.archivedAt !== null ||
        !sendable(reminder.key, appointment.status) ||
        dueOf(appointment.startAt, reminder.reminderOffset).toISOString() !== job.dueAt
      )
        return queued;
      if (!(await claimReminder(tx, job.companyId, job.reminderId))) return queued;
      const via = reminder.type === 'SMS' ? 'SMS' : 'EMAIL';
      const recipients = await recipientsOf(tx, appointment, {
        key: reminder.key as ReminderKey,
        via,
        clientId: reminder.clientId,
        value: reminder.value,
      });
      const clientsToo = reminder.key === 'unscheduled' ? await unscheduledClientRecipients(tx, appointment, via) : [];
      if (recipients.length === 0 && clientsToo.length === 0) return queued;
      const usual = await appointmentMessage(tx, appointment, reminder.key === 'clients' ? 'clients' : 'staff');
      // The clients of an unscheduled reminder get the clients' wording, like their own reminders.
      const clientMessage = clientsToo.length > 0 ? await appointmentMessage(tx, appointment, 'clients') : usual;
      for (const [recipient, message] of [
        ...recipients.map((recipient) => [recipient, usual] as const),
        ...clientsToo.map((recipient) => [recipient, clientMessage] as const),
      ]) {
        const worded = await message.render('appointment_reminder', via, recipient.clientId);
        await communications.queue(
          tx,
          {
            companyId: job.companyId,
            via,
            kind: 'REMINDER',
            appointmentId: appointment.id,
            ...recipient,
            subject: via === 'EMAIL' ? worded.subject : null,
            text: via === 'SMS' ? worded.text : emailText(job.companyId, recipient, worded.text),
            createdBy: null,
          },
          queued,
        );
      }
      return queued;
    });
  }
}
