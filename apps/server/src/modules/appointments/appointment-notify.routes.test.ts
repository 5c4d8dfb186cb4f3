import { COMMUNICATION_MESSAGES as CM } from '@fieldbook/domain/communications/communications.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, expectFieldError, getClient, individual } from '../clients/clients-test-kit';
import { appointmentBody, createAppointment, findAppointment } from './appointments-test-kit';

const ctx = useTestApp({ JOB_WORKERS: 'false' });
let owner: Session;
let companyId: number;
let ownerId: number;
let clientId: number;
let typeId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app, { company_name: 'Sparkle Cleaning Co' });
  ({ companyId, userId: ownerId } = await whoIs(ctx.t.app, owner));
  clientId = (await createClient(ctx.t.app, owner)).id;
  const type = await as(ctx.t.app, owner, {
    method: 'POST',
    url: '/v1/appointments/types/save',
    payload: {
      name: 'Fortnightly clean',
      time_allocation: 120,
      client_title: 'Your home clean',
      client_description: 'Please leave the side gate unlocked.',
    },
  });
  typeId = type.json().payload.default.id;
});

const notify = (session: Session, payload: Record<string, unknown>) =>
  as(ctx.t.app, session, { method: 'POST', url: '/v1/appointments/notify', payload });

let seq = 0;
/** A unique address for one test's recipient, so its outbox rows are its own. */
const address = () => `notify-${process.pid}-${++seq}@example.com`;
const mobile = () => `04${String(10_000_000 + (++seq % 89_999_999)).padStart(8, '0')}`;

/** A client of one test's own, with a unique email and mobile stored: what its messages may go to. */
async function contactable(overrides: Record<string, unknown> = {}) {
  const email = address();
  const phone = mobile();
  const client = await createClient(
    ctx.t.app,
    owner,
    individual({
      emails: [{ type: 'PRIMARY', email_address: email }],
      phones: [{ type: 'MOBILE', phone_number: phone }],
      ...overrides,
    }),
  );
  /** The number as stored (international), which is what a text goes to. */
  const stored: string = client.phones[0].full_phone;
  return { id: client.id as number, email, phone, stored };
}

async function book(overrides: Record<string, unknown> = {}) {
  return createAppointment(
    ctx.t.app,
    owner,
    appointmentBody({ clients: [clientId], types: [typeId], attendees: [ownerId], ...overrides }),
  );
}
const toClient = (type: string, value: string | null, client = clientId) => ({
  key: 'clients',
  client_id: client,
  type,
  value,
});

const emailsTo = async (to: string) =>
  (await ctx.db.query('select subject, text from email_outbox where "to" = $1 order by id', [to])).rows as {
    subject: string;
    text: string;
  }[];
const textsTo = async (to: string) =>
  (await ctx.db.query('select body, status from sms_outbox where "to" = $1 order by id', [to])).rows as {
    body: string;
    status: string;
  }[];
/** Everything a send could have left behind in this company. */
async function sentFootprint() {
  const { rows } = await ctx.db.query(
    `select (select count(*)::int from communications where company_id = $1) as communications,
            (select count(*)::int from email_outbox where company_id = $1) as emails,
            (select count(*)::int from sms_outbox where company_id = $1) as texts`,
    [companyId],
  );
  return rows[0];
}
type TimelineEntry = { timeline_type: string; [key: string]: unknown };
const communicationsOf = (timeline: TimelineEntry[]) => timeline.filter((e) => e.timeline_type === 'communication');

