import { APPOINTMENT_MESSAGES as M } from '@fieldbook/domain/appointments/appointments.constants';
import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, expectFieldError, individual } from '../clients/clients-test-kit';
import {
  anHourLater,
  fillMessageCap,
  RELAY_EMAIL,
  RELAY_MOBILE,
  sentFootprint,
} from '../communications/message-test-kit';
import { createReminderWorker } from './appointment-reminders';
import {
  appointmentBody,
  appointmentFootprint,
  createAppointment,
  editBody,
  findAppointment,
  putAppointment,
} from './appointments-test-kit';
import { reminderUnsubscribeLinks } from './reminder-unsubscribe';

// Security issue 32, "No relay": a message about a client goes only to the client's stored contacts,
// and a company sends at most MESSAGES_PER_HOUR (small here) emails and texts an hour.
const PER_HOUR = 12;
const ctx = useTestApp({ JOB_WORKERS: 'false', MESSAGES_PER_HOUR: String(PER_HOUR) });
const ZONE = 'Australia/Melbourne';
const CLIENT_EMAIL = `jane-${process.pid}@client.example`;
let owner: Session;
let field: Session;
let companyId: number;
let clientId: number;
/** The client's mobile as stored (international). */
let storedMobile: string;
let appointmentId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app, { company_name: 'Sparkle Cleaning Co' });
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  field = await addStaff(ctx.t.app, owner, 'Field Staff');
  const client = await createClient(
    ctx.t.app,
    owner,
    individual({
      emails: [{ type: 'PRIMARY', email_address: CLIENT_EMAIL }],
      phones: [{ type: 'MOBILE', phone_number: '0412 345 678' }],
    }),
  );
  clientId = client.id;
  storedMobile = client.phones[0].full_phone;
  const attendee = (await whoIs(ctx.t.app, field)).userId;
  appointmentId = (
    await createAppointment(ctx.t.app, owner, appointmentBody({ clients: [clientId], attendees: [attendee] }))
  ).id;
});

const notify = (session: Session, reminders: Record<string, unknown>[], custom = true) =>
  as(ctx.t.app, session, {
    method: 'POST',
    url: '/v1/appointments/notify',
    payload: {
      id: appointmentId,
      message_type: custom ? 'CUSTOM' : 'DEFAULT',
      reminders,
      custom_email: 'Free text anyone could type.',
      custom_sms: 'Free text anyone could type.',
    },
  });
const toClient = (type: 'EMAIL' | 'SMS', value: string) => ({ key: 'clients', client_id: clientId, type, value });
const sentTo = async (table: 'email_outbox' | 'sms_outbox', to: string) =>
  (await ctx.db.query(`select count(*)::int as n from ${table} where "to" = $1`, [to])).rows[0].n as number;

describe('Send Message (POST v1/appointments/notify) goes only to the client’s stored contacts', () => {
  for (const who of ['Owner', 'Field Staff attending'] as const) {
    it(`refuses the ${who} an email to ${RELAY_EMAIL} and an SMS to a number nobody stored (422), queuing nothing`, async () => {
      const session = who === 'Owner' ? owner : field;
      const before = await sentFootprint(ctx.db, companyId);
      expectFieldError(
        await notify(session, [toClient('EMAIL', RELAY_EMAIL)]),
        'reminders.0.value',
        M.reminderEmailNotStored,
      );
      expectFieldError(
        await notify(session, [toClient('SMS', RELAY_MOBILE)]),
        'reminders.0.value',
        M.reminderMobileNotStored,
      );
      // Nor does a stored one let another through beside it.
      const mixed = await notify(session, [
        toClient('EMAIL', CLIENT_EMAIL),
        { key: 'staff', type: 'EMAIL' },
        toClient('SMS', RELAY_MOBILE),
      ]);
      expect(mixed.statusCode).toBe(422);
      expect(await sentFootprint(ctx.db, companyId)).toEqual(before);
    });
  }

  it('sends free text to the stored contact, chosen however it is typed, as stored', async () => {
    const emails = await sentTo('email_outbox', CLIENT_EMAIL);
    const texts = await sentTo('sms_outbox', storedMobile);
    const email = await notify(field, [toClient('EMAIL', `  ${CLIENT_EMAIL.toUpperCase()} `)]);
    expect(email.statusCode, email.body).toBe(200);
    const sms = await notify(field, [toClient('SMS', '+61412345678')]);
    expect(sms.statusCode, sms.body).toBe(200);
    expect(await sentTo('email_outbox', CLIENT_EMAIL)).toBe(emails + 1);
    expect(await sentTo('sms_outbox', storedMobile)).toBe(texts + 1);
  });
});

