import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { PASSWORD_MESSAGES } from '@fieldbook/domain/auth/password.rules';
import { CONNECT_MESSAGES } from '@fieldbook/domain/connect/connect.schemas';
import { ROUTE_PERMISSIONS } from '@fieldbook/domain/permissions/route-permissions';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, STRONG_PASSWORD, useTestApp } from '../../test/build-test-app';
import { ACCOUNT_LIMITS } from '../auth/account-throttle';
import { REFRESH_GRACE_MS } from '../auth/tokens';
import { type ClientSession, connectCookie, registerClient } from './connect-test-kit';

const ctx = useTestApp();
let owner: Session;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.t.app.inject({ method: 'POST', url, payload, headers });
const accounts = async () => (await ctx.db.query('select count(*)::int as n from portal_users')).rows[0].n as number;
const lastMailTo = async (to: string) =>
  (await ctx.db.query('select subject, text from email_outbox where "to" = $1 order by id desc limit 1', [to])).rows[0];

/** A request to a route with ids that do not exist and an empty body: the guard answers first. */
function requestFor(route: string, token: string): InjectOptions {
  const [method, path = ''] = route.split(' ');
  return {
    method: method as InjectOptions['method'],
    url: path.replace(/:[a-z_]+/gi, 'no-such-thing'),
    headers: { authorization: `Bearer ${token}` },
    ...(method !== 'GET' ? { payload: {} } : {}),
  };
}

