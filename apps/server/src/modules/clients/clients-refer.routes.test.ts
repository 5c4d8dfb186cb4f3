import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import { CLIENT_LIMITS, CLIENT_MESSAGES } from '@fieldbook/domain/clients/clients.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import {
  companyFootprint,
  createClient,
  editBody,
  individual,
  logActions,
  putClient,
  storedClient,
} from './clients-test-kit';

let owner: Session;
let ids: { companyId: number; userId: number };

const ctx = useTestApp();
beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  ids = await whoIs(ctx.t.app, owner);
});

const resend = (session: Session, client_id: number) =>
  as(ctx.t.app, session, { method: 'POST', url: '/v1/refer/email/resend', payload: { client_id } });
const outbox = async (to: string) =>
  (
    await ctx.db.query('select * from email_outbox where company_id = $1 and "to" = $2 order by id', [
      ids.companyId,
      to,
    ])
  ).rows;

describe('POST /v1/refer/email/resend', () => {
  it('sends the request to the PRIMARY email with a /connect/refer/ link, at most 3 times, counting down', async () => {
    const client = await createClient(
      ctx.t.app,
      owner,
      individual({
        emails: [
          { type: 'BILLING', email_address: 'billing@refer.example' },
          { type: 'PRIMARY', email_address: 'primary@refer.example' },
        ],
      }),
    );
    const expected = [
      [CLIENT_MESSAGES.referSent(2), 1],
      [CLIENT_MESSAGES.referSent(1), 2],
      [CLIENT_MESSAGES.referSent(0), 3],
    ] as const;
    expect(expected.map(([message]) => message)).toEqual([
      'Sign-up request sent. 2 tries remain.',
      'Sign-up request sent. 1 try remains.',
      'Sign-up request sent. 0 tries remain.',
    ]);
    for (const [message, tries] of expected) {
      const response = await resend(owner, client.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'success',
        payload: { refer_resend_tries: tries },
        errors: null,
        message,
      });
      const { row } = await storedClient(ctx.db, ids.companyId, client.id);
      expect(row).toMatchObject({ refer_status: 'PENDING', refer_resend_tries: tries });
    }

    const mails = await outbox('primary@refer.example');
    expect(mails).toHaveLength(3);
    const { row } = await storedClient(ctx.db, ids.companyId, client.id);
    expect(row.refer_code).toBeTruthy();
    for (const mail of mails) expect(mail.text).toContain(`/connect/refer/${row.refer_code}`);
    expect(await outbox('billing@refer.example')).toEqual([]);
    // Each request is a communication on the client's timeline.
    const timeline = (await as(ctx.t.app, owner, { method: 'GET', url: `/v1/clients/timeline?id=${client.id}` })).json()
      .payload.timeline as { timeline_type: string; recipient_address?: string; subject?: string }[];
    expect(
      timeline.filter((e) => e.timeline_type === 'communication').map((e) => [e.recipient_address, e.subject]),
    ).toEqual(Array(3).fill(['primary@refer.example', 'Join Fieldbook Client Connect']));

    const before = await companyFootprint(ctx.db, ids.companyId);
    const fourth = await resend(owner, client.id);
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json()).toEqual({
      status: 'error',
      payload: null,
      errors: { client_id: [CLIENT_MESSAGES.referNoTries] },
      message: 'This sign-up request cannot be sent again.',
    });
    expect(await companyFootprint(ctx.db, ids.companyId)).toEqual(before);
    expect((await storedClient(ctx.db, ids.companyId, client.id)).row.refer_resend_tries).toBe(
      CLIENT_LIMITS.referResendTries,
    );
    expect(await logActions(ctx.db, ids.companyId, client.id)).toEqual([
      'client_created',
      'client_refer_sent',
      'client_refer_sent',
      'client_refer_sent',
    ]);

    const shown = (await as(ctx.t.app, owner, { method: 'GET', url: `/v1/clients?id=${client.id}` })).json().payload
      .client;
    expect(shown).toMatchObject({ refer_status: 'PENDING', refer_resend_tries: 3 });
  });

  it('refuses a client without an email and sends nothing', async () => {
    const client = await createClient(ctx.t.app, owner);
    const before = await companyFootprint(ctx.db, ids.companyId);
    const response = await resend(owner, client.id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      payload: null,
      errors: { client_id: [CLIENT_MESSAGES.referNoEmail] },
      message: 'This client has no email address to send the request to.',
    });
    expect(await companyFootprint(ctx.db, ids.companyId)).toEqual(before);
    expect((await storedClient(ctx.db, ids.companyId, client.id)).row).toMatchObject({
      refer_status: null,
      refer_resend_tries: 0,
    });
  });

  it('refuses a client who has already linked their account', async () => {
    const client = await createClient(
      ctx.t.app,
      owner,
      individual({ emails: [{ type: 'PRIMARY', email_address: 'linked@refer.example' }] }),
    );
    await ctx.db.query('update clients set linked = true where company_id = $1 and id = $2', [
      ids.companyId,
      client.id,
    ]);
    const response = await resend(owner, client.id);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ client_id: [CLIENT_MESSAGES.referLinked] });
    expect(await outbox('linked@refer.example')).toEqual([]);
  });

  it('answers 404 for an unknown client and 403 without the clients permissions', async () => {
    const missing = await resend(owner, 987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CLIENT_MESSAGES.notFound);

    const client = await createClient(
      ctx.t.app,
      owner,
      individual({ emails: [{ type: 'PRIMARY', email_address: 'noperm@refer.example' }] }),
    );
    const staff = await addStaff(ctx.t.app, owner, 'Field Staff');
    const { userId } = await whoIs(ctx.t.app, staff);
    await ctx.db.query(`update users set permissions = '{}' where company_id = $1 and id = $2`, [
      ids.companyId,
      userId,
    ]);
    const refused = await resend(staff, client.id);
    expect(refused.statusCode).toBe(403);
    expect(await outbox('noperm@refer.example')).toEqual([]);
  });
});