describe('saved reminders never relay', () => {
  const inDays = (days: number, time = '10:00:00') =>
    `${DateTime.now().setZone(ZONE).plus({ days }).toFormat('yyyy-MM-dd')} ${time}`;
  const clientReminder = (type: 'EMAIL' | 'SMS', value: string) => ({
    ...toClient(type, value),
    reminder_offset: -1440,
  });
  const worker = () =>
    createReminderWorker({
      db: ctx.t.app.db,
      jobs: ctx.t.app.jobs,
      communications: ctx.t.app.communications,
      unsubscribeLink: reminderUnsubscribeLinks(ctx.t.app.config).link,
    });
  async function bookWithReminder() {
    return createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({
        start_date: inDays(3),
        end_date: inDays(3, '11:00:00'),
        clients: [clientId],
        reminders: [clientReminder('EMAIL', CLIENT_EMAIL)],
      }),
    );
  }
  /** The appointment's reminder jobs still waiting, newest last. */
  const waitingJobs = async (id: number) =>
    (
      await ctx.db.query(
        `select j.data, j.start_after from pgboss.job j
           join appointment_reminders r on r.id = (j.data->>'reminderId')::bigint
          where j.name = 'appointment-reminder' and j.state = 'created' and r.appointment_id = $1
          order by j.created_on`,
        [id],
      )
    ).rows as { data: { companyId: number; reminderId: number; dueAt: string }; start_after: Date }[];

  it('refuses adding a reminder to an address or number the client has not stored (422), changing nothing', async () => {
    const appointment = await bookWithReminder();
    const before = await appointmentFootprint(ctx.db, companyId);
    for (const [reminder, message] of [
      [clientReminder('EMAIL', RELAY_EMAIL), M.reminderEmailNotStored],
      [clientReminder('SMS', RELAY_MOBILE), M.reminderMobileNotStored],
    ] as const) {
      expectFieldError(
        await putAppointment(ctx.t.app, owner, editBody(appointment, { reminders: [reminder] })),
        'reminders.0.value',
        message,
      );
    }
    expect(await appointmentFootprint(ctx.db, companyId)).toEqual(before);
  });

  it('keeps a reminder whose address the client has since changed through an edit, and sends it only to a stored one', async () => {
    const appointment = await bookWithReminder();
    // As an address saved before this rule (or one the client has since dropped) stands in the row.
    await ctx.db.query(`update appointment_reminders set value = $1 where appointment_id = $2`, [
      RELAY_EMAIL,
      appointment.id,
    ]);
    const current = (await findAppointment(ctx.t.app, owner, appointment.id)).json().payload.appointment;
    const moved = await putAppointment(
      ctx.t.app,
      owner,
      editBody(current, {
        start_date: inDays(4),
        end_date: inDays(4, '11:00:00'),
        reminders: [clientReminder('EMAIL', RELAY_EMAIL)],
      }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const before = await sentTo('email_outbox', CLIENT_EMAIL);
    const job = (await waitingJobs(appointment.id)).at(-1);
    if (!job) throw new Error('no reminder job');
    await worker()(job.data);
    expect((await sentFootprint(ctx.db, companyId)).relayed_emails).toBe(0);
    expect(await sentTo('email_outbox', CLIENT_EMAIL)).toBe(before + 1);
  });

  it('waits past the hourly cap and sends once the hour has passed: nothing claimed or queued meanwhile', async () => {
    const appointment = await bookWithReminder();
    const [job] = await waitingJobs(appointment.id);
    if (!job) throw new Error('no reminder job');
    await fillMessageCap(ctx.db, companyId, PER_HOUR);
    const before = await sentFootprint(ctx.db, companyId);
    const startedAt = Date.now();
    await worker()(job.data);
    expect(await sentFootprint(ctx.db, companyId)).toEqual(before);
    const reminder = (await findAppointment(ctx.t.app, owner, appointment.id)).json().payload.appointment
      .client_reminders[0];
    expect(reminder.has_sent).toBe(false);
    // The same job again, ten minutes on.
    const again = (await waitingJobs(appointment.id)).at(-1);
    expect(again?.data).toEqual(job.data);
    expect(again?.start_after.getTime()).toBeGreaterThanOrEqual(startedAt + 10 * 60_000 - 1000);

    await anHourLater(ctx.db, companyId);
    await worker()(again?.data ?? job.data);
    expect((await sentFootprint(ctx.db, companyId)).emails).toBe(before.emails + 1);
  });
});

describe('the hourly message cap', () => {
  it(`answers 429 "${AUTH_MESSAGES.tooManyRequests}" past MESSAGES_PER_HOUR and queues nothing, then sends an hour later`, async () => {
    await fillMessageCap(ctx.db, companyId, PER_HOUR);
    const before = await sentFootprint(ctx.db, companyId);
    const refused = await notify(owner, [toClient('EMAIL', CLIENT_EMAIL)]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 'error',
      payload: null,
      errors: null,
      message: AUTH_MESSAGES.tooManyRequests,
    });
    expect(await sentFootprint(ctx.db, companyId)).toEqual(before);

    await anHourLater(ctx.db, companyId);
    expect((await notify(owner, [toClient('EMAIL', CLIENT_EMAIL)])).statusCode).toBe(200);
  });

  it('refuses a message to several recipients whole when only some would fit', async () => {
    await anHourLater(ctx.db, companyId);
    await fillMessageCap(ctx.db, companyId, PER_HOUR - 1);
    const before = await sentFootprint(ctx.db, companyId);
    const refused = await notify(owner, [toClient('EMAIL', CLIENT_EMAIL), { key: 'staff', type: 'EMAIL' }]);
    expect(refused.statusCode).toBe(429);
    expect(await sentFootprint(ctx.db, companyId)).toEqual(before);
  });

  it('counts per company: another company still sends', async () => {
    const other = await registerBusiness(ctx.t.app);
    const otherClient = await createClient(
      ctx.t.app,
      other,
      individual({ emails: [{ type: 'PRIMARY', email_address: `other-${process.pid}@client.example` }] }),
    );
    const otherAppointment = await createAppointment(ctx.t.app, other, appointmentBody({ clients: [otherClient.id] }));
    const sent = await as(ctx.t.app, other, {
      method: 'POST',
      url: '/v1/appointments/notify',
      payload: {
        id: otherAppointment.id,
        reminders: [
          { key: 'clients', client_id: otherClient.id, type: 'EMAIL', value: `other-${process.pid}@client.example` },
        ],
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
  });
});