describe('POST v1/appointments/notify', () => {
  it('words the usual message by the company’s client message template, by channel', async () => {
    const save = (payload: Record<string, unknown>) =>
      as(ctx.t.app, owner, { method: 'PUT', url: '/v1/communication-templates', payload });
    expect(
      (
        await save({
          id: 'client_message.SMS',
          body: '{{client.first_name}}: {{appointment.title}} on {{appointment.start}}',
        })
      ).statusCode,
    ).toBe(200);
    try {
      const client = await contactable();
      const appointment = await book({ clients: [client.id] });
      for (const reminder of [toClient('SMS', client.phone, client.id), toClient('EMAIL', client.email, client.id)]) {
        const sent = await notify(owner, { id: appointment.id, message_type: 'DEFAULT', reminders: [reminder] });
        expect(sent.statusCode, sent.body).toBe(200);
      }
      const [email, phone] = [client.email, client.stored];
      expect((await textsTo(phone))[0]?.body).toBe('Jane: Your home clean on Tuesday 1 December 2026 at 10:00am');
      // The email has no template of its own: the built-in wording.
      expect((await emailsTo(email))[0]?.text).toContain('Your home clean with Sparkle Cleaning Co');
    } finally {
      await as(ctx.t.app, owner, {
        method: 'DELETE',
        url: '/v1/communication-templates',
        payload: { id: 'client_message.SMS' },
      });
    }
  });

  it('sends the usual message by email and SMS: the type’s client title and description, on both timelines', async () => {
    const client = await contactable();
    const appointment = await book({ clients: [client.id] });
    // Chosen as typed (another case, national), sent as stored.
    const [email, phone] = [client.email, client.stored];
    const response = await notify(owner, {
      id: appointment.id,
      message_type: 'DEFAULT',
      reminders: [toClient('EMAIL', email.toUpperCase(), client.id)],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Appointment message successfully sent');
    expect(response.json().payload).toEqual({ sent: 1 });
    const [sentEmail] = await emailsTo(email);
    expect(sentEmail?.subject).toContain('Your home clean');
    expect(sentEmail?.text).toContain('Your home clean with Sparkle Cleaning Co');
    expect(sentEmail?.text).toContain('When: Tuesday 1 December 2026 at 10:00am');
    expect(sentEmail?.text).toContain('Please leave the side gate unlocked.');
    expect(sentEmail?.text).toMatch(/View this message online: http:\/\/localhost:\d+\/connect\/msg\/[\w-]{20,}/);

    const smsResponse = await notify(owner, {
      id: appointment.id,
      reminders: [toClient('SMS', client.phone, client.id)],
    });
    expect(smsResponse.statusCode, smsResponse.body).toBe(200);
    const [text] = await textsTo(phone);
    expect(text?.body).toContain('Your home clean with Sparkle Cleaning Co. When: Tuesday 1 December 2026');
    expect(text?.status).toBe('sandbox');

    const onAppointment = communicationsOf(
      (await findAppointment(ctx.t.app, owner, appointment.id)).json().payload.timeline,
    );
    expect(onAppointment.map((c) => [c.via, c.recipient_address, c.kind])).toEqual([
      ['SMS', phone, 'MESSAGE'],
      ['EMAIL', email, 'MESSAGE'],
    ]);
    expect(onAppointment[1]).toMatchObject({
      failed: false,
      error_msg: null,
      is_read: false,
      is_viewable: true,
      content_long: null,
      sender: expect.stringMatching(/\S/),
    });
    const onClient = communicationsOf((await getClient(ctx.t.app, owner, client.id)).json().payload.timeline);
    expect(onClient.map((c) => c.recipient_address)).toEqual(expect.arrayContaining([email, phone]));
  });

  it('sends the user’s own texts for CUSTOM: the SMS as written, the email with its link', async () => {
    const client = await contactable();
    const appointment = await book({ clients: [client.id] });
    const [email, phone] = [client.email, client.stored];
    const response = await notify(owner, {
      id: appointment.id,
      message_type: 'CUSTOM',
      reminders: [toClient('SMS', phone, client.id)],
      custom_sms: 'Running 15 minutes late, sorry! — Priya',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await textsTo(phone)).map((t) => t.body)).toEqual(['Running 15 minutes late, sorry! — Priya']);

    await notify(owner, {
      id: appointment.id,
      message_type: 'CUSTOM',
      reminders: [toClient('EMAIL', email, client.id)],
      custom_email: 'Your invoice is attached.\nThanks!',
    });
    expect((await emailsTo(email))[0]?.text).toMatch(
      /^Your invoice is attached\.\nThanks!\n\nView this message online: /,
    );
  });

  it('sends to every attendee for the staff recipient, by their email', async () => {
    const appointment = await book();
    const response = await notify(owner, { id: appointment.id, reminders: [{ key: 'staff', type: 'EMAIL' }] });
    expect(response.statusCode, response.body).toBe(200);
    const staffEmail = owner.email;
    const sent = await emailsTo(staffEmail);
    expect(sent.at(-1)?.text).toContain('Blocked kitchen drain with Sparkle Cleaning Co');
    const timeline = communicationsOf(
      (await findAppointment(ctx.t.app, owner, appointment.id)).json().payload.timeline,
    );
    expect(timeline[0]).toMatchObject({ recipient_address: staffEmail, via: 'EMAIL' });
  });

  it('sends to a client who disabled reminders when someone chooses to', async () => {
    const quiet = await contactable({ disable_reminders: true });
    const appointment = await book({ clients: [quiet.id] });
    const response = await notify(owner, {
      id: appointment.id,
      reminders: [toClient('EMAIL', quiet.email, quiet.id)],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await emailsTo(quiet.email)).toHaveLength(1);
  });

  describe('refuses bad input with its message and sends nothing', () => {
    let id: number;
    beforeAll(async () => {
      id = (await book()).id;
    });
    const cases: [string, () => Record<string, unknown>, string, string][] = [
      ['no recipients', () => ({ reminders: [] }), 'reminders', CM.noRecipients],
      ['only NONE recipients', () => ({ reminders: [toClient('NONE', null)] }), 'reminders', CM.noRecipients],
      [
        'a custom SMS of 501 characters',
        () => ({ message_type: 'CUSTOM', reminders: [toClient('SMS', mobile())], custom_sms: 'x'.repeat(501) }),
        'custom_sms',
        'The SMS message may not be greater than 500 characters.',
      ],
      [
        'a custom message without its SMS text',
        () => ({ message_type: 'CUSTOM', reminders: [toClient('SMS', mobile())], custom_sms: '  ' }),
        'custom_sms',
        CM.customSmsRequired,
      ],
      [
        'a custom message without its email text',
        () => ({ message_type: 'CUSTOM', reminders: [toClient('EMAIL', address())] }),
        'custom_email',
        CM.customEmailRequired,
      ],
      [
        'an invalid email',
        () => ({ reminders: [toClient('EMAIL', 'jane@')] }),
        'reminders.0.value',
        'This email is invalid',
      ],
      [
        'an empty email',
        () => ({ reminders: [toClient('EMAIL', '')] }),
        'reminders.0.value',
        'Please enter a valid email',
      ],
      [
        'an invalid mobile',
        () => ({ reminders: [toClient('SMS', '12')] }),
        'reminders.0.value',
        'This mobile number might be invalid',
      ],
      [
        'two messages to one client',
        () => ({ reminders: [toClient('EMAIL', address()), toClient('SMS', mobile())] }),
        'reminders.1.key',
        CM.oneMessageEach,
      ],
      [
        'a client not on the appointment',
        () => ({ reminders: [{ key: 'clients', client_id: 999_999, type: 'EMAIL', value: address() }] }),
        'reminders.0.client_id',
        'A client reminder must name one of the appointment’s clients.',
      ],
    ];
    it.each(cases)('%s', async (_name, body, field, message) => {
      const before = await sentFootprint();
      expectFieldError(await notify(owner, { id, ...body() }), field, message);
      expect(await sentFootprint()).toEqual(before);
    });

    it('staff when the appointment has none', async () => {
      const unstaffed = await book({ attendees: [] });
      const before = await sentFootprint();
      expectFieldError(
        await notify(owner, { id: unstaffed.id, reminders: [{ key: 'staff', type: 'SMS' }] }),
        'reminders.0.key',
        CM.noStaff,
      );
      expect(await sentFootprint()).toEqual(before);
    });

    it('staff without a mobile number for an SMS', async () => {
      const before = await sentFootprint();
      await ctx.db.query('update users set phone = null where company_id = $1 and id = $2', [companyId, ownerId]);
      expectFieldError(
        await notify(owner, { id, reminders: [{ key: 'staff', type: 'SMS' }] }),
        'reminders',
        CM.noAddress,
      );
      expect(await sentFootprint()).toEqual(before);
    });
  });

  it('refuses staff who neither may edit the appointment nor attend it (403), and sends nothing', async () => {
    const field = await addStaff(ctx.t.app, owner, 'Field Staff');
    const appointment = await book();
    const before = await sentFootprint();
    const response = await notify(field, { id: appointment.id, reminders: [toClient('EMAIL', address())] });
    expect(response.statusCode).toBe(403);
    expect(await sentFootprint()).toEqual(before);
  });

  it('lets an attendee without full editing send', async () => {
    const field = await addStaff(ctx.t.app, owner, 'Field Staff');
    const client = await contactable();
    const appointment = await book({ clients: [client.id], attendees: [(await whoIs(ctx.t.app, field)).userId] });
    const response = await notify(field, {
      id: appointment.id,
      reminders: [toClient('EMAIL', client.email, client.id)],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await emailsTo(client.email)).toHaveLength(1);
  });

  // Another company's appointment answers 404 and sends nothing: http/route-matrices.test.ts.
  it('answers 409 for an archived appointment', async () => {
    const appointment = await book();
    await as(ctx.t.app, owner, { method: 'DELETE', url: '/v1/appointments', payload: { id: appointment.id } });
    const archived = await notify(owner, { id: appointment.id, reminders: [toClient('EMAIL', address())] });
    expect(archived.statusCode).toBe(409);
  });
});
