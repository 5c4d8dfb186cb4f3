import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, getClient, individual } from '../clients/clients-test-kit';
import { inDays, reminderTestKit, ZONE } from './appointment-reminders-test-kit';
import { appointmentBody, createAppointment, editBody, findAppointment, putAppointment } from './appointments-test-kit';
import { reminderUnsubscribeLinks } from './reminder-unsubscribe';

// This process queues reminder jobs but never runs them: the tests run the worker by hand.
const ctx = useTestApp({ JOB_WORKERS: 'false' });
let owner: Session;
let companyId: number;
let clientId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  clientId = (await createClient(ctx.t.app, owner)).id;
});

const { bookWithReminder, pendingJobs, onlyJob, sentTo, worker } = reminderTestKit(ctx, () => ({
  owner,
  companyId,
  clientId,
}));

describe('appointment reminders', () => {
  it('queues each email reminder for start + offset, and sends it once', async () => {
    const { appointment, address } = await bookWithReminder();
    const job = await onlyJob(appointment.id);
    const due = DateTime.fromSQL(appointment.start_date, { zone: ZONE }).minus({ days: 1 });
    expect(job.start_after.getTime()).toBe(due.toMillis());
    expect(job.data.companyId).toBe(companyId);

    await worker()(job.data);
    await worker()(job.data);
    expect(await sentTo(address)).toBe(1);
    const { rows } = await ctx.db.query('select subject, text from email_outbox where "to" = $1', [address]);
    expect(rows[0].subject).toContain('Reminder: Blocked kitchen drain');
    const found = (await findAppointment(ctx.t.app, owner, appointment.id)).json().payload;
    expect(found.appointment.client_reminders[0].has_sent).toBe(true);
    // Sent reminders are communications on the appointment's and the client's timelines.
    const sentOn = (timeline: { timeline_type: string; recipient_address?: string; kind?: string }[]) =>
      timeline.filter((e) => e.timeline_type === 'communication' && e.recipient_address === address);
    expect(sentOn(found.timeline)).toEqual([expect.objectContaining({ kind: 'REMINDER', via: 'EMAIL', sender: null })]);
    const client = (await getClient(ctx.t.app, owner, clientId)).json().payload;
    expect(sentOn(client.timeline)).toHaveLength(1);
  });

  it('sends once when two workers race for it', async () => {
    const { appointment, address } = await bookWithReminder();
    const job = await onlyJob(appointment.id);
    await Promise.all([worker()(job.data), worker()(job.data), worker()(job.data)]);
    expect(await sentTo(address)).toBe(1);
  });

  it('reschedules a moved appointment: the old job sends nothing, the new one sends', async () => {
    const { appointment, address } = await bookWithReminder();
    const old = await onlyJob(appointment.id);
    const moved = await putAppointment(
      ctx.t.app,
      owner,
      editBody(appointment, {
        start_date: inDays(5),
        end_date: inDays(5, '11:00:00'),
        reminders: [{ key: 'clients', client_id: clientId, type: 'EMAIL', value: address, reminder_offset: -1440 }],
      }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await worker()(old.data);
    expect(await sentTo(address)).toBe(0);
    // The old job is still there (stale); the fresh one is the one due a day before the new start.
    const fresh = (await pendingJobs(appointment.id)).find((j) => j.data.dueAt !== old.data.dueAt);
    if (!fresh) throw new Error('the moved appointment has no reminder job');
    expect(fresh.start_after.getTime()).toBe(DateTime.fromSQL(inDays(4), { zone: ZONE }).toMillis());
    await worker()(fresh.data);
    expect(await sentTo(address)).toBe(1);
  });

  it('never sends for a deleted appointment, a status that does not remind, or a client who asked for none', async () => {
    const deleted = await bookWithReminder();
    const deletedJob = await onlyJob(deleted.appointment.id);
    await as(ctx.t.app, owner, { method: 'DELETE', url: '/v1/appointments', payload: { id: deleted.appointment.id } });
    await worker()(deletedJob.data);
    expect(await sentTo(deleted.address)).toBe(0);

    const completed = await bookWithReminder();
    const completedJob = await onlyJob(completed.appointment.id);
    await as(ctx.t.app, owner, {
      method: 'PUT',
      url: '/v1/appointments/status',
      payload: { id: completed.appointment.id, status: 'COMPLETE' },
    });
    await worker()(completedJob.data);
    expect(await sentTo(completed.address)).toBe(0);

    const quiet = await bookWithReminder();
    const quietJob = await onlyJob(quiet.appointment.id);
    await ctx.db.query('update clients set disable_reminders = true where id = $1', [clientId]);
    try {
      await worker()(quietJob.data);
      expect(await sentTo(quiet.address)).toBe(0);
    } finally {
      await ctx.db.query('update clients set disable_reminders = false where id = $1', [clientId]);
    }
  });

  it("sends an SMS reminder to the client's number through the sandbox, which keeps it and sends nothing", async () => {
    const number = `04${String(process.pid).padStart(8, '0').slice(-8)}`;
    const texted = await createClient(
      ctx.t.app,
      owner,
      individual({ phones: [{ type: 'MOBILE', phone_number: number }] }),
    );
    const { appointment } = await bookWithReminder({
      clients: [texted.id],
      reminders: [{ key: 'clients', client_id: texted.id, type: 'SMS', value: number, reminder_offset: -60 }],
    });
    const job = await onlyJob(appointment.id);
    await worker()(job.data);
    await worker()(job.data);
    // To the number as the client has it stored.
    const { rows } = await ctx.db.query('select body, status from sms_outbox where "to" = $1', [
      texted.phones[0].full_phone,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sandbox' });
    expect(rows[0].body).toContain('Reminder: Blocked kitchen drain');
  });
});

describe('unsubscribing from reminder emails', () => {
  const unsubscribe = (method: 'GET' | 'POST', code: string, subscribed?: boolean) =>
    method === 'GET'
      ? ctx.t.app.inject({ method, url: `/v1/clientConnect/email/unsubscribe?code=${encodeURIComponent(code)}` })
      : ctx.t.app.inject({ method, url: '/v1/clientConnect/email/unsubscribe', payload: { code, subscribed } });
  const remindersOff = async () =>
    (await getClient(ctx.t.app, owner, clientId)).json().payload.client.disable_reminders;

  it("ends a client's reminder email with a link that stops the next reminders, and can undo it", async () => {
    const first = await bookWithReminder();
    await worker()((await onlyJob(first.appointment.id)).data);
    const { rows } = await ctx.db.query('select text from email_outbox where "to" = $1', [first.address]);
    const code = /\/connect\/email\/unsubscribe\/(\S+)/.exec(rows[0].text)?.[1] ?? '';
    expect(code).not.toBe('');

    const shown = await unsubscribe('GET', code);
    expect(shown.json().payload).toMatchObject({ subscribed: true, business: { company_name: expect.any(String) } });
    const business = shown.json().payload.business.company_name;
    const done = await unsubscribe('POST', code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(`You will no longer receive appointment reminders from ${business}.`);
    expect(await remindersOff()).toBe(true);
    const { rows: logs } = await ctx.db.query(
      `select description from activity_logs where subject_type = 'client' and subject_id = $1 and action = 'client_reminders'`,
      [clientId],
    );
    expect(logs.map((r) => r.description)).toEqual([
      expect.stringContaining('unsubscribed from appointment reminders'),
    ]);

    const second = await bookWithReminder();
    await worker()((await onlyJob(second.appointment.id)).data);
    expect(await sentTo(second.address)).toBe(0);

    const undone = await unsubscribe('POST', code, true);
    expect(undone.json().message).toBe(`Appointment reminders from ${business} are on again.`);
    expect(await remindersOff()).toBe(false);
  });

  it('refuses a made-up or altered code and changes nothing', async () => {
    const real = reminderUnsubscribeLinks(ctx.t.app.config).link(companyId, clientId).split('/').pop() ?? '';
    const [body, signature] = real.split('.');
    const forged = `${Buffer.from(`${companyId}.${clientId + 1}`).toString('base64url')}.${signature}`;
    for (const code of ['nonsense', `${body}.${'A'.repeat(43)}`, forged]) {
      const response = await unsubscribe('POST', code);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This unsubscribe link is invalid.');
    }
    expect(await remindersOff()).toBe(false);
  });
});

describe('reminders worded by the company’s template', () => {
  it('sends the customised wording, the time shown in the appointment’s own timezone (Perth, Sydney)', async () => {
    const saved = await as(ctx.t.app, owner, {
      method: 'PUT',
      url: '/v1/communication-templates',
      payload: {
        id: 'appointment_reminder.EMAIL',
        subject: 'See you {{appointment.start}}',
        body: 'Hi {{client.first_name}}, {{appointment.title}} is on {{appointment.start}}.',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const timezone of ['Australia/Perth', 'Australia/Sydney']) {
      const { appointment, address } = await bookWithReminder({ timezone });
      await worker()((await onlyJob(appointment.id)).data);
      const { rows } = await ctx.db.query('select subject, text from email_outbox where "to" = $1', [address]);
      // Typed as 10:00 in its own zone; the company (Melbourne) would show another hour for Perth.
      const day = DateTime.fromSQL(inDays(3), { zone: timezone }).setLocale('en-AU').toFormat('cccc d LLLL yyyy');
      const when = `${day} at 10:00am`;
      expect(rows[0].subject).toBe(`See you ${when}`);
      expect(rows[0].text).toMatch(new RegExp(`^Hi Jane, Blocked kitchen drain is on ${when}\\.`));
    }
    await as(ctx.t.app, owner, {
      method: 'DELETE',
      url: '/v1/communication-templates',
      payload: { id: 'appointment_reminder.EMAIL' },
    });
  });
});

describe('unscheduled reminders to clients (appointments_send_client_unscheduled_reminders)', () => {
  const money = {
    gst_registered: true,
    default_gst: 'EXCLUSIVE',
    inventory_tax_type: 'EXCLUSIVE',
    rounding_method: 'HALF_EVEN',
    inventory_prefill_column: 'NAME',
    setup_prefill_inventory: false,
  };

  it.each([false, true])('with the setting %s, the clients get the unscheduled reminder too', async (on) => {
    const business = await registerBusiness(ctx.t.app);
    const email = `unscheduled-${on}-${process.pid}@example.com`;
    const client = await createClient(
      ctx.t.app,
      business,
      individual({ emails: [{ type: 'PRIMARY', email_address: email }] }),
    );
    const saved = await as(ctx.t.app, business, {
      method: 'PUT',
      url: '/v1/business/company/settings/defaults',
      payload: { ...money, appointments_send_client_unscheduled_reminders: on },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const appointment = await createAppointment(
      ctx.t.app,
      business,
      appointmentBody({
        status: 'UNSCHEDULED',
        start_date: inDays(3),
        end_date: inDays(3, '11:00:00'),
        clients: [client.id],
        reminders: [{ key: 'unscheduled', type: 'EMAIL', reminder_offset: -1440 }],
      }),
    );
    await worker()((await onlyJob(appointment.id)).data);
    expect(await sentTo(email)).toBe(on ? 1 : 0);
    const { rows } = await ctx.db.query(
      'select count(*)::int as n from email_outbox where company_id = $1 and subject like $2',
      [(await whoIs(ctx.t.app, business)).companyId, 'Reminder:%'],
    );
    // The creator's own unscheduled reminder goes either way.
    expect(rows[0].n).toBe(on ? 2 : 1);
  });
});
