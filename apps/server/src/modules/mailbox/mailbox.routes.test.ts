import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addStaff,
  as,
  buildTestApp,
  registerBusiness,
  type Session,
  type TestApp,
  useTestApp,
  whoIs,
} from '../../test/build-test-app';
import { editBody, getStaff, passwordToken, putStaff } from '../staff/staff-test-kit';

const MAILBOX = '/v1/sandbox/mailbox';
const SQL_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

// Behind a proxy, so X-Forwarded-For decides the client address (request.ip), as it would in production.
const ctx = useTestApp({ TRUST_PROXY: '1' });

interface Company {
  owner: Session;
  admin: Session;
  fieldStaff: Session;
  companyId: number;
  /** An address of the company's clients (no staff account). */
  client: string;
}

let a: Company;
let b: Company;
let n = 0;

const forgotPassword = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/v1/user/password/forgot', payload: { email } });

/** A company with an owner, an Administrator and a Field Staff member, each of whom asked for a reset code. */
async function companyWithMail(app: FastifyInstance): Promise<Company> {
  const owner = await registerBusiness(app);
  const admin = await addStaff(app, owner, 'Administrator');
  const fieldStaff = await addStaff(app, owner, 'Field Staff');
  const { companyId } = await whoIs(app, owner);
  for (const session of [owner, admin, fieldStaff]) {
    expect((await forgotPassword(app, session.email)).statusCode).toBe(200);
  }
  // Mail to a client, as every module queues it (a message, a document).
  const client = `client${++n}.${process.pid}@example.com`;
  await app.mailer.queue(app.db, { companyId, to: client, subject: `Invoice ${n}`, text: `Your invoice ${n}` });
  return { owner, admin, fieldStaff, companyId, client };
}

const outboxCount = async () => (await ctx.db.query('select count(*)::int as n from email_outbox')).rows[0].n as number;

/** The recipients a session's mailbox shows, newest first. */
async function shownTo(session: Session): Promise<string[]> {
  const response = await as(ctx.t.app, session, { method: 'GET', url: MAILBOX });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.emails.map((email: { to: string }) => email.to);
}

beforeAll(async () => {
  a = await companyWithMail(ctx.t.app);
  b = await companyWithMail(ctx.t.app);
  // Client Connect account mail belongs to no company.
  await ctx.t.app.mailer.queue(ctx.t.app.db, { to: 'portal@example.com', subject: 'Reset', text: 'reset link' });
});

describe('GET /v1/sandbox/mailbox, refused', () => {
  it.each([
    ['signed out', { remoteAddress: '203.0.113.5' }],
    [
      'signed out, claiming to be this machine through the proxy',
      { remoteAddress: '203.0.113.5', headers: { 'x-forwarded-for': '127.0.0.1' } },
    ],
    ['signed out on this machine itself', { remoteAddress: '127.0.0.1', headers: { host: 'localhost' } }],
  ])('shows nothing %s (401)', async (_case, options) => {
    const before = await outboxCount();
    const response = await ctx.t.app.inject({ method: 'GET', url: MAILBOX, ...options });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 'error',
      payload: null,
      errors: null,
      message: AUTH_MESSAGES.unauthenticated,
    });
    expect(await outboxCount()).toBe(before);
  });

  it('refuses a staff member without canModifyCompanyDetails (403), showing nothing', async () => {
    const before = await outboxCount();
    const response = await as(ctx.t.app, a.fieldStaff, { method: 'GET', url: MAILBOX });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'error', payload: null, errors: null, message: AUTH_MESSAGES.forbidden });
    expect(await outboxCount()).toBe(before);
  });
});

describe('GET /v1/sandbox/mailbox, signed in', () => {
  it("shows an administrator their company's client mail and their own, newest first, never other accounts' codes", async () => {
    expect(await shownTo(a.admin)).toEqual([a.client, a.admin.email]);
    expect(await shownTo(b.admin)).toEqual([b.client, b.admin.email]);

    const response = await as(ctx.t.app, a.admin, { method: 'GET', url: MAILBOX });
    const stored = (
      await ctx.db.query('select id, "to", subject, text from email_outbox where "to" = any($1) order by id desc', [
        [a.client, a.admin.email],
      ])
    ).rows;
    expect(response.json().payload.emails).toEqual(
      stored.map((row) => ({ ...row, created_at: expect.stringMatching(SQL_DATE) })),
    );
    // The admin's own reset code, and no one else's: not the owner's (which would hand over the company).
    expect(response.json().payload.emails[1].text).toMatch(/reset code is \d{6}\b/);
    for (const other of [a.owner, a.fieldStaff, b.owner, b.admin]) expect(response.body).not.toContain(other.email);
    expect(response.body).not.toContain('portal@example.com');
  });

  it("shows the owner their own reset code but not their company's other staff's", async () => {
    expect(await shownTo(a.owner)).toEqual([a.client, a.owner.email]);
  });

  it('hides the links of a pending email change of another staff member (both addresses)', async () => {
    const { userId } = await whoIs(ctx.t.app, a.fieldStaff);
    const user = (await getStaff(ctx.t.app, a.owner, userId)).json().payload.user;
    const newEmail = `changed.${process.pid}@example.com`;
    const changed = await putStaff(
      ctx.t.app,
      a.owner,
      editBody(user, { email: newEmail, password_token: await passwordToken(ctx.t.app, a.owner) }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const queued = await ctx.db.query('select count(*)::int as n from email_outbox where "to" = any($1)', [
      [newEmail, a.fieldStaff.email],
    ]);
    expect(queued.rows[0].n).toBeGreaterThanOrEqual(3);

    expect(await shownTo(a.admin)).toEqual([a.client, a.admin.email]);
    expect(await shownTo(a.owner)).toEqual([a.client, a.owner.email]);
  });
});

describe('GET /v1/sandbox/mailbox with MAIL_PROVIDER=smtp', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing is sent in this test; the transport only has to exist.
    t = await buildTestApp({ MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not exist, even for a signed-in owner, so real mail is never shown to anyone', async () => {
    const owner = await registerBusiness(t.app);
    const response = await as(t.app, owner, { method: 'GET', url: MAILBOX });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', payload: null, errors: null, message: MESSAGES.notFound });
  });
});