describe('Field Staff (canAccessClients without canEditClients)', () => {
  it("cannot point a client's email at themselves and send the sign-up request there: 403, nothing changed or sent", async () => {
    const client = await createClient(
      ctx.t.app,
      owner,
      individual({ emails: [{ type: 'PRIMARY', email_address: 'real@refer.example' }] }),
    );
    const staff = await addStaff(ctx.t.app, owner, 'Field Staff');
    const before = await storedClient(ctx.db, ids.companyId, client.id);
    const footprint = await companyFootprint(ctx.db, ids.companyId);

    const edit = await putClient(
      ctx.t.app,
      staff,
      editBody(client, { emails: [{ type: 'PRIMARY', email_address: 'attacker@refer.example' }] }),
    );
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ status: 'error', payload: null, errors: null, message: AUTH_MESSAGES.forbidden });
    const invite = await resend(staff, client.id);
    expect(invite.statusCode).toBe(403);

    expect(await storedClient(ctx.db, ids.companyId, client.id)).toEqual(before);
    expect(await companyFootprint(ctx.db, ids.companyId)).toEqual(footprint);
    expect(await outbox('attacker@refer.example')).toEqual([]);
    expect(await outbox('real@refer.example')).toEqual([]);
    // The server tells the web the client is not theirs to edit.
    const shown = (await as(ctx.t.app, staff, { method: 'GET', url: `/v1/clients?id=${client.id}` })).json().payload;
    expect(shown.client.can_edit).toBe(false);
  });

  it('Office staff (canEditClients) may change the email and send the request to it', async () => {
    const client = await createClient(
      ctx.t.app,
      owner,
      individual({ emails: [{ type: 'PRIMARY', email_address: 'old@refer.example' }] }),
    );
    const office = await addStaff(ctx.t.app, owner, 'Office');
    const edit = await putClient(
      ctx.t.app,
      office,
      editBody(client, { emails: [{ type: 'PRIMARY', email_address: 'moved@refer.example' }] }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().payload.can_edit).toBe(true);
    expect((await resend(office, client.id)).statusCode).toBe(200);
    expect(await outbox('moved@refer.example')).toHaveLength(1);
  });
});

describe('send_email on create', () => {
  it('sends the sign-up request with the new client and marks it PENDING', async () => {
    const client = await createClient(
      ctx.t.app,
      owner,
      individual({ send_email: true, emails: [{ type: 'PRIMARY', email_address: 'new@refer.example' }] }),
    );
    expect(client).toMatchObject({ refer_status: 'PENDING', refer_resend_tries: 0 });
    const { row } = await storedClient(ctx.db, ids.companyId, client.id);
    const mails = await outbox('new@refer.example');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`/connect/refer/${row.refer_code}`);
    // The same link is sent again on resend.
    expect((await resend(owner, client.id)).statusCode).toBe(200);
    const again = await outbox('new@refer.example');
    expect(again[1].text).toContain(`/connect/refer/${row.refer_code}`);
  });

  it('sends it to the PRIMARY email even when another is listed first', async () => {
    await createClient(
      ctx.t.app,
      owner,
      individual({
        send_email: true,
        emails: [
          { type: 'BILLING', email_address: 'first-billing@refer.example' },
          { type: 'PRIMARY', email_address: 'second-primary@refer.example' },
        ],
      }),
    );
    expect(await outbox('second-primary@refer.example')).toHaveLength(1);
    expect(await outbox('first-billing@refer.example')).toEqual([]);
  });

  it('sends nothing without send_email', async () => {
    await createClient(
      ctx.t.app,
      owner,
      individual({ emails: [{ type: 'PRIMARY', email_address: 'quiet@refer.example' }] }),
    );
    expect(await outbox('quiet@refer.example')).toEqual([]);
  });
});
