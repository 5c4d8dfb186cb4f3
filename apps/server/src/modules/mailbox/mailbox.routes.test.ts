import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerBusiness, type TestApp } from '../../test/build-test-app';

const SQL_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('GET /v1/sandbox/mailbox without SMTP', () => {
  let t: TestApp;
  let db: pg.Pool;
  beforeAll(async () => {
    t = await buildTestApp();
    db = new pg.Pool({ connectionString: t.databaseUrl, max: 1 });
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('is empty before any mail is sent', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/sandbox/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', payload: { emails: [] }, errors: null, message: null });
  });

  it('shows the mail the app kept instead of sending, newest first', async () => {
    const first = await registerBusiness(t.app);
    const second = await registerBusiness(t.app);
    for (const email of [first.email, second.email]) {
      await t.app.inject({ method: 'POST', url: '/v1/user/password/forgot', payload: { email } });
    }
    const stored = (await db.query('select id, "to", subject, text from email_outbox order by id desc')).rows;
    expect(stored.map((r) => r.to)).toEqual([second.email, first.email]);

    const response = await t.app.inject({ method: 'GET', url: '/v1/sandbox/mailbox' });
    expect(response.statusCode).toBe(200);
    const emails = response.json().payload.emails;
    expect(emails).toEqual(
      stored.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        created_at: expect.stringMatching(SQL_DATE),
      })),
    );
    expect(emails[0].text).toMatch(/reset code is \d{6}\b/);
  });

  it.each([
    ['another machine', { remoteAddress: '203.0.113.5' }],
    ['a business portal host', { headers: { host: 'app.fieldbook.example' } }],
    ['a client portal host', { headers: { host: 'connect.fieldbook.example' } }],
  ])('is not there for %s', async (_case, options) => {
    await registerBusiness(t.app).then((owner) =>
      t.app.inject({ method: 'POST', url: '/v1/user/password/forgot', payload: { email: owner.email } }),
    );
    const response = await t.app.inject({ method: 'GET', url: '/v1/sandbox/mailbox', ...options });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('reset code');
  });
});

describe('GET /v1/sandbox/mailbox with SMTP configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing is sent in this test; the transport only has to exist.
    t = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not exist, so real mail is never shown to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/sandbox/mailbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', payload: null, errors: null, message: MESSAGES.notFound });
  });
});
