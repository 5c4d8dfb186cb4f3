import { AUTH_MESSAGES, EMAIL_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { PASSWORD_MESSAGES } from '@fieldbook/domain/auth/password.rules';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, registerBusiness, type TestApp } from '../test/build-test-app';
import { registerEnvelopeHandlers } from './envelope';

/** Nothing of a stack trace or the server's files may reach a client. */
function expectNoInternals(body: string) {
  expect(body).not.toMatch(/\bat .+:\d+:\d+/);
  expect(body).not.toMatch(/node_modules|\.ts\b|\/src\//);
  expect(body).not.toContain('stack');
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the envelope', () => {
  it.each([
    ['GET', '/v1/no-such-thing'],
    ['POST', '/v1/no/such/thing'],
    ['GET', '/v1'],
    ['GET', '/docs-nothing-here'],
    ['GET', '/some/page/without/a/web/build'],
  ] as const)('%s %s answers the 404 envelope', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 'error', payload: null, errors: null, message: MESSAGES.notFound });
  });

  it('answers malformed JSON with a 400 envelope and no internals', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/user/signIn',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", "password": ',
    });
    expect(response.statusCode).toBe(400);
    // In the app's words, not the parser's ("Body is not valid JSON…").
    expect(response.json()).toEqual({ status: 'error', payload: null, errors: null, message: MESSAGES.validation });
    expectNoInternals(response.body);
  });

  it('answers an empty JSON body with a 400 envelope in the app’s words', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/user/signIn',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', payload: null, errors: null, message: MESSAGES.validation });
  });

  it('answers a body of another media type with a 4xx envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/user/signIn',
      headers: { 'content-type': 'text/xml' },
      payload: '<email>a@example.com</email>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ status: 'error', payload: null, errors: null, message: MESSAGES.validation });
    expectNoInternals(response.body);
  });

  it('answers invalid input with 422, every field named, and the first message as the message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/user/signIn',
      payload: { email: 'bad address', password: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      payload: null,
      errors: {
        email: [EMAIL_MESSAGES.invalid],
        password: [PASSWORD_MESSAGES.required],
        guid: ['The guid field is required.'],
      },
      message: EMAIL_MESSAGES.invalid,
    });
  });

  it('names indexed fields with dots', async () => {
    const owner = await registerBusiness(t.app);
    const hours = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      day,
      open: true,
      start: '09:00',
      end: day === 3 ? '08:00' : '17:00',
    }));
    const response = await as(t.app, owner, {
      method: 'PUT',
      url: '/v1/business/company',
      payload: {
        company_name: 'Dots Co',
        timezone: 'Australia/Melbourne',
        hide_timezone_options: false,
        calendar_start_of_week: 0,
        business_hours: hours,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['business_hours.3.end']);
  });

  it('sends the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/system/checkAppVersion' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('an unexpected failure', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await buildTestApp();
  });
  afterAll(async () => {
    await broken.close();
  });

  it('answers 500 "Something went wrong" and nothing of what went wrong', async () => {
    const owner = await registerBusiness(broken.app);
    expect((await as(broken.app, owner, { method: 'GET', url: '/v1/notifications/all' })).statusCode).toBe(200);
    await broken.app.db.execute(sql`drop table notifications cascade`);
    const response = await as(broken.app, owner, { method: 'GET', url: '/v1/notifications/all' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 'error', payload: null, errors: null, message: MESSAGES.somethingWrong });
    expectNoInternals(response.body);
    expect(response.body).not.toContain('notifications');
    expect(response.body).not.toMatch(/relation|does not exist|select/i);
    // The rest of the API is unaffected.
    expect((await as(broken.app, owner, { method: 'GET', url: '/v1/user/load' })).statusCode).toBe(200);
  });
});

describe('another library’s client error', () => {
  it('is a fault of ours: 500 "Something went wrong", never the library’s words', async () => {
    // As a payment provider's SDK throws (a status of its own) when no handler of ours caught it.
    const app = Fastify({ logger: false });
    registerEnvelopeHandlers(app, () => 40);
    app.get('/provider', async () => {
      throw Object.assign(new Error('No such customer: cus_Q1w2e3'), {
        statusCode: 404,
        type: 'invalid_request_error',
      });
    });
    const response = await app.inject({ method: 'GET', url: '/provider' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 'error', payload: null, errors: null, message: MESSAGES.somethingWrong });
  });
});

describe('a row deleted meanwhile', () => {
  it('answers 404 "not found" when a write refers to a row another transaction deleted', async () => {
    const app = Fastify({ logger: false });
    registerEnvelopeHandlers(app, () => 40);
    app.post('/refers', async () => {
      // As drizzle wraps the driver's error: the code sits on its cause.
      throw Object.assign(new Error('Failed query: insert into attachments …'), {
        cause: Object.assign(new Error('violates foreign key constraint'), { code: '23503' }),
      });
    });
    const response = await app.inject({ method: 'POST', url: '/refers' });
    await app.close();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', payload: null, errors: null, message: MESSAGES.notFound });
  });
});

describe('a body over the limit', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await buildTestApp({ BODY_LIMIT_MB: '1' });
  });
  afterAll(async () => {
    await small.close();
  });

  it('answers 413 naming the maximum file size of the system settings', async () => {
    const response = await small.app.inject({
      method: 'POST',
      url: '/v1/user/signIn',
      payload: { email: 'a@example.com', password: 'x'.repeat(1_200_000), guid: 'g' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 'error', payload: null, errors: null, message: MESSAGES.tooLarge(40) });
  });
});

describe('the sign-in rate limit', () => {
  let limited: TestApp;
  let db: pg.Pool;
  beforeAll(async () => {
    limited = await buildTestApp({ AUTH_RATE_LIMIT: '3' });
    db = new pg.Pool({ connectionString: limited.databaseUrl, max: 1 });
  });
  afterAll(async () => {
    await db.end();
    await limited.close();
  });

  it('answers the fourth sign-in in a minute with 429 and opens no session', async () => {
    const signIn = (password: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/v1/user/signIn',
        payload: { email: 'nobody@example.com', password, guid: 'g' },
      });
    for (let i = 0; i < 3; i++) {
      const response = await signIn('Wrong-Pass1!');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.email).toEqual([AUTH_MESSAGES.invalidCredentials]);
    }
    const sessions = Number((await db.query('select count(*) as n from sessions')).rows[0].n);
    const fourth = await signIn('Wrong-Pass1!');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      status: 'error',
      payload: null,
      errors: null,
      message: AUTH_MESSAGES.tooManyRequests,
    });
    expect(AUTH_MESSAGES.tooManyRequests).toBe('Too many requests... wait a minute');
    expect(Number((await db.query('select count(*) as n from sessions')).rows[0].n)).toBe(sessions);
    // Calls that are not limited still answer.
    expect((await limited.app.inject({ method: 'GET', url: '/v1/system/checkAppVersion' })).statusCode).toBe(200);
  });

  it('lets ten times as many refreshes through, since every page a signed-in browser opens refreshes', async () => {
    const refresh = () => limited.app.inject({ method: 'POST', url: '/v1/user/refresh', payload: { guid: 'g' } });
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i++) statuses.add((await refresh()).statusCode);
    expect([...statuses]).toEqual([401]);
    expect((await refresh()).statusCode).toBe(429);
  });
});
