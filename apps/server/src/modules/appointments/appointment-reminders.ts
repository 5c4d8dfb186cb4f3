import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import { REMINDER_SEND_STATUSES, type ReminderKey } from '@fieldbook/domain/appointments/reminders.rules';
import type { StoredContacts } from '@fieldbook/domain/communications/recipients.rules';
import type { Database, Executor } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { storedContactsOf } from '../clients/index';
import {
  type CommunicationSender,
  type Deliveries,
  MESSAGE_CAP_RETRY_MS,
  noDeliveries,
  type OutgoingCommunication,
} from '../communications/index';
import {
  appointmentMessage,
  type MessageReads,
  messageReads,
  type Recipient,
  recipientsOf,
} from './appointment-message';
import {
  claimReminders,
  rearmRemindersAfter,
  releaseReminders,
  remindersWithAppointments,
  savedReminderAddresses,
  setReminderJob,
  unsentRemindersOf,
} from './appointment-reminders.repository';
import type { AppointmentRow, ReminderRow } from './appointments.repository';
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
  // Without clients no saved address is kept for one.
  if (appointmentId === undefined || clientIds.length === 0) return targets;
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
 * Runs a fetched batch of reminder jobs (`workBatches`) in one transaction, a few statements per
 * company however many reminders: re-reads the reminders and their appointments, drops the stale ones,
 * claims the rest (has_sent, once, whichever process gets there first; a batch retried after a crash
 * finds them claimed only if its first run committed, outbox rows and all) and sends each as a
 * communication of the appointment (and of the client) through the outbox. A reminder that would take
 * the company past its hourly message cap is not sent: it stays unsent and its job is queued again
 * MESSAGE_CAP_RETRY_MS later.
 */
export function createReminderWorker(deps: {
  db: Database;
  jobs: JobRunner;
  communications: CommunicationSender;
  /** The link a client's reminder email ends with, to stop them. */
  unsubscribeLink: (companyId: number, clientId: number) => string;
}) {
  const { db, jobs, communications } = deps;
  const emailText = (companyId: number, recipient: Recipient, text: string) =>
    recipient.clientId === null
      ? text
      : `${text}\n\nNo longer want these reminders? Unsubscribe: ${deps.unsubscribeLink(companyId, recipient.clientId)}`;

  /** One job, or a fetched batch of them. */
  return async function sendReminders(jobsToRun: ReminderJob | ReminderJob[]) {
    const batch = Array.isArray(jobsToRun) ? jobsToRun : [jobsToRun];
    const deliveries = noDeliveries();
    const byCompany = new Map<number, ReminderJob[]>();
    for (const job of batch) byCompany.set(job.companyId, [...(byCompany.get(job.companyId) ?? []), job]);
    await db.transaction(async (tx) => {
      for (const [companyId, companyJobs] of byCompany) await sendOnce(tx, companyId, companyJobs, deliveries);
    });
    await communications.deliver(deliveries);
  };

  async function sendOnce(tx: Executor, companyId: number, batch: ReminderJob[], deliveries: Deliveries) {
    const jobsOf = new Map<number, ReminderJob[]>();
    for (const job of batch) jobsOf.set(job.reminderId, [...(jobsOf.get(job.reminderId) ?? []), job]);
    const due = (await remindersWithAppointments(tx, companyId, [...jobsOf.keys()])).filter(
      ({ reminder, appointment }) =>
        appointment.archivedAt === null &&
        sendable(reminder.key, appointment.status) &&
        jobsOf
          .get(reminder.id)
          ?.some((job) => job.dueAt === dueOf(appointment.startAt, reminder.reminderOffset).toISOString()),
    );
    const claimed = await claimReminders(
      tx,
      companyId,
      due.map((row) => row.reminder.id),
    );
    const sending = due.filter((row) => claimed.has(row.reminder.id));
    const reads = messageReads(tx, companyId);
    await reads.prefetch({
      clientIds: sending.flatMap(({ reminder }) =>
        reminder.key === 'clients' && reminder.clientId !== null ? [reminder.clientId] : [],
      ),
      staffOf: sending.filter(({ reminder }) => reminder.key === 'staff').map((row) => row.appointment.id),
      wordingOf: sending.filter(({ reminder }) => reminder.key === 'clients').map((row) => row.appointment.id),
    });
    const worded: { reminderId: number; messages: OutgoingCommunication[] }[] = [];
    for (const { reminder, appointment } of sending)
      worded.push({ reminderId: reminder.id, messages: await messagesOf(tx, reads, reminder, appointment) });

    // The cap's turn is taken last, so the company's other batches wait for it only until this commits.
    let room = await communications.room(tx, companyId);
    const messages: OutgoingCommunication[] = [];
    const over: number[] = [];
    for (const { reminderId, messages: own } of worded) {
      if (own.length > room) {
        over.push(reminderId);
        continue;
      }
      room -= own.length;
      messages.push(...own);
    }
    await releaseReminders(tx, companyId, over);
    for (const reminderId of over) {
      // The same job again later (an edit since still makes it stale); the reminder keeps its id.
      const job = jobsOf.get(reminderId)?.[0] as ReminderJob;
      const jobId = await jobs.send(tx, REMINDER_QUEUE, job, new Date(Date.now() + MESSAGE_CAP_RETRY_MS));
      await setReminderJob(tx, { companyId, id: reminderId }, jobId, true);
    }
    await communications.queueMany(tx, messages, deliveries);
  }

  /** What one claimed reminder sends, by recipient. */
  async function messagesOf(
    tx: Executor,
    reads: MessageReads,
    reminder: ReminderRow,
    appointment: AppointmentRow,
  ): Promise<OutgoingCommunication[]> {
    const via = reminder.type === 'SMS' ? 'SMS' : 'EMAIL';
    const recipients = await recipientsOf(tx, reads, appointment, {
      key: reminder.key as ReminderKey,
      via,
      clientId: reminder.clientId,
      value: reminder.value,
    });
    const clientsToo =
      reminder.key === 'unscheduled'
        ? await unscheduledClientRecipients(tx, appointment, via, await reads.company())
        : [];
    if (recipients.length === 0 && clientsToo.length === 0) return [];
    const usual = await appointmentMessage(reads, appointment, reminder.key === 'clients' ? 'clients' : 'staff');
    // The clients of an unscheduled reminder get the clients' wording, like their own reminders.
    const clientMessage = clientsToo.length > 0 ? await appointmentMessage(reads, appointment, 'clients') : usual;
    const messages: OutgoingCommunication[] = [];
    for (const [recipient, message] of [
      ...recipients.map((recipient) => [recipient, usual] as const),
      ...clientsToo.map((recipient) => [recipient, clientMessage] as const),
    ]) {
      const worded = await message.render('appointment_reminder', via, recipient.clientId);
      // The recipient's own keys (to, clientId, userId) last: no key after a spread (V8's slow path).
      messages.push({
        companyId: appointment.companyId,
        via,
        kind: 'REMINDER',
        appointmentId: appointment.id,
        subject: via === 'EMAIL' ? worded.subject : null,
        text: via === 'SMS' ? worded.text : emailText(appointment.companyId, recipient, worded.text),
        createdBy: null,
        ...recipient,
      });
    }
    return messages;
  }
}
