import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerClient, STRONG_PASSWORD } from '../modules/connect/connect-test-kit';
import { editBody, postStaff, putStaff, staffBody, withoutTrialLimits } from '../modules/staff/staff-test-kit';
import { registerBusiness, type Session, useTestApp } from '../test/build-test-app';

/**
 * "The email has already been taken." says an address has an account in some company: sign-ups
 * (per client address) and staff create/edit (per company) give it at most EMAIL_TAKEN_LIMIT times
 * an hour (5 by default), then refuse every call until the hour ends (http/email-probes.ts).
 */
const ctx = useTestApp();
let elsewhere: Session;
let n = 0;

beforeAll(async () => {
  elsewhere = await registerBusiness(ctx.t.app, { email: 'known.owner@elsewhere.example' });
});

const count = async (sql: string) => (await ctx.db.query(sql)).rows[0].n as number;
const footprint = async () => ({
  companies: await count('select count(*)::int as n from companies'),
  users: await count('select count(*)::int as n from users'),
  portalUsers: await count('select count(*)::int as n from portal_users'),
  emails: await count('select count(*)::int as n from email_outbox'),
});

const signUp = (url: string, email: string, remoteAddress: string) =>
  ctx.t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: {
      company_name: `Probe ${++n}`,
      first_name: 'Pat',
      last_name: 'Prober',
      email,
      password: STRONG_PASSWORD,
      guid: `probe-guid-${n}`,
    },
  });

describe.each([
  ['business sign-up', '/v1/register/business', 'known.owner@elsewhere.example'],
  ['Client Connect sign-up', '/v1/clientConnect/register', 'known.client@home.example'],
])('%s', (_name, url, known) => {
  it('says an address is taken five times an hour from one address, then refuses everything from it', async () => {
    if (url.includes('clientConnect')) await registerClient(ctx.t.app, { email: known });
    const prober = `198.51.100.${++n}`;
    // New addresses sign up as ever, and do not count.
    expect((await signUp(url, `fresh${n}.${process.pid}@example.com`, prober)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      const taken = await signUp(url, known, prober);
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ email: [AUTH_MESSAGES.emailTaken] });
    }
    const before = await footprint();
    for (const email of [known, `fresh${n}.${process.pid}@example.com`, `other${n}.${process.pid}@example.com`]) {
      const refused = await signUp(url, email, prober);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: AUTH_MESSAGES.tooManyRequests, payload: null });
    }
    expect(await footprint()).toEqual(before);
    // Someone else, elsewhere, is not held up.
    expect((await signUp(url, `another${n}.${process.pid}@example.com`, `203.0.113.${n}`)).statusCode).toBe(200);
  });
});

describe('staff create and edit', () => {
  it('says a staff address is taken five times an hour per company, then refuses every save of staff', async () => {
    const owner = await registerBusiness(ctx.t.app);
    await withoutTrialLimits(ctx.t.app, owner);
    const known = 'known.owner@elsewhere.example';
    const colleague = (await postStaff(ctx.t.app, owner, staffBody())).json().payload.user;
    for (let i = 0; i < 5; i++) {
      const taken = await postStaff(ctx.t.app, owner, staffBody({ email: known }));
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ email: [AUTH_MESSAGES.emailTaken] });
    }
    const before = await footprint();
    for (const email of [known, `late${n}.${process.pid}@example.com`]) {
      const refused = await postStaff(ctx.t.app, owner, staffBody({ email }));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(AUTH_MESSAGES.tooManyRequests);
    }
    const edit = await putStaff(ctx.t.app, owner, editBody(colleague, { first_name: 'Renamed' }));
    expect(edit.statusCode).toBe(429);
    expect(await footprint()).toEqual(before);
    expect((await ctx.db.query('select first_name from users where id = $1', [colleague.id])).rows[0]).toEqual({
      first_name: 'Fran',
    });
    // Another company is counted on its own.
    expect((await postStaff(ctx.t.app, elsewhere, staffBody({ email: known }))).statusCode).toBe(422);
  });
});