describe('POST /v1/clientConnect/register', () => {
  it('refuses bad input field by field and stores nothing', async () => {
    const before = await accounts();
    const response = await post('/v1/clientConnect/register', {
      first_name: '',
      last_name: 'Citizen',
      email: 'not an email',
      password: 'weak',
      guid: 'g-1',
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors.first_name).toEqual(['The first name field is required.']);
    expect(errors.email).toEqual(['The email must be a valid email address.']);
    expect(errors.password).toContain(PASSWORD_MESSAGES.minLength);
    expect(await accounts()).toBe(before);
  });

  it('refuses a name holding a link (the verification email greets by it, to any address typed): no account, no email', async () => {
    const before = await accounts();
    const response = await post('/v1/clientConnect/register', {
      first_name: 'Claim your refund at refund-desk.com/claim',
      last_name: 'www.refund-desk.com',
      email: 'stranger@client.example',
      password: STRONG_PASSWORD,
      guid: 'g-link',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      first_name: [CONNECT_MESSAGES.nameHasLink('first name')],
      last_name: [CONNECT_MESSAGES.nameHasLink('last name')],
    });
    expect(await accounts()).toBe(before);
    expect(await lastMailTo('stranger@client.example')).toBeUndefined();

    const client = await registerClient(ctx.t.app, { email: 'renames@client.example' });
    const renamed = await as(ctx.t.app, client, {
      method: 'PUT',
      url: '/v1/clientConnect/profile',
      payload: { first_name: 'https://refund-desk.com', last_name: 'Citizen' },
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.first_name).toEqual([CONNECT_MESSAGES.nameHasLink('first name')]);
  });

  it('makes an account that signs in, with a verification email, and refuses the same email twice', async () => {
    const client = await registerClient(ctx.t.app, { email: 'verify.me@client.example' });
    expect(client.token).toBeTruthy();
    const mail = await lastMailTo('verify.me@client.example');
    expect(mail.subject).toContain('Verify your');
    const again = await post('/v1/clientConnect/register', {
      first_name: 'Dup',
      last_name: 'Licate',
      email: 'VERIFY.me@client.example',
      password: STRONG_PASSWORD,
      guid: 'g-2',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual([AUTH_MESSAGES.emailTaken]);

    const load = await as(ctx.t.app, client, { method: 'GET', url: '/v1/clientConnect/load' });
    expect(load.json().payload.details).toMatchObject({ email: 'verify.me@client.example', email_verified: false });
    const code = /email\/verify\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const bad = await post('/v1/clientConnect/email/verify', { code: 'nope-nope-nope' });
    expect(bad.json().errors.code).toEqual([CONNECT_MESSAGES.verifyInvalid]);
    const verified = await post('/v1/clientConnect/email/verify', { code: code ?? '' });
    expect(verified.json().message).toBe(CONNECT_MESSAGES.verified);
    const after = await as(ctx.t.app, client, { method: 'GET', url: '/v1/clientConnect/load' });
    expect(after.json().payload.details.email_verified).toBe(true);
    // a verification link works once
    expect((await post('/v1/clientConnect/email/verify', { code: code ?? '' })).statusCode).toBe(422);
  });
});

describe('signing in, refreshing and out', () => {
  it('refuses a wrong password with the staff wording, and signs in the right one', async () => {
    const client = await registerClient(ctx.t.app);
    const wrong = await post('/v1/clientConnect/signIn', { email: client.email, password: 'Wrong-pass1!', guid: 'x' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.email).toEqual([AUTH_MESSAGES.invalidCredentials]);
    const right = await post('/v1/clientConnect/signIn', { email: client.email, password: STRONG_PASSWORD, guid: 'x' });
    expect(right.statusCode).toBe(200);
    // A client account is not a staff account: the business sign-in does not know it.
    const staff = await post('/v1/user/signIn', { email: client.email, password: STRONG_PASSWORD, guid: 'x' });
    expect(staff.statusCode).toBe(422);
  });

  it('rotates the refresh cookie, and one replayed after the grace window ends the session', async () => {
    const client = await registerClient(ctx.t.app);
    const first = await post('/v1/clientConnect/refresh', { guid: client.guid }, { cookie: client.cookie });
    expect(first.statusCode).toBe(200);
    const next = connectCookie(first);
    expect(next).not.toBe(client.cookie);
    await ctx.db.query(`update portal_refresh_tokens set used_at = used_at - make_interval(secs => $1)`, [
      REFRESH_GRACE_MS / 1000 + 1,
    ]);
    const reused = await post('/v1/clientConnect/refresh', { guid: client.guid }, { cookie: client.cookie });
    expect(reused.statusCode).toBe(401);
    // the theft revoked the device: the rotated cookie and the access token stop working too
    expect((await post('/v1/clientConnect/refresh', { guid: client.guid }, { cookie: next })).statusCode).toBe(401);
    const load = await as(ctx.t.app, client, { method: 'GET', url: '/v1/clientConnect/load' });
    expect(load.statusCode).toBe(401);
  });

  it('keeps the session when two tabs refresh with the same cookie at once', async () => {
    const client = await registerClient(ctx.t.app);
    const refresh = (cookie: string) => post('/v1/clientConnect/refresh', { guid: client.guid }, { cookie });
    const both = await Promise.all([refresh(client.cookie), refresh(client.cookie)]);
    for (const answer of both) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect((await refresh(connectCookie(answer))).statusCode).toBe(200);
    }
    expect((await as(ctx.t.app, client, { method: 'GET', url: '/v1/clientConnect/load' })).statusCode).toBe(200);
  });

  it('logs out: the token no longer opens the portal', async () => {
    const client = await registerClient(ctx.t.app);
    const out = await as(ctx.t.app, client, { method: 'POST', url: '/v1/clientConnect/logout', payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await as(ctx.t.app, client, { method: 'GET', url: '/v1/clientConnect/home' })).statusCode).toBe(401);
  });
});

describe('the per-account limits', () => {
  it('refuses the eleventh sign-in in 15 minutes, the right password too, and opens no session', async () => {
    const client = await registerClient(ctx.t.app);
    const signIn = (password: string) => post('/v1/clientConnect/signIn', { email: client.email, password, guid: 'x' });
    for (let n = 1; n <= ACCOUNT_LIMITS.connectSignIn.tries; n++) {
      expect((await signIn('Wrong-pass1!')).statusCode).toBe(422);
    }
    const sessions = (await ctx.db.query('select count(*)::int as n from portal_sessions')).rows[0].n;
    const right = await signIn(STRONG_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(AUTH_MESSAGES.tooManyRequests);
    expect((await ctx.db.query('select count(*)::int as n from portal_sessions')).rows[0].n).toBe(sessions);
    // The staff sign-in of the same address is another account.
    const staff = await post('/v1/user/signIn', { email: client.email, password: 'Wrong-pass1!', guid: 'x' });
    expect(staff.statusCode).toBe(422);
  });

  it('mails at most five reset links an hour, answering the sixth request the same', async () => {
    const client = await registerClient(ctx.t.app);
    const resetMails = async () =>
      (
        await ctx.db.query('select count(*)::int as n from email_outbox where "to" = $1 and text like $2', [
          client.email,
          '%password/reset/%',
        ])
      ).rows[0].n;
    for (let n = 1; n <= ACCOUNT_LIMITS.connectResetCode.tries; n++) {
      await post('/v1/clientConnect/password/forgot', { email: client.email });
    }
    expect(await resetMails()).toBe(ACCOUNT_LIMITS.connectResetCode.tries);
    const sixth = await post('/v1/clientConnect/password/forgot', { email: client.email });
    expect(sixth.statusCode).toBe(200);
    expect(sixth.json().message).toBe(AUTH_MESSAGES.resetSent);
    expect(await resetMails()).toBe(ACCOUNT_LIMITS.connectResetCode.tries);
  });
});

describe('the per-account limits of mail a signed-in account sets off', () => {
  const mailsTo = async (to: string) =>
    (await ctx.db.query('select count(*)::int as n from email_outbox where "to" = $1', [to])).rows[0].n as number;
  /** From a new address each time, so the per-address limit never answers. */
  let address = 0;
  const from = () => `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
  const resend = (client: ClientSession) =>
    as(ctx.t.app, client, { method: 'POST', url: '/v1/clientConnect/email/verify/resend', remoteAddress: from() });
  const change = (client: ClientSession, email: string) =>
    as(ctx.t.app, client, {
      method: 'PUT',
      url: '/v1/clientConnect/email',
      payload: { email, password: STRONG_PASSWORD },
      remoteAddress: from(),
    });

  it('resends the verification email five times an hour, from any address, then answers 429 and mails nothing', async () => {
    // Registering an address someone else owns and asking again and again must not flood it.
    const client = await registerClient(ctx.t.app);
    for (let n = 1; n <= ACCOUNT_LIMITS.connectVerifyResend.tries; n++) {
      const response = await resend(client);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe(CONNECT_MESSAGES.verifySent);
    }
    const mailed = await mailsTo(client.email);
    expect(mailed).toBe(1 + ACCOUNT_LIMITS.connectVerifyResend.tries);
    const over = await resend(client);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      status: 'error',
      payload: null,
      errors: null,
      message: AUTH_MESSAGES.tooManyRequests,
    });
    expect(await mailsTo(client.email)).toBe(mailed);
  });

  it('mails email-change links from one account five times an hour, from any address, then answers 429 and mails nothing', async () => {
    const client = await registerClient(ctx.t.app);
    const target = (n: number) => `elsewhere${n}.${process.pid}@victim.example`;
    for (let n = 1; n <= ACCOUNT_LIMITS.connectEmailChange.tries; n++) {
      const response = await change(client, target(n));
      expect(response.statusCode, response.body).toBe(200);
      expect(await mailsTo(target(n))).toBe(1);
    }
    const over = await change(client, target(99));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(AUTH_MESSAGES.tooManyRequests);
    expect(await mailsTo(target(99))).toBe(0);
    expect(
      (
        await ctx.db.query('select count(*)::int as n from email_outbox where "to" like $1', [
          'elsewhere%@victim.example',
        ])
      ).rows[0].n,
    ).toBe(ACCOUNT_LIMITS.connectEmailChange.tries);
  });

  it('mails one address email-change links five times an hour, from any account, then answers 429 and mails nothing', async () => {
    const victim = `flooded.${process.pid}@victim.example`;
    for (let n = 1; n <= ACCOUNT_LIMITS.connectEmailChangeTo.tries; n++) {
      const response = await change(await registerClient(ctx.t.app), victim);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await mailsTo(victim)).toBe(ACCOUNT_LIMITS.connectEmailChangeTo.tries);
    const over = await change(await registerClient(ctx.t.app), victim);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(AUTH_MESSAGES.tooManyRequests);
    expect(await mailsTo(victim)).toBe(ACCOUNT_LIMITS.connectEmailChangeTo.tries);
  });
});

describe('the two portals refuse each other’s tokens', () => {
  let client: ClientSession;
  beforeAll(async () => {
    client = await registerClient(ctx.t.app);
  });
  const routes = () => [...new Set(ctx.t.app.servedRoutes.filter((r) => / \/v1\//.test(r)))].sort();

  it('a client token is refused (401) by every business route that needs a session', async () => {
    const wrong: string[] = [];
    for (const route of routes()) {
      const access = ROUTE_PERMISSIONS[route];
      if (access === 'public' || access === 'client') continue;
      const status = (await ctx.t.app.inject(requestFor(route, client.token))).statusCode;
      if (status !== 401) wrong.push(`${route} → ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a staff token is refused (401) by every Client Connect route, and the client token is let in', async () => {
    const wrong: string[] = [];
    for (const route of routes().filter((r) => ROUTE_PERMISSIONS[r] === 'client')) {
      const staff = (await ctx.t.app.inject(requestFor(route, owner.token))).statusCode;
      if (staff !== 401) wrong.push(`staff: ${route} → ${staff}`);
      if (route.endsWith('/logout')) continue;
      const own = (await ctx.t.app.inject(requestFor(route, client.token))).statusCode;
      if (own === 401 || own === 403) wrong.push(`client: ${route} → ${own}`);
    }
    expect(wrong).toEqual([]);
  });
});
