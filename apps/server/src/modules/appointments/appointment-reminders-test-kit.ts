import { addDays, todayIn } from '@fieldbook/domain/dates/date-codec';
import { expect } from 'vitest';
import type { Session, useTestApp } from '../../test/build-test-app';
import { createReminderWorker, type ReminderJob } from './appointment-reminders';
import { appointmentBody, createAppointment } from './appointments-test-kit';
import { reminderUnsubscribeLinks } from './reminder-unsubscribe';

/** Shared helpers of the reminder tests, whose process queues reminder jobs and runs them by hand. */

type TestContext = ReturnType<typeof useTestApp>;
export const ZONE = 'Australia/Melbourne';

/** A SQL date-time `days` from today (Melbourne) at `time`. */
export const inDays = (days: number, time = '10:00:00') => `${addDays(todayIn(ZONE), days)} ${time}`;

export type ReminderJobRow = { data: ReminderJob; start_after: Date };

let seq = 0;

/** `who` names the business the tests book for, once their beforeAll has made it. */
export function reminderTestKit(ctx: TestContext, who: () => { owner: Session; companyId: number; clientId: number }) {
  /**
   * An appointment in three days for the client, with a day-before email reminder to a unique address
   * stored on the client (a reminder goes only to a stored contact).
   */
  async function bookWithReminder(overrides: Record<string, unknown> = {}) {
    const { owner, companyId, clientId } = who();
    const address = `reminder-${process.pid}-${++seq}@example.com`;
    await ctx.db.query(
      `insert into client_emails (company_id, client_id, type, email_address, position) values ($1, $2, 'EXTRA', $3, $4)`,
      [companyId, clientId, address, seq],
    );
    const appointment = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({
        start_date: inDays(3),
        end_date: inDays(3, '11:00:00'),
        clients: [clientId],
        reminders: [{ key: 'clients', client_id: clientId, type: 'EMAIL', value: address, reminder_offset: -1440 }],
        ...overrides,
      }),
    );
    return { appointment, address };
  }
  /** The reminder jobs waiting for the appointment's reminders, as the worker receives them. */
  async function pendingJobs(appointmentId: number) {
    const { rows } = await ctx.db.query(
      `select j.data, j.start_after
         from pgboss.job j
         join appointment_reminders r on r.id = (j.data->>'reminderId')::bigint
        where j.name = 'appointment-reminder' and j.state = 'created' and r.appointment_id = $1`,
      [appointmentId],
    );
    return rows as ReminderJobRow[];
  }
  /** The one job waiting for an appointment's reminder. */
  async function onlyJob(appointmentId: number) {
    const jobs = await pendingJobs(appointmentId);
    expect(jobs).toHaveLength(1);
    return jobs[0] as ReminderJobRow;
  }
  const sentTo = async (address: string) =>
    Number((await ctx.db.query('select count(*)::int as n from email_outbox where "to" = $1', [address])).rows[0].n);
  const worker = () =>
    createReminderWorker({
      db: ctx.t.app.db,
      jobs: ctx.t.app.jobs,
      communications: ctx.t.app.communications,
      unsubscribeLink: reminderUnsubscribeLinks(ctx.t.app.config).link,
    });
  /** Every job ever queued for the appointment's reminders (stale and cancelled ones too). */
  async function everyJob(appointmentId: number) {
    const { rows } = await ctx.db.query(
      `select j.data, j.start_after from pgboss.job j
         join appointment_reminders r on r.id = (j.data->>'reminderId')::bigint
        where j.name = 'appointment-reminder' and r.appointment_id = $1`,
      [appointmentId],
    );
    return rows as ReminderJobRow[];
  }
  /** Runs every job ever queued for the appointment's reminders, as if all were due. */
  async function runEveryJob(appointmentId: number) {
    for (const { data } of await everyJob(appointmentId)) await worker()(data);
  }
  return { bookWithReminder, pendingJobs, onlyJob, sentTo, worker, everyJob, runEveryJob };
}
