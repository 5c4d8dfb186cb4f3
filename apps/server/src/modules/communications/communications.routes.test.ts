import { COMMUNICATION_MESSAGES } from '@fieldbook/domain/communications/communications.schemas';
import { DEFAULT_SYSTEM_SETTINGS } from '@fieldbook/domain/system/system.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSmsSender } from '../../messaging/sms';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { appointmentBody, createAppointment, findAppointment } from '../appointments/appointments-test-kit';
import { createClient, individual } from '../clients/clients-test-kit';
import { createCommunicationSender, noDeliveries } from './communication-sender';

const ctx = useTestApp();

describe('GET v1/communications/sms/price', () => {
  it('answers the price of one SMS: 0.10 AUD per 160 characters by default', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const response = await as(ctx.t.app, owner, { method: 'GET', url: '/v1/communications/sms/price' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toEqual({ per_message_cost: 0.1, currency: 'AUD', per_characters: 160 });
    expect(response.json().payload).toEqual(DEFAULT_SYSTEM_SETTINGS.sms_price);
  });

  it('answers 401 without a sign-in', async () => {
    const response = await ctx.t.app.inject({ method: 'GET', url: '/v1/communications/sms/price' });
    expect(response.statusCode).toBe(401);
  });
});

describe('sent messages: contents, the recipient’s page and failures', () => {
  let owner: Session;
  let companyId: number;
  let appointmentId: number;
  let clientId: number;
  const email = `contents-${process.pid}@example.com`;
  const longText = `Hello Jane,\n\n${'Your clean is booked. '.repeat(20)}\n\nSee you then!`;

  const notificationTitles = async () =>
    (
      (await as(ctx.t.app, owner, { method: 'GET', url: '/v1/notifications/all' })).json().payload.notifications as {
        title: string;
      }[]
    ).map((n) => n.title);

  /** The newest communication on the appointment's timeline. */
  async function latest() {
    const found = await findAppointment(ctx.t.app, owner, appointmentId);
    return found.json().payload.timeline.find((e: { timeline_type: string }) => e.timeline_type === 'communication');
  }

  beforeAll(async () => {
    owner = await registerBusiness(ctx.t.app, { company_name: 'Sparkle Cleaning Co' });
    companyId = (await whoIs(ctx.t.app, owner)).companyId;
    clientId = (
      await createClient(ctx.t.app, owner, individual({ emails: [{ type: 'PRIMARY', email_address: email }] }))
    ).id;
    appointmentId = (await createAppointment(ctx.t.app, owner, appointmentBody({ clients: [clientId] }))).id;
    const sent = await as(ctx.t.app, owner, {
      method: 'POST',
      url: '/v1/appointments/notify',
      payload: {
        id: appointmentId,
        message_type: 'CUSTOM',
        reminders: [{ key: 'clients', client_id: clientId, type: 'EMAIL', value: email }],
        custom_email: longText,
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('shows the first lines on the timeline and the whole text through message/contents', async () => {
    const entry = await latest();
    expect(entry).toMatchObject({ complete_msg: false, content_long: null, files: [] });
    expect(entry.content.length).toBeLessThan(longText.length);
    const response = await as(ctx.t.app, owner, {
      method: 'GET',
      url: `/v1/communications/message/contents?id=${entry.id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.communication).toEqual({
      id: entry.id,
      via: 'EMAIL',
      subject: entry.subject,
      content: entry.content,
      content_long: longText,
      files: [],
    });
  });

  // Another company's message answers as a missing one: http/route-matrices.test.ts.
  it('answers "Could not load message contents" (404) for a missing message, and 403 without access', async () => {
    const entry = await latest();
    const missing = await as(ctx.t.app, owner, { method: 'GET', url: '/v1/communications/message/contents?id=987654' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(COMMUNICATION_MESSAGES.loadFailed);

    const bystander = await addStaff(ctx.t.app, owner, 'Field Staff');
    const { userId } = await whoIs(ctx.t.app, bystander);
    await ctx.db.query(`update users set permissions = '{canAccessPortalBusiness}' where id = $1`, [userId]);
    const refused = await as(ctx.t.app, bystander, {
      method: 'GET',
      url: `/v1/communications/message/contents?id=${entry.id}`,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('shows the message on msg/{referenceUrl} without an account, and marks it read', async () => {
    const entry = await latest();
    expect(entry.is_read).toBe(false);
    const [stored] = (await ctx.db.query('select text from email_outbox where "to" = $1', [email])).rows;
    const link = /View this message online: (\S+)/.exec(stored.text)?.[1] ?? '';
    expect(link).toContain(`/connect/msg/${entry.reference_id}`);

    const page = await ctx.t.app.inject({ method: 'GET', url: `/v1/communications/msg/${entry.reference_id}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().payload.message).toMatchObject({
      via: 'EMAIL',
      content_long: longText,
      company_name: 'Sparkle Cleaning Co',
    });
    expect((await latest()).is_read).toBe(true);

    const unknown = await ctx.t.app.inject({ method: 'GET', url: '/v1/communications/msg/not-a-real-reference' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(COMMUNICATION_MESSAGES.notFound);
  });

  it('marks a message whose provider refused it as failed, with the provider’s reason', async () => {
    const refusing = createSmsSender(
      ctx.t.app.db,
      {
        sandbox: false,
        send: async () => {
          throw new Error("The 'To' number is not a valid phone number.");
        },
      },
      () => {},
    );
    const sender = createCommunicationSender({
      config: ctx.t.app.config,
      db: ctx.t.app.db,
      mailer: ctx.t.app.mailer,
      sms: refusing,
    });
    const queued = noDeliveries();
    await ctx.t.app.db.transaction((tx) =>
      sender.queue(
        tx,
        {
          companyId,
          via: 'SMS',
          kind: 'MESSAGE',
          appointmentId,
          clientId,
          userId: null,
          to: '0412 000 111',
          subject: null,
          text: 'See you at 10',
          createdBy: null,
        },
        queued,
      ),
    );
    await sender.deliver(queued);
    // A message someone sent by hand failing is theirs to see on the timeline; only reminders notify.
    expect(await notificationTitles()).toEqual([]);
    expect(await latest()).toMatchObject({
      via: 'SMS',
      failed: true,
      error_msg: "The 'To' number is not a valid phone number.",
      is_viewable: false,
      complete_msg: true,
      content: 'See you at 10',
    });

    const reminder = noDeliveries();
    await ctx.t.app.db.transaction((tx) =>
      sender.queue(
        tx,
        {
          companyId,
          via: 'SMS',
          kind: 'REMINDER',
          appointmentId,
          clientId,
          userId: null,
          to: '0412 000 222',
          subject: null,
          text: 'Reminder: see you at 10',
          createdBy: null,
        },
        reminder,
      ),
    );
    await sender.deliver(reminder);
    // Whoever booked the appointment hears that the automatic reminder did not go.
    expect(await notificationTitles()).toEqual(['Reminder to 0412 000 222 failed']);
  });
});
