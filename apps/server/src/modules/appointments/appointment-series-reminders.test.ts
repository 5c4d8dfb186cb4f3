import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, individual } from '../clients/clients-test-kit';
import { createReminderWorker } from './appointment-reminders';
import { appointmentBody, createAppointment, editBody, findAppointment, putAppointment } from './appointments-test-kit';
import { reminderUnsubscribeLinks } from './reminder-unsubscribe';

// Jobs are queued but run by hand, every one of them (stale ones too), in a shuffled order, twice.
const ctx = useTestApp({ JOB_WORKERS: 'false' });
const ZONE = 'Australia/Melbourne';
const CLIENT_EMAIL = `home-${process.pid}@example.com`;
const STAFF_MOBILE = '0412 555 000';
let owner: Session;
let userId: number;
let clientId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app, { company_name: 'Sparkle Cleaning Co' });
  const ids = await whoIs(ctx.t.app, owner);
  userId = ids.userId;
  await ctx.db.query('update companies set subscribed = true where id = $1', [ids.companyId]);
  await ctx.db.query('update users set phone = $1 where id = $2', [STAFF_MOBILE, userId]);
  clientId = (
    await createClient(
      ctx.t.app,
      owner,
      individual({
        first_name: 'Noor',
        last_name: 'Haddad',
        emails: [{ type: 'PRIMARY', email_address: CLIENT_EMAIL }],
      }),
    )
  ).id;
});

/** A day-before email to the client and an hour-before SMS to the staff. */
const remindersOf = () => [
  { key: 'clients', client_id: clientId, type: 'EMAIL', value: CLIENT_EMAIL, reminder_offset: -1440 },
  { key: 'staff', type: 'SMS', reminder_offset: -60 },
];

async function put(id: number, changes: Record<string, unknown>) {
  const current = (await findAppointment(ctx.t.app, owner, id)).json().payload.appointment;
  const response = await putAppointment(ctx.t.app, owner, editBody(current, { reminders: remindersOf(), ...changes }));
  expect(response.statusCode, response.body).toBe(200);
}

/** Each appointment's messages, as 'VIA recipient'. */
async function sentPerAppointment(ids: number[]) {
  const { rows } = await ctx.db.query(
    `select c.appointment_id, c.via, c.recipient_address from communications c
      where c.appointment_id = any($1) order by c.appointment_id, c.via`,
    [ids],
  );
  return ids.map((id) =>
    rows
      .filter((r: { appointment_id: string }) => Number(r.appointment_id) === id)
      .map((r: { via: string; recipient_address: string }) => `${r.via} ${r.recipient_address}`),
  );
}

describe('a cleaning business’s fortnightly visits', () => {
  it('reminds the client and the staff member exactly once per visit, at the local time, by their channel', async () => {
    // Six fortnightly Tuesday visits from 16 March 2027; Melbourne leaves daylight saving on 4 April.
    const first = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({
        title: 'Home clean',
        start_date: '2027-03-16 09:00:00',
        end_date: '2027-03-16 11:00:00',
        attendees: [userId],
        clients: [clientId],
        reminders: remindersOf(),
        recursion_rule: 'FREQ=WEEKLY;INTERVAL=2;COUNT=6',
        recurring_status: 'SCHEDULED',
      }),
    );
    const ids = (first.recurring_appointments as { id: number }[]).map((a) => a.id);
    expect(ids).toHaveLength(6);

    // The 2nd moves to the afternoon on its own; from the 3rd on, the visits start at 10.
    await put(ids[1] ?? 0, { start_date: '2027-03-30 14:00:00', end_date: '2027-03-30 16:00:00' });
    await put(ids[2] ?? 0, {
      start_date: '2027-04-13 10:00:00',
      end_date: '2027-04-13 12:00:00',
      update_recurring: 'scheduledAndUnscheduled',
    });

    const { rows: starts } = await ctx.db.query(
      `select id, to_char(start_at at time zone timezone, 'YYYY-MM-DD HH24:MI') as start
         from appointments where id = any($1) and archived_at is null order by start_at`,
      [ids],
    );
    const visits = starts.map((r: { id: string; start: string }) => ({ id: Number(r.id), start: r.start }));
    expect(visits.map((v) => v.start)).toEqual([
      '2027-03-16 09:00',
      '2027-03-30 14:00',
      '2027-04-13 10:00',
      '2027-04-27 10:00',
      '2027-05-11 10:00',
      '2027-05-25 10:00',
    ]);

    // Every job ever queued for these visits' reminders, stale ones included.
    const { rows: jobs } = await ctx.db.query(
      `select j.data, j.start_after from pgboss.job j
        where j.name = 'appointment-reminder' and (j.data->>'companyId')::bigint = $1`,
      [(await whoIs(ctx.t.app, owner)).companyId],
    );
    // The live reminders' jobs are due at start + offset in local wall-clock time, either side of the change.
    const { rows: live } = await ctx.db.query(
      `select r.appointment_id, r.key, j.start_after from appointment_reminders r
         join pgboss.job j on j.id = r.job_id::uuid
        where r.appointment_id = any($1) order by r.appointment_id, r.key`,
      [visits.map((v) => v.id)],
    );
    for (const visit of visits) {
      const start = DateTime.fromFormat(visit.start, 'yyyy-MM-dd HH:mm', { zone: ZONE });
      const due = live
        .filter((r: { appointment_id: string }) => Number(r.appointment_id) === visit.id)
        .map((r: { key: string; start_after: Date }) => [
          r.key,
          DateTime.fromJSDate(r.start_after).setZone(ZONE).toFormat('yyyy-MM-dd HH:mm'),
        ]);
      expect(due).toEqual([
        ['clients', start.minus({ days: 1 }).toFormat('yyyy-MM-dd HH:mm')],
        ['staff', start.minus({ hours: 1 }).toFormat('yyyy-MM-dd HH:mm')],
      ]);
    }

    const worker = createReminderWorker({
      db: ctx.t.app.db,
      jobs: ctx.t.app.jobs,
      communications: ctx.t.app.communications,
      unsubscribeLink: reminderUnsubscribeLinks(ctx.t.app.config).link,
    });
    const shuffled = [...jobs, ...jobs].sort(() => Math.random() - 0.5);
    for (const job of shuffled) await worker(job.data);

    expect(await sentPerAppointment(visits.map((v) => v.id))).toEqual(
      visits.map(() => [`EMAIL ${CLIENT_EMAIL}`, `SMS ${STAFF_MOBILE}`]),
    );
    const { rows: outbox } = await ctx.db.query(
      `select (select count(*)::int from email_outbox where "to" = $1) as emails,
              (select count(*)::int from sms_outbox where "to" = $2) as texts`,
      [CLIENT_EMAIL, STAFF_MOBILE],
    );
    expect(outbox[0]).toEqual({ emails: 6, texts: 6 });
    const { rows: texts } = await ctx.db.query('select body from sms_outbox where "to" = $1 order by id', [
      STAFF_MOBILE,
    ]);
    expect(texts.map((t: { body: string }) => t.body)).toContain(
      'Reminder: Home clean with Sparkle Cleaning Co. When: Tuesday 13 April 2027 at 10:00am',
    );
  });
});
